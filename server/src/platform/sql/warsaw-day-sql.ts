/**
 * SQL pieces for aggregates by Europe/Warsaw calendar day, the same on SQLite (datetimes stored as
 * epoch milliseconds by MikroORM) and MySQL/MariaDB (UTC DATETIME(3)). A day bucket is the UTC
 * instant shifted by Warsaw's offset, which changes at DST: the offset is a CASE over the (at most
 * a few) transition instants inside the queried range, computed here, so GROUP BY runs in the
 * database and no row is loaded to be bucketed.
 */
export type SqlDialect = 'sqlite' | 'mysql';

const HOUR = 3_600_000;
export const DAY_MS = 86_400_000;
const fmt = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' });

/** Warsaw's offset from UTC (ms) at an instant on the hour. */
function offsetAt(ms: number): number {
  const p = Object.fromEntries(fmt.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour)) - Math.floor(ms / HOUR) * HOUR;
}

/** A datetime parameter as the dialect compares it with a stored column. */
export function sqlInstant(dialect: SqlDialect, d: Date): number | string {
  return dialect === 'sqlite' ? d.getTime() : d.toISOString().replace('T', ' ').replace('Z', '');
}

const digitsAt = (s: string, at: number, n: number) => {
  let x = 0;
  for (let i = at; i < at + n; i++) x = x * 10 + s.charCodeAt(i) - 48;
  return x;
};

/**
 * A datetime column's value in a raw row, as ms since the epoch: SQLite gives epoch milliseconds;
 * MySQL/MariaDB give the UTC DATETIME as text ('2026-12-06 03:45:13.497', the driver's dateStrings).
 * `new Date()` of that text reads it in the server's own time zone, an hour or two off on a server
 * set to Europe/Warsaw; this reads it as the UTC it is (and a million export rows parse it faster).
 */
export function sqlInstantMs(value: Date | string | number): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  // The DATETIME text first: a million-row export reads one per row (the digits test and the
  // fraction's slice cost more than the arithmetic).
  if (value.length >= 19 && value.charCodeAt(10) === 32) {
    const fraction = value.length >= 23 ? digitsAt(value, 20, 3) : value.length > 20 ? digitsAt(value, 20, value.length - 20) * 10 ** (23 - value.length) : 0;
    return Date.UTC(digitsAt(value, 0, 4), digitsAt(value, 5, 2) - 1, digitsAt(value, 8, 2), digitsAt(value, 11, 2), digitsAt(value, 14, 2), digitsAt(value, 17, 2), fraction);
  }
  if (/^\d+$/.test(value)) return Number(value);
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
}

/**
 * `{ sql, params }` of an expression giving the Warsaw day of `column` as a day number since
 * 1970-01-01 (an integer; `epochDayToIso` turns it back into YYYY-MM-DD). Valid for instants in
 * [from, to): the offsets of that span only.
 */
export function warsawDaySql(dialect: SqlDialect, column: string, from: Date, to: Date): { sql: string; params: Array<number | string> } {
  const segments: Array<{ until: number; offset: number }> = [];
  let hour = Math.floor(from.getTime() / HOUR) * HOUR;
  let current = offsetAt(hour);
  for (; hour <= to.getTime(); hour += HOUR) {
    const o = offsetAt(hour);
    if (o !== current) {
      segments.push({ until: hour, offset: current });
      current = o;
    }
  }
  const params: Array<number | string> = [];
  let offset: string;
  if (segments.length === 0) offset = String(current / 1000);
  else {
    offset = 'case';
    for (const s of segments) {
      offset += ` when ${column} < ? then ${s.offset / 1000}`;
      params.push(sqlInstant(dialect, new Date(s.until)));
    }
    offset += ` else ${current / 1000} end`;
  }
  const sql = dialect === 'sqlite' ? `((${column} + (${offset}) * 1000) / ${DAY_MS})` : `(to_days(${column} + interval (${offset}) second) - 719528)`;
  return { sql, params };
}

/** Seconds from `a` to `b` (both datetime columns or expressions). */
export function secondsBetweenSql(dialect: SqlDialect, a: string, b: string): string {
  return dialect === 'sqlite' ? `((${b} - ${a}) / 1000.0)` : `(timestampdiff(microsecond, ${a}, ${b}) / 1000000.0)`;
}

/** Day number since 1970-01-01 -> YYYY-MM-DD. */
export function epochDayToIso(day: number): string {
  return new Date(Number(day) * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD -> day number since 1970-01-01. */
export function isoToEpochDay(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}
