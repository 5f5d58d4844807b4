import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import type { Actor, RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError } from '../../platform/errors.js';
import type { ChangeView } from '../inventory/index.js';
import type { ManufacturingDataService, ManufacturingDataView } from '../manufacturing-reference/index.js';
import type { StandardEntry } from './standard-entry.entity.js';


/** Label codes in a message: the first ten, then how many more (a refusal stays readable). */
export const codeList = (codes: string[], max = 10) => (codes.length > max ? `${codes.slice(0, max).join(', ')} i ${codes.length - max} innych` : codes.join(', '));

/** The stock before and after of an entry's change (a stock change's data). */
export const stockOf = (c: ChangeView) => {
  const d = c.data as { stary_stan: number; nowy_stan: number };
  return { stary_stan: d.stary_stan, nowy_stan: d.nowy_stan };
};

/** What the services of standard manufacturing share: the entry's history and its product row. */
export class StandardSupport {
  constructor(
    private readonly history: HistoryRecorder,
    private readonly manufacturingData: ManufacturingDataService,
  ) {}

  /** The product row, or a 404 naming `field`. */
  async dataRow(ctx: RequestContext, id: number, field: string): Promise<ManufacturingDataView> {
    const row = await this.dataRowOrNull(ctx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Nie ma takiego produktu w danych produkcyjnych', { [field]: 'Nie ma takiego produktu' });
    return row;
  }

  /** The product row, or null when it is gone (an entry keeps its pieces after the row was deleted). */
  async dataRowOrNull(ctx: RequestContext, id: number): Promise<ManufacturingDataView | null> {
    try {
      return await this.manufacturingData.get(ctx, id);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  audit(em: EntityManager, actor: Actor | null, entry: StandardEntry, action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): void {
    this.history.record(em, actor, { entityType: 'standard_manufacturing', entityId: entry.id, reference: entry.index, action, before, after });
  }
}
