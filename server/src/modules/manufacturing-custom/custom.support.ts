import { raw } from '@mikro-orm/core';
import type { Actor } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, badInput } from '../../platform/errors.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import type { Idempotency } from '../../platform/idempotency/idempotency.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import type { UsersApi } from '../users/index.js';
import { ManufacturingLabel, ManufacturingLog, ManufacturingRecord, MissingGlass } from './custom.entity.js';
import { MANUFACTURING_UPDATED, type ManufacturingUpdatedEvent } from './custom.events.js';
import { viewOf } from '../../platform/views.js';
import { LabelViewSchema, LogViewSchema, MissingGlassViewSchema, RecordSummaryViewSchema, type LabelView, type LogView, type MissingGlassView, type RecordSummaryView, type RecordView } from './custom.view.js';

export interface Worker {
  numer_pracownika: number;
  name: string;
}

/** What both services share: the worker lookup, the log, history, events and the idempotency keys. */
export class CustomSupport {
  constructor(
    readonly history: HistoryRecorder,
    private readonly pubSub: AppPubSub,
    /** Station actions run through `idempotency.optional`: once per key when one is sent. */
    readonly idempotency: Idempotency,
    private readonly users: UsersApi['users'],
  ) {}

  /** An active worker by numer_pracownika, or a 400 naming `field` (404 when `field` is null). */
  async worker(em: EntityManager, numer: number, field: string | null): Promise<Worker> {
    const w = await this.users.worker(em, numer);
    if (!w || !w.active) {
      const message = `Nieznany numer pracownika ${numer}`;
      if (field === null) throw new AppError('NOT_FOUND', message);
      throw badInput(message, { [field]: message });
    }
    return { numer_pracownika: w.numer_pracownika, name: w.name };
  }

  /** Appends to the record's log and writes the history entry, in the caller's transaction. */
  log(em: EntityManager, actor: Actor, record: Pick<ManufacturingRecord, 'id' | 'orderNumber'>, worker: Worker, action: string, extra: { note?: string | null; before?: Record<string, unknown>; after?: Record<string, unknown> } = {}): void {
    em.create(ManufacturingLog, {
      recordId: record.id,
      employeeNumber: worker.numer_pracownika,
      employeeName: worker.name,
      action,
      note: extra.note ?? null,
      diff: extra.before || extra.after ? { before: extra.before ?? null, after: extra.after ?? null } : null,
    });
    this.history.record(em, actor, { entityType: 'manufacturing_record', entityId: record.id, reference: record.orderNumber, action: action.toLowerCase(), before: extra.before, after: { ...extra.after, numer_pracownika: worker.numer_pracownika, ...(extra.note ? { note: extra.note } : {}) } });
  }

  publish(event: Partial<ManufacturingUpdatedEvent> & Pick<ManufacturingUpdatedEvent, 'kind' | 'action'>): void {
    this.pubSub.publish(MANUFACTURING_UPDATED, { recordIds: [], batchId: null, missingGlassId: null, ...event });
  }
}

export const actorWorker = (actor: Actor): Worker => ({ numer_pracownika: actor.numer_pracownika, name: actor.name });

export const logView = (l: ManufacturingLog): LogView => viewOf(LogViewSchema, l, {});

export function labelStatus(l: ManufacturingLabel, jobStatus?: string): LabelView['status'] {
  if (l.voidedAt) return 'VOIDED';
  if (jobStatus === 'DONE' || jobStatus === 'PRINTED' || jobStatus === 'SENT') return 'PRINTED';
  if (jobStatus === 'FAILED' || jobStatus === 'CANCELLED') return 'FAILED';
  // Cut off mid-send (a crash): it may have printed; not "queued".
  if (jobStatus === 'NEEDS_ATTENTION') return 'UNKNOWN';
  return 'QUEUED';
}

export const labelView = (l: ManufacturingLabel, jobStatus?: string): LabelView => viewOf(LabelViewSchema, l, { status: labelStatus(l, jobStatus) });

export const missingView = (m: MissingGlass, now = Date.now()): MissingGlassView =>
  viewOf(MissingGlassViewSchema, m, { ageMs: Math.max(0, (m.closedAt?.getTime() ?? now) - m.createdAt.getTime()) });

/** The record's columns a card shows: what the lists read, without the panes' JSON. */
export const SUMMARY_PROPERTIES = [
  'id',
  'orderNumber',
  'documentId',
  'type',
  'status',
  'employeeNumber',
  'employeeName',
  'schemaId',
  'paneCount',
  'weightKg',
  'palletHeightCm',
  'notes',
  'batchId',
  'batchNumber',
  'version',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof ManufacturingRecord>;
export type RecordSummaryRow = Pick<ManufacturingRecord, (typeof SUMMARY_PROPERTIES)[number]>;

/** A card from a record or from its summary columns; `paneCount` is kept equal to `panes.length` on every flush. */
export const summaryView = (r: RecordSummaryRow, counts: { openMissingGlass: number; activeLabels: number }): RecordSummaryView =>
  viewOf(RecordSummaryViewSchema, r, { numer_zamowienia: r.orderNumber, ...counts });

/** Open missing-glass entries and active (not voided) labels of the records, two grouped queries. */
export async function countsOf(em: EntityManager, ids: number[]): Promise<Map<number, { openMissingGlass: number; activeLabels: number }>> {
  const out = new Map(ids.map((id) => [id, { openMissingGlass: 0, activeLabels: 0 }]));
  if (!ids.length) return out;
  // Both at once, on two pool connections (one after the other on SQLite's single one).
  const [missing, labels] = await Promise.all([
    em.createQueryBuilder(MissingGlass, 'm').select(['m.recordId', raw('count(*) as cnt')]).where({ recordId: { $in: ids }, status: 'OPEN' }).groupBy('m.recordId').execute<Array<{ recordId: number; cnt: number }>>('all', true),
    em.createQueryBuilder(ManufacturingLabel, 'l').select(['l.recordId', raw('count(*) as cnt')]).where({ recordId: { $in: ids }, voidedAt: null }).groupBy('l.recordId').execute<Array<{ recordId: number; cnt: number }>>('all', true),
  ]);
  for (const row of missing) out.get(Number(row.recordId))!.openMissingGlass = Number(row.cnt);
  for (const row of labels) out.get(Number(row.recordId))!.activeLabels = Number(row.cnt);
  return out;
}

export type { RecordView };
