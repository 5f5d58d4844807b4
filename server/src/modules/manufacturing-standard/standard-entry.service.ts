import { requireActor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Idempotency } from '../../platform/idempotency/idempotency.js';
import { offsetOf, pageOf, type Page } from '../../platform/pagination.js';
import { inTransaction } from '../../platform/transaction.js';
import type { ChangeService, ChangeView, StockService } from '../inventory/index.js';
import type { ManufacturingDataService, ManufacturingDataView } from '../manufacturing-reference/index.js';
import { StandardEntry, StandardPiece } from './standard-entry.entity.js';
import type { StandardCreateInput, StandardListQuery, StandardProductQuery, StandardUpdateInput } from './standard-manufacturing.input.js';
import type { StandardEntryView, StandardProductList } from './standard-manufacturing.view.js';
import { stockOf, type StandardSupport } from './standard.support.js';

interface StandardEntryDeps {
  support: StandardSupport;
  changes: ChangeService;
  stocks: StockService;
  manufacturingData: ManufacturingDataService;
  idempotency: Idempotency;
}

const codeOf = (entryId: number, seq: number) => `S${entryId}-${seq}`;

/** Entries of standard manufacturing: what a worker made (a catalogue product and how many),
 *  its pieces (one label code each), and the products a station may pick. */
export class StandardEntryService {
  constructor(private readonly deps: StandardEntryDeps) {}

  /** With an Idempotency-Key (a double click, a retried request) the entry is made once and a
   *  repeat answers it again. */
  async create(ctx: RequestContext, input: StandardCreateInput, idempotencyKey?: string): Promise<StandardEntryView> {
    const actor = requireActor(ctx);
    const row = await this.deps.support.dataRow(ctx, input.manufacturingDataId, 'manufacturingDataId');
    if (!row.active) throw new AppError('BAD_USER_INPUT', `Produkt ${row.index} jest wyłączony z produkcji`, { manufacturingDataId: 'Produkt jest wyłączony z produkcji' });
    const numer = input.numer_pracownika ?? actor.numer_pracownika;
    const { body: { id } } = await this.deps.idempotency.optional(ctx, idempotencyKey, { stationAction: 'create', ...input }, async ({ em }) => {
      const entry = em.create(StandardEntry, {
        numer_pracownika: numer,
        manufacturingDataId: row.id,
        index: row.index,
        name: row.catalogueName ?? row.name,
        quantity: input.quantity,
        createdById: actor.kind === 'integration' ? null : actor.userId,
      });
      await em.flush();
      this.addPieces(em, entry.id, 0, input.quantity);
      this.deps.support.audit(em, actor, entry, 'created', null, { index: entry.index, quantity: entry.quantity, numer_pracownika: numer });
      await em.flush();
      return { id: entry.id };
    });
    return this.get(ctx, id);
  }

  async get(ctx: RequestContext, id: number): Promise<StandardEntryView> {
    const em = ctx.em.fork();
    const entry = await em.findOne(StandardEntry, { id }, { disableIdentityMap: true });
    if (!entry) throw notFound('Standard manufacturing entry');
    return (await this.views(ctx, em, [entry]))[0];
  }

