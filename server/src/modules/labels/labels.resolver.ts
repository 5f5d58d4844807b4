import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { Allow } from '../../platform/graphql/allow.js';
import { COSTS, Cost } from '../../platform/graphql/cost.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { graphqlPage } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import { IdempotencyKeySchema } from '../../platform/idempotency/idempotency.js';
import { PrintQueuedType as PrintQueued, PrintJobState } from '../printing/index.js';
import { LabelListQuerySchema, LabelUpdateSchema, PreviewQuerySchema, QuickPrintManySchema, QuickPrintSchema } from './labels.input.js';
import type { LabelsService } from './labels.service.js';
import { QuickPrintImportResult, QuickPrintInput, QuickPrintLabelList, QuickPrintManyInput, QuickPrintLabelListArgs, QuickPrintLabelType, QuickPrintLabelUpdateInput } from './labels.types.js';
import type { LabelView } from './labels.view.js';

/** The optional `idempotencyKey` argument: the GraphQL form of the Idempotency-Key header. */
const key = (v: string | null | undefined) => parseInput(IdempotencyKeySchema.optional(), v ?? undefined, 'idempotencyKey');
const KEY_DOC = 'Idempotency key: a repeat with the same key prints nothing again and answers the first result';

@Resolver()
export class LabelsResolver {
  constructor(private readonly service: LabelsService) {}

  @Allow('quickPrintList')
  @Query(() => QuickPrintLabelList, { description: 'Quick-print labels, searchable (name, lines, EAN, code) and paginated' })
  async quickPrintLabels(@Args(() => QuickPrintLabelListArgs) args: QuickPrintLabelListArgs, @Ctx() ctx: GraphqlContext): Promise<QuickPrintLabelList> {
    const page = await this.service.list(ctx, parseInput(LabelListQuerySchema, stripNulls(args)));
    return { ...graphqlPage(page), totalCountExact: page.countExact };
  }

  @Allow('quickPrintPreview')
  @Cost(COSTS.RENDER)
  @Query(() => String, { description: 'The label as SVG (the preview shown before printing)' })
  async quickPrintPreview(@Arg('id', () => Int, { description: 'The label' }) id: number, @Arg('size', () => String, { nullable: true, description: 'small or large' }) size: string | null, @Ctx() ctx: GraphqlContext): Promise<string> {
    const q = parseInput(PreviewQuerySchema, stripNulls({ size }));
    return this.service.preview(ctx, id, q.size);
  }

  @Allow('quickPrintPrint')
  @Cost(COSTS.PRINT)
  @Mutation(() => PrintQueued, { description: 'Queues a print of a label; same as POST /api/quick-print/print' })
  async quickPrint(
    @Arg('input', () => QuickPrintInput, { description: 'The label, printer and quantity' }) input: QuickPrintInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: KEY_DOC }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PrintQueued> {
    const queued = await this.service.print(ctx, parseInput(QuickPrintSchema, stripNulls(input), 'input'), key(idem));
    return { jobId: queued.jobId, operationId: queued.operationId, status: queued.status as PrintJobState };
  }

  @Allow('quickPrintPrintMany')
  @Cost(COSTS.PRINT)
  @Mutation(() => PrintQueued, { description: 'Queues several labels as ONE print job (one document); same as POST /api/quick-print/print-many' })
  async quickPrintMany(
    @Arg('input', () => QuickPrintManyInput, { description: 'The labels, printer and copies of each' }) input: QuickPrintManyInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: KEY_DOC }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PrintQueued> {
    const queued = await this.service.printMany(ctx, parseInput(QuickPrintManySchema, stripNulls(input), 'input'), key(idem));
    return { jobId: queued.jobId, operationId: queued.operationId, status: queued.status as PrintJobState };
  }

  @Allow('quickPrintImport')
  @Cost(COSTS.IMPORT)
  @Mutation(() => QuickPrintImportResult, { description: 'Imports label rows (all or nothing); bad rows answer UNPROCESSABLE with extensions.rows [{ line, field, reason }]' })
  quickPrintImport(
    @Arg('data', () => GraphQLJSON, { description: 'The rows: { name, lines or line1..line6, ean, code, size, id? }' }) data: unknown,
    @Arg('operationId', () => String, { nullable: true, description: 'A UUID the caller already subscribed to with operationStatus' }) operationId: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<QuickPrintImportResult> {
    return this.service.import(ctx, { kind: 'json', data }, operationId ?? undefined);
  }

  @Allow('quickPrintLabelUpdate')
  @Mutation(() => QuickPrintLabelType, { description: 'Edits a quick-print label; same as PATCH /api/quick-print/{id}' })
  quickPrintLabelUpdate(
    @Arg('id', () => Int, { description: 'The label' }) id: number,
    @Arg('input', () => QuickPrintLabelUpdateInput, { description: 'The fields to change' }) input: QuickPrintLabelUpdateInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<LabelView> {
    const { ean, code, ...rest } = input;
    return this.service.update(ctx, id, parseInput(LabelUpdateSchema, { ...stripNulls(rest), ...(ean !== undefined ? { ean } : {}), ...(code !== undefined ? { code } : {}) }, 'input'));
  }

  @Allow('quickPrintLabelDelete')
  @Mutation(() => QuickPrintLabelType, { description: 'Deletes a quick-print label; same as DELETE /api/quick-print/{id}' })
  quickPrintLabelDelete(@Arg('id', () => Int, { description: 'The label' }) id: number, @Ctx() ctx: GraphqlContext): Promise<LabelView> {
    return this.service.delete(ctx, id);
  }
}
