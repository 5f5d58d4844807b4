import { requireActor, type Actor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, badInput, conflict, notFound } from '../../platform/errors.js';
import type { JobHandlerContext, JobRunner } from '../../platform/jobs/job-runner.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import { STOCK_ITEM_UPDATED } from './inventory.events.js';
import { parseInput } from '../../platform/validation.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import type { OperationService, OperationState } from '../../platform/operations/operation.service.js';
import { searchText } from './search-text.js';
import { StockItem } from './stock-item.entity.js';
import { Change, type ChangeData, type ChangeStatus, type ChangeType, type LocationChangeData, type StockChangeData } from './change.entity.js';
import { LocationDataSchema, StockDataSchema, type ChangeCreateInput, type ChangeListQuery, type ChangeRetryInput } from './change.input.js';
import type { ChangeResult, ChangeView } from './inventory.view.js';
import { ErpError, type ErpConnector, type ErpChangeMessage } from './erp-connector.js';
import { inTransaction, type Tx } from '../../platform/transaction.js';
import type { StockRules } from './inventory.config.js';
import { changesNothing, matchesLocationFormat, stockLevelProblem, takesDecimals } from '../../../../domain/inventory/index.js';

/** SPEC.md section 8, verbatim. */
export const STOCK_CHANGED_MESSAGE = 'Stan zmieniono pomyślnie';
const LOCATION_CHANGED_MESSAGE = 'Lokalizację zmieniono pomyślnie';
/** SPEC.md names a waiting-for-system message without its wording. */
const WAITING_FOR_SYSTEM_MESSAGE = 'Oczekiwanie na odpowiedź systemu ERP';
const SAVING_MESSAGE = 'Zapisywanie zmiany...';
const ERP_SYNC_QUEUE = 'erp-sync';

const successMessage = (type: ChangeType) => (type === 'stock' ? STOCK_CHANGED_MESSAGE : LOCATION_CHANGED_MESSAGE);

const changeView = (c: Change): ChangeView => ({
  id: c.id,
  type: c.type,
  reference: c.reference,
  stockItemId: c.stockItemId,
  data: c.data,
  status: c.status,
  errorMessage: c.errorMessage,
  attempt: c.attempt,
  createdById: c.createdById,
  createdByName: c.createdByName,
  numer_pracownika: c.numer_pracownika,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  appliedAt: c.appliedAt,
});

interface SyncPayload {
  changeId: number;
  attempt: number;
  userId: number;
  operationId: string;
}

/** Called inside every transaction that moves a change out of ERROR or PENDING: the ERP answered
 *  (SUCCESS or ERROR), or someone retried it from Stany magazynowe (PENDING with the http
 *  connector, SUCCESS with the local one). A module that tracks its change follows it there. */
export type SettledListener = (em: EntityManager, change: ChangeView, actor: Actor | null) => Promise<void>;

/** Thrown inside a transaction when the guard no longer holds; becomes a 409 after rollback. */
class StaleChange extends Error {}

interface ChangeServiceDeps {
  history: HistoryRecorder;
  /** STOCK_ITEM_UPDATED after each commit that changes an item or its marks. */
  pubSub: AppPubSub;
  jobs: JobRunner;
  operations: OperationService;
  connector: ErpConnector;
  /** The location format and the units counted with decimals. */
  rules: StockRules;
}

/**
 * Stock changes. The old values in `data` are a compare-and-set guard, enforced by one
 * conditional UPDATE of the item (`... where quantity = stary_stan and pending_change_id is null`),
 * so of two people changing the same item at once one wins and the other gets 409 with the
 * current values: no update is lost. With the `local` connector the item changes in the same
 * transaction that records the change (SUCCESS at once). With `http` the item is held by the
 * PENDING change, an `erp-sync` job (in the database, so a restart loses nothing) sends it to
 * the ERP with an Idempotency-Key, and the item changes in the transaction that marks it SUCCESS.
 */
export class ChangeService {
  constructor(private readonly deps: ChangeServiceDeps) {}

