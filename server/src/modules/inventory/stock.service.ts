import type ExcelJSModule from 'exceljs';
import { lazy } from '../../platform/lazy.js';

const excel = lazy<typeof ExcelJSModule>('exceljs');
import { raw, type EventSubscriber } from '@mikro-orm/core';
import { requireActor, type RequestContext } from '../../platform/context.js';
import type { Dialect, EntityManager } from '../../platform/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import { offsetOf } from '../../platform/pagination.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import { STOCK_ITEM_UPDATED } from './inventory.events.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { Change } from './change.entity.js';
import { containsPattern, searchText } from './search-text.js';
import { whereSubstrings } from './stock-search.js';
import { STOCK_SORT_COLUMNS, type SetAvailabilityInput, type StockFileInput, type StockListQuery, type StockLocationQuery } from './stock.input.js';
import type { StockRules } from './inventory.config.js';
import { StockItem } from './stock-item.entity.js';
import { StockItemViewSchema, type SetAvailabilityResult, type StockItemView, type StockList } from './inventory.view.js';
import { viewOf } from '../../platform/views.js';
import { inTransaction } from '../../platform/transaction.js';

/** SPEC.md section 8, verbatim. */
const FILE_GENERATED_MESSAGE = 'Plik został wygenerowany pomyślnie';

/** What a view needs of a stock item: an entity, or a row the list reads without hydrating one. */
type StockItemRow = Pick<StockItem, 'id' | 'catalogueIndex' | 'name' | 'ean' | 'location' | 'quantity' | 'unit' | 'availabilityCheck' | 'updatedAt' | 'pendingChangeId'>;
const ROW_PROPERTIES: Array<keyof StockItemRow> = ['id', 'catalogueIndex', 'name', 'ean', 'location', 'quantity', 'unit', 'availabilityCheck', 'updatedAt', 'pendingChangeId'];

export const stockItemView = (s: StockItemRow, hasErrorChanges = false): StockItemView =>
  viewOf(StockItemViewSchema, s, {
    index: s.catalogueIndex,
    // DECIMAL read as a raw row arrives as a string on MySQL ('12.500')
    quantity: Number(s.quantity),
    availabilityCheck: Boolean(s.availabilityCheck),
    hasErrorChanges,
    hasPendingChange: s.pendingChangeId !== null && s.pendingChangeId !== undefined,
  });


interface StockFile {
  fileName: string;
  content: Buffer;
  found: number;
  notFound: string[];
  message: string;
}

/** How long the unfiltered total of the stock list is reused. Creating or deleting an
 *  item through this process's ORM forgets it at once; other writers are seen after this. */
const STOCK_TOTAL_TTL_MS = 30_000;

/** The exact number of stock items, counted at most once per STOCK_TOTAL_TTL_MS. */
class StockTotal implements EventSubscriber<StockItem> {
  private cached: { value: number; at: number } | null = null;
  private pending: Promise<number> | null = null;
  private generation = 0;
  private readonly listening = new WeakSet<object>();

  getSubscribedEntities() {
    return [StockItem];
  }
  afterCreate() {
    this.forget();
  }
  afterDelete() {
    this.forget();
  }
  forget() {
    this.cached = null;
    this.pending = null;
    this.generation++;
  }

  async count(em: EntityManager): Promise<number> {
    const events = em.getEventManager();
    if (!this.listening.has(events)) {
      this.listening.add(events);
      events.registerSubscriber(this);
    }
    if (this.cached && Date.now() - this.cached.at < STOCK_TOTAL_TTL_MS) return this.cached.value;
    // Concurrent requests share one count; a create or delete meanwhile makes its answer stale.
    if (!this.pending) {
      const generation = ++this.generation;
      const at = Date.now();
      this.pending = em
        .fork()
        .count(StockItem, {})
        .then((value) => {
          if (generation === this.generation) this.cached = { value, at };
          return value;
        })
        .finally(() => {
          if (generation === this.generation) this.pending = null;
        });
    }
    return this.pending;
  }
}

