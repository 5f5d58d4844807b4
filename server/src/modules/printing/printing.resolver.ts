import { Arg, Args, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { z } from 'zod';
import { OperationIdSchema } from '../../platform/params.js';
import { Allow } from '../../platform/graphql/allow.js';
import { COSTS, Cost } from '../../platform/graphql/cost.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { PRINT_AGENT_JOB, PRINT_JOB_UPDATED, type PrintAgentJobEvent, type PrintJobUpdatedEvent } from './printing.events.js';
import { graphqlPage } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import { AgentRegisterSchema, AgentReportSchema, PrinterCreateSchema, PrinterUpdateSchema, PrintJobListQuerySchema } from './printing.input.js';
import { mayFollowJob, mayHearAgentJob, type PrintingService } from './printing.service.js';
import {
  AgentOutcome,
  AgentPrintJob,
  AgentRegisterInput,
  ComputerType,
  PrinterCreateInput,
  PrinterType,
  PrinterUpdateInput,
  PrintJobList,
  PrintJobListArgs,
  PrintJobState,
  PrintJobType,
  PrintJobUpdate,
  PrintQueued,
} from './printing.types.js';

@Resolver()
export class PrintingResolver {
  constructor(private readonly service: PrintingService) {}

  @Allow('printerList')
  @Query(() => [PrinterType], { description: 'Every printer with its driver and address (admins)' })
  printers(@Ctx() ctx: GraphqlContext): Promise<PrinterType[]> {
    return this.service.listPrinters(ctx);
  }

  @Allow('quickPrintPrinters')
  @Query(() => [PrinterType], { description: 'The printers staff may print on, sorted by id descending; same as GET /api/quick-print/printers' })
  quickPrintPrinters(@Ctx() ctx: GraphqlContext): Promise<PrinterType[]> {
    return this.service.quickPrintPrinters(ctx);
  }

  @Allow('computerList')
  @Query(() => [ComputerType], { description: 'Computers printers hang on (admins)' })
  computers(@Ctx() ctx: GraphqlContext): Promise<ComputerType[]> {
    return this.service.listComputers(ctx);
  }

  @Allow('printerCreate')
  @Mutation(() => PrinterType, { description: 'Adds a printer (admins)' })
  printerCreate(@Arg('input', () => PrinterCreateInput, { description: 'The printer' }) input: PrinterCreateInput, @Ctx() ctx: GraphqlContext): Promise<PrinterType> {
    return this.service.createPrinter(ctx, parseInput(PrinterCreateSchema, stripNulls(input), 'input'));
  }

  @Allow('printerUpdate')
  @Mutation(() => PrinterType, { description: 'Changes a printer (admins)' })
  printerUpdate(@Arg('id', () => Int, { description: 'The printer' }) id: number, @Arg('input', () => PrinterUpdateInput, { description: 'The fields to change' }) input: PrinterUpdateInput, @Ctx() ctx: GraphqlContext): Promise<PrinterType> {
    return this.service.updatePrinter(ctx, id, parseInput(PrinterUpdateSchema, stripNulls(input), 'input'));
  }

  @Allow('printerDelete')
  @Mutation(() => PrinterType, { description: 'Removes a printer; kept for the jobs that name it (admins)' })
  printerDelete(@Arg('id', () => Int, { description: 'The printer' }) id: number, @Ctx() ctx: GraphqlContext): Promise<PrinterType> {
    return this.service.deletePrinter(ctx, id);
  }

  @Allow('printerTestPrint')
  @Cost(COSTS.PRINT)
  @Mutation(() => PrintQueued, { description: 'Prints a test label on the printer (admins); follow it with operationStatus(operationId)' })
  async printerTestPrint(
    @Arg('id', () => Int, { description: 'The printer' }) id: number,
    @Arg('operationId', () => String, { nullable: true, description: 'An id you already listen on with operationStatus' }) operationId: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PrintQueued> {
    const queued = await this.service.testPrint(ctx, id, parseInput(z.object({ operationId: OperationIdSchema.optional() }), stripNulls({ operationId })).operationId);
    return { ...queued, status: queued.status as PrintJobState };
  }

  @Allow('printJobList')
  @Query(() => PrintJobList, { description: 'Recent print jobs, newest first (admins)' })
  async printJobs(@Args(() => PrintJobListArgs) args: PrintJobListArgs, @Ctx() ctx: GraphqlContext): Promise<PrintJobList> {
    const list = await this.service.listJobs(ctx, parseInput(PrintJobListQuerySchema, stripNulls(args)));
    return graphqlPage({ ...list, data: list.data as PrintJobType[] });
  }

  @Allow('printJobGet')
  @Query(() => PrintJobType, { description: 'One print job (admins)' })
  printJob(@Arg('id', () => Int, { description: 'The job' }) id: number, @Ctx() ctx: GraphqlContext): Promise<PrintJobType> {
    return this.service.getJob(ctx, id) as Promise<PrintJobType>;
  }

  @Allow('printJobResend')
  @Cost(COSTS.PRINT)
  @Mutation(() => PrintJobType, { description: 'Sends again a job that failed or needs attention (a person decided)' })
  printJobResend(@Arg('id', () => Int, { description: 'The job' }) id: number, @Ctx() ctx: GraphqlContext): Promise<PrintJobType> {
    return this.service.resendJob(ctx, id) as Promise<PrintJobType>;
  }

  @Allow('printJobConfirm')
  @Mutation(() => PrintJobType, { description: 'A person checked the printer: a job sent with its outcome unknown (NEEDS_ATTENTION) did print; DONE, nothing is sent again' })
  printJobConfirm(@Arg('id', () => Int, { description: 'The job' }) id: number, @Ctx() ctx: GraphqlContext): Promise<PrintJobType> {
    return this.service.confirmJob(ctx, id) as Promise<PrintJobType>;
  }

  @Allow('printJobCancel')
  @Mutation(() => PrintJobType, { description: 'Cancels a queued job or one that needs attention' })
  printJobCancel(@Arg('id', () => Int, { description: 'The job' }) id: number, @Ctx() ctx: GraphqlContext): Promise<PrintJobType> {
    return this.service.cancelJob(ctx, id) as Promise<PrintJobType>;
  }

  @Allow('printJobUpdated')
  @Subscription(() => PrintJobUpdate, {
    topics: PRINT_JOB_UPDATED.name,
    // The service's rule: admins hear every job, others their own.
    filter: ({ payload, context }: { payload: PrintJobUpdatedEvent; context: GraphqlContext }) => mayFollowJob(context.actor, payload),
    description: 'State changes of print jobs: every job for admins, your own jobs for others',
  })
  printJobUpdated(@Root() event: PrintJobUpdatedEvent): PrintJobUpdate {
    return { jobId: event.jobId, printerId: event.printerId, status: event.status as PrintJobState, error: event.error };
  }

  // ---------------------------------------------------------------- print agent (API key)

  @Allow('printAgentRegister')
  @Mutation(() => [PrinterType], { description: 'A print agent registers its computer and the printers of its spooler' })
  printAgentRegister(@Arg('input', () => AgentRegisterInput, { description: 'The computer and its printers' }) input: AgentRegisterInput, @Ctx() ctx: GraphqlContext): Promise<PrinterType[]> {
    return this.service.agentRegister(ctx, parseInput(AgentRegisterSchema, input, 'input'));
  }

  @Allow('printAgentJobs')
  @Subscription(() => AgentPrintJob, {
    topics: PRINT_AGENT_JOB.name,
    // The service's rule: a print-agent key hears only the computer it registered.
    filter: ({ payload, args, context }: { payload: PrintAgentJobEvent; args: { hostname: string }; context: GraphqlContext }) => mayHearAgentJob(context, args.hostname, payload),
    description: 'The jobs for the printers of one computer (the print agent listens here; a print-agent key hears only the computer it registered)',
  })
  printAgentJobs(@Root() event: PrintAgentJobEvent, @Arg('hostname', () => String, { description: 'The agent\'s computer' }) _hostname: string): AgentPrintJob {
    return { jobId: event.jobId, queue: event.queue, format: event.format, contentBase64: event.contentBase64 };
  }

  @Allow('printAgentReport')
  @Mutation(() => Boolean, { description: 'A print agent reports a job: ACCEPTED, then DONE or FAILED' })
  printAgentReport(
    @Arg('jobId', () => Int, { description: 'The job reported on' }) jobId: number,
    @Arg('outcome', () => AgentOutcome, { description: 'ACCEPTED, DONE or FAILED' }) outcome: AgentOutcome,
    @Arg('error', () => String, { nullable: true, description: 'Why it failed (FAILED only)' }) error: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    return this.service.agentReport(ctx, parseInput(AgentReportSchema, stripNulls({ jobId, outcome, error })));
  }
}
