import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import { COSTS, Cost } from '../../platform/graphql/cost.js';
import { stripNulls, withoutUndefined } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { graphqlPage } from '../../platform/pagination.js';
import { IdParamSchema } from '../../platform/params.js';
import { parseInput } from '../../platform/validation.js';
import { MANUFACTURING_UPDATED, type ManufacturingUpdatedEvent } from './custom.events.js';
import {
  CheckWorkerSchema,
  CloseMissingSchema,
  EmployeeParamsSchema,
  IdempotencyKeyOptional,
  IdsSchema,
  LabelCodeSchema,
  MissingListQuerySchema,
  OrderNumberSchema,
  BatchPrintSchema,
  PrintMissingSchema,
  StationIdsSchema,
  PrintSchema,
  RecordCreateSchema,
  RecordListQuerySchema,
  RecordUpdateSchema,
  ReopenSchema,
  ReportMissingSchema,
} from './custom.input.js';
import {
  CheckOrderResult,
  CheckWorkerResult,
  ManufacturingBatchList,
  ManufacturingBatchType,
  ManufacturingEventKind,
  ManufacturingFileStatus,
  ManufacturingFilters,
  ManufacturingLabelLookup,
  ManufacturingRecordCreateInput,
  ManufacturingRecordList,
  ManufacturingRecordType,
  ManufacturingRecordUpdateInput,
  ManufacturingUpdate,
  MissingGlassActionResult,
  MissingGlassList,
  StationResult,
} from './custom.types.js';
import type { RecordService } from './record.service.js';
import type { StationService } from './station.service.js';

@ArgsType()
class RecordListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'Page, from 1' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: 24, description: 'Cards per page: 24, 48 or 96 (at most 96)' }) limit?: number;
  @Field(() => Boolean, { nullable: true, description: 'true: completed (batched) work; else open work' }) complete?: boolean;
  @Field(() => String, { nullable: true, description: 'created_at (default), updated_at, numer_zamowienia, type, worker, weight, id' }) sort?: string;
  @Field(() => String, { nullable: true, description: 'ASC, anything else DESC' }) order?: string;
  @Field(() => String, { nullable: true, description: 'Order number (part of it)' }) numer_zamowienia?: string;
  @Field(() => String, { nullable: true, description: 'Type code' }) type?: string;
  @Field(() => Int, { nullable: true, description: 'Owner numer_pracownika' }) worker?: number;
  @Field(() => String, { nullable: true, description: 'NEW, LABELED, CLOSED' }) status?: string;
  @Field(() => String, { nullable: true, description: 'Batch id or number' }) batch?: string;
  @Field(() => String, { nullable: true, description: 'Created on or after this Warsaw calendar day (YYYY-MM-DD)' }) dateFrom?: string;
  @Field(() => String, { nullable: true, description: 'Created on or before this Warsaw calendar day (YYYY-MM-DD)' }) dateTo?: string;
}

@ArgsType()
class PageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'Page, from 1' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: 24, description: 'Rows per page (at most 96)' }) limit?: number;
}

@ArgsType()
class MissingListArgs extends PageArgs {
  @Field(() => String, { nullable: true, defaultValue: 'OPEN', description: 'OPEN (default), CLOSED or ALL' }) status?: string;
}

@ArgsType()
class IdsArgs {
  @Field(() => [Int], { description: 'Ids' }) ids!: number[];
  @Field(() => Int, { nullable: true, description: 'Printer (label-update; default: the label\'s)' }) printer?: number;
  @Field(() => String, { nullable: true, description: 'Why (label-delete, label-update)' }) reason?: string;
  @Field(() => Int, { nullable: true, description: 'numer_pracownika of the worker doing it (default: the signed-in user)' }) numer_pracownika?: number;
  @Field(() => String, { nullable: true, description: 'Idempotency key: a repeat with the same key does it once' }) idempotencyKey?: string;
  @Field(() => String, { nullable: true, description: 'label-update, close-batch: an id you already listen on with operationStatus (IN_PROGRESS, SUCCESS or ERROR, FINISH)' }) operationId?: string;
}

const OPERATION_DOC = 'An id you already listen on with operationStatus (IN_PROGRESS, SUCCESS or ERROR, FINISH); default: one made by the server';
const key = (v: string | null | undefined) => parseInput(IdempotencyKeyOptional, v ?? undefined, 'idempotencyKey');
const idOf = (value: number) => parseInput(IdParamSchema, { id: value }).id;

