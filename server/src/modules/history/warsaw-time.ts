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

/** Warsaw's offset at the start of an hour, from Intl (tens of microseconds a call). */
function intlOffset(hour: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(hour * HOUR)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - hour * HOUR;
}

/** Warsaw's offset from UTC in ms at an instant (cached per hour: offsets change on the hour). A
 *  UTC day whose first and last hours have one offset has it all day (Warsaw changes at most once
 *  a day), so Intl is asked twice a day, not 24 times: an export of a year of entries asked ~9,000 times. */
function warsawOffsetMs(ms: number): number {
  const bucket = Math.floor(ms / HOUR);
  const cached = offsetCache.get(bucket);
  if (cached !== undefined) return cached;
  if (offsetCache.size > 100_000) offsetCache.clear();
  const first = bucket - (((bucket % 24) + 24) % 24);
  const start = intlOffset(first);
  if (start === intlOffset(first + 23)) {
    for (let h = first; h < first + 24; h++) offsetCache.set(h, start);
    return start;
  }
  const offset = intlOffset(bucket);
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

/** "00".."59" and "000".."999": an export formats a million times, so no padStart per row. */
const TWO = Array.from({ length: 60 }, (_, i) => pad(i));
const THREE = Array.from({ length: 1000 }, (_, i) => pad(i, 3));

/** The hour an export is in ("D/M/YYYY HH:"), remembered for the next row: rows come in time order,
 *  and Warsaw's offset is whole hours, so minutes, seconds and milliseconds are the instant's own. */
let hourBucket = NaN;
let hourPrefix = '';

/** D/M/YYYY HH:mm:ss.SSS in Warsaw time. */
export function formatWarsaw(date: Date): string {
  return formatWarsawMs(date.getTime());
}

/** formatWarsaw of an instant in ms, without a Date per call. */
export function formatWarsawMs(ms: number): string {
  const bucket = Math.floor(ms / HOUR);
  if (bucket !== hourBucket) {
    const offset = warsawOffsetMs(ms);
    // Before 1915 Warsaw kept its own mean time (+1:24): not whole hours, formatted in full.
    if (offset % HOUR !== 0) return formatFull(ms, offset);
    const local = new Date(bucket * HOUR + offset);
    hourPrefix = `${local.getUTCDate()}/${local.getUTCMonth() + 1}/${local.getUTCFullYear()} ${TWO[local.getUTCHours()]}:`;
    hourBucket = bucket;
  }
  const inHour = ms - bucket * HOUR;
  const minute = Math.floor(inHour / 60_000);
  const second = Math.floor((inHour - minute * 60_000) / 1000);
  return `${hourPrefix}${TWO[minute]}:${TWO[second]}.${THREE[inHour - minute * 60_000 - second * 1000]}`;
}

function formatFull(ms: number, offset: number): string {
  const local = new Date(ms + offset);
  return `${local.getUTCDate()}/${local.getUTCMonth() + 1}/${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}.${pad(local.getUTCMilliseconds(), 3)}`;
}
