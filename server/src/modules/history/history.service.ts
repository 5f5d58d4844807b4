import type { QueryBuilder } from '@mikro-orm/knex';
import { requireActor, type RequestContext } from '../../platform/context.js';
import type { Dialect, EntityManager } from '../../platform/database.js';
import { COUNT_CAP, countUpTo } from '../../platform/sql/bounded-count.js';
import { sqlInstantMs } from '../../platform/sql/warsaw-day-sql.js';
import { mysqlRowGroups } from '../../platform/sql/mysql-row-groups.js';
import { notFound } from '../../platform/errors.js';
import { offsetOf, pageOf } from '../../platform/pagination.js';
import { Slots } from '../../platform/slots.js';
import { writeTableExport, type ExportSink } from '../../platform/export/table-export.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { HistoryEntry } from '../../platform/audit/history-entry.entity.js';
import { JsonText } from '../../platform/json-text.type.js';
import { encodeCursor, type Cursor, type HistoryExportQuery, type HistoryFilters, type HistoryListQuery } from './history.input.js';
import type { HistoryEntryView, HistoryList } from './history.view.js';
import { warsawDayEnd, warsawDayStart } from './warsaw-time.js';
import { EXPORT_COLUMNS, EXPORT_SELECT, exportCells, writeExportCsvRow, type ExportRow } from './history.export.js';
import { containsPattern } from '../../platform/like.js';
import { actionCodesFor, PRINT_JOB_STEPS } from '../../../../domain/history/index.js';

