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
registerEnumType(PrintJobState, { name: 'PrintJobState', description: 'QUEUED -> SENDING -> DONE | FAILED; NEEDS_ATTENTION when the label may have printed before a failure (a person resends or cancels)' });

@ObjectType('Computer', { description: 'A computer printers hang on' })
export class ComputerType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) hostname!: string;
  @Field(() => Date, { nullable: true, description: 'When its print agent last registered' }) agentSeenAt!: Date | null;
}

@ObjectType()
export class PrinterComputer {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) hostname!: string;
}

@ObjectType('Printer', { description: 'A printer: { id, name, computer { name, hostname } } plus how it is reached (admins)' })
export class PrinterType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'zpl or pdf' }) language!: string;
  @Field(() => PrinterComputer) computer!: PrinterComputer;
  @Field(() => String, { nullable: true, description: 'tcp, agent or file (admins only)' }) driver?: string | null;
  @Field(() => String, { nullable: true }) host?: string | null;
  @Field(() => Int, { nullable: true }) port?: number | null;
  @Field(() => String, { nullable: true }) queue?: string | null;
  @Field(() => String, { nullable: true }) folder?: string | null;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
}

@InputType()
export class ComputerInput {
  @Field(() => String) name!: string;
  @Field(() => String) hostname!: string;
}

@InputType()
export class PrinterCreateInput {
  @Field(() => String) name!: string;
  @Field(() => ComputerInput) computer!: ComputerInput;
  @Field(() => String, { description: 'tcp, agent or file' }) driver!: string;
  @Field(() => String, { nullable: true }) host?: string | null;
  @Field(() => Int, { nullable: true }) port?: number | null;
  @Field(() => String, { nullable: true }) queue?: string | null;
  @Field(() => String, { nullable: true }) folder?: string | null;
  @Field(() => String, { description: 'zpl or pdf' }) language!: string;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
}

@InputType()
export class PrinterUpdateInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => ComputerInput, { nullable: true }) computer?: ComputerInput | null;
  @Field(() => String, { nullable: true }) driver?: string | null;
  @Field(() => String, { nullable: true }) host?: string | null;
  @Field(() => Int, { nullable: true }) port?: number | null;
  @Field(() => String, { nullable: true }) queue?: string | null;
  @Field(() => String, { nullable: true }) folder?: string | null;
  @Field(() => String, { nullable: true }) language?: string | null;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
}

@ObjectType('PrintJob')
export class PrintJobType {
  @Field(() => Int) id!: number;
  @Field(() => Int) printerId!: number;
  @Field(() => String) printerName!: string;
  @Field(() => PrintJobState) status!: PrintJobState;
  @Field(() => String) source!: string;
  @Field(() => String, { nullable: true }) reference!: string | null;
  @Field(() => String) format!: string;
  @Field(() => Int) copies!: number;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String, { nullable: true }) operationId!: string | null;
  @Field(() => String, { nullable: true }) requestedByName!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) sentAt!: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
}

@ObjectType()
export class PrintJobList extends PageType(PrintJobType) {}

@ArgsType()
export class PrintJobListArgs {
  @Field(() => Int, { nullable: true }) page?: number | null;
  @Field(() => Int, { nullable: true }) limit?: number | null;
  @Field(() => PrintJobState, { nullable: true }) status?: PrintJobState | null;
  @Field(() => Int, { nullable: true }) printerId?: number | null;
}

@ObjectType({ description: 'A queued print request: follow it with operationStatus(operationId) or printJobUpdated' })
export class PrintQueued {
  @Field(() => Int) jobId!: number;
  @Field(() => String) operationId!: string;
  @Field(() => PrintJobState) status!: PrintJobState;
}

@ObjectType({ description: 'A print job changed state' })
export class PrintJobUpdate {
  @Field(() => Int) jobId!: number;
  @Field(() => Int) printerId!: number;
  @Field(() => PrintJobState) status!: PrintJobState;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@InputType()
export class AgentPrinterInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The OS spooler queue' }) queue!: string;
  @Field(() => String, { description: 'zpl or pdf' }) language!: string;
}

@InputType()
export class AgentRegisterInput {
  @Field(() => ComputerInput) computer!: ComputerInput;
  @Field(() => [AgentPrinterInput]) printers!: AgentPrinterInput[];
}

@ObjectType({ description: 'A job for a print agent: print contentBase64 on its spooler queue, then report' })
export class AgentPrintJob {
  @Field(() => Int) jobId!: number;
  @Field(() => String) queue!: string;
  @Field(() => String) format!: string;
  @Field(() => String) contentBase64!: string;
}

export enum AgentOutcome {
  ACCEPTED = 'ACCEPTED',
  DONE = 'DONE',
  FAILED = 'FAILED',
}
registerEnumType(AgentOutcome, { name: 'AgentOutcome' });