  /** Registers the ERP sync queue (once, at composition). */
  setup(): void {
    this.deps.jobs.register<SyncPayload>(ERP_SYNC_QUEUE, (c) => this.sync(c), {
      concurrency: 4,
      maxAttempts: 20,
      backoffMs: (attempt) => Math.min(60_000, 500 * 2 ** (attempt - 1)),
    });
  }

  get connectorKind(): 'local' | 'http' {
    return this.deps.connector.kind;
  }

  // ---------------------------------------------------------------- create

  async create(ctx: RequestContext, input: ChangeCreateInput): Promise<ChangeResult> {
    const actor = requireActor(ctx);
    const operationId = input.operationId ?? this.deps.operations.newOperationId();
    assertChangesSomething(input.type, input.data);
    const local = this.deps.connector.kind === 'local';
    this.report(actor.userId, operationId, 'IN_PROGRESS', local ? SAVING_MESSAGE : WAITING_FOR_SYSTEM_MESSAGE);
    let change: Change;
    try {
      // The cheap early refusal, outside any transaction: under contention most losers stop here.
      const seen = await ctx.em.fork().findOne(StockItem, { catalogueIndex: input.reference }, { disableIdentityMap: true });
      if (!seen) throw notFound(`Stock item ${input.reference}`);
      assertRules(this.deps.rules, seen, input.type, input.data);
      if (!guardHolds(seen, input.type, input.data)) throw staleError(seen, input.reference, input.type);
      change = await this.guarded(ctx, input.reference, input.type, async ({ em, afterCommit }) => {
        const item = await em.findOne(StockItem, { catalogueIndex: input.reference }, { disableIdentityMap: true });
        if (!item) throw notFound(`Stock item ${input.reference}`);
        assertGuard(item, input.type, input.data);
        const created = em.create(Change, {
          type: input.type,
          reference: item.catalogueIndex,
          stockItemId: item.id,
          data: input.data,
          status: 'PENDING',
          operationId,
          createdById: actor.kind === 'integration' ? null : actor.userId,
          createdByName: actor.name,
          numer_pracownika: actor.kind === 'integration' ? null : actor.numer_pracownika,
        });
        await em.flush();
        await this.takeItem(em, item, created, local);
        if (local) {
          created.status = 'SUCCESS';
          created.appliedAt = new Date();
          this.recordApplied(em, actor, item, created);
        } else {
          this.record(em, actor, created, 'created', null, { type: created.type, data: created.data, status: created.status });
          this.deps.jobs.enqueue(em, ERP_SYNC_QUEUE, { changeId: created.id, attempt: created.attempt, userId: actor.userId, operationId });
        }
        await em.flush();
        afterCommit(() => this.announce(created.stockItemId));
        return created;
      });
    } catch (err) {
      this.report(actor.userId, operationId, 'ERROR', err instanceof Error ? err.message : String(err));
      this.report(actor.userId, operationId, 'FINISH', '');
      throw err;
    }
    return this.afterWrite(actor.userId, change, operationId);
  }

  // ---------------------------------------------------------------- raise (for other modules)

