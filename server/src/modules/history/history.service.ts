import type { QueryBuilder } from '@mikro-orm/knex';
import { requireActor, type RequestContext } from '../../platform/context.js';
import type { Dialect, EntityManager } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { offsetOf, pageOf } from '../../platform/pagination.js';
import { Slots } from '../../platform/slots.js';
import { writeTableExport, type ExportSink } from '../../platform/export/table-export.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { HistoryEntry } from '../../platform/audit/history-entry.entity.js';
import type { HistoryExportQuery, HistoryFilters, HistoryListQuery } from './history.input.js';
import type { HistoryEntryView, HistoryList } from './history.view.js';
import { formatWarsaw, warsawDayEnd, warsawDayStart } from './warsaw-time.js';
import { containsPattern } from '../../platform/like.js';
import { actionWord, describeHistoryData, entityTypeWord, PRINT_JOB_STEPS } from '../../../../domain/history/index.js';

export const historyEntryView = (h: HistoryEntry): HistoryEntryView => ({
  id: h.id,
  entityType: h.entityType,
  entityId: h.entityId,
  reference: h.reference,
  action: h.action,
  before: h.before,
  after: h.after,
  userId: h.userId,
  userName: h.userName,
  numer_pracownika: h.numer_pracownika,
  createdAt: h.createdAt,
});

/** Rows per keyset page of an export on SQLite: memory holds one batch, whatever the total. */
export const EXPORT_BATCH = 2000;
const PROGRESS_EVERY = 10_000;
/** Rows per write when streaming from MySQL, and the row stream's buffer: small enough that rows
 *  die in V8's young generation (1,000 raised the 1M-row peak by ~30 MB, docs/PERFORMANCE.md). */
const STREAM_GROUP = 200;
export type { ExportSink };
export const EXPORT_DONE_MESSAGE = 'Eksport zakończony';

const EXPORT_COLUMNS = ['Nr', 'Data (Europe/Warsaw)', 'Typ', 'Identyfikator', 'Referencja', 'Akcja', 'Użytkownik', 'Numer pracownika', 'Przed', 'Po'];


/** Historia zamówień: the append-only history, listed newest first, one entry in detail, and
 *  exported as CSV or XLSX with memory flat in the row count (ADR 0305). */
export class HistoryService {
  /** On MySQL an export holds a pool connection for as long as its download takes (a stalled
   *  client: indefinitely), so only a few run at once and never take the API's connections. */
  private readonly exportSlots: Slots;

  constructor(
    private readonly operations: OperationService,
    private readonly dialect: Dialect,
    exportConcurrency: number,
  ) {
    this.exportSlots = new Slots(exportConcurrency);
  }

  async list(ctx: RequestContext, q: HistoryListQuery): Promise<HistoryList> {
    const qb = this.filtered(ctx.em, q.filters);
    const count = await qb.clone().getCount();
    const rows = await qb
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .limit(q.limit)
      .offset(offsetOf(q))
      .getResultList();
    return pageOf(rows.map(historyEntryView), count, q);
  }

  async get(ctx: RequestContext, id: number): Promise<HistoryEntryView> {
    const entry = await ctx.em.findOne(HistoryEntry, { id }, { disableIdentityMap: true });
    if (!entry) throw notFound('History entry');
    return historyEntryView(entry);
  }

  /** Streams the filtered entries, newest first, once one of the export slots is free. Waits for
   *  the answer to drain between groups of rows and stops when the client goes away. */
  async exportTo(ctx: RequestContext, q: HistoryExportQuery, sink: ExportSink): Promise<number> {
    requireActor(ctx);
    const release = await this.exportSlots.acquire();
    try {
      // A client that left while waiting for a slot gets nothing (its answer is gone).
      return sink.stream.destroyed ? 0 : await this.exportNow(ctx, q, sink);
    } finally {
      release();
    }
  }

  private async exportNow(ctx: RequestContext, q: HistoryExportQuery, sink: ExportSink): Promise<number> {
    const actor = requireActor(ctx);
    const operationId = q.operationId;
    const total = await this.filtered(ctx.em.fork(), q.filters).getCount();
    const stamp = new Date().toISOString().slice(0, 10);
    const report = (status: 'IN_PROGRESS' | 'SUCCESS' | 'FINISH', message: string) => {
      if (operationId) this.operations.report(actor, operationId, status, message);
    };
    report('IN_PROGRESS', `0 / ${total}`);
    let written = 0;
    let nextReport = PROGRESS_EVERY;
    const progress = (n: number) => {
      written += n;
      if (written >= nextReport) {
        report('IN_PROGRESS', `${written} / ${total}`);
        nextReport += PROGRESS_EVERY;
      }
    };

    await writeTableExport(q.format, sink, {
      fileName: `historia-${stamp}`,
      sheetName: 'Historia',
      columns: EXPORT_COLUMNS,
      total,
      batches: this.batches(ctx.em, q.filters),
      cells: exportRow,
      onBatch: progress,
    });
    report('SUCCESS', EXPORT_DONE_MESSAGE);
    report('FINISH', `${written} / ${total}`);
    return written;
  }

