import type { Actor } from '../context.js';
import type { EntityManager } from '../database.js';
import { HistoryEntry } from './history-entry.entity.js';

export interface HistoryRecord {
  entityType: string;
  entityId: string | number;
  reference?: string | null;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes history entries (the audit trail every module shares). Call it with the EntityManager of the transaction that makes the
 *  change, so the entry commits (or rolls back) with it. The caller flushes. */
export class HistoryRecorder {
  record(em: EntityManager, actor: Actor | null, record: HistoryRecord): HistoryEntry {
    return em.create(HistoryEntry, {
      entityType: record.entityType,
      entityId: String(record.entityId),
      reference: record.reference ?? null,
      action: record.action,
      before: record.before ?? null,
      after: record.after ?? null,
      // No user stands behind an API key: the entry names the key ("API: <name>"), not a user.
      userId: actor && actor.kind !== 'integration' ? actor.userId : null,
      userName: actor?.name ?? null,
      numer_pracownika: actor && actor.kind !== 'integration' ? actor.numer_pracownika : null,
      createdAt: new Date(),
    });
  }
}

/** The fields that differ between two snapshots, as { before, after } holding only those fields. */
export function diffSnapshots<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