/** A catalogue entry as other modules read it (catalogueEntries). */
export interface CatalogueEntry {
  catalogueIndex: string;
  name: string;
  ean: string;
  quantity: number;
}

/** Inventories: the stock list staff filter all day, the availability flag, and XLSX files of
 *  chosen items. Changes of location and quantity live in the changes module. */
export class StockService {
  private readonly totals = new StockTotal();

  constructor(
    private readonly history: HistoryRecorder,
    private readonly operations: OperationService,
    private readonly pubSub: AppPubSub,
    private readonly rules: StockRules,
    private readonly dialect: Dialect,
  ) {}

  /** How stock is recorded here (configuration): the location format, the units with decimals. */
  settings(): StockRules {
    return this.rules;
  }

  /** The locations in use, in order, optionally those containing `search`: the location field's
   *  suggestions, and how the client tells an existing location from a new one. */
  async locations(ctx: RequestContext, q: StockLocationQuery): Promise<string[]> {
    const qb = ctx.em.createQueryBuilder(StockItem, 's').select('s.location', true);
    if (q.search) qb.where(`s.search_location like ? escape '!'`, [containsPattern(searchText(q.search))]);
    const rows = await qb.orderBy({ location: 'asc' }).limit(q.limit).execute<Array<{ location: string }>>('all', true);
    return rows.map((r) => r.location);
  }

