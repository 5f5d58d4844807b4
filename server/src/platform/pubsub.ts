import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Redis as RedisClient } from 'ioredis';
import { lazy } from './lazy.js';

const ioredis = lazy<{ Redis: typeof RedisClient }>('ioredis');

export interface OperationStatusEvent {
  operationId: string;
  userId: number;
  status: 'IN_PROGRESS' | 'SUCCESS' | 'FINISH' | 'ERROR';
  message: string;
}

/** A packing-queue change: a document pushed, locked, unlocked, or leaving the queue. */
export interface DocumentUpdatedEvent {
  kind: 'CREATED' | 'LOCKED' | 'UNLOCKED' | 'SHIPPED' | 'MISSING_PARTS' | 'DELETED';
  documentId: number;
}

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

/** A stock item changed for everyone looking at it: quantity, location, availability flag, or a
 *  change of it started, applied, failed or dismissed (its pending / ERROR marks). */
export interface StockItemUpdatedEvent {
  stockItemId: number;
}

export interface SessionRevokedEvent {
  userId: number;
}

/** One typed topic per kind of event (DESIGN.md section 5). */
export const Topic = {
  OPERATION_STATUS: 'OPERATION_STATUS',
  SESSION_REVOKED: 'SESSION_REVOKED',
  PRINT_JOB_UPDATED: 'PRINT_JOB_UPDATED',
  PRINT_AGENT_JOB: 'PRINT_AGENT_JOB',
  PRINT_AGENT_REPORT: 'PRINT_AGENT_REPORT',
  DOCUMENT_UPDATED: 'DOCUMENT_UPDATED',
  STOCK_ITEM_UPDATED: 'STOCK_ITEM_UPDATED',
} as const;

export type Topics = {
  [Topic.OPERATION_STATUS]: [OperationStatusEvent];
  [Topic.SESSION_REVOKED]: [SessionRevokedEvent];
  [Topic.PRINT_JOB_UPDATED]: [PrintJobUpdatedEvent];
  [Topic.PRINT_AGENT_JOB]: [PrintAgentJobEvent];
  [Topic.PRINT_AGENT_REPORT]: [PrintAgentReportEvent];
  [Topic.DOCUMENT_UPDATED]: [DocumentUpdatedEvent];
  [Topic.STOCK_ITEM_UPDATED]: [StockItemUpdatedEvent];
};

export type AppPubSub = ReturnType<typeof createPubSub<Topics>>;

/** In memory for one node; through Redis pub/sub when REDIS_URL is set, so events reach
 *  subscribers on every node. */
export function createAppPubSub(redisUrl?: string): { pubSub: AppPubSub; close(): Promise<void> } {
  if (!redisUrl) return { pubSub: createPubSub<Topics>(), close: async () => {} };
  const { Redis } = ioredis();
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub<Topics>({ eventTarget }),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