  /**
   * Raises an item's stock by `by` inside the CALLER's transaction (standard manufacturing
   * persists its pieces with it), as one stock change with the usual guard: the old quantity read
   * here is the compare-and-set value. With `retryOf` the caller's earlier change (ERROR) is sent
   * again with fresh data instead of a new one. Local connector: applied now (SUCCESS); http: the
   * item is held and the ERP sync job is queued (the caller learns the end from `onSettled`).
   * Throws 409 `reason: STALE` when the item moved under it (the caller may run its transaction
   * again) or `PENDING_CHANGE` when another change holds the item. Once the caller's transaction
   * commits, the item is announced and the operation reported; a rollback says nothing.
   */
  async raiseStock(tx: Tx, actor: Actor, req: { reference: string; by: number; powod_zmiany: string; operationId: string; retryOf?: number | null }): Promise<ChangeView> {
    const { em } = tx;
    if (!Number.isInteger(req.by) || req.by < 1) throw new AppError('BAD_USER_INPUT', 'The stock can only be raised by a whole number of at least 1');
    const local = this.deps.connector.kind === 'local';
    const item = await em.findOne(StockItem, { catalogueIndex: req.reference }, { disableIdentityMap: true });
    if (!item) throw notFound(`Stock item ${req.reference}`);
    if (item.pendingChangeId !== null) throw staleError(item, req.reference, 'stock');
    const data: StockChangeData = { stary_stan: item.quantity, nowy_stan: item.quantity + req.by, powod_zmiany: req.powod_zmiany };
    let change: Change | null = req.retryOf ? await em.findOne(Change, { id: req.retryOf }) : null;
    // Retried or answered elsewhere meanwhile: a new change would count the same stock twice.
    if (change && change.status !== 'ERROR') throw new AppError('CONFLICT', `Zmiana stanu nr ${change.id} nie czeka już na ponowienie`, undefined, { reason: 'NOT_RETRYABLE', status: change.status });
    if (change) {
      const moved = await em.nativeUpdate(Change, { id: change.id, status: 'ERROR', attempt: change.attempt }, { status: 'PENDING', attempt: change.attempt + 1, updatedAt: new Date() });
      if (moved !== 1) throw conflict('The change was retried or dismissed meanwhile; reload it');
      const before = { data: change.data, status: change.status, errorMessage: change.errorMessage, attempt: change.attempt };
      Object.assign(change, { status: 'PENDING', attempt: change.attempt + 1, data, errorMessage: null, operationId: req.operationId, updatedAt: new Date() });
      this.record(em, actor, change, 'retried', before, { data: change.data, attempt: change.attempt });
    } else {
      change = em.create(Change, {
        type: 'stock',
        reference: item.catalogueIndex,
        stockItemId: item.id,
        data,
        status: 'PENDING',
        operationId: req.operationId,
        createdById: actor.kind === 'integration' ? null : actor.userId,
        createdByName: actor.name,
        numer_pracownika: actor.kind === 'integration' ? null : actor.numer_pracownika,
      });
    }
    await em.flush();
    try {
      await this.takeItem(em, item, change, local);
    } catch (err) {
      if (err instanceof StaleChange) throw new AppError('CONFLICT', `Stock item ${req.reference} changed meanwhile`, undefined, { reason: 'STALE' });
      throw err;
    }
    if (local) {
      change.status = 'SUCCESS';
      change.appliedAt = new Date();
      this.recordApplied(em, actor, item, change);
    } else {
      if (change.attempt === 1) this.record(em, actor, change, 'created', null, { type: change.type, data: change.data, status: change.status });
      this.deps.jobs.enqueue(em, ERP_SYNC_QUEUE, { changeId: change.id, attempt: change.attempt, userId: actor.userId, operationId: req.operationId });
    }
    await em.flush();
    const view = changeView(change);
    tx.afterCommit(() => this.afterRaise(actor, view, req.operationId));
    return view;
  }

  /** After the transaction of `raiseStock` committed: announces the item, reports the operation
   *  (local: SUCCESS "Stan zmieniono pomyślnie" and FINISH) or wakes the ERP sync. */
  private afterRaise(actor: Pick<Actor, 'userId'>, change: ChangeView, operationId: string): void {
    this.announce(change.stockItemId);
    this.report(actor.userId, operationId, 'IN_PROGRESS', this.deps.connector.kind === 'local' ? SAVING_MESSAGE : WAITING_FOR_SYSTEM_MESSAGE);
    if (change.status === 'SUCCESS') {
      this.report(actor.userId, operationId, 'SUCCESS', STOCK_CHANGED_MESSAGE);
      this.report(actor.userId, operationId, 'FINISH', STOCK_CHANGED_MESSAGE);
    } else this.deps.jobs.wake();
  }

  /** Runs inside the transaction that marks a change SUCCESS or ERROR after the ERP answered, so
   *  a module that tracks its change (standard manufacturing) moves with it atomically. */
  onSettled(listener: SettledListener): void {
    this.settledListeners.push(listener);
  }

