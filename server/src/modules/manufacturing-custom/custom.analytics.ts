import type { EntityManager } from '@mikro-orm/core';
import { secondsBetweenSql, sqlInstant, warsawDaySql, type SqlDialect } from '../../platform/sql/warsaw-day-sql.js';

/**
 * Narrow read-only aggregates over custom manufacturing's tables for Analityka.
 * Every query groups in the database; the medians read at most two rows of a sorted query.
 * Deleted records never count. `from`/`to` are instants, `to` exclusive (Warsaw day bounds).
 */
export interface AnalyticsRange {
  dialect: SqlDialect;
  from: Date;
  to: Date;
}

type Em = Pick<EntityManager, 'getConnection'>;
const run = <T>(em: Em, sql: string, params: unknown[]) => em.getConnection('read').execute(sql, params as never[], 'all') as Promise<T[]>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Records, panes and m² per Warsaw day (of the record's creation) and type. The pane count and the
 * area (mm²) are the record's columns kept from its `panes` on every write, so a year
 * reads one covering index range instead of parsing 100,000 JSON arrays.
 */
export async function customOutputByDay(em: Em, r: AnalyticsRange) {
  const day = warsawDaySql(r.dialect, 'r.created_at', r.from, r.to);
  const rows = await run<Record<string, unknown>>(
    em,
    `select ${day.sql} as wday, r.type as type, count(*) as records, sum(r.pane_count) as panes, sum(r.area_mm2 / 1000000.0) as area
       from manufacturing_records r where r.deleted_at is null and r.created_at >= ? and r.created_at < ?
       group by wday, r.type order by wday, type`,
    [...day.params, sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)],
  );
  return rows.map((x) => ({ day: num(x.wday), type: String(x.type), records: num(x.records), panes: num(x.panes), areaM2: num(x.area) }));
}

/** Per worker: records, panes and the Warsaw days they recorded on. */
export async function customOutputByWorker(em: Em, r: AnalyticsRange) {
  const day = warsawDaySql(r.dialect, 'r.created_at', r.from, r.to);
  const rows = await run<Record<string, unknown>>(
    em,
    `select r.employee_number as worker, max(r.employee_name) as name, count(*) as records, sum(r.pane_count) as panes, count(distinct ${day.sql}) as days
       from manufacturing_records r where r.deleted_at is null and r.created_at >= ? and r.created_at < ?
       group by r.employee_number order by panes desc, worker`,
    [...day.params, sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)],
  );
  return rows.map((x) => ({ employeeNumber: num(x.worker), name: String(x.name), records: num(x.records), panes: num(x.panes), activeDays: num(x.days) }));
}

/** Median of a non-empty sorted expression: count, then the middle one or two rows. */
async function median(em: Em, expr: string, from: string, params: unknown[]): Promise<number | null> {
  const [c] = await run<{ n: unknown }>(em, `select count(*) as n ${from}`, params);
  const n = num(c?.n);
  if (n === 0) return null;
  const rows = await run<{ v: unknown }>(em, `select ${expr} as v ${from} order by v limit ${n % 2 === 0 ? 2 : 1} offset ${Math.floor((n - 1) / 2)}`, params);
  return rows.reduce((s, x) => s + num(x.v), 0) / rows.length;
}

/**
 * Per worker: the median seconds from a record to its first printed label (records with labels,
 * created in range: v is null without one; a reprint is not a first label). One statement for every worker:
 * each record's delay once, numbered within its worker by a window function, and the middle one
 * or two averaged: what the count-then-offset median did per worker, in one sort. The first label's
 * time is the record's `first_label_at` (the earliest label that is not a reprint, voided
 * or not, set by the print), so the statement reads the records' analytics index (created_at,
 * deleted_at, ..., employee_number, ..., first_label_at) alone instead of one labels lookup per record.
 */
export async function customLabelDelayMedians(em: Em, r: AnalyticsRange): Promise<Map<number, number>> {
  const rows = await run<{ w: unknown; m: unknown }>(
    em,
    `select w, avg(v) as m from (
       select w, v, row_number() over (partition by w order by v) as rn, count(*) over (partition by w) as n from (
         select r.employee_number as w, ${secondsBetweenSql(r.dialect, 'r.created_at', 'r.first_label_at')} as v from manufacturing_records r
          where r.deleted_at is null and r.created_at >= ? and r.created_at < ? and r.first_label_at is not null
       ) t where t.v is not null
     ) x where abs(2 * rn - (n + 1)) <= 1 group by w`,
    [sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)],
  );
  return new Map(rows.map((x) => [num(x.w), num(x.m)]));
}

