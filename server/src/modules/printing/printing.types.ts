import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

export enum PrintJobState {
  QUEUED = 'QUEUED',
  SENDING = 'SENDING',
  DONE = 'DONE',
  FAILED = 'FAILED',
  NEEDS_ATTENTION = 'NEEDS_ATTENTION',
  CANCELLED = 'CANCELLED',
}
registerEnumType(PrintJobState, {
  name: 'PrintJobState',
  description: 'QUEUED -> SENDING -> DONE | FAILED; NEEDS_ATTENTION when the label may have printed before a failure (a person resends or cancels)',
  valuesConfig: {
    QUEUED: { description: 'Waiting for a worker' },
    SENDING: { description: 'Being sent to the printer' },
    DONE: { description: 'Printed' },
    FAILED: { description: 'Failed after its retries' },
    NEEDS_ATTENTION: { description: 'May have printed before a failure: a person resends or cancels it' },
    CANCELLED: { description: 'Cancelled by a person' },
  },
});

@ObjectType('Computer', { description: 'A computer printers hang on' })
export class ComputerType {
  @Field(() => Int, { description: 'The computer\'s id' }) id!: number;
  @Field(() => String, { description: 'Its name as shown to staff' }) name!: string;
  @Field(() => String, { description: 'Its host name (lower case, unique)' }) hostname!: string;
  @Field(() => Date, { nullable: true, description: 'When its print agent last registered' }) agentSeenAt!: Date | null;
}

@ObjectType({ description: 'The computer a printer hangs on' })
export class PrinterComputer {
  @Field(() => Int, { description: 'The computer\'s id' }) id!: number;
  @Field(() => String, { description: 'Its name as shown to staff' }) name!: string;
  @Field(() => String, { description: 'Its host name' }) hostname!: string;
}

@ObjectType('Printer', { description: 'A printer: { id, name, computer { name, hostname } } plus how it is reached (admins)' })
export class PrinterType {
  @Field(() => Int, { description: 'The printer\'s id' }) id!: number;
  @Field(() => String, { description: 'Its name as shown to staff' }) name!: string;
  @Field(() => String, { description: 'zpl or pdf' }) language!: string;
  @Field(() => PrinterComputer, { description: 'The computer it hangs on' }) computer!: PrinterComputer;
  @Field(() => String, { nullable: true, description: 'tcp, agent or file (admins only)' }) driver?: string | null;
  @Field(() => String, { nullable: true, description: 'tcp driver: its address' }) host?: string | null;
  @Field(() => Int, { nullable: true, description: 'tcp driver: its port (9100 by default)' }) port?: number | null;
  @Field(() => String, { nullable: true, description: 'agent driver: the spooler queue' }) queue?: string | null;
  @Field(() => String, { nullable: true, description: 'file driver: the folder it writes to' }) folder?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Staff may print on it' }) enabled?: boolean | null;
}

@InputType({ description: 'A computer printers hang on, found or created by host name' })
export class ComputerInput {
  @Field(() => String, { description: 'Its name as shown to staff' }) name!: string;
  @Field(() => String, { description: 'Its host name (unique, case-insensitive)' }) hostname!: string;
}

@InputType({ description: 'A new printer' })
export class PrinterCreateInput {
  @Field(() => String, { description: 'Its name as shown to staff' }) name!: string;
  @Field(() => ComputerInput, { description: 'The computer it hangs on (found or created by host name)' }) computer!: ComputerInput;
  @Field(() => String, { description: 'tcp, agent or file' }) driver!: string;
  @Field(() => String, { nullable: true, description: 'tcp driver: its address (required)' }) host?: string | null;
  @Field(() => Int, { nullable: true, description: 'tcp driver: its port (default 9100)' }) port?: number | null;
  @Field(() => String, { nullable: true, description: 'agent driver: the spooler queue' }) queue?: string | null;
  @Field(() => String, { nullable: true, description: 'file driver: the folder to write to' }) folder?: string | null;
  @Field(() => String, { description: 'zpl or pdf' }) language!: string;
  @Field(() => Boolean, { nullable: true, description: 'Staff may print on it (default true)' }) enabled?: boolean | null;
}

@InputType({ description: 'The fields of a printer to change (absent: unchanged)' })
export class PrinterUpdateInput {
  @Field(() => String, { nullable: true, description: 'Its name as shown to staff' }) name?: string | null;
  @Field(() => ComputerInput, { nullable: true, description: 'The computer it hangs on' }) computer?: ComputerInput | null;
  @Field(() => String, { nullable: true, description: 'tcp, agent or file' }) driver?: string | null;
  @Field(() => String, { nullable: true, description: 'tcp driver: its address' }) host?: string | null;
  @Field(() => Int, { nullable: true, description: 'tcp driver: its port' }) port?: number | null;
  @Field(() => String, { nullable: true, description: 'agent driver: the spooler queue' }) queue?: string | null;
  @Field(() => String, { nullable: true, description: 'file driver: the folder to write to' }) folder?: string | null;
  @Field(() => String, { nullable: true, description: 'zpl or pdf' }) language?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Staff may print on it' }) enabled?: boolean | null;
}