  /** The newest entries first (a worker's recent ones with `numer_pracownika`). */
  async list(ctx: RequestContext, q: StandardListQuery): Promise<Page<StandardEntryView>> {
    const em = ctx.em.fork();
    const where: Record<string, unknown> = {};
    if (q.numer_pracownika !== undefined) where.numer_pracownika = q.numer_pracownika;
    if (q.status !== undefined) where.status = q.status;
    const [rows, count] = await em.findAndCount(StandardEntry, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: q.limit, offset: offsetOf(q), disableIdentityMap: true });
    return pageOf(await this.views(ctx, em, rows), count, q);
  }

  /** Product or quantity; a CHECKED entry goes back to DRAFT. Not once persisting started. The
   *  active pieces follow the quantity: new ones are added, unprinted ones dropped (printed ones
   *  stay: void them with label-delete). */
  async update(ctx: RequestContext, id: number, input: StandardUpdateInput): Promise<StandardEntryView> {
    const actor = requireActor(ctx);
    const row = input.manufacturingDataId !== undefined ? await this.deps.support.dataRow(ctx, input.manufacturingDataId, 'manufacturingDataId') : null;
    if (row && !row.active) throw new AppError('BAD_USER_INPUT', `Produkt ${row.index} jest wyłączony z produkcji`, { manufacturingDataId: 'Produkt jest wyłączony z produkcji' });
    await inTransaction(ctx.em.fork(), async ({ em }) => {
      const entry = await em.findOne(StandardEntry, { id });
      if (!entry) throw notFound('Standard manufacturing entry');
      assertEditable(entry);
      const before = { manufacturingDataId: entry.manufacturingDataId, index: entry.index, quantity: entry.quantity, status: entry.status };
      const claimed = await em.nativeUpdate(StandardEntry, { id, status: entry.status, updatedAt: entry.updatedAt }, { updatedAt: new Date() });
      if (claimed !== 1) throw new AppError('CONFLICT', 'Wpis został zmieniony przez innego użytkownika; odśwież go', undefined, { reason: 'STALE' });
      if (row && row.id !== entry.manufacturingDataId) {
        const printed = await em.count(StandardPiece, { entryId: id, printedAt: { $ne: null }, voidedAt: null });
        if (printed > 0) throw new AppError('CONFLICT', 'Etykiety tego produktu są już wydrukowane: unieważnij je przed zmianą produktu', undefined, { reason: 'LABELS_PRINTED' });
        Object.assign(entry, { manufacturingDataId: row.id, index: row.index, name: row.catalogueName ?? row.name });
      }
      if (input.quantity !== undefined) entry.quantity = input.quantity;
      await this.fitPieces(em, entry);
      if (entry.status === 'CHECKED') Object.assign(entry, { status: 'DRAFT', checkedAt: null });
      this.deps.support.audit(em, actor, entry, 'updated', before, { manufacturingDataId: entry.manufacturingDataId, index: entry.index, quantity: entry.quantity, status: entry.status });
      await em.flush();
    });
    return this.get(ctx, id);
  }

  /** Active manufacturing data rows a station may pick: by index or name, or by the EAN of the
   *  stock item with that index (a scanner). */
  async products(ctx: RequestContext, q: StandardProductQuery): Promise<StandardProductList> {
    const em = ctx.em.fork();
    let rows: ManufacturingDataView[];
    if (q.ean) {
      const [item] = await this.deps.stocks.catalogueEntries(em, { ean: q.ean });
      if (!item) return { data: [], count: 0 };
      const found = await this.deps.manufacturingData.list({ ...ctx, em }, { page: 1, limit: 20, search: item.catalogueIndex, sort: 'index', order: 'ASC', active: true });
      rows = found.data.filter((r) => r.index === item.catalogueIndex);
    } else {
      rows = (await this.deps.manufacturingData.list({ ...ctx, em }, { page: 1, limit: 20, search: q.search, sort: 'index', order: 'ASC', active: true })).data;
    }
    const stock = new Map((await this.deps.stocks.catalogueEntries(em, { indexes: rows.map((r) => r.index) })).map((e) => [e.catalogueIndex, e]));
    const data = rows.map((r) => ({
      manufacturingDataId: r.id,
      index: r.index,
      name: r.catalogueName ?? r.name,
      type: r.type,
      ean: stock.get(r.index)?.ean ?? null,
      stockQuantity: stock.get(r.index)?.quantity ?? null,
      labelsPerPiece: r.labelsPerPiece,
    }));
    return { data, count: data.length };
  }

  private addPieces(em: EntityManager, entryId: number, lastSeq: number, n: number): void {
    for (let i = 1; i <= n; i++) em.create(StandardPiece, { entryId, seq: lastSeq + i, code: codeOf(entryId, lastSeq + i) });
  }

  /** Active pieces = quantity: adds new ones, drops unprinted ones (printed ones stay). */
  private async fitPieces(em: EntityManager, entry: StandardEntry): Promise<void> {
    const pieces = await em.find(StandardPiece, { entryId: entry.id }, { orderBy: { seq: 'asc' } });
    const active = pieces.filter((p) => p.voidedAt === null);
    const lastSeq = pieces.reduce((m, p) => Math.max(m, p.seq), 0);
    if (active.length < entry.quantity) this.addPieces(em, entry.id, lastSeq, entry.quantity - active.length);
    else if (active.length > entry.quantity) {
      const droppable = active.filter((p) => p.printedAt === null).reverse().slice(0, active.length - entry.quantity);
      for (const p of droppable) em.remove(p);
    }
  }

  private async views(ctx: RequestContext, em: EntityManager, entries: StandardEntry[]): Promise<StandardEntryView[]> {
    if (entries.length === 0) return [];
    const pieces = await em.find(StandardPiece, { entryId: { $in: entries.map((e) => e.id) } }, { orderBy: { entryId: 'asc', seq: 'asc' }, disableIdentityMap: true });
    const changes = new Map<number, ChangeView>();
    for (const e of entries) {
      if (e.changeId === null) continue;
      try {
        changes.set(e.changeId, await this.deps.changes.get({ ...ctx, em }, e.changeId));
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
      }
    }
    return entries.map((e) => {
      const mine = pieces.filter((p) => p.entryId === e.id);
      const active = mine.filter((p) => p.voidedAt === null);
      const change = e.changeId === null ? undefined : changes.get(e.changeId);
      return {
        id: e.id,
        numer_pracownika: e.numer_pracownika,
        manufacturingDataId: e.manufacturingDataId,
        index: e.index,
        name: e.name,
        quantity: e.quantity,
        status: e.status,
        pieces: mine.map((p) => ({ seq: p.seq, code: p.code, printedAt: p.printedAt, printCount: p.printCount, voidedAt: p.voidedAt, voidedBy: p.voidedBy })),
        activePieces: active.length,
        printedPieces: active.filter((p) => p.printedAt !== null).length,
        changeId: e.changeId,
        change: change ? { id: change.id, status: change.status, ...stockOf(change), attempt: change.attempt, errorMessage: change.errorMessage } : null,
        errorMessage: e.errorMessage,
        checkedAt: e.checkedAt,
        persistedAt: e.persistedAt,
        createdAt: e.createdAt,
        updatedAt: e.updatedAt,
      };
    });
  }
}

function assertEditable(entry: StandardEntry): void {
  if (entry.status === 'PERSISTED' || entry.status === 'PERSISTING') {
    throw new AppError('CONFLICT', 'Ta produkcja jest już zapisana na stanie; nie można jej zmienić', undefined, { reason: 'PERSISTED', status: entry.status });
  }
}