/** The GraphQL side of custom manufacturing: the same service calls as the REST paths. */
@Resolver()
export class CustomManufacturingResolver {
  constructor(
    private readonly records: RecordService,
    private readonly station: StationService,
  ) {}

  @Allow('manufacturingCheckOrder')
  @Query(() => CheckOrderResult, { description: 'An order the shop pushed: customer, shipping, documents, existing records; NOT_FOUND "Zamówienie {n} nie istnieje"' })
  manufacturingCheckOrder(@Arg('numer_zamowienia', () => String, { description: 'The order number' }) n: string, @Ctx() ctx: GraphqlContext): Promise<CheckOrderResult> {
    return this.records.checkOrder(ctx, parseInput(OrderNumberSchema, n, 'numer_zamowienia'));
  }

  @Allow('manufacturingCheckWorker')
  @Mutation(() => CheckWorkerResult, { description: 'The worker takes the order: NOT_FOUND unknown/inactive worker, CONFLICT naming the worker who holds it' })
  manufacturingCheckWorker(
    @Arg('employee', () => Int, { description: 'numer_pracownika' }) employee: number,
    @Arg('numer_zamowienia', () => String, { description: 'The order number' }) n: string,
    @Ctx() ctx: GraphqlContext,
  ): Promise<CheckWorkerResult> {
    const input = parseInput(CheckWorkerSchema, { numer_zamowienia: n });
    return this.records.checkWorker(ctx, parseInput(EmployeeParamsSchema, { employee, id: 1 }).employee, input.numer_zamowienia);
  }

  @Allow('manufacturingRecordList')
  @Query(() => ManufacturingRecordList, { description: 'Open (or completed) records, 24 a page by default' })
  async manufacturingRecords(@Args(() => RecordListArgs) args: RecordListArgs, @Ctx() ctx: GraphqlContext): Promise<ManufacturingRecordList> {
    const { complete, ...rest } = stripNulls(args);
    return graphqlPage(await this.records.list(ctx, parseInput(RecordListQuerySchema, { ...rest, ...(complete ? { complete: 'complete' } : {}) })));
  }

  @Allow('manufacturingFilters')
  @Query(() => ManufacturingFilters, { description: 'The values the filter drop-downs offer for open or completed work' })
  manufacturingFilters(@Arg('complete', () => Boolean, { nullable: true, description: 'Completed work' }) complete: boolean | null, @Ctx() ctx: GraphqlContext): Promise<ManufacturingFilters> {
    return this.records.filters(ctx, Boolean(complete));
  }

  @Allow('manufacturingRecordGet')
  @Query(() => ManufacturingRecordType, { description: 'One record with its panes, log, labels and missing glass' })
  manufacturingRecord(@Arg('id', () => Int, { description: 'Record id' }) id: number, @Ctx() ctx: GraphqlContext): Promise<ManufacturingRecordType> {
    return this.records.get(ctx, idOf(id));
  }

  @Allow('manufacturingRecordCreate')
  @Mutation(() => ManufacturingRecordType, { description: "Creates a record; the type's extra steps are required, refused for other types (BAD_USER_INPUT naming the field)" })
  manufacturingRecordCreate(
    @Arg('input', () => ManufacturingRecordCreateInput, { description: 'The record' }) input: ManufacturingRecordCreateInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A repeat with the same key creates nothing new' }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ManufacturingRecordType> {
    return this.records.create(ctx, parseInput(RecordCreateSchema, stripNulls(input), 'input'), key(idem));
  }

