import { topic } from '../../platform/pubsub.js';

/** A print job changed state (queued, sending, done, failed, needs attention ...). */
export interface PrintJobUpdatedEvent {
  jobId: number;
  printerId: number;
  status: string;
  error: string | null;
  /** Who asked for the job (null: an integration); followers below admin see only their own. */
  requestedById?: number | null;
}

/** A job for the print agent on computer `hostname`. */
export interface PrintAgentJobEvent {
  hostname: string;
  jobId: number;
  queue: string;
  format: string;
  contentBase64: string;
}

/** A print agent's answer about a job: ACCEPTED (printing now), DONE or FAILED. */
export interface PrintAgentReportEvent {
  jobId: number;
  outcome: 'ACCEPTED' | 'DONE' | 'FAILED';
  error: string | null;
}

export const PRINT_JOB_UPDATED = topic<PrintJobUpdatedEvent>('PRINT_JOB_UPDATED');
export const PRINT_AGENT_JOB = topic<PrintAgentJobEvent>('PRINT_AGENT_JOB');
export const PRINT_AGENT_REPORT = topic<PrintAgentReportEvent>('PRINT_AGENT_REPORT');