const historyEntryView = (h: HistoryEntry): HistoryEntryView => ({
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

/** A reference piece that more references contain than this is too common to narrow down by. */
const REFERENCE_CANDIDATES = 50_000;
/** More matching references than this are read as a LIKE over the newest entries (they are dense). */
const MAX_REFERENCES = 5_000;
/** Up to this many matching names are read as separate index ranges and merged; more: one IN. */
const MAX_BRANCHES = 20;
/** Distinct user names stepped through at most; with more, the name filter is a LIKE over entries. */
const MAX_USER_NAMES = 500;

/** Rows per keyset page of an export on SQLite: memory holds one batch, whatever the total. */
const EXPORT_BATCH = 2000;
const PROGRESS_EVERY = 10_000;
/** Rows per write when streaming from MySQL, and the row stream's buffer: small enough that rows
 *  die in V8's young generation (1,000 raised the 1M-row peak by ~30 MB, docs/PERFORMANCE.md). */
const STREAM_GROUP = 200;
export type { ExportSink };
const EXPORT_DONE_MESSAGE = 'Eksport zakończony';

const JSON_TEXT = new JsonText<Record<string, unknown>>();

const NUMERIC_USER = /^\d{1,9}$/;

/** Historia zamówień: the append-only history, listed newest first, one entry in detail, and
 *  exported as CSV or XLSX with memory flat in the row count. */
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

  /** One page, newest first. The page's keys come from an index range that ends in the sort key
   *  (createdAt, id), its rows by id; the count stops COUNT_CAP rows past the page. */
  async list(ctx: RequestContext, q: HistoryListQuery): Promise<HistoryList> {
    const em = ctx.em;
    const plan = await this.plan(em, q.filters);
    const offset = q.after ? 0 : offsetOf(q);
    const keys = plan ? await this.pageKeys(em, plan, q.after ?? null, offset, q.limit) : [];
    // Read-only rows mapped to properties, not managed entities: hydrating 25 entries
    // into the identity map was ~13 % of the request's CPU. The JSON columns are parsed here.
    const rows = keys.length
      ? (
          await em
            .createQueryBuilder(HistoryEntry, 'h')
            .where({ id: { $in: keys.map((k) => k.id) } })
            .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
            .execute<HistoryEntry[]>('all', true)
        ).map((h) => ({ ...h, before: JSON_TEXT.convertToJSValue(h.before), after: JSON_TEXT.convertToJSValue(h.after) }))
      : [];
    const cap = offsetOf(q) + COUNT_CAP;
    const counted = plan ? await this.boundedCount(em, plan, cap) : 0;
    const last = keys.length === q.limit ? keys[keys.length - 1] : null;
    return {
      ...pageOf(rows.map(historyEntryView), counted, q),
      countExact: counted <= cap,
      nextCursor: last ? encodeCursor(last) : null,
    };
  }

  async get(ctx: RequestContext, id: number): Promise<HistoryEntryView> {
    const entry = await ctx.em.findOne(HistoryEntry, { id }, { disableIdentityMap: true });
    if (!entry) throw notFound('History entry');
    return historyEntryView(entry);
  }

  /** The filters as index-friendly conditions; `null` when nothing can match. The reference and a
   *  user's name are first resolved to the few values that contain what was typed, so entries are
   *  read by equality on an index that ends in the sort key, not by a LIKE over every entry. */
  private async plan(em: EntityManager, f: HistoryFilters): Promise<Plan | null> {
    let references: string[] | undefined;
    if (f.reference) {
      references = await this.referencesContaining(em, f.reference);
      if (references && !references.length) return null;
    }
    let branches: Branch[] = [{}];
    let userNames: string[] | undefined;
    let userLike = false;
    if (f.user) {
      if (NUMERIC_USER.test(f.user)) branches = [{ numer_pracownika: Number(f.user) }, { userId: Number(f.user) }];
      else {
        const names = await this.userNamesContaining(em, f.user);
        if (names && !names.length) return null;
        if (!names) userLike = true;
        else if (names.length <= MAX_BRANCHES) branches = names.map((userName) => ({ userName }));
        else userNames = names;
      }
    }
    return { filters: f, references, userNames, userLike, branches };
  }

  /** The distinct references containing `value` (the reference filter's LIKE), found through the
   *  references' three-character pieces: the rarest piece of `value` names at most a few thousand
   *  candidates, which the LIKE then checks. `undefined`: too short or too common to narrow down;
   *  then the entries are read newest first and checked, which finds a page of a common match fast. */
  private async referencesContaining(em: EntityManager, value: string): Promise<string[] | undefined> {
    // Pieces with more digits first (usually the rarer), each counted only up to the rarest so far.
    const grams = gramsOf(value).sort((x, y) => digits(y) - digits(x));
    if (!grams.length) return undefined;
    const conn = em.getConnection('read');
    let rarest: { gram: string; n: number } | null = null;
    for (const gram of grams) {
      const bound: number = rarest ? rarest.n : REFERENCE_CANDIDATES + 1;
      const counted: Array<{ n: number | string }> = await conn.execute(
        'select count(*) as n from (select 1 as x from history_reference_grams where gram = ? limit ?) t',
        [gram, bound],
      );
      const n = counted[0].n;
      if (!rarest || Number(n) < rarest.n) rarest = { gram, n: Number(n) };
      if (rarest.n === 0) return [];
    }
    if (!rarest || rarest.n > REFERENCE_CANDIDATES) return undefined;
    const rows = await conn.execute<Array<{ reference: string }>>(
      `select r.reference from history_reference_grams g join history_references r on r.id = g.reference_id where g.gram = ? and r.reference like ? escape '!'`,
      [rarest.gram, containsPattern(value)],
    );
    // Very many matches: a page of them is found faster newest first than through a long IN.
    return rows.length > MAX_REFERENCES ? undefined : rows.map((r) => r.reference);
  }

  /** The distinct user names containing `value`, found by stepping through the (user_name, ...)
   *  index one name at a time (a few people write millions of entries). `undefined` when there are
   *  too many names to step through. */
  private async userNamesContaining(em: EntityManager, value: string): Promise<string[] | undefined> {
    // The LIKE is the entries' own (the column's collation decides, as for the entries).
    const pattern = `%${userNamePattern(value)}%`;
    const rows = await em.getConnection('read').execute<Array<{ name: string; hit: number | boolean }>>(
      this.dialect === 'mysql'
        ? // MariaDB reads the recursive WITH's correlated min() below by scanning (14 s at 5M
          // entries); a GROUP BY on the index's first column is its loose index scan instead:
          // one index dive per distinct name.
          `select name, case when name like ? escape '!' then 1 else 0 end as hit
           from (select user_name as name from history_entries where user_name is not null group by user_name limit ?) n`
        : `with recursive n (name, k) as (
             select min(user_name), 1 from history_entries
             union all
             select (select min(h.user_name) from history_entries h where h.user_name > n.name), n.k + 1 from n where n.name is not null and n.k < ?
           )
           select name, case when name like ? escape '!' then 1 else 0 end as hit from n where name is not null`,
      this.dialect === 'mysql' ? [pattern, MAX_USER_NAMES] : [MAX_USER_NAMES, pattern],
    );
    if (rows.length >= MAX_USER_NAMES) return undefined;
    return rows.filter((r) => Number(r.hit) === 1).map((r) => r.name);
  }

  /** (createdAt, id) of the page's rows, newest first: one index range per branch (a numeric user
   *  is an employee number or a user id; a name filter each matching name), merged here. */
  private async pageKeys(em: EntityManager, plan: Plan, after: Cursor | null, offset: number, limit: number): Promise<Cursor[]> {
    const single = plan.branches.length === 1;
    const lists: Cursor[][] = [];
    for (const branch of plan.branches) {
      const qb = this.conditions(em, plan, branch);
      // "<= createdAt" first: a range the index can seek to (an OR alone is read row by row on SQLite).
      if (after) qb.andWhere({ createdAt: { $lte: after.createdAt }, $or: [{ createdAt: { $lt: after.createdAt } }, { id: { $lt: after.id } }] });
      qb.select(['h.id', 'h.created_at'])
        .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
        .limit(single ? limit : offset + limit);
      if (single && offset) qb.offset(offset);
      const rows = await qb.execute<Array<{ id: number; created_at: Date | string | number }>>('all', false);
      lists.push(rows.map((r) => ({ id: Number(r.id), createdAt: new Date(sqlInstantMs(r.created_at)) })));
    }
    if (single) return lists[0];
    const seen = new Set<number>();
    return lists
      .flat()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .filter((k) => !seen.has(k.id) && Boolean(seen.add(k.id)))
      .slice(offset, offset + limit);
  }

  /** The matching entries counted up to cap + 1 (cap + 1 meaning "more than cap"), in one
   *  statement: the branches' union as one condition (OR, IN), no order to keep. */
  private async boundedCount(em: EntityManager, plan: Plan, cap: number): Promise<number> {
    const f = plan.filters;
    if (f.user && NUMERIC_USER.test(f.user)) {
      // An OR over two columns is an index merge of every entry of both (1.6 s at 5M on MariaDB):
      // each range's ids up to the bound instead, their union counted here.
      const ids = new Set<number>();
      for (const branch of plan.branches) {
        const rows = await this.conditions(em, plan, branch).select('h.id').limit(cap + 1).execute<Array<{ id: number }>>('all', false);
        for (const r of rows) ids.add(Number(r.id));
      }
      return Math.min(ids.size, cap + 1);
    }
    const names = plan.branches.flatMap((b) => (typeof b.userName === 'string' ? [b.userName] : []));
    return countUpTo(em, this.conditions(em, { ...plan, branches: [{}], userNames: plan.userNames ?? (names.length ? names : undefined) }, {}), cap);
  }

  /** The plan's conditions for one of its branches. */
  private conditions(em: EntityManager, plan: Plan, branch: Branch): QueryBuilder<HistoryEntry> {
    const f = plan.filters;
    const qb = filteredEntries(em, { ...f, reference: plan.references ? undefined : f.reference, user: plan.userLike ? f.user : undefined });
    if (plan.references) qb.andWhere({ reference: { $in: plan.references } });
    if (plan.userNames) qb.andWhere({ userName: { $in: plan.userNames } });
    if (Object.keys(branch).length) qb.andWhere(branch);
    return qb;
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

  /** The rows start at once; how many there are is counted alongside (on its own connection on
   *  MySQL) for the progress messages only: counting first held the first byte back for seconds. */
  private async exportNow(ctx: RequestContext, q: HistoryExportQuery, sink: ExportSink): Promise<number> {
    const actor = requireActor(ctx);
    const operationId = q.operationId;
    const stamp = new Date().toISOString().slice(0, 10);
    const report = (status: 'IN_PROGRESS' | 'SUCCESS' | 'FINISH', message: string) => {
      if (operationId) this.operations.report(actor, operationId, status, message);
    };
    let total: number | null = null;
    let written = 0;
    let nextReport = PROGRESS_EVERY;
    const counting = operationId
      ? filteredEntries(ctx.em.fork(), q.filters)
          .getCount()
          .then((n) => {
            total = n;
            report('IN_PROGRESS', `${written} / ${n}`);
          })
          .catch(() => undefined)
      : Promise.resolve();
    const progress = (n: number) => {
      written += n;
      if (written >= nextReport) {
        if (total !== null) report('IN_PROGRESS', `${written} / ${total}`);
        nextReport += PROGRESS_EVERY;
      }
    };

    await writeTableExport(q.format, sink, {
      fileName: `historia-${stamp}`,
      sheetName: 'Historia',
      columns: EXPORT_COLUMNS,
      batches: this.batches(ctx.em, q.filters),
      cells: exportCells,
      csvRow: writeExportCsvRow,
      onBatch: progress,
    });
    await counting;
    report('SUCCESS', EXPORT_DONE_MESSAGE);
    report('FINISH', `${written} / ${written}`);
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
    let cursor: Cursor | null = null;
    for (;;) {
      const qb = filteredEntries(em.fork(), filters);
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
      cursor = { createdAt: new Date(sqlInstantMs(last.created_at)), id: Number(last.id) };
    }
  }

  /** MySQL/MariaDB: one query whose rows the driver parses as they arrive, read a group at a time
   *  with the connection paused in between (backpressure: the answer's drain sets the pace). No
   *  group lives long enough to be promoted out of V8's young generation. */
  private streamed(em: EntityManager, filters: HistoryFilters): AsyncGenerator<ExportRow[]> {
    return mysqlRowGroups<ExportRow>(em.getKnex(), mysqlExportQuery(em.fork(), filters), STREAM_GROUP);
  }
}

/** The filters as parameterised conditions (nothing from the request becomes SQL text). */
function filteredEntries(em: EntityManager, f: HistoryFilters): QueryBuilder<HistoryEntry> {
  const qb = em.createQueryBuilder(HistoryEntry, 'h');
  // A part of the number finds it: "0004" finds ZAM/2026/0004.
  if (f.reference) qb.andWhere(`h.reference like ? escape '!'`, [containsPattern(f.reference)]);
  // Print jobs: one entry per outcome; the step entries older data still holds stay folded away.
  qb.andWhere({ $not: { entityType: 'print_job', action: { $in: [...PRINT_JOB_STEPS] } } });
  if (f.entityType) qb.andWhere({ entityType: f.entityType });
  if (f.action) qb.andWhere({ action: { $in: actionCodesFor(f.action) } });
  if (f.user) {
    if (NUMERIC_USER.test(f.user)) qb.andWhere({ $or: [{ numer_pracownika: Number(f.user) }, { userId: Number(f.user) }] });
    else qb.andWhere(`h.user_name like ? escape '!'`, [`%${userNamePattern(f.user)}%`]);
  }
  if (f.dateFrom) qb.andWhere({ createdAt: { $gte: warsawDayStart(f.dateFrom) } });
  if (f.dateTo) qb.andWhere({ createdAt: { $lt: warsawDayEnd(f.dateTo) } });
  return qb;
}

/** The (created_at, id) index, read backwards: newest first, the order of every list and export. */
const ORDER_INDEX = 'history_entries_created_at_id_index';

/**
 * The MySQL/MariaDB export's query. With no filter but the dates, it reads the (created_at, id)
 * index in its order. Left to itself, the optimizer scans the whole table for a window that holds
 * most of it, and sorts the window's keys (through temporary files on the database's disk) before
 * the first row goes out: 0.5-0.9 s before the first byte for 1M rows of a 1M-entry table, 3-4 s
 * for 1M rows of 5M. In index order the first row is there in milliseconds, and the database's CPU
 * per row is the same (docs/PERFORMANCE.md). Type, action and employee-number filters keep
 * the optimizer's choice (an index of their own serves them). So do the reference and name
 * substrings: they narrow a window that a table scan reads faster, and what matches is sorted.
 */
export function mysqlExportQuery(em: EntityManager, filters: HistoryFilters): { sql: string; bindings: readonly unknown[] } {
  const qb = filteredEntries(em, filters);
  const datesOnly = !filters.reference && !filters.entityType && !filters.action && !filters.user;
  if (datesOnly) qb.indexHint(`force index (\`${ORDER_INDEX}\`)`);
  return qb
    .select(EXPORT_SELECT)
    .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
    .getKnexQuery()
    .toSQL()
    .toNative();
}

/** LIKE ignores case for ASCII on SQLite and for everything on MySQL; a non-ASCII letter (ł, Ż ...)
 *  matches any one character, so "łukasz" finds "Łukasz" on both. */
function userNamePattern(user: string): string {
  // eslint-disable-next-line no-control-regex -- every non-ASCII character, from U+0000 up
  return user.replace(/[!%_]/g, (c) => '!' + c).replace(/[^\x00-\x7f]/g, '_');
}

/** The three-character pieces of a reference filter, ASCII letters lower-cased as SQLite's lower()
 *  does in the trigger that stores them (MySQL compares them in the column's case-insensitive
 *  collation, as its LIKE does). */
function gramsOf(value: string): string[] {
  const chars = Array.from(value.replace(/[A-Z]/g, (c) => c.toLowerCase()));
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

const digits = (s: string) => s.replace(/\D/g, '').length;

/** Extra conditions of one index range of a list request. */
type Branch = Record<string, unknown>;

/** How a list request reads the entries: the filters, the references and names they resolved to,
 *  and the branches (index ranges) whose newest rows are merged. */
interface Plan {
  filters: HistoryFilters;
  references?: string[];
  userNames?: string[];
  /** Too many names to list: the user filter stays a LIKE. */
  userLike: boolean;
  branches: Branch[];
}
