import { warsawIsoDay } from '../../../../domain/dates/index';

/** Analityka asks for at most 366 Warsaw days, both ends included. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD -> D/M/YYYY. */
export function isoToDmy(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}/${m}/${y}`;
}

/** D/M/YYYY (also D.M.YYYY) -> YYYY-MM-DD, or null when it is no calendar day. */
export function dmyToIso(text: string): string | null {
  const m = /^\s*(\d{1,2})[./](\d{1,2})[./](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The last 30 Warsaw days up to today, as D/M/YYYY. */
export function defaultRange(now: Date = new Date()): { start: string; end: string } {
  const endIso = warsawIsoDay(now);
  const startIso = new Date(Date.parse(`${endIso}T12:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { start: isoToDmy(startIso), end: isoToDmy(endIso) };
}

type RangeProblem = 'badStart' | 'badEnd' | 'backwards' | 'tooLong';

/** The range as the server takes it, or the first problem (an i18n key under analytics.range). */
export function parseRange(start: string, end: string): { startDate: string; endDate: string } | { problem: RangeProblem } {
  const startDate = dmyToIso(start);
  if (!startDate) return { problem: 'badStart' };
  const endDate = dmyToIso(end);
  if (!endDate) return { problem: 'badEnd' };
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
  if (days < 1) return { problem: 'backwards' };
  if (days > MAX_RANGE_DAYS) return { problem: 'tooLong' };
  return { startDate, endDate };
}
