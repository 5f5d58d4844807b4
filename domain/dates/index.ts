/**
 * Dates as people read them (SPEC.md section 9): D/M/YYYY and HH:mm in Europe/Warsaw, whatever the
 * zone of the machine that formats them. Screens, exports, labels and printed slips all call these,
 * so a date reads the same on a screen, in a file and on paper.
 */
export const DISPLAY_TIME_ZONE = 'Europe/Warsaw';

const warsawParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

type Moment = Date | string | number;

/** The Warsaw calendar parts of an instant; null for an invalid date. */
function partsOf(value: Moment): { day: number; month: number; year: number; hour: string; minute: string } | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const p = Object.fromEntries(warsawParts.formatToParts(date).map((x) => [x.type, x.value]));
  return { day: Number(p.day), month: Number(p.month), year: Number(p.year), hour: p.hour!.padStart(2, '0'), minute: p.minute!.padStart(2, '0') };
}

/** D/M/YYYY in Warsaw: 2026-03-29T22:30:00Z -> 30/3/2026. Empty for an invalid date. */
export function formatWarsawDate(value: Moment): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** HH:mm in Warsaw (24-hour). Empty for an invalid date. */
export function formatWarsawTime(value: Moment): string {
  const p = partsOf(value);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** D/M/YYYY HH:mm in Warsaw: when something happened during a working day. Empty for an invalid date. */
export function formatWarsawDateTime(value: Moment): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** YYYY-MM-DD of the Warsaw day an instant falls on (the form date filters and ranges take). */
export function warsawIsoDay(value: Moment): string {
  const p = partsOf(value);
  return p ? `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` : '';
}
