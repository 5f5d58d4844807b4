import type { EntityManager } from '@mikro-orm/core';
import { sqlInstant, warsawDaySql, type SqlDialect } from '../../platform/sql/warsaw-day-sql.js';

/** Narrow read-only aggregates over standard manufacturing's tables for Analityka. */
interface Range {
  dialect: SqlDialect;
  from: Date;
  to: Date;
}
type Em = Pick<EntityManager, 'getConnection'>;
const run = <T>(em: Em, sql: string, params: unknown[]) => em.getConnection('read').execute(sql, params as never[], 'all') as Promise<T[]>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Persisted entries and their pieces (what went into stock) per Warsaw day of the persist. */
export async function standardPiecesByDay(em: Em, r: Range) {
  const day = warsawDaySql(r.dialect, 'e.persisted_at', r.from, r.to);
  const rows = await run<Record<string, unknown>>(
    em,
    `select ${day.sql} as wday, count(*) as entries, sum(e.quantity) as pieces from standard_manufacturing_entries e
      where e.status = 'PERSISTED' and e.persisted_at >= ? and e.persisted_at < ? group by wday order by wday`,
    [...day.params, sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)],
  );
  return rows.map((x) => ({ day: num(x.wday), entries: num(x.entries), pieces: num(x.pieces) }));
}

/** Error log entries (CHECK: a refused check/persist, ERP: the ERP refused a persist) per Warsaw day and kind. */
export async function standardErrorsByDay(em: Em, r: Range) {
  const day = warsawDaySql(r.dialect, 'g.created_at', r.from, r.to);
  const rows = await run<Record<string, unknown>>(
    em,
    `select ${day.sql} as wday, g.kind as kind, count(*) as n from standard_manufacturing_error_logs g
      where g.created_at >= ? and g.created_at < ? group by wday, g.kind order by wday, kind`,
    [...day.params, sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)],
  );
  return rows.map((x) => ({ day: num(x.wday), kind: String(x.kind), errors: num(x.n) }));
}

/** Pieces voided in range (label-delete: a piece broke) and extra prints of pieces last printed in range. */
export async function standardLabelEvents(em: Em, r: Range) {
  const range = [sqlInstant(r.dialect, r.from), sqlInstant(r.dialect, r.to)];
  const [v] = await run<{ n: unknown }>(em, `select count(*) as n from standard_manufacturing_pieces p where p.voided_at >= ? and p.voided_at < ?`, range);
  const [p] = await run<{ n: unknown }>(em, `select coalesce(sum(p.print_count - 1), 0) as n from standard_manufacturing_pieces p where p.print_count > 1 and p.printed_at >= ? and p.printed_at < ?`, range);
  return { voids: num(v?.n), reprints: num(p?.n) };
}