@ObjectType('PrintJob', { description: 'A print job in the queue, with its state and error' })
export class PrintJobType {
  @Field(() => Int, { description: 'The job\'s id' }) id!: number;
  @Field(() => Int, { description: 'The printer' }) printerId!: number;
  @Field(() => String, { description: 'The printer\'s name when the job was queued' }) printerName!: string;
  @Field(() => PrintJobState, { description: 'Where the job is' }) status!: PrintJobState;
  @Field(() => String, { description: 'Who printed: stock_label, quick_print, ...' }) source!: string;
  @Field(() => String, { nullable: true, description: 'What was printed (e.g. the stock item or label)' }) reference!: string | null;
  @Field(() => String, { description: 'zpl or pdf' }) format!: string;
  @Field(() => Int, { description: 'How many copies' }) copies!: number;
  @Field(() => Int, { description: 'How many times it was sent' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed or needs attention' }) error!: string | null;
  @Field(() => String, { nullable: true, description: 'Where a file printer wrote the job (path under DATA_DIR); null for other printers' }) output!: string | null;
  @Field(() => String, { nullable: true, description: 'Its progress on operationStatus(operationId)' }) operationId!: string | null;
  @Field(() => String, { nullable: true, description: 'Who printed it' }) requestedByName!: string | null;
  @Field(() => Date, { description: 'When it was queued' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was last sent to the printer' }) sentAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it ended (DONE, FAILED or CANCELLED)' }) finishedAt!: Date | null;
}

@ObjectType({ description: 'One page of print jobs, newest first: { items totalCount page limit totalPages }' })
export class PrintJobList extends PageType(PrintJobType) {}

@ArgsType()
export class PrintJobListArgs {
  @Field(() => Int, { nullable: true, description: 'The page, from 1' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Rows per page (1..100)' }) limit?: number | null;
  @Field(() => PrintJobState, { nullable: true, description: 'Only jobs in this state' }) status?: PrintJobState | null;
  @Field(() => Int, { nullable: true, description: 'Only this printer\'s jobs' }) printerId?: number | null;
}

@ObjectType({ description: 'A queued print request: follow it with operationStatus(operationId) or printJobUpdated' })
export class PrintQueued {
  @Field(() => Int, { description: 'The queued job' }) jobId!: number;
  @Field(() => String, { description: 'Follow it with operationStatus(operationId)' }) operationId!: string;
  @Field(() => PrintJobState, { description: 'The job\'s state (QUEUED)' }) status!: PrintJobState;
}

@ObjectType({ description: 'A print job changed state' })
export class PrintJobUpdate {
  @Field(() => Int, { description: 'The job' }) jobId!: number;
  @Field(() => Int, { description: 'Its printer' }) printerId!: number;
  @Field(() => PrintJobState, { description: 'Its new state' }) status!: PrintJobState;
  @Field(() => String, { nullable: true, description: 'Why it failed or needs attention' }) error!: string | null;
}

@InputType({ description: 'A printer of the agent\'s spooler' })
export class AgentPrinterInput {
  @Field(() => String, { description: 'The printer\'s name as shown to staff' }) name!: string;
  @Field(() => String, { description: 'The OS spooler queue' }) queue!: string;
  @Field(() => String, { description: 'zpl or pdf' }) language!: string;
}

@InputType({ description: 'A print agent\'s computer and the printers of its spooler' })
export class AgentRegisterInput {
  @Field(() => ComputerInput, { description: 'The computer the agent runs on' }) computer!: ComputerInput;
  @Field(() => [AgentPrinterInput], { description: 'The printers of its spooler' }) printers!: AgentPrinterInput[];
}

@ObjectType({ description: 'A job for a print agent: print contentBase64 on its spooler queue, then report' })
export class AgentPrintJob {
  @Field(() => Int, { description: 'The print job to report on with printAgentReport' }) jobId!: number;
  @Field(() => String, { description: 'The spooler queue to print on' }) queue!: string;
  @Field(() => String, { description: 'zpl or pdf' }) format!: string;
  @Field(() => String, { description: 'The rendered label or document, base64-encoded' }) contentBase64!: string;
}

export enum AgentOutcome {
  ACCEPTED = 'ACCEPTED',
  DONE = 'DONE',
  FAILED = 'FAILED',
}
registerEnumType(AgentOutcome, {
  name: 'AgentOutcome',
  description: 'What a print agent reports about a job',
  valuesConfig: {
    ACCEPTED: { description: 'The agent took the job and hands it to its spooler' },
    DONE: { description: 'The spooler printed it' },
    FAILED: { description: 'It could not be printed (error says why)' },
  },
});
