import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import { requireActor, type Actor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import { writeTableExport, type ExportSink } from '../../platform/export/table-export.js';
import type { Idempotency } from '../../platform/idempotency/idempotency.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { offsetOf, pageOf, type Page } from '../../platform/pagination.js';
import { inTransaction, type Tx } from '../../platform/transaction.js';
import { warsawDayEnd, warsawDayStart } from '../history/index.js';
import { STOCK_CHANGED_MESSAGE, type ChangeService, type ChangeView, type StockService } from '../inventory/index.js';
import type { ManufacturingDataService, ManufacturingDataView } from '../manufacturing-reference/index.js';
import type { PrintingService } from '../printing/index.js';
import { StandardEntry, StandardErrorLog, StandardPiece, type StandardStatus } from './standard-entry.entity.js';
import type {
  StandardActionInput,
  StandardCreateInput,
  StandardErrorLogsExportInput,
  StandardErrorLogsInput,
  StandardLabelDeleteInput,
  StandardListQuery,
  StandardPrintInput,
  StandardProductQuery,
  StandardUpdateInput,
} from './standard-manufacturing.input.js';
import { standardLabelLayout } from './standard-label.layout.js';
import type {
  CheckReason,
  StandardCheckResult,
  StandardEntryView,
  StandardErrorLogView,
  StandardLabelDeleteResult,
  StandardPersistResult,
  StandardPrintResult,
  StandardProductList,
} from './standard-manufacturing.view.js';

export const PERSIST_WAITING_MESSAGE = 'Oczekiwanie na odpowiedź systemu ERP';
export const PRINT_QUEUED_MESSAGE = 'Drukowanie zakończyło się sukcesem';
export const CHECK_OK_MESSAGE = 'Można zapisać na stan';
export const CHECK_REFUSED_MESSAGE = 'Nie można zapisać na stan';
/** How often a persist runs its transaction again when another persist moved the same item. */
const STALE_RETRIES = 8;

export interface StandardDeps {
  history: HistoryRecorder;
  operations: OperationService;
  changes: ChangeService;
  stocks: StockService;
  manufacturingData: ManufacturingDataService;
  printing: PrintingService;
  idempotency: Idempotency;
}

const warsawDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', day: 'numeric', month: 'numeric', year: 'numeric' });
/** D/M/YYYY in Warsaw (SPEC.md section 9). */
const dmy = (d: Date) => {
  const p = Object.fromEntries(warsawDay.formatToParts(d).map((x) => [x.type, x.value]));
  return `${Number(p.day)}/${Number(p.month)}/${p.year}`;
};

const codeOf = (entryId: number, seq: number) => `S${entryId}-${seq}`;
const list = (codes: string[], max = 10) => (codes.length > max ? `${codes.slice(0, max).join(', ')} i ${codes.length - max} innych` : codes.join(', '));

/** A refused persist: its reasons leave the transaction, which rolls back. */
class Refused extends Error {
  constructor(readonly reasons: CheckReason[]) {
    super('refused');
  }
}

/** SPEC.md section 7: label printers are those whose name contains one of these (case-insensitive). */
const LABEL_PRINTER_NAMES = ['arizona', 'kiosk', 'zdesigner gk420d', 'zebra'] as const;

/**
 * Produkcja standardowa (issue 14): entries of catalogue products made to stock, their pieces and
 * labels, the dry-run check, the persist that raises stock through inventory's changes (one source
 * of stock truth, its ERP connector included) and the worker's error log (ADR 0820-0824).
 */
export class StandardManufacturingService {
  constructor(private readonly deps: StandardDeps) {}

  /** Moves entries with their stock change, whoever moves it (the ERP's answer, or a retry from
   *  Stany magazynowe), inside the transaction that moves the change. */
  setup(): void {
    this.deps.changes.onSettled((em, change, actor) => this.settled(em, change, actor));
  }

  // ------------------------------------------------------------------ create, read, update

  /** With an Idempotency-Key (a double click, a retried request) the entry is made once and a
   *  repeat answers it again (ADR 0807, 0940). */
  async create(ctx: RequestContext, input: StandardCreateInput, idempotencyKey?: string): Promise<StandardEntryView> {
    const actor = requireActor(ctx);
    const row = await this.dataRow(ctx, input.manufacturingDataId, 'manufacturingDataId');
    if (!row.active) throw new AppError('BAD_USER_INPUT', `Produkt ${row.index} jest wyłączony z produkcji`, { manufacturingDataId: 'Produkt jest wyłączony z produkcji' });
    const numer = input.numer_pracownika ?? actor.numer_pracownika;
    const { id } = await this.station(ctx, idempotencyKey, { stationAction: 'create', ...input }, async ({ em }) => {
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
      this.audit(em, actor, entry, 'created', null, { index: entry.index, quantity: entry.quantity, numer_pracownika: numer });
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
    const row = input.manufacturingDataId !== undefined ? await this.dataRow(ctx, input.manufacturingDataId, 'manufacturingDataId') : null;
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
      this.audit(em, actor, entry, 'updated', before, { manufacturingDataId: entry.manufacturingDataId, index: entry.index, quantity: entry.quantity, status: entry.status });
      await em.flush();
    });
    return this.get(ctx, id);
  }

  // ------------------------------------------------------------------ labels

  /** Voids the labels whose codes are in `data` (pieces broke after labelling): all or nothing;
   *  unknown codes are named (404) and nothing changes. Codes of entries already persisting or
   *  persisted: 409. */
  async labelDelete(ctx: RequestContext, input: StandardLabelDeleteInput, idempotencyKey?: string): Promise<StandardLabelDeleteResult> {
    const actor = requireActor(ctx);
    const codes = [...new Set(input.data.map((c) => c.toUpperCase()))];
    return this.station(ctx, idempotencyKey, { stationAction: 'label-delete', ...input }, async ({ em }): Promise<StandardLabelDeleteResult> => {
      const pieces = await em.find(StandardPiece, { code: { $in: codes } });
      const found = new Set(pieces.map((p) => p.code));
      const unknown = codes.filter((c) => !found.has(c));
      if (unknown.length > 0) {
        throw new AppError('NOT_FOUND', `Nieznane kody etykiet: ${list(unknown)}`, { data: `Nieznane kody: ${list(unknown)}` }, { unknown });
      }
      const entryIds = [...new Set(pieces.map((p) => p.entryId))];
      const entries = await em.find(StandardEntry, { id: { $in: entryIds } });
      const locked = entries.filter((e) => e.status === 'PERSISTED' || e.status === 'PERSISTING');
      if (locked.length > 0) {
        const lockedCodes = pieces.filter((p) => locked.some((e) => e.id === p.entryId)).map((p) => p.code);
        throw new AppError('CONFLICT', `Te sztuki są już zapisane na stanie: ${list(lockedCodes)}`, { data: `Już na stanie: ${list(lockedCodes)}` }, { reason: 'PERSISTED' });
      }
      const now = new Date();
      const voided = pieces.filter((p) => p.voidedAt === null);
      const alreadyVoided = pieces.filter((p) => p.voidedAt !== null).map((p) => p.code);
      for (const p of voided) Object.assign(p, { voidedAt: now, voidedBy: input.numer_pracownika });
      for (const entry of entries) {
        const mine = voided.filter((p) => p.entryId === entry.id).map((p) => p.code);
        if (mine.length === 0) continue;
        const before = { status: entry.status };
        if (entry.status === 'CHECKED') Object.assign(entry, { status: 'DRAFT', checkedAt: null });
        this.audit(em, actor, entry, 'labels_voided', before, { codes: mine, numer_pracownika: input.numer_pracownika, status: entry.status });
      }
      await em.flush();
      const n = voided.length;
      return {
        voided: voided.map((p) => p.code),
        alreadyVoided,
        entryIds,
        message: n === 0 ? 'Te etykiety były już unieważnione' : `Unieważniono etykiety: ${n}`,
      };
    });
  }

  /** Prints the labels of the entry's active pieces (or only the unprinted ones) through the
   *  print queue, one job per piece (its own code), `labelsPerPiece` copies each. A long run
   *  reports its progress on `operationStatus`. With an Idempotency-Key the run happens once: a
   *  repeat answers the first run's codes and jobs and queues nothing. */
  async print(ctx: RequestContext, input: StandardPrintInput, idempotencyKey?: string): Promise<StandardPrintResult> {
    return this.detached(ctx, idempotencyKey, { stationAction: 'print', ...input }, () => this.printRun(ctx, input));
  }

  private async printRun(ctx: RequestContext, input: StandardPrintInput): Promise<StandardPrintResult> {
    const actor = requireActor(ctx);
    const operationId = input.operationId ?? this.deps.operations.newOperationId();
    const em = ctx.em.fork();
    const entry = await em.findOne(StandardEntry, { id: input.id }, { disableIdentityMap: true });
    if (!entry) throw notFound('Standard manufacturing entry');
    const row = await this.dataRowOrNull(ctx, entry.manufacturingDataId);
    const all = await em.find(StandardPiece, { entryId: entry.id, voidedAt: null }, { orderBy: { seq: 'asc' }, disableIdentityMap: true });
    const pieces = input.onlyUnprinted ? all.filter((p) => p.printedAt === null) : all;
    if (pieces.length === 0) throw new AppError('CONFLICT', input.onlyUnprinted ? 'Wszystkie etykiety są już wydrukowane' : 'Ten wpis nie ma ważnych sztuk do oznaczenia', undefined, { reason: 'NOTHING_TO_PRINT' });
    const report = (status: 'IN_PROGRESS' | 'SUCCESS' | 'ERROR' | 'FINISH', message: string) => this.deps.operations.report(actor, operationId, status, message);
    report('IN_PROGRESS', `Drukowanie etykiet: 0 / ${pieces.length}`);
    const jobIds: number[] = [];
    const printed: string[] = [];
    try {
      for (const [i, p] of pieces.entries()) {
        const layout = this.layoutOf(entry, p, all.length);
        const queued = await this.deps.printing.print(ctx, { printerId: input.printer, layout, copies: row?.labelsPerPiece ?? 1, source: 'standard_piece', reference: p.code });
        jobIds.push(queued.jobId);
        printed.push(p.code);
        await em.nativeUpdate(StandardPiece, { id: p.id }, { printedAt: new Date(), printCount: p.printCount + 1, printJobId: queued.jobId });
        if ((i + 1) % 10 === 0 && i + 1 < pieces.length) report('IN_PROGRESS', `Drukowanie etykiet: ${i + 1} / ${pieces.length}`);
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      report('ERROR', message);
      report('FINISH', message);
      if (printed.length === 0) throw err;
    }
    await inTransaction(em, async ({ em: tx }) => {
      this.audit(tx, actor, entry, 'labels_printed', null, { codes: printed, printer: input.printer });
      await tx.flush();
    });
    if (printed.length === pieces.length) {
      report('SUCCESS', PRINT_QUEUED_MESSAGE);
      report('FINISH', PRINT_QUEUED_MESSAGE);
    }
    return { operationId, codes: printed, jobIds, message: printed.length === pieces.length ? PRINT_QUEUED_MESSAGE : `Wysłano ${printed.length} z ${pieces.length} etykiet` };
  }

  /** The label printers a station may print on: the quick-print list reduced by SPEC.md's name
   *  rule (as every other label list in the app), so an office laser printer is not offered. */
  async printers(ctx: RequestContext): Promise<Array<{ id: number; name: string }>> {
    return (await this.deps.printing.quickPrintPrinters(ctx))
      .filter((p) => LABEL_PRINTER_NAMES.some((n) => p.name.toLowerCase().includes(n)))
      .map((p) => ({ id: p.id, name: p.name }));
  }

  /** The SVG of a piece's label: the same layout the print queue prints (preview = print). */
  async preview(ctx: RequestContext, id: number, code: string | undefined): Promise<string> {
    const em = ctx.em.fork();
    const entry = await em.findOne(StandardEntry, { id }, { disableIdentityMap: true });
    if (!entry) throw notFound('Standard manufacturing entry');
    const pieces = await em.find(StandardPiece, { entryId: id, voidedAt: null }, { orderBy: { seq: 'asc' }, disableIdentityMap: true });
    const piece = code ? pieces.find((p) => p.code === code.toUpperCase()) : pieces[0];
    if (!piece) throw new AppError('NOT_FOUND', 'No such active label in this entry', { code: 'no such active label' });
    return this.deps.printing.preview(this.layoutOf(entry, piece, pieces.length));
  }

  // ------------------------------------------------------------------ check, persist

  /** A dry run: what persisting would do, or every reason it cannot, at once. It writes no stock,
   *  change or piece; it records only its verdict (ADR 0822): CHECKED when it passes, one line of
   *  the error log when it does not. */
  async check(ctx: RequestContext, input: StandardActionInput): Promise<StandardCheckResult> {
    requireActor(ctx);
    return inTransaction(ctx.em.fork(), async ({ em }) => {
      const entry = await em.findOne(StandardEntry, { id: input.id });
      if (!entry) throw notFound('Standard manufacturing entry');
      const { reasons, stock } = await this.reasons(ctx, em, entry);
      if (reasons.length === 0) {
        if (entry.status === 'DRAFT' || entry.status === 'CHECKED') Object.assign(entry, { status: 'CHECKED', checkedAt: new Date() });
      } else if (!reasons.every((r) => r.code === 'ALREADY_PERSISTED')) {
        this.logError(em, entry, 'CHECK', reasons, null);
      }
      await em.flush();
      return {
        id: entry.id,
        ok: reasons.length === 0,
        status: entry.status,
        reasons,
        stockBefore: stock,
        stockAfter: stock === null ? null : stock + entry.quantity,
        message: reasons.length === 0 ? CHECK_OK_MESSAGE : CHECK_REFUSED_MESSAGE,
      };
    });
  }

  /**
   * Raises the stock of the index by the pieces made, as one stock change of the changes module
   * (its guard and ERP connector). The entry is claimed by a conditional UPDATE in the same
   * transaction, so persisting twice or from two stations at once raises the stock exactly once;
   * an ERROR entry is retried (its change is sent again). Runs the check first: a refusal is 422
   * with every reason (and a line in the error log), an entry already persisted 409. With an
   * Idempotency-Key a repeat answers the first persist (its operation and message, the entry read
   * fresh) instead of the 409.
   */
  async persist(ctx: RequestContext, input: StandardActionInput, idempotencyKey?: string): Promise<StandardPersistResult> {
    if (idempotencyKey === undefined || idempotencyKey === '') return this.persistRun(ctx, input);
    const { body } = await this.deps.idempotency.runDetached(ctx, { key: idempotencyKey, request: { stationAction: 'persist', ...input } }, async () => {
      const result = await this.persistRun(ctx, input);
      return { status: 200, body: { operationId: result.operationId, message: result.message } };
    });
    return { entry: await this.get(ctx, input.id), operationId: String(body.operationId), message: String(body.message) };
  }

  private async persistRun(ctx: RequestContext, input: StandardActionInput): Promise<StandardPersistResult> {
    const actor = requireActor(ctx);
    const operationId = input.operationId ?? this.deps.operations.newOperationId();
    let raised: ChangeView;
    for (let attempt = 0; ; attempt++) {
      try {
        raised = await inTransaction(ctx.em.fork(), async ({ em }) => this.persistOnce(ctx, em, actor, input.id, operationId));
        break;
      } catch (err) {
        if (err instanceof AppError && err.details?.reason === 'STALE' && err.code === 'CONFLICT' && attempt < STALE_RETRIES) continue;
        if (err instanceof Refused) throw await this.refused(ctx, input.id, err.reasons);
        throw err;
      }
    }
    this.deps.changes.afterRaise(actor, raised, operationId);
    const entry = await this.get(ctx, input.id);
    return { entry, operationId, message: raised.status === 'SUCCESS' ? STOCK_CHANGED_MESSAGE : PERSIST_WAITING_MESSAGE };
  }

  private async persistOnce(ctx: RequestContext, em: EntityManager, actor: Actor, id: number, operationId: string): Promise<ChangeView> {
    const entry = await em.findOne(StandardEntry, { id }, { disableIdentityMap: true });
    if (!entry) throw notFound('Standard manufacturing entry');
    const { reasons } = await this.reasons(ctx, em, entry);
    if (reasons.length > 0) throw new Refused(reasons);
    const from = entry.status;
    // The claim: of two persists, the second finds the entry no longer in `from` (0 rows).
    const claimed = await em.nativeUpdate(StandardEntry, { id, status: from, updatedAt: entry.updatedAt }, { status: 'PERSISTING', operationId, errorMessage: null, updatedAt: new Date() });
    if (claimed !== 1) throw alreadyPersisted();
    const change = await this.deps.changes.raiseStock(em, actor, {
      reference: entry.index,
      by: entry.quantity,
      powod_zmiany: `Produkcja standardowa nr ${entry.id} (pracownik ${entry.numer_pracownika})`,
      operationId,
      retryOf: from === 'ERROR' ? entry.changeId : null,
    });
    const status: StandardStatus = change.status === 'SUCCESS' ? 'PERSISTED' : 'PERSISTING';
    const now = new Date();
    await em.nativeUpdate(StandardEntry, { id }, { status, changeId: change.id, persistedAt: status === 'PERSISTED' ? now : null, updatedAt: now });
    this.audit(em, actor, entry, from === 'ERROR' ? 'persist_retried' : 'persisted', { status: from }, { status, changeId: change.id, stary_stan: stockOf(change).stary_stan, nowy_stan: stockOf(change).nowy_stan });
    await em.flush();
    return change;
  }

  /** A refused persist: 409 when it is only "already persisted" (a double click, a second station),
   *  else 422 with every reason and a line in the worker's error log. */
  private async refused(ctx: RequestContext, id: number, reasons: CheckReason[]): Promise<AppError> {
    if (reasons.every((r) => r.code === 'ALREADY_PERSISTED')) return alreadyPersisted();
    await inTransaction(ctx.em.fork(), async ({ em }) => {
      const entry = await em.findOneOrFail(StandardEntry, { id });
      this.logError(em, entry, 'CHECK', reasons, null);
      await em.flush();
    });
    return new AppError('UNPROCESSABLE', `${CHECK_REFUSED_MESSAGE}: ${reasons.map((r) => r.message).join('; ')}`, undefined, { reasons });
  }

  /** Inside the changes module's transaction that moved the entry's change: the ERP answered, or
   *  the change was retried from Stany magazynowe (PENDING: the entry waits with it). */
  private async settled(em: EntityManager, change: ChangeView, actor: Actor | null): Promise<void> {
    const entry = await em.findOne(StandardEntry, { changeId: change.id }, { disableIdentityMap: true });
    if (!entry || (entry.status !== 'PERSISTING' && entry.status !== 'ERROR')) return;
    const now = new Date();
    if (change.status === 'PENDING') {
      if (entry.status !== 'ERROR') return;
      await em.nativeUpdate(StandardEntry, { id: entry.id }, { status: 'PERSISTING', errorMessage: null, updatedAt: now });
      this.audit(em, actor, entry, 'persist_retried', { status: entry.status }, { status: 'PERSISTING', changeId: change.id, via: 'stock_change' });
    } else if (change.status === 'SUCCESS') {
      await em.nativeUpdate(StandardEntry, { id: entry.id }, { status: 'PERSISTED', persistedAt: now, errorMessage: null, updatedAt: now });
      this.audit(em, actor, entry, 'persisted', { status: entry.status }, { status: 'PERSISTED', changeId: change.id });
    } else {
      const message = change.errorMessage ?? 'Błąd systemu ERP';
      await em.nativeUpdate(StandardEntry, { id: entry.id }, { status: 'ERROR', errorMessage: message.slice(0, 1000), updatedAt: now });
      this.logError(em, entry, 'ERP', null, change.id, `Błąd ERP: ${message}`);
      this.audit(em, null, entry, 'persist_failed', { status: entry.status }, { status: 'ERROR', changeId: change.id, errorMessage: message });
    }
  }

  // ------------------------------------------------------------------ error logs

  /** The errors of one worker's entries over Warsaw days (both included), newest first. */
  async errorLogs(ctx: RequestContext, q: StandardErrorLogsInput): Promise<Page<StandardErrorLogView>> {
    const em = ctx.em.fork();
    const [rows, count] = await em.findAndCount(StandardErrorLog, rangeWhere(q), { orderBy: { createdAt: 'desc', id: 'desc' }, limit: q.limit, offset: offsetOf(q), disableIdentityMap: true });
    return pageOf(rows.map(errorLogView), count, q);
  }

  /** The same rows as XLSX or CSV through the platform's table export. */
  async exportErrorLogs(ctx: RequestContext, q: StandardErrorLogsExportInput, sink: ExportSink): Promise<number> {
    const actor = requireActor(ctx);
    const em = ctx.em.fork();
    const where = rangeWhere(q);
    const total = await em.count(StandardErrorLog, where);
    const operationId = q.operationId;
    if (operationId) this.deps.operations.report(actor, operationId, 'IN_PROGRESS', `0 / ${total}`);
    const written = await writeTableExport(q.format, sink, {
      fileName: `dziennik-bledow-${q.numer_pracownika}-${q.startDate}-${q.endDate}`,
      sheetName: 'Dziennik błędów',
      columns: ['Data', 'Pracownik', 'Wpis', 'Indeks', 'Rodzaj', 'Komunikat'],
      total,
      batches: batchesOf(em, where),
      cells: (r: StandardErrorLog) => [dmyTime(r.createdAt), r.numer_pracownika, r.entryId, r.index, r.kind === 'ERP' ? 'Błąd ERP' : 'Sprawdzenie', r.message],
    });
    if (operationId) {
      this.deps.operations.report(actor, operationId, 'SUCCESS', 'Plik został wygenerowany pomyślnie');
      this.deps.operations.report(actor, operationId, 'FINISH', `${written} / ${total}`);
    }
    return written;
  }

  // ------------------------------------------------------------------ products

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

  // ------------------------------------------------------------------ helpers

  /** A station action in one transaction: once per Idempotency-Key when one is sent (the key and
   *  the work commit together), otherwise as usual. As manufacturing-custom's `station`. */
  private async station<B extends Record<string, unknown>>(ctx: RequestContext, key: string | undefined, request: unknown, work: (tx: Tx) => Promise<B>): Promise<B> {
    if (key === undefined || key === '') return inTransaction(ctx.em.fork(), work);
    return (await this.deps.idempotency.run(ctx, { key, request }, async (tx) => ({ status: 200, body: await work(tx) }))).body;
  }

  /** A station action that commits its own transactions (ADR 0940): once per Idempotency-Key. */
  private async detached<B extends object>(ctx: RequestContext, key: string | undefined, request: unknown, work: () => Promise<B>): Promise<B> {
    if (key === undefined || key === '') return work();
    const answer = await this.deps.idempotency.runDetached(ctx, { key, request }, async () => ({ status: 200, body: (await work()) as unknown as Record<string, unknown> }));
    return answer.body as unknown as B;
  }

  /** Every reason persisting this entry would be refused, with the stock now. */
  private async reasons(ctx: RequestContext, em: EntityManager, entry: StandardEntry): Promise<{ reasons: CheckReason[]; stock: number | null }> {
    const reasons: CheckReason[] = [];
    if (entry.status === 'PERSISTED') reasons.push({ code: 'ALREADY_PERSISTED', message: 'Ta produkcja jest już zapisana na stanie' });
    if (entry.status === 'PERSISTING') reasons.push({ code: 'ALREADY_PERSISTED', message: 'Zapis tej produkcji na stan już trwa (czeka na system ERP)' });
    const row = await this.dataRowOrNull({ ...ctx, em }, entry.manufacturingDataId);
    // A row deactivated after the entry was made (deleted while in use) no longer takes new
    // entries, but the pieces of this one exist: they may still go to stock.
    if (!row) reasons.push({ code: 'INDEX_UNKNOWN', message: `Produktu ${entry.index} nie ma już w danych produkcyjnych` });
    const [item] = await this.deps.stocks.catalogueEntries(em, { indexes: [entry.index] });
    if (!item) reasons.push({ code: 'NOT_IN_STOCK_LIST', message: `Indeksu ${entry.index} nie ma w stanach magazynowych` });
    const pieces = await em.find(StandardPiece, { entryId: entry.id }, { orderBy: { seq: 'asc' }, disableIdentityMap: true });
    const active = pieces.filter((p) => p.voidedAt === null);
    const voided = pieces.filter((p) => p.voidedAt !== null);
    const printed = active.filter((p) => p.printedAt !== null);
    const unprinted = active.filter((p) => p.printedAt === null);
    if (printed.length === 0) reasons.push({ code: 'NO_LABELS', message: 'Nie wydrukowano żadnej etykiety' });
    else if (unprinted.length > 0) reasons.push({ code: 'LABELS_NOT_PRINTED', message: `Nie wydrukowano etykiet: ${list(unprinted.map((p) => p.code))}` });
    if (voided.length > 0 && active.length < entry.quantity) {
      reasons.push({
        code: 'LABELS_VOIDED',
        message: `Unieważniono etykiety: ${list(voided.map((p) => p.code))}; zmniejsz ilość do ${active.length} albo dodaj sztuki`,
      });
    } else if (active.length !== entry.quantity) {
      reasons.push({ code: 'QUANTITY_MISMATCH', message: `Ilość (${entry.quantity}) nie zgadza się z liczbą ważnych etykiet (${active.length})` });
    }
    if (entry.status === 'ERROR' && entry.changeId !== null) {
      // The entry's own change may have been retried from Stany magazynowe (or answered) without it.
      const own = await this.ownChange(ctx, em, entry.changeId);
      if (own?.status === 'SUCCESS') reasons.push({ code: 'CHANGE_SETTLED', message: `Zmiana stanu nr ${own.id} tej produkcji jest już zapisana w Stanach magazynowych; tych sztuk nie można policzyć drugi raz` });
      else if (own?.status === 'PENDING') reasons.push({ code: 'CHANGE_SETTLED', message: `Zmiana stanu nr ${own.id} tej produkcji czeka już na odpowiedź systemu ERP (ponowiona w Stanach magazynowych)` });
    }
    if (item && entry.status !== 'PERSISTED' && entry.status !== 'PERSISTING' && (await this.itemHeld({ ...ctx, em }, entry.index))) {
      reasons.push({ code: 'STOCK_PENDING', message: `Na indeksie ${entry.index} czeka inna zmiana stanu na odpowiedź systemu ERP; spróbuj za chwilę` });
    }
    return { reasons, stock: item?.quantity ?? null };
  }

  private async ownChange(ctx: RequestContext, em: EntityManager, changeId: number): Promise<ChangeView | null> {
    try {
      return await this.deps.changes.get({ ...ctx, em }, changeId);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  /** Another change holds the item for the ERP (inventory lists ERROR and PENDING changes). */
  private async itemHeld(ctx: RequestContext, index: string): Promise<boolean> {
    const pending = await this.deps.changes.list(ctx, { reference: index, status: 'PENDING' });
    return pending.length > 0;
  }

  private logError(em: EntityManager, entry: StandardEntry, kind: 'CHECK' | 'ERP', reasons: CheckReason[] | null, changeId: number | null, message?: string): void {
    em.create(StandardErrorLog, {
      numer_pracownika: entry.numer_pracownika,
      entryId: entry.id,
      index: entry.index,
      kind,
      message: (message ?? reasons!.map((r) => r.message).join('; ')).slice(0, 1000),
      reasons: reasons ? reasons.map((r) => r.code) : null,
      changeId,
    });
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

  private layoutOf(entry: StandardEntry, piece: StandardPiece, of: number) {
    return standardLabelLayout({ code: piece.code, index: entry.index, name: entry.name, seq: piece.seq, of, numer_pracownika: entry.numer_pracownika, day: dmy(entry.createdAt) });
  }

  private async dataRow(ctx: RequestContext, id: number, field: string): Promise<ManufacturingDataView> {
    const row = await this.dataRowOrNull(ctx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Nie ma takiego produktu w danych produkcyjnych', { [field]: 'Nie ma takiego produktu' });
    return row;
  }

  private async dataRowOrNull(ctx: RequestContext, id: number): Promise<ManufacturingDataView | null> {
    try {
      return await this.deps.manufacturingData.get(ctx, id);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
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
        change: change ? { id: change.id, status: change.status, ...pick(stockOf(change)), attempt: change.attempt, errorMessage: change.errorMessage } : null,
        errorMessage: e.errorMessage,
        checkedAt: e.checkedAt,
        persistedAt: e.persistedAt,
        createdAt: e.createdAt,
        updatedAt: e.updatedAt,
      };
    });
  }

  private audit(em: EntityManager, actor: Actor | null, entry: StandardEntry, action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): void {
    this.deps.history.record(em, actor, { entityType: 'standard_manufacturing', entityId: entry.id, reference: entry.index, action, before, after });
  }
}

function assertEditable(entry: StandardEntry): void {
  if (entry.status === 'PERSISTED' || entry.status === 'PERSISTING') {
    throw new AppError('CONFLICT', 'Ta produkcja jest już zapisana na stanie; nie można jej zmienić', undefined, { reason: 'PERSISTED', status: entry.status });
  }
}

const alreadyPersisted = () => new AppError('CONFLICT', 'Ta produkcja jest już zapisana na stanie', undefined, { reason: 'ALREADY_PERSISTED' });

const stockOf = (c: ChangeView) => c.data as { stary_stan: number; nowy_stan: number };
const pick = (d: { stary_stan: number; nowy_stan: number }) => ({ stary_stan: d.stary_stan, nowy_stan: d.nowy_stan });

function rangeWhere(q: { numer_pracownika: number; startDate: string; endDate: string }) {
  return { numer_pracownika: q.numer_pracownika, createdAt: { $gte: warsawDayStart(q.startDate), $lt: warsawDayEnd(q.endDate) } };
}

const errorLogView = (r: StandardErrorLog): StandardErrorLogView => ({
  id: r.id,
  createdAt: r.createdAt,
  numer_pracownika: r.numer_pracownika,
  entryId: r.entryId,
  index: r.index,
  kind: r.kind,
  message: r.message,
  reasons: r.reasons,
  changeId: r.changeId,
});

const warsawTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dmyTime = (d: Date) => `${dmy(d)} ${warsawTime.format(d)}`;

/** At most 366 days of one worker's errors, read in keyset pages of 1000. */
async function* batchesOf(em: EntityManager, where: ReturnType<typeof rangeWhere>): AsyncGenerator<StandardErrorLog[]> {
  let lastId = 0;
  for (;;) {
    const rows = await em.fork().find(StandardErrorLog, { ...where, id: { $gt: lastId } }, { orderBy: { id: 'asc' }, limit: 1000, disableIdentityMap: true });
    if (rows.length === 0) return;
    yield rows;
    lastId = rows[rows.length - 1].id;
  }
}