  private readonly settledListeners: SettledListener[] = [];

  // ---------------------------------------------------------------- read

  async get(ctx: RequestContext, id: number): Promise<ChangeView> {
    const change = await ctx.em.findOne(Change, { id }, { disableIdentityMap: true });
    if (!change) throw notFound('Change');
    return changeView(change);
  }

  /** Newest first, at most 500 (GET /api/changes?reference=&status=ERROR). */
  async list(ctx: RequestContext, q: ChangeListQuery): Promise<ChangeView[]> {
    const where: Record<string, unknown> = {};
    if (q.reference) where.reference = q.reference;
    if (q.status) where.status = q.status;
    const rows = await ctx.em.find(Change, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500, disableIdentityMap: true });
    return rows.map(changeView);
  }

  // ---------------------------------------------------------------- retry, dismiss

  /** Retries an ERROR change, with its data or corrected data; the guard is checked again. */
  async retry(ctx: RequestContext, id: number, input: ChangeRetryInput): Promise<ChangeResult> {
    const actor = requireActor(ctx);
    const operationId = input.operationId ?? this.deps.operations.newOperationId();
    const local = this.deps.connector.kind === 'local';
    const existing = await ctx.em.fork().findOne(Change, { id });
    if (!existing) throw notFound('Change');
    const data: ChangeData = input.data
      ? (parseInput(existing.type === 'stock' ? StockDataSchema : LocationDataSchema, input.data, 'data') as ChangeData)
      : existing.data;
    assertChangesSomething(existing.type, data);
    const change = await this.guarded(ctx, existing.reference, existing.type, async ({ em, afterCommit }) => {
      const change = await em.findOne(Change, { id });
      if (!change) throw notFound('Change');
      if (change.status !== 'ERROR') throw notRetryable(change);
      const item = await em.findOne(StockItem, { id: change.stockItemId }, { disableIdentityMap: true });
      if (!item) throw notFound(`Stock item ${change.reference}`);
      assertRules(this.deps.rules, item, change.type, data);
      assertGuard(item, change.type, data);
      const before = { data: change.data, status: change.status, errorMessage: change.errorMessage, attempt: change.attempt };
      // Claims the change: of two retries at once, one moves it out of ERROR.
      const moved = await em.nativeUpdate(Change, { id, status: 'ERROR', attempt: change.attempt }, { status: 'PENDING', attempt: change.attempt + 1, updatedAt: new Date() });
      if (moved !== 1) throw conflict('The change was retried or dismissed meanwhile; reload it');
      Object.assign(change, { status: 'PENDING', attempt: change.attempt + 1, data, errorMessage: null, operationId, updatedAt: new Date() });
      await em.flush();
      await this.takeItem(em, item, change, local);
      this.record(em, actor, change, 'retried', before, { data: change.data, attempt: change.attempt });
      if (local) {
        change.status = 'SUCCESS';
        change.appliedAt = new Date();
        this.recordApplied(em, actor, item, change);
      } else {
        this.deps.jobs.enqueue(em, ERP_SYNC_QUEUE, { changeId: change.id, attempt: change.attempt, userId: actor.userId, operationId });
      }
      await em.flush();
      // The change's owner (a standard-manufacturing entry) moves with it, or its persist would count it again.
      for (const listener of this.settledListeners) await listener(em, changeView(change), actor);
      await em.flush();
      afterCommit(() => this.announce(change.stockItemId));
      return change;
    });
    this.report(actor.userId, operationId, 'IN_PROGRESS', local ? SAVING_MESSAGE : WAITING_FOR_SYSTEM_MESSAGE);
    return this.afterWrite(actor.userId, change, operationId);
  }

  /** Dismisses a change that did not succeed (ERROR). SUCCESS is history: 409; PENDING is with the ERP: 409. */
  async remove(ctx: RequestContext, id: number): Promise<ChangeView> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      const change = await em.findOne(Change, { id });
      if (!change) throw notFound('Change');
      if (change.status === 'SUCCESS') throw new AppError('CONFLICT', 'A change that succeeded cannot be deleted', undefined, { reason: 'SUCCEEDED', status: change.status });
      if (change.status === 'PENDING') throw new AppError('CONFLICT', 'The change is waiting for the ERP; wait for its answer', undefined, { reason: 'PENDING', status: change.status });
      const view = changeView(change);
      const removed = await em.nativeDelete(Change, { id, status: 'ERROR', attempt: change.attempt });
      if (removed !== 1) throw conflict('The change was retried meanwhile; reload it');
      // Should it still hold the item (it does not after ERROR), let go.
      await em.nativeUpdate(StockItem, { id: change.stockItemId, pendingChangeId: id }, { pendingChangeId: null });
      this.record(em, actor, change, 'deleted', { type: view.type, data: view.data, status: view.status, errorMessage: view.errorMessage }, null);
      await em.flush();
      afterCommit(() => this.announce(view.stockItemId));
      return view;
    });
  }

  // ---------------------------------------------------------------- the ERP sync job

  /** Runs again safely: a change that is no longer PENDING at this attempt is left alone, and a
   *  resend after a crash carries the same Idempotency-Key. */
  private async sync({ payload, em }: JobHandlerContext<SyncPayload>): Promise<void> {
    const change = await em.findOne(Change, { id: payload.changeId }, { disableIdentityMap: true });
    if (!change || change.status !== 'PENDING' || change.attempt !== payload.attempt) return;
    const message: ErpChangeMessage = {
      changeId: change.id,
      attempt: change.attempt,
      type: change.type,
      reference: change.reference,
      data: change.data,
      numer_pracownika: change.numer_pracownika,
      createdAt: change.createdAt.toISOString(),
    };
    try {
      await this.deps.connector.send(message, idempotencyKeyOf(change));
    } catch (err) {
      if (!(err instanceof ErpError)) throw err;
      await this.finish(em, change, err.message);
      this.report(payload.userId, payload.operationId, 'ERROR', err.message);
      this.report(payload.userId, payload.operationId, 'FINISH', err.message);
      return;
    }
    const status = await this.finish(em, change, null);
    const text = status === 'SUCCESS' ? successMessage(change.type) : 'Pozycja zmieniła się w międzyczasie';
    this.report(payload.userId, payload.operationId, status === 'SUCCESS' ? 'SUCCESS' : 'ERROR', text);
    this.report(payload.userId, payload.operationId, 'FINISH', text);
  }

  /** Marks the change SUCCESS (applying it to the item, which it holds) or ERROR (releasing the item). */
  private async finish(em0: EntityManager, change: Change, erpError: string | null): Promise<ChangeStatus | null> {
    const actor = creatorOf(change);
    return inTransaction(em0.fork(), async ({ em, afterCommit }) => {
      const now = new Date();
      let error = erpError;
      if (error === null) {
        const applied = await em.nativeUpdate(
          StockItem,
          { id: change.stockItemId, pendingChangeId: change.id, ...guardWhere(change.type, change.data) },
          { ...applySet(change.type, change.data, now), pendingChangeId: null },
        );
        if (applied !== 1) error = 'The stock item changed meanwhile; correct the change and retry';
      }
      const status: ChangeStatus = error === null ? 'SUCCESS' : 'ERROR';
      const moved = await em.nativeUpdate(
        Change,
        { id: change.id, status: 'PENDING', attempt: change.attempt },
        { status, errorMessage: error?.slice(0, 1000) ?? null, appliedAt: status === 'SUCCESS' ? now : null, updatedAt: now },
      );
      if (moved !== 1) {
        // Another run finished it first: undo nothing here, leave it as it is.
        throw new Error(`change ${change.id} is no longer PENDING at attempt ${change.attempt}`);
      }
      for (const listener of this.settledListeners) {
        await listener(em, { ...changeView(change), status, errorMessage: error?.slice(0, 1000) ?? null, appliedAt: status === 'SUCCESS' ? now : null, updatedAt: now }, null);
      }
      if (status === 'SUCCESS') {
        const item = await em.findOneOrFail(StockItem, { id: change.stockItemId }, { disableIdentityMap: true });
        this.recordApplied(em, actor, item, change);
      } else {
        await em.nativeUpdate(StockItem, { id: change.stockItemId, pendingChangeId: change.id }, { pendingChangeId: null });
        this.record(em, actor, change, 'sync_failed', { status: 'PENDING' }, { status: 'ERROR', errorMessage: error });
      }
      await em.flush();
      afterCommit(() => this.announce(change.stockItemId));
      return status;
    });
  }

  // ---------------------------------------------------------------- helpers

  /** Runs the write; a guard that failed anywhere inside becomes a 409 with the item's current
   *  values, read after the rollback (so MySQL's snapshot cannot hide the winner). */
  private async guarded(ctx: RequestContext, reference: string, type: ChangeType, fn: (tx: Tx) => Promise<Change>): Promise<Change> {
    try {
      return await inTransaction(ctx.em.fork(), fn);
    } catch (err) {
      if (!(err instanceof StaleChange)) throw err;
      const item = await ctx.em.fork().findOne(StockItem, { catalogueIndex: reference }, { disableIdentityMap: true });
      if (!item) throw notFound(`Stock item ${reference}`);
      throw staleError(item, reference, type);
    }
  }

  /** The conditional UPDATE that makes the guard atomic. Local: applies the change. Http: holds the
   *  item for this change until the ERP answers. */
  private async takeItem(em: EntityManager, item: StockItem, change: Change, apply: boolean): Promise<void> {
    const now = new Date();
    const affected = await em.nativeUpdate(
      StockItem,
      { id: item.id, pendingChangeId: null, ...guardWhere(change.type, change.data) },
      apply ? applySet(change.type, change.data, now) : { pendingChangeId: change.id },
    );
    if (affected !== 1) throw new StaleChange();
  }

  private async afterWrite(userId: number, change: Change, operationId: string): Promise<ChangeResult> {
    if (change.status === 'SUCCESS') {
      const message = successMessage(change.type);
      this.report(userId, operationId, 'SUCCESS', message);
      this.report(userId, operationId, 'FINISH', message);
      return { ...changeView(change), operationId, message };
    }
    this.deps.jobs.wake();
    return { ...changeView(change), operationId, message: WAITING_FOR_SYSTEM_MESSAGE };
  }

  private recordApplied(em: EntityManager, actor: Actor | null, item: StockItem, change: Change): void {
    if (change.type === 'stock') {
      const d = change.data as StockChangeData;
      this.deps.history.record(em, actor, {
        entityType: 'stock_item',
        entityId: item.id,
        reference: item.catalogueIndex,
        action: 'quantity_changed',
        before: { quantity: d.stary_stan },
        after: { quantity: d.nowy_stan, powod_zmiany: d.powod_zmiany, changeId: change.id },
      });
    } else {
      const d = change.data as LocationChangeData;
      this.deps.history.record(em, actor, {
        entityType: 'stock_item',
        entityId: item.id,
        reference: item.catalogueIndex,
        action: 'location_changed',
        before: { location: d.stara_lokalizacja },
        after: { location: d.nowa_lokalizacja, changeId: change.id },
      });
    }
  }

  private record(em: EntityManager, actor: Actor | null, change: Change, action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): void {
    this.deps.history.record(em, actor, { entityType: 'change', entityId: change.id, reference: change.reference, action, before, after });
  }

  private announce(stockItemId: number): void {
    this.deps.pubSub.publish(STOCK_ITEM_UPDATED, { stockItemId });
  }

  private report(userId: number, operationId: string, status: OperationState, message: string): void {
    this.deps.operations.report({ userId }, operationId, status, message);
  }
}

