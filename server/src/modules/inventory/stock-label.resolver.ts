import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { parseInput } from '../../platform/validation.js';
import { PrintJobState, PrintQueuedType as PrintQueued } from '../printing/index.js';
import { StockPreviewQuerySchema, StockPrintSchema } from './stock-label.input.js';
import type { StockLabelService } from './stock-label.service.js';
import { StockPrintInput } from './stock-label.types.js';

@Resolver()
export class StockLabelResolver {
  constructor(private readonly service: StockLabelService) {}

  @Allow('stocksPrint')
  @Mutation(() => PrintQueued, { description: 'Prints a stock label; same as POST /api/stocks/print' })
  async stockPrint(@Arg('input', () => StockPrintInput, { description: 'The item, printer, quantity and size' }) input: StockPrintInput, @Ctx() ctx: GraphqlContext): Promise<PrintQueued> {
    const queued = await this.service.printStock(ctx, parseInput(StockPrintSchema, stripNulls(input), 'input'));
    return { jobId: queued.jobId, operationId: queued.operationId, status: queued.status as PrintJobState };
  }

  @Allow('stocksPrint')
  @Query(() => String, { description: 'A stock label as SVG (the preview)' })
  stockLabelPreview(@Arg('id', () => Int, { description: 'The stock item' }) id: number, @Arg('documentSize', () => String, { nullable: true, description: 'small, large or a4' }) documentSize: string | null, @Ctx() ctx: GraphqlContext): Promise<string> {
    return this.service.stockPreview(ctx, id, parseInput(StockPreviewQuerySchema, stripNulls({ documentSize })).documentSize);
  }
}
