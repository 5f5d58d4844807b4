import { requireActor, type Actor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Idempotency } from '../../platform/idempotency/idempotency.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { inTransaction, type Tx } from '../../platform/transaction.js';
import { STOCK_CHANGED_MESSAGE, type ChangeService, type ChangeView, type StockService } from '../inventory/index.js';
import { StandardEntry, StandardErrorLog, StandardPiece, type StandardStatus } from './standard-entry.entity.js';
import type { StandardEntryService } from './standard-entry.service.js';
import type { StandardActionInput } from './standard-manufacturing.input.js';
import type { CheckReason, StandardCheckResult, StandardPersistResult } from './standard-manufacturing.view.js';
import { codeList, stockOf, type StandardSupport } from './standard.support.js';

const PERSIST_WAITING_MESSAGE = 'Oczekiwanie na odpowiedź systemu ERP';
const CHECK_OK_MESSAGE = 'Można zapisać na stan';
const CHECK_REFUSED_MESSAGE = 'Nie można zapisać na stan';
/** How often a persist runs its transaction again when another persist moved the same item. */
const STALE_RETRIES = 8;

/** A refused persist: its reasons leave the transaction, which rolls back. */
class Refused extends Error {
  constructor(readonly reasons: CheckReason[]) {
    super('refused');
  }
}

const alreadyPersisted = () => new AppError('CONFLICT', 'Ta produkcja jest już zapisana na stanie', undefined, { reason: 'ALREADY_PERSISTED' });

interface StandardPersistDeps {
  support: StandardSupport;
  entries: StandardEntryService;
  changes: ChangeService;
  stocks: StockService;
  operations: OperationService;
  idempotency: Idempotency;
}

/**
 * Persist to stock: the dry-run check, the persist that raises the stock through inventory's
 * changes (one source of stock truth, its ERP connector included), and the entry following its
 * change when the ERP answers. Refusals and ERP errors become lines of the worker's error log.
 */
export class StandardPersistService {
  constructor(private readonly deps: StandardPersistDeps) {}

  /** Moves entries with their stock change, whoever moves it (the ERP's answer, or a retry from
   *  Stany magazynowe), inside the transaction that moves the change. */
  setup(): void {
    this.deps.changes.onSettled((em, change, actor) => this.settled(em, change, actor));
  }

  /** A dry run: what persisting would do, or every reason it cannot, at once. It writes no stock,
   *  change or piece; it records only its verdict: CHECKED when it passes, one line of
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
    return { entry: await this.deps.entries.get(ctx, input.id), operationId: String(body.operationId), message: String(body.message) };
  }

  private async persistRun(ctx: RequestContext, input: StandardActionInput): Promise<StandardPersistResult> {
    const actor = requireActor(ctx);
    const operationId = input.operationId ?? this.deps.operations.newOperationId();
    let raised: ChangeView;
    for (let attempt = 0; ; attempt++) {
      try {
        raised = await inTransaction(ctx.em.fork(), async (tx) => this.persistOnce(ctx, tx, actor, input.id, operationId));
        break;
      } catch (err) {
        if (err instanceof AppError && err.details?.reason === 'STALE' && err.code === 'CONFLICT' && attempt < STALE_RETRIES) continue;
        if (err instanceof Refused) throw await this.refused(ctx, input.id, err.reasons);
        throw err;
      }
    }
    const entry = await this.deps.entries.get(ctx, input.id);
    return { entry, operationId, message: raised.status === 'SUCCESS' ? STOCK_CHANGED_MESSAGE : PERSIST_WAITING_MESSAGE };
  }

  private async persistOnce(ctx: RequestContext, tx: Tx, actor: Actor, id: number, operationId: string): Promise<ChangeView> {
    const { em } = tx;
    const entry = await em.findOne(StandardEntry, { id }, { disableIdentityMap: true });
    if (!entry) throw notFound('Standard manufacturing entry');
    const { reasons } = await this.reasons(ctx, em, entry);
    if (reasons.length > 0) throw new Refused(reasons);
    const from = entry.status;
    // The claim: of two persists, the second finds the entry no longer in `from` (0 rows).
    const claimed = await em.nativeUpdate(StandardEntry, { id, status: from, updatedAt: entry.updatedAt }, { status: 'PERSISTING', operationId, errorMessage: null, updatedAt: new Date() });
    if (claimed !== 1) throw alreadyPersisted();
    const change = await this.deps.changes.raiseStock(tx, actor, {
      reference: entry.index,
      by: entry.quantity,
      powod_zmiany: `Produkcja standardowa nr ${entry.id} (pracownik ${entry.numer_pracownika})`,
      operationId,
      retryOf: from === 'ERROR' ? entry.changeId : null,
    });
    const status: StandardStatus = change.status === 'SUCCESS' ? 'PERSISTED' : 'PERSISTING';
    const now = new Date();
    await em.nativeUpdate(StandardEntry, { id }, { status, changeId: change.id, persistedAt: status === 'PERSISTED' ? now : null, updatedAt: now });
    this.deps.support.audit(em, actor, entry, from === 'ERROR' ? 'persist_retried' : 'persisted', { status: from }, { status, changeId: change.id, ...stockOf(change) });
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
      this.deps.support.audit(em, actor, entry, 'persist_retried', { status: entry.status }, { status: 'PERSISTING', changeId: change.id, via: 'stock_change' });
    } else if (change.status === 'SUCCESS') {
      await em.nativeUpdate(StandardEntry, { id: entry.id }, { status: 'PERSISTED', persistedAt: now, errorMessage: null, updatedAt: now });
      this.deps.support.audit(em, actor, entry, 'persisted', { status: entry.status }, { status: 'PERSISTED', changeId: change.id });
    } else {
      const message = change.errorMessage ?? 'Błąd systemu ERP';
      await em.nativeUpdate(StandardEntry, { id: entry.id }, { status: 'ERROR', errorMessage: message.slice(0, 1000), updatedAt: now });
      this.logError(em, entry, 'ERP', null, change.id, `Błąd ERP: ${message}`);
      this.deps.support.audit(em, null, entry, 'persist_failed', { status: entry.status }, { status: 'ERROR', changeId: change.id, errorMessage: message });
    }
  }

  /** Every reason persisting this entry would be refused, with the stock now. */
  private async reasons(ctx: RequestContext, em: EntityManager, entry: StandardEntry): Promise<{ reasons: CheckReason[]; stock: number | null }> {
    const reasons: CheckReason[] = [];
    if (entry.status === 'PERSISTED') reasons.push({ code: 'ALREADY_PERSISTED', message: 'Ta produkcja jest już zapisana na stanie' });
    if (entry.status === 'PERSISTING') reasons.push({ code: 'ALREADY_PERSISTED', message: 'Zapis tej produkcji na stan już trwa (czeka na system ERP)' });
    const row = await this.deps.support.dataRowOrNull({ ...ctx, em }, entry.manufacturingDataId);
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
    else if (unprinted.length > 0) reasons.push({ code: 'LABELS_NOT_PRINTED', message: `Nie wydrukowano etykiet: ${codeList(unprinted.map((p) => p.code))}` });
    if (voided.length > 0 && active.length < entry.quantity) {
      reasons.push({
        code: 'LABELS_VOIDED',
        message: `Unieważniono etykiety: ${codeList(voided.map((p) => p.code))}; zmniejsz ilość do ${active.length} albo dodaj sztuki`,
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
}