/** Missing-glass entries reported in range, by reason and by the record's type (null: no record). */
export async function customMissingCounts(em: Em, r: AnalyticsRange) {
  const range = [sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)];
  const byReason = await run<Record<string, unknown>>(em, `select m.reason as k, count(*) as n from manufacturing_missing_glass m where m.created_at >= ? and m.created_at < ? group by m.reason`, range);
  const byType = await run<Record<string, unknown>>(
    em,
    `select rec.type as k, count(*) as n from manufacturing_missing_glass m left join manufacturing_records rec on rec.id = m.record_id where m.created_at >= ? and m.created_at < ? group by rec.type`,
    range,
  );
  const map = (rows: Record<string, unknown>[]) => rows.map((x) => ({ key: x.k === null ? null : String(x.k), entries: num(x.n) }));
  return { byReason: map(byReason), byType: map(byType) };
}

/** Median days from report to close of the entries reported in range and closed. */
export async function customMissingCloseMedianDays(em: Em, r: AnalyticsRange): Promise<number | null> {
  const s = await median(em, secondsBetweenSql(r.dialect, 'm.created_at', 'm.closed_at'), `from manufacturing_missing_glass m where m.status = 'CLOSED' and m.closed_at is not null and m.created_at >= ? and m.created_at < ?`, [
    sqlInstant(r.dialect, r.from),
    sqlInstant(r.dialect, r.to),
  ]);
  return s === null ? null : s / 86_400;
}

/** Age buckets of the entries open now (upper bounds in days; the last is open-ended). */
const MISSING_AGE_BUCKETS = [1, 3, 7, 14] as const;

/** Open missing-glass entries now, counted per age bucket (0: under 1 day ... 4: 14 days and more). */
export async function customMissingOpenByAge(em: Em, dialect: SqlDialect, now: Date) {
  const bounds = MISSING_AGE_BUCKETS.map((d) => sqlInstant(dialect, new Date(now.getTime() - d * 86_400_000)));
  const cases = bounds.map((_, i) => `when m.created_at > ? then ${i}`).join(' ');
  const rows = await run<Record<string, unknown>>(em, `select case ${cases} else ${bounds.length} end as b, count(*) as n from manufacturing_missing_glass m where m.status = 'OPEN' group by case ${cases} else ${bounds.length} end`, [...bounds, ...bounds]);
  return rows.map((x) => ({ bucket: num(x.b), entries: num(x.n) }));
}

/** Batches closed per Warsaw day and their panes. */
export async function customBatchesByDay(em: Em, r: AnalyticsRange) {
  const day = warsawDaySql(r.dialect, 'b.created_at', r.from, r.to);
  const rows = await run<Record<string, unknown>>(
    em,
    `select ${day.sql} as wday, count(*) as batches, sum(b.pane_count) as panes from manufacturing_batches b where b.created_at >= ? and b.created_at < ? group by wday order by wday`,
    [...day.params, sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)],
  );
  return rows.map((x) => ({ day: num(x.wday), batches: num(x.batches), panes: num(x.panes) }));
}

/**
 * Label reprints (new labels replacing one, in range, by the replaced label's void reason) and
 * plain voids (voided in range and not replaced, by reason).
 */
export async function customLabelEvents(em: Em, r: AnalyticsRange) {
  const range = [sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)];
  const reprints = await run<Record<string, unknown>>(
    em,
    `select o.void_reason as k, count(*) as n from manufacturing_labels l join manufacturing_labels o on o.id = l.reprint_of where l.created_at >= ? and l.created_at < ? group by o.void_reason`,
    range,
  );
  const voids = await run<Record<string, unknown>>(
    em,
    `select l.void_reason as k, count(*) as n from manufacturing_labels l where l.voided_at >= ? and l.voided_at < ? and not exists (select 1 from manufacturing_labels x where x.reprint_of = l.id) group by l.void_reason`,
    range,
  );
  const map = (rows: Record<string, unknown>[]) => rows.map((x) => ({ reason: x.k === null ? null : String(x.k), count: num(x.n) }));
  return { reprints: map(reprints), voids: map(voids) };
}