  /** The filtered rows, newest first, as the driver's raw rows (no entity hydration, no property
   *  mapping; before/after stay the JSON text they are stored as). On SQLite (in-process, whose
   *  knex "stream" reads the whole result first) as keyset pages over (createdAt, id), each with a
   *  fresh EntityManager; on MySQL as one streamed query. */
  private async *batches(em: EntityManager, filters: HistoryFilters): AsyncGenerator<ExportRow[]> {
    if (this.dialect === 'mysql') {
      yield* this.streamed(em, filters);
      return;
    }
    let cursor: { createdAt: Date; id: number } | null = null;
    for (;;) {
      const qb = this.filtered(em.fork(), filters);
      if (cursor) qb.andWhere({ $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] });
      const rows = await qb
        .select(EXPORT_SELECT)
        .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
        .limit(EXPORT_BATCH)
        .execute<ExportRow[]>('all', false);
      if (!rows.length) return;
      yield rows;
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      cursor = { createdAt: new Date(last.created_at), id: Number(last.id) };
    }
  }

  /** MySQL/MariaDB: one query whose rows mysql2 parses one at a time as they arrive, read with
   *  backpressure (the socket pauses while the answer's stream is full), grouped for writing. No
   *  batch of rows lives long enough to be promoted out of V8's young generation. */
  private async *streamed(em: EntityManager, filters: HistoryFilters): AsyncGenerator<ExportRow[]> {
    const query = this.filtered(em.fork(), filters)
      .select(EXPORT_SELECT)
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
      .getKnexQuery();
    const rows = query.stream({ highWaterMark: STREAM_GROUP }) as AsyncIterable<ExportRow> & { destroy(): void };
    let group: ExportRow[] = [];
    try {
      for await (const row of rows) {
        group.push(row);
        if (group.length === STREAM_GROUP) {
          yield group;
          group = [];
        }
      }
      if (group.length) yield group;
    } finally {
      rows.destroy();
    }
  }

  /** The filters as parameterised conditions (nothing from the request becomes SQL text). */
  private filtered(em: EntityManager, f: HistoryFilters): QueryBuilder<HistoryEntry> {
    const qb = em.createQueryBuilder(HistoryEntry, 'h');
    // A part of the number finds it: "0004" finds ZAM/2026/0004 (ADR 0863).
    if (f.reference) qb.andWhere(`h.reference like ? escape '!'`, [containsPattern(f.reference)]);
    // Print jobs: one entry per outcome; steps recorded before ADR 0863 stay folded away.
    qb.andWhere({ $not: { entityType: 'print_job', action: { $in: [...PRINT_JOB_STEPS] } } });
    if (f.entityType) qb.andWhere({ entityType: f.entityType });
    if (f.action) qb.andWhere({ action: f.action });
    if (f.user) {
      if (/^\d{1,9}$/.test(f.user)) qb.andWhere({ $or: [{ numer_pracownika: Number(f.user) }, { userId: Number(f.user) }] });
      else {
        // LIKE ignores case for ASCII on SQLite and for everything on MySQL; a non-ASCII letter
        // (ł, Ż ...) matches any one character, so "łukasz" finds "Łukasz" on both.
        // eslint-disable-next-line no-control-regex -- every non-ASCII character, from U+0000 up
        const pattern = f.user.replace(/[!%_]/g, (c) => '!' + c).replace(/[^\x00-\x7f]/g, '_');
        qb.andWhere(`h.user_name like ? escape '!'`, [`%${pattern}%`]);
      }
    }
    if (f.dateFrom) qb.andWhere({ createdAt: { $gte: warsawDayStart(f.dateFrom) } });
    if (f.dateTo) qb.andWhere({ createdAt: { $lt: warsawDayEnd(f.dateTo) } });
    return qb;
  }
}

/** A history row as the export reads it: the driver's row, column names as in the table. */
interface ExportRow {
  id: number;
  created_at: Date | string | number;
  entity_type: string;
  entity_id: string;
  reference: string | null;
  action: string;
  user_name: string | null;
  numer_pracownika: number | null;
  before: string | Record<string, unknown> | null;
  after: string | Record<string, unknown> | null;
}

const EXPORT_SELECT = ['h.id', 'h.created_at', 'h.entity_type', 'h.entity_id', 'h.reference', 'h.action', 'h.user_name', 'h.numer_pracownika', 'h.before', 'h.after'];

/** before/after in words ("Stan: W kolejce; Błąd: ..."), as the detail drawer shows them. */
function dataText(v: ExportRow['before']): string {
  if (v === null || v === undefined) return '';
  try {
    return describeHistoryData(typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown> | null) : v);
  } catch {
    return String(v);
  }
}

function exportRow(h: ExportRow): Array<string | number> {
  return [
    Number(h.id),
    formatWarsaw(new Date(h.created_at)),
    entityTypeWord(h.entity_type),
    h.entity_id,
    h.reference ?? '',
    actionWord(h.action),
    h.user_name ?? '',
    h.numer_pracownika ?? '',
    dataText(h.before),
    dataText(h.after),
  ];
}
