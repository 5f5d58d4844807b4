import ExcelJS from 'exceljs';
import { requireActor, type RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { HistoryRecorder } from '../history/history.recorder.js';
import type { OperationService } from '../operations/operation.service.js';
import { Change } from '../changes/change.entity.js';
import { containsPattern, searchText } from './search-text.js';
import { STOCK_SORT_COLUMNS, type SetAvailabilityInput, type StockFileInput, type StockListQuery } from './stock.input.js';
import { StockItem } from './stock-item.entity.js';

/** SPEC.md section 8, verbatim. */
export const FILE_GENERATED_MESSAGE = 'Plik został wygenerowany pomyślnie';

/** The JSON shape of a stock item (REST and GraphQL). */
export interface StockItemView {
  id: number;
  index: string;
  name: string;
  ean: string;
  location: string;
  quantity: number;
  unit: string;
  availabilityCheck: boolean;
  updatedAt: Date;
  /** A change of this item failed in the ERP and waits to be retried or dismissed. */
  hasErrorChanges: boolean;
  /** A change of this item is waiting for the ERP. */
  hasPendingChange: boolean;
}

export interface StockList {
  data: StockItemView[];
  page: number;
  limit: number;
  totalPages: number;
  count: number;
}

export const stockItemView = (s: StockItem, hasErrorChanges = false): StockItemView => ({
  id: s.id,
  index: s.catalogueIndex,
  name: s.name,
  ean: s.ean,
  location: s.location,
  quantity: s.quantity,
  unit: s.unit,
  availabilityCheck: Boolean(s.availabilityCheck),
  updatedAt: s.updatedAt,
  hasErrorChanges,
  hasPendingChange: s.pendingChangeId !== null && s.pendingChangeId !== undefined,
});

export const stockSnapshot = (s: StockItem) => ({
  index: s.catalogueIndex,
  name: s.name,
  location: s.location,
  quantity: s.quantity,
  availabilityCheck: Boolean(s.availabilityCheck),
});

export interface StockFile {
  fileName: string;
  content: Buffer;
  found: number;
  notFound: string[];
  message: string;
}

/** Inventories: the stock list staff filter all day, the availability flag, and XLSX files of
 *  chosen items. Changes of location and quantity live in the changes module. */
export class StockService {
  constructor(
    private readonly history: HistoryRecorder,
    private readonly operations: OperationService,
  ) {}

  /** Three queries whatever the page size: the count, the page, and which rows of the page have
   *  ERROR changes. Filters compare the normalized search columns with a parameterised LIKE;
   *  the sort column comes from a whitelist. */
  async list(ctx: RequestContext, q: StockListQuery): Promise<StockList> {
    const qb = ctx.em.createQueryBuilder(StockItem, 's');
    const f = q.filters;
    if (f.index) qb.andWhere(`s.search_index like ? escape '!'`, [containsPattern(searchText(f.index))]);
    if (f.name) qb.andWhere(`s.search_name like ? escape '!'`, [containsPattern(searchText(f.name))]);
    if (f.location) qb.andWhere(`s.search_location like ? escape '!'`, [containsPattern(searchText(f.location))]);
    if (f.ean) qb.andWhere(`s.ean like ? escape '!'`, [containsPattern(f.ean)]);
    if (f.availabilityCheck !== undefined) qb.andWhere({ availabilityCheck: f.availabilityCheck });
    const count = await qb.clone().getCount();
    const direction = q.order === 'ASC' ? 'asc' : 'desc';
    const rows = await qb
      .orderBy([{ [STOCK_SORT_COLUMNS[q.sort]]: direction }, { id: direction }])
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .getResultList();
    const withErrors = await this.itemsWithErrorChanges(ctx, rows.map((r) => r.id));
    return {
      data: rows.map((r) => stockItemView(r, withErrors.has(r.id))),
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
  async setAvailability(ctx: RequestContext, input: SetAvailabilityInput): Promise<{ updated: number; data: StockItemView[] }> {
    const actor = requireActor(ctx);
    const ids = [...new Set(input.ids)];
    return ctx.em.fork().transactional(async (em) => {
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

    const wb = new ExcelJS.Workbook();
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
