import type { EntityManager } from '@mikro-orm/core';

/**
 * Reads of Analityka's daily rollups (analytics.entity.ts): the same answers as the raw
 * aggregates of custom.analytics.ts / standard.analytics.ts over the Warsaw days first..last (day
 * numbers since 1970-01-01, both included), from ~one row per day and key. Rows whose count went
 * back to 0 (every record of that day and type deleted, ...) are skipped: the raw GROUP BY has no
 * group there.
 */
type Em = Pick<EntityManager, 'getConnection'>;
const run = <T>(em: Em, sql: string, params: unknown[]) => em.getConnection('read').execute(sql, params as never[], 'all') as Promise<T[]>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

interface DayRange {
  first: number;
  last: number;
}

/** Custom records, panes and m² per day and type (customOutputByDay). */
export async function outputByDay(em: Em, r: DayRange) {
  const rows = await run<Record<string, unknown>>(
    em,
    `select d.day as wday, d.type as type, d.records as records, d.panes as panes, d.area_mm2 / 1000000.0 as area
       from analytics_custom_days d where d.day >= ? and d.day <= ? and d.records > 0 order by d.day, d.type`,
    [r.first, r.last],
  );
  return rows.map((x) => ({ day: num(x.wday), type: String(x.type), records: num(x.records), panes: num(x.panes), areaM2: num(x.area) }));
}

/** Per worker: records, panes and the days they recorded on (customOutputByWorker). */
export async function outputByWorker(em: Em, r: DayRange) {
  const rows = await run<Record<string, unknown>>(
    em,
    `select w.employee_number as worker, max(w.employee_name) as name, sum(w.records) as records, sum(w.panes) as panes, count(distinct w.day) as days
       from analytics_worker_days w where w.day >= ? and w.day <= ? and w.records > 0
       group by w.employee_number order by panes desc, worker`,
    [r.first, r.last],
  );
  return rows.map((x) => ({ employeeNumber: num(x.worker), name: String(x.name), records: num(x.records), panes: num(x.panes), activeDays: num(x.days) }));
}

/** Standard entries persisted and their pieces per day (standardPiecesByDay). */
export async function standardPiecesByDay(em: Em, r: DayRange) {
  const rows = await run<Record<string, unknown>>(em, `select s.day as wday, s.entries as entries, s.pieces as pieces from analytics_standard_days s where s.day >= ? and s.day <= ? and s.entries > 0 order by s.day`, [
    r.first,
    r.last,
  ]);
  return rows.map((x) => ({ day: num(x.wday), entries: num(x.entries), pieces: num(x.pieces) }));
}

/** Batches closed and their panes per day (customBatchesByDay). */
export async function batchesByDay(em: Em, r: DayRange) {
  const rows = await run<Record<string, unknown>>(em, `select b.day as wday, b.batches as batches, b.panes as panes from analytics_batch_days b where b.day >= ? and b.day <= ? and b.batches > 0 order by b.day`, [
    r.first,
    r.last,
  ]);
  return rows.map((x) => ({ day: num(x.wday), batches: num(x.batches), panes: num(x.panes) }));
}

/** Standard error-log lines per day and kind (standardErrorsByDay). */
export async function errorsByDay(em: Em, r: DayRange) {
  const rows = await run<Record<string, unknown>>(em, `select e.day as wday, e.kind as kind, e.errors as n from analytics_error_days e where e.day >= ? and e.day <= ? and e.errors > 0 order by e.day, e.kind`, [
    r.first,
    r.last,
  ]);
  return rows.map((x) => ({ day: num(x.wday), kind: String(x.kind), errors: num(x.n) }));
}

/** Custom label reprints and plain voids per reason over the days (customLabelEvents). */
export async function labelEvents(em: Em, r: DayRange) {
  const rows = await run<Record<string, unknown>>(
    em,
    `select l.kind as kind, l.has_reason as has_reason, l.reason as reason, sum(l.n) as n from analytics_label_days l
      where l.day >= ? and l.day <= ? group by l.kind, l.has_reason, l.reason having sum(l.n) > 0 order by l.kind, l.has_reason, l.reason`,
    [r.first, r.last],
  );
  const of = (kind: string) => rows.filter((x) => x.kind === kind).map((x) => ({ reason: num(x.has_reason) ? String(x.reason) : null, count: num(x.n) }));
  return { reprints: of('REPRINT'), voids: of('VOID') };
}