  /** The catalogue entries (index -> name) of the given catalogue indexes that exist: the read
   *  other modules use to tie their rows to the stock list (manufacturing data). At most 1000
   *  indexes per call. */
  async catalogueNames(em: EntityManager, indexes: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(indexes.filter((i) => typeof i === 'string' && i !== ''))].slice(0, 1000);
    if (wanted.length === 0) return new Map();
    const rows = await em.find(StockItem, { catalogueIndex: { $in: wanted } }, { fields: ['catalogueIndex', 'name'], disableIdentityMap: true });
    return new Map(rows.map((r) => [r.catalogueIndex, r.name]));
  }

  /** The catalogue entries (index, name, EAN, quantity) of the given catalogue indexes or EAN:
   *  what a workstation shows when a product is picked or scanned (standard manufacturing). At most
   *  1000 indexes per call. */
  async catalogueEntries(em: EntityManager, by: { indexes?: readonly string[]; ean?: string }): Promise<CatalogueEntry[]> {
    const where: Record<string, unknown> = {};
    if (by.ean !== undefined) where.ean = by.ean;
    if (by.indexes !== undefined) where.catalogueIndex = { $in: [...new Set(by.indexes)].slice(0, 1000) };
    if (Object.keys(where).length === 0) return [];
    const rows = await em.find(StockItem, where, { fields: ['catalogueIndex', 'name', 'ean', 'quantity'], disableIdentityMap: true, limit: 1000 });
    return rows.map((r) => ({ catalogueIndex: r.catalogueIndex, name: r.name, ean: r.ean, quantity: r.quantity }));
  }

  /** One item as the list shows it (the STOCK_ITEM_UPDATED subscription). */
  async get(ctx: RequestContext, id: number): Promise<StockItemView> {
    const item = await ctx.em.findOne(StockItem, { id }, { disableIdentityMap: true });
    if (!item) throw notFound(`Stock item ${id}`);
    const withErrors = await this.itemsWithErrorChanges(ctx, [id]);
    return stockItemView(item, withErrors.has(id));
  }

  /** Four queries at most whatever the page size: the count (cached when unfiltered; part of the
   *  ids' query under a substring filter), the page's ids, their rows, and which of them have ERROR
   *  changes. Filters compare the normalized search columns with a parameterised LIKE; the sort
   *  column comes from a whitelist. */
  async list(ctx: RequestContext, q: StockListQuery): Promise<StockList> {
    const qb = ctx.em.createQueryBuilder(StockItem, 's');
    const f = q.filters;
    const substring = Boolean(f.index || f.name || f.location || f.ean);
    const empty = (): StockList => ({ data: [], page: q.page, limit: q.limit, totalPages: 0, count: 0 });
    if (substring && !(await whereSubstrings(ctx.em, this.dialect, qb, f))) return empty();
    if (f.availabilityCheck !== undefined) qb.andWhere({ availabilityCheck: f.availabilityCheck });
    const direction = q.order === 'ASC' ? 'asc' : 'desc';
    const column = STOCK_SORT_COLUMNS[q.sort];
    // The catalogue index is unique: no id tie-break, which would make MariaDB sort the whole
    // index. Every other column keeps id as the tie-break, so pages never overlap.
    const order = column === 'catalogueIndex' ? [{ catalogueIndex: direction }] : [{ [column]: direction }, { id: direction }];
    const offset = offsetOf(q);
    let count: number;
    let ids: number[];
    if (substring) {
      // The matches come from the search structure (stock-search.ts) when it can answer, else
      // from one pass over the covering filter index; either way their number is a window count
      // and their order a sort of the matches. Walking a sort index instead reads
      // rows one by one until a page of matches is found: seconds for a rare filter.
      const rows = await qb
        .clone()
        .select(['s.id', raw('count(*) over () as total')])
        .orderBy(order)
        .limit(q.limit)
        .offset(offset)
        .execute<Array<{ id: number; total: number }>>('all', false);
      ids = rows.map((r) => Number(r.id));
      // Past the last page the window has no row to carry the count.
      count = rows.length ? Number(rows[0].total) : offset === 0 ? 0 : await qb.clone().getCount();
    } else {
      const filtered = f.availabilityCheck !== undefined;
      count = filtered ? await qb.clone().getCount() : await this.totals.count(ctx.em);
      // Deferred join: the page's ids come from the index of the sort column alone
      // (InnoDB and SQLite indexes carry the primary key, so (column, id) is already in index
      // order), then only those rows are read.
      ids =
        offset >= count
          ? []
          : (
              await qb
                .select('s.id')
                .orderBy(order)
                .limit(q.limit)
                .offset(offset)
                .execute<Array<{ id: number }>>('all', true)
            ).map((r) => Number(r.id));
    }
    // The rows and their ERROR marks need only the ids: both at once, on two pool connections.
    // Read-only rows, mapped to properties and types but not hydrated into managed entities
    // (hydration was ~10 % of a 100-row request's CPU in the bench profile).
    const [found, withErrors] = await Promise.all([
      ids.length ? ctx.em.createQueryBuilder(StockItem, 's').select(ROW_PROPERTIES).where({ id: { $in: ids } }).execute<StockItemRow[]>('all', true) : [],
      this.itemsWithErrorChanges(ctx, ids),
    ]);
    const byId = new Map(found.map((r) => [Number(r.id), r]));
    const rows = ids.map((id) => byId.get(id)).filter((r): r is StockItemRow => r !== undefined);
    return {
      data: rows.map((r) => stockItemView(r, withErrors.has(Number(r.id)))),
      page: q.page,
      limit: q.limit,
      totalPages: Math.ceil(count / q.limit),
      count,
    };
  }

  private async itemsWithErrorChanges(ctx: RequestContext, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await ctx.em
      .createQueryBuilder(Change, 'c')
      .select('c.stockItemId', true)
      .where({ status: 'ERROR', stockItemId: { $in: ids } })
      .execute<Array<{ stockItemId: number }>>('all', true);
    return new Set(rows.map((r) => Number(r.stockItemId)));
  }

  /** Sets or clears the availability check of the given items, one history entry per item that changed. */
  async setAvailability(ctx: RequestContext, input: SetAvailabilityInput): Promise<SetAvailabilityResult> {
    const actor = requireActor(ctx);
    const ids = [...new Set(input.ids)];
    return inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      const items = await em.find(StockItem, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
      const missing = ids.filter((id) => !items.some((i) => i.id === id));
      if (missing.length) {
        throw new AppError('NOT_FOUND', `Stock items not found: ${missing.join(', ')}`, { ids: `unknown ids: ${missing.join(', ')}` }, { missing });
      }
      let updated = 0;
      for (const item of items) {
        if (Boolean(item.availabilityCheck) === input.availabilityCheck) continue;
        const before = { availabilityCheck: Boolean(item.availabilityCheck) };
        item.availabilityCheck = input.availabilityCheck;
        item.updatedAt = new Date();
        updated++;
        afterCommit(() => this.pubSub.publish(STOCK_ITEM_UPDATED, { stockItemId: item.id }));
        this.history.record(em, actor, {
          entityType: 'stock_item',
          entityId: item.id,
          reference: item.catalogueIndex,
          action: 'availability_check_set',
          before,
          after: { availabilityCheck: input.availabilityCheck },
        });
      }
      await em.flush();
      return { updated, data: items.map((i) => stockItemView(i)) };
    });
  }

  /** An XLSX of the named items in the order given (index, name, EAN, location, quantity, unit),
   *  with a second sheet listing the indexes that were not found. Progress goes to operationStatus. */
  async file(ctx: RequestContext, input: StockFileInput): Promise<StockFile> {
    const actor = requireActor(ctx);
    const operationId = input.operationId ?? this.operations.newOperationId();
    this.operations.report(actor, operationId, 'IN_PROGRESS', 'Generowanie pliku...');
    const wanted = [...new Set(input.indeksyKatalogowe)];
    const found = new Map<string, StockItem>();
    for (let i = 0; i < wanted.length; i += 500) {
      const chunk = wanted.slice(i, i + 500);
      for (const item of await ctx.em.find(StockItem, { catalogueIndex: { $in: chunk } }, { disableIdentityMap: true })) {
        found.set(item.catalogueIndex, item);
      }
    }
    // MySQL compares case-insensitively; the file keeps exactly what was asked for.
    const byLower = new Map([...found.values()].map((s) => [s.catalogueIndex.toLowerCase(), s]));
    const rows = wanted.map((idx) => found.get(idx) ?? byLower.get(idx.toLowerCase())).filter((s): s is StockItem => !!s);
    const notFound = wanted.filter((idx) => !found.has(idx) && !byLower.has(idx.toLowerCase()));

    const wb = new (excel().Workbook)();
    wb.creator = 'Back office';
    const sheet = wb.addWorksheet('Stany magazynowe');
    sheet.columns = [
      { header: 'Indeks katalogowy', key: 'index', width: 22 },
      { header: 'Nazwa', key: 'name', width: 50 },
      { header: 'EAN', key: 'ean', width: 16 },
      { header: 'Lokalizacja', key: 'location', width: 14 },
      { header: 'Stan', key: 'quantity', width: 10 },
      { header: 'Jednostka', key: 'unit', width: 10 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const s of rows) sheet.addRow({ index: s.catalogueIndex, name: s.name, ean: s.ean, location: s.location, quantity: s.quantity, unit: s.unit });
    if (notFound.length) {
      const missing = wb.addWorksheet('Nie znaleziono');
      missing.addRow(['Indeks katalogowy']).font = { bold: true };
      for (const idx of notFound) missing.addRow([idx]);
    }
    const content = Buffer.from(await wb.xlsx.writeBuffer());
    this.operations.report(actor, operationId, 'SUCCESS', FILE_GENERATED_MESSAGE);
    this.operations.report(actor, operationId, 'FINISH', FILE_GENERATED_MESSAGE);
    const stamp = new Date().toISOString().slice(0, 10);
    return { fileName: `stany-magazynowe-${stamp}.xlsx`, content, found: rows.length, notFound, message: FILE_GENERATED_MESSAGE };
  }
}
