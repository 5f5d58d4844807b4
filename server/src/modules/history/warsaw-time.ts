/** Europe/Warsaw calendar arithmetic without a library (SPEC.md section 9: display time zone). */
const ZONE = 'Europe/Warsaw';
const HOUR = 3_600_000;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const offsetCache = new Map<number, number>();

/** Warsaw's offset from UTC in ms at an instant (cached per hour: offsets change on the hour). */
function warsawOffsetMs(ms: number): number {
  const bucket = Math.floor(ms / HOUR);
  const cached = offsetCache.get(bucket);
  if (cached !== undefined) return cached;
  const p = Object.fromEntries(parts.formatToParts(new Date(bucket * HOUR)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  const offset = asUtc - bucket * HOUR;
  if (offsetCache.size > 100_000) offsetCache.clear();
  offsetCache.set(bucket, offset);
  return offset;
}

/** The instant a Warsaw calendar day (YYYY-MM-DD) begins. */
export function warsawDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d);
  let instant = midnightUtc - warsawOffsetMs(midnightUtc);
  instant = midnightUtc - warsawOffsetMs(instant);
  return new Date(instant);
}

/** The instant the Warsaw day after `day` begins. */
export function warsawDayEnd(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return warsawDayStart(next);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** D/M/YYYY HH:mm:ss.SSS in Warsaw time. */
export function formatWarsaw(date: Date): string {
  const ms = date.getTime();
  const local = new Date(ms + warsawOffsetMs(ms));
  return `${local.getUTCDate()}/${local.getUTCMonth() + 1}/${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}.${pad(local.getUTCMilliseconds(), 3)}`;
}