  @Allow('manufacturingRecordUpdate')
  @Mutation(() => ManufacturingRecordType, { description: 'Edits a record: CONFLICT when its version changed (who changed it) or it is in a closed batch' })
  manufacturingRecordUpdate(
    @Arg('id', () => Int, { description: 'Record id' }) id: number,
    @Arg('input', () => ManufacturingRecordUpdateInput, { description: 'The changes and the version read' }) input: ManufacturingRecordUpdateInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ManufacturingRecordType> {
    return this.records.update(ctx, idOf(id), parseInput(RecordUpdateSchema, withoutUndefined(input), 'input'));
  }

  @Allow('manufacturingRecordDelete')
  @Mutation(() => ManufacturingRecordType, { description: "Deletes (soft) a record: only in the caller's own name (admin: any)" })
  manufacturingRecordDelete(@Arg('employee', () => Int, { description: "The caller's numer_pracownika" }) employee: number, @Arg('id', () => Int, { description: 'Record id' }) id: number, @Ctx() ctx: GraphqlContext): Promise<ManufacturingRecordType> {
    const p = parseInput(EmployeeParamsSchema, { employee, id });
    return this.records.remove(ctx, p.employee, p.id);
  }

  @Allow('manufacturingFileStatus')
  @Query(() => ManufacturingFileStatus, { description: "The production sheet's state and where to download it" })
  manufacturingFileStatus(@Arg('id', () => Int, { description: 'Record id' }) id: number, @Ctx() ctx: GraphqlContext): Promise<ManufacturingFileStatus> {
    return this.records.fileStatus(ctx, idOf(id));
  }

  @Allow('manufacturingPrint')
  @Cost(COSTS.PRINT)
  @Mutation(() => StationResult, { description: "Queues the record's labels (one per pane/package); CONFLICT when it has labels already" })
  manufacturingPrint(
    @Arg('id', () => Int, { description: 'Record id' }) id: number,
    @Arg('printer', () => Int, { nullable: true, description: 'Printer (default: the first offered)' }) printer: number | null,
    @Arg('quantity', () => Int, { nullable: true, description: 'Copies of each label (1..5)' }) quantity: number | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A double scan prints once' }) idem: string | null,
    @Arg('operationId', () => String, { nullable: true, description: OPERATION_DOC }) operationId: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StationResult> {
    return this.station.print(ctx, parseInput(PrintSchema, stripNulls({ id, printer, quantity, operationId })), key(idem));
  }

  @Allow('manufacturingLabelUpdate')
  @Mutation(() => StationResult, { description: 'Reprints labels: the old ones voided, the reprint counted' })
  manufacturingLabelUpdate(@Args(() => IdsArgs) args: IdsArgs, @Ctx() ctx: GraphqlContext): Promise<StationResult> {
    const { idempotencyKey, ...rest } = stripNulls(args);
    return this.station.labelUpdate(ctx, parseInput(StationIdsSchema, rest), key(idempotencyKey as string | undefined));
  }

  @Allow('manufacturingLabelDelete')
  @Mutation(() => StationResult, { description: 'Voids labels (who, when, why)' })
  manufacturingLabelDelete(@Args(() => IdsArgs) args: IdsArgs, @Ctx() ctx: GraphqlContext): Promise<StationResult> {
    const { idempotencyKey, operationId: _none, ...rest } = stripNulls(args);
    return this.station.labelDelete(ctx, parseInput(IdsSchema, rest), key(idempotencyKey as string | undefined));
  }

  @Allow('manufacturingCloseBatch')
  @Mutation(() => ManufacturingBatchType, { description: 'Closes the records into a new batch, all or nothing (CONFLICT listing the offending ids)' })
  manufacturingCloseBatch(@Args(() => IdsArgs) args: IdsArgs, @Ctx() ctx: GraphqlContext): Promise<ManufacturingBatchType> {
    const { idempotencyKey, ...rest } = stripNulls(args);
    return this.station.closeBatch(ctx, parseInput(StationIdsSchema, rest), key(idempotencyKey as string | undefined));
  }

  @Allow('manufacturingBatchReopen')
  @Mutation(() => ManufacturingBatchType, { description: 'Reopens a closed batch (admin; logged)' })
  manufacturingBatchReopen(@Arg('id', () => Int, { description: 'Batch id' }) id: number, @Arg('note', () => String, { nullable: true, description: 'Why' }) note: string | null, @Ctx() ctx: GraphqlContext): Promise<ManufacturingBatchType> {
    // the same rule as the REST body (a bounded text without control characters)
    return this.station.reopenBatch(ctx, idOf(id), parseInput(ReopenSchema, note === null ? {} : { note }).note ?? null);
  }

  @Allow('manufacturingBatchPrint')
  @Cost(COSTS.PRINT)
  @Mutation(() => String, { description: 'Prints the batch manifest; answers the operationId to follow with operationStatus' })
  async manufacturingBatchPrint(
    @Arg('id', () => Int, { description: 'Batch id' }) id: number,
    @Arg('printer', () => Int, { nullable: true, description: 'Printer (default: the first offered)' }) printer: number | null,
    @Arg('operationId', () => String, { nullable: true, description: OPERATION_DOC }) operationId: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<string> {
    const input = parseInput(BatchPrintSchema, stripNulls({ printer, operationId }));
    return (await this.station.printManifest(ctx, idOf(id), input.printer, input.operationId)).operationId;
  }

  @Allow('manufacturingLabelPreview')
  @Cost(COSTS.RENDER)
  @Query(() => String, { description: 'A label as it prints, as SVG (millimetre size): preview = print' })
  manufacturingLabelPreview(@Arg('id', () => Int, { description: 'Label id' }) id: number, @Ctx() ctx: GraphqlContext): Promise<string> {
    return this.station.labelPreview(ctx, idOf(id));
  }

  @Allow('manufacturingLabelLookup')
  @Query(() => ManufacturingLabelLookup, { description: "A label's code (its QR) scanned anywhere: the record it belongs to; NOT_FOUND when none" })
  manufacturingLabelLookup(@Arg('code', () => String, { description: 'The label code' }) code: string, @Ctx() ctx: GraphqlContext): Promise<ManufacturingLabelLookup> {
    return this.station.labelLookup(ctx, parseInput(LabelCodeSchema, code, 'code'));
  }

  @Allow('manufacturingBatchList')
  @Query(() => ManufacturingBatchList, { description: 'Batches, newest first' })
  async manufacturingBatches(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: GraphqlContext): Promise<ManufacturingBatchList> {
    const q = parseInput(MissingListQuerySchema, stripNulls(args));
    return graphqlPage(await this.station.batches(ctx, q));
  }

  @Allow('manufacturingBatchGet')
  @Query(() => ManufacturingBatchType, { description: 'One batch with its manifest' })
  manufacturingBatch(@Arg('id', () => Int, { description: 'Batch id' }) id: number, @Ctx() ctx: GraphqlContext): Promise<ManufacturingBatchType> {
    return this.station.batch(ctx, idOf(id));
  }

  @Allow('manufacturingMissingGlassList')
  @Query(() => MissingGlassList, { description: 'Missing-glass entries (open by default, oldest first) with their age' })
  async manufacturingMissingGlass(@Args(() => MissingListArgs) args: MissingListArgs, @Ctx() ctx: GraphqlContext): Promise<MissingGlassList> {
    return graphqlPage(await this.station.missingList(ctx, parseInput(MissingListQuerySchema, stripNulls(args))));
  }

  @Allow('manufacturingReportMissing')
  @Mutation(() => MissingGlassActionResult, { description: 'Reports a missing or broken pane of a record' })
  manufacturingReportMissing(
    @Arg('id', () => Int, { description: 'Record id' }) id: number,
    @Arg('reason', () => String, { description: 'stluczka_w_produkcji, wada, nie_dostarczono, zly_wymiar, inne' }) reason: string,
    @Arg('numer_pracownika', () => Int, { description: 'Who reports it' }) numer: number,
    @Arg('paneIndex', () => Int, { nullable: true, description: 'Which pane' }) paneIndex: number | null,
    @Arg('note', () => String, { nullable: true, description: 'Note' }) note: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A double click reports once' }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<MissingGlassActionResult> {
    return this.station.reportMissing(ctx, parseInput(ReportMissingSchema, stripNulls({ id, reason, numer_pracownika: numer, paneIndex, note })), key(idem));
  }

  @Allow('manufacturingCloseMissing')
  @Mutation(() => MissingGlassActionResult, { description: "Closes an entry (CONFLICT when closed already); the order's last one puts its packing document back in the queue" })
  manufacturingCloseMissing(
    @Arg('id', () => Int, { description: 'Entry id' }) id: number,
    @Arg('numer_pracownika', () => Int, { description: 'Who closes it' }) numer: number,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A double click closes once' }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<MissingGlassActionResult> {
    return this.station.closeMissing(ctx, parseInput(CloseMissingSchema, { id, numer_pracownika: numer }), key(idem));
  }

  @Allow('manufacturingPrintMissing')
  @Cost(COSTS.PRINT)
  @Mutation(() => MissingGlassActionResult, { description: 'Prints the remake slip of an entry' })
  manufacturingPrintMissing(
    @Arg('id', () => Int, { description: 'Entry id' }) id: number,
    @Arg('printer', () => Int, { nullable: true, description: 'Printer (default: the first offered)' }) printer: number | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A double click prints once' }) idem: string | null,
    @Arg('operationId', () => String, { nullable: true, description: OPERATION_DOC }) operationId: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<MissingGlassActionResult> {
    return this.station.printMissing(ctx, parseInput(PrintMissingSchema, stripNulls({ id, printer, operationId })), key(idem));
  }

  @Allow('manufacturingUpdated')
  @Subscription(() => ManufacturingUpdate, { topics: MANUFACTURING_UPDATED.name, description: 'Every change of records, labels, batches and missing glass (refetch what you show)' })
  manufacturingUpdated(@Root() event: ManufacturingUpdatedEvent): ManufacturingUpdate {
    return { ...event, kind: event.kind as ManufacturingEventKind };
  }
}
