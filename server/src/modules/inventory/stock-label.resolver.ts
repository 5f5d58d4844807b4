import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import { COSTS, Cost } from '../../platform/graphql/cost.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { parseInput } from '../../platform/validation.js';
import { IdempotencyKeySchema } from '../../platform/idempotency/idempotency.js';
import { PrintJobState, PrintQueuedType as PrintQueued } from '../printing/index.js';
import { StockPreviewQuerySchema, StockPrintSchema } from './stock-label.input.js';
import type { StockLabelService } from './stock-label.service.js';
import { StockPrintInput } from './stock-label.types.js';

@Resolver()
export class StockLabelResolver {
  constructor(private readonly service: StockLabelService) {}

  @Allow('stocksPrint')
  @Cost(COSTS.PRINT)
  @Mutation(() => PrintQueued, { description: 'Prints a stock label; same as POST /api/stocks/print' })
  async stockPrint(
    @Arg('input', () => StockPrintInput, { description: 'The item, printer, quantity and size' }) input: StockPrintInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'Idempotency key: a repeat with the same key prints nothing again and answers the first result' }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<PrintQueued> {
    const key = parseInput(IdempotencyKeySchema.optional(), idem ?? undefined, 'idempotencyKey');
    const queued = await this.service.printStock(ctx, parseInput(StockPrintSchema, stripNulls(input), 'input'), key);
    return { jobId: queued.jobId, operationId: queued.operationId, status: queued.status as PrintJobState };
  }

  @Allow('stocksPrint')
  @Cost(COSTS.RENDER)
  @Query(() => String, { description: 'A stock label as SVG (the preview)' })
  stockLabelPreview(@Arg('id', () => Int, { description: 'The stock item' }) id: number, @Arg('documentSize', () => String, { nullable: true, description: 'small, large or a4' }) documentSize: string | null, @Ctx() ctx: GraphqlContext): Promise<string> {
    return this.service.stockPreview(ctx, id, parseInput(StockPreviewQuerySchema, stripNulls({ documentSize })).documentSize);
  }
}