const idempotencyKeyOf = (change: Pick<Change, 'id' | 'attempt'>) => `change-${change.id}-${change.attempt}`;

function guardWhere(type: ChangeType, data: ChangeData): Record<string, unknown> {
  return type === 'stock' ? { quantity: (data as StockChangeData).stary_stan } : { location: (data as LocationChangeData).stara_lokalizacja };
}

function applySet(type: ChangeType, data: ChangeData, now: Date): Record<string, unknown> {
  if (type === 'stock') return { quantity: (data as StockChangeData).nowy_stan, updatedAt: now };
  const location = (data as LocationChangeData).nowa_lokalizacja;
  return { location, searchLocation: searchText(location), updatedAt: now };
}

function guardHolds(item: StockItem, type: ChangeType, data: ChangeData): boolean {
  if (item.pendingChangeId !== null) return false;
  if (type === 'stock') return Number(item.quantity) === (data as StockChangeData).stary_stan;
  return item.location === (data as LocationChangeData).stara_lokalizacja;
}

/** The check on the row just read inside the transaction; the conditional UPDATE is what makes it safe. */
function assertGuard(item: StockItem, type: ChangeType, data: ChangeData): void {
  if (!guardHolds(item, type, data)) throw new StaleChange();
}

/** 409 with the item's current values: it moved meanwhile, or a change holds it for the ERP. */
function staleError(item: StockItem, reference: string, type: ChangeType): AppError {
  const current = { stan: item.quantity, lokalizacja: item.location };
  if (item.pendingChangeId !== null) {
    return new AppError('CONFLICT', `Stock item ${reference} has a change waiting for the ERP; try again when it is answered`, undefined, {
      reason: 'PENDING_CHANGE',
      pendingChangeId: item.pendingChangeId,
      current,
    });
  }
  const what = type === 'stock' ? `stock is now ${item.quantity}` : `location is now ${item.location}`;
  return new AppError('CONFLICT', `Stock item ${reference} changed meanwhile: its ${what}`, undefined, { reason: 'STALE', current });
}

