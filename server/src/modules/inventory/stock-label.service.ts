import type { RequestContext } from '../../platform/context.js';
import type { Idempotency, KeyClaim } from '../../platform/idempotency/idempotency.js';
import type { Tx } from '../../platform/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { LabelSize, PrintingService, PrintQueued } from '../printing/index.js';
import { StockItem } from './stock-item.entity.js';
import { stockLayout } from './stock-label.layout.js';
import type { StockPrintInput } from './stock-label.input.js';

/** Stock labels (index, name, EAN, location): inventory builds the layout, printing queues it. */
export class StockLabelService {
  constructor(
    private readonly printing: PrintingService,
    private readonly idempotency: Idempotency,
  ) {}

  /** With an Idempotency-Key the label prints once; a repeat answers the first job. */
  async printStock(ctx: RequestContext, input: StockPrintInput, idempotencyKey?: string): Promise<PrintQueued & { message: string }> {
    // The operationId is how the caller listens, not what it asks for: a repeat may carry another.
    const { operationId: _op, ...request } = input;
    return this.idempotency.optionalClaimed(ctx, idempotencyKey, { action: 'stock-print', ...request }, (claim) => this.printOnce(ctx, input, claim));
  }

  private async printOnce(ctx: RequestContext, input: StockPrintInput, claim: KeyClaim<PrintQueued & { message: string }> | undefined): Promise<PrintQueued & { message: string }> {
    const item = await this.stockItem(ctx, input.id);
    const layout = stockLayout({ index: item.catalogueIndex, name: item.name, ean: item.ean, location: item.location }, input.documentSize);
    const message = 'Drukowanie w toku';
    // The key commits with the print job (a node dying before that commit leaves neither).
    const keyed = claim && ((tx: Tx, queued: PrintQueued) => claim(tx, { ...queued, message }));
    const queued = await this.printing.print(ctx, { printerId: input.printer, layout, copies: input.quantity, source: 'stock', reference: item.catalogueIndex, operationId: input.operationId, claim: keyed });
    return { ...queued, message };
  }

  async stockPreview(ctx: RequestContext, id: number, size: LabelSize): Promise<string> {
    const item = await this.stockItem(ctx, id);
    return this.printing.preview(stockLayout({ index: item.catalogueIndex, name: item.name, ean: item.ean, location: item.location }, size));
  }

  private async stockItem(ctx: RequestContext, id: number): Promise<StockItem> {
    const item = await ctx.em.findOne(StockItem, { id });
    if (!item) throw new AppError('NOT_FOUND', 'Stock item not found', { id: 'no such stock item' });
    return item;
  }
}