function assertChangesSomething(type: ChangeType, data: ChangeData): void {
  if (type === 'stock' && changesNothing((data as StockChangeData).nowy_stan, (data as StockChangeData).stary_stan)) {
    throw new AppError('UNPROCESSABLE', 'The new stock equals the old one: nothing to change', { 'data.nowy_stan': 'must differ from stary_stan' });
  }
  if (type === 'location' && changesNothing((data as LocationChangeData).nowa_lokalizacja, (data as LocationChangeData).stara_lokalizacja)) {
    throw new AppError('UNPROCESSABLE', 'The new location equals the old one: nothing to change', { 'data.nowa_lokalizacja': 'must differ from stara_lokalizacja' });
  }
}

/** The configured rules: a new location in the warehouse's format, decimals only for
 *  units measured by length, area or weight. 400 naming the field. */
function assertRules(rules: StockRules, item: StockItem, type: ChangeType, data: ChangeData): void {
  if (type === 'location') {
    const next = (data as LocationChangeData).nowa_lokalizacja;
    if (!matchesLocationFormat(next, rules.locationPattern)) {
      throw badInput(`The location ${next} does not match the warehouse's format (e.g. ${rules.locationExample})`, {
        'data.nowa_lokalizacja': `must look like ${rules.locationExample}`,
      });
    }
    return;
  }
  const d = data as StockChangeData;
  if (stockLevelProblem(d.nowy_stan, d.stary_stan, takesDecimals(item.unit, rules.decimalUnits)) === 'wholeNumber') {
    throw badInput(`Stock of ${item.catalogueIndex} is counted in ${item.unit}: a whole number`, { 'data.nowy_stan': `must be a whole number (unit ${item.unit})` });
  }
}

function notRetryable(change: Change): AppError {
  return change.status === 'SUCCESS'
    ? new AppError('CONFLICT', 'The change already succeeded', undefined, { reason: 'SUCCEEDED', status: change.status })
    : new AppError('CONFLICT', 'The change is waiting for the ERP', undefined, { reason: 'PENDING', status: change.status });
}

/** The person who made the change, for the history entries the sync job writes on their behalf. */
function creatorOf(change: Change): Actor | null {
  if (change.createdById === null) return null;
  return { userId: change.createdById, email: '', role: 2, numer_pracownika: change.numer_pracownika ?? 0, name: change.createdByName ?? '' };
}
