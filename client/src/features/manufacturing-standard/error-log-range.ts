import { warsawIsoDay } from '../../../../domain/dates/index';

/** load-error-logs takes at most 366 Warsaw days, both ends included. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** The Warsaw calendar day of an instant, YYYY-MM-DD. */
export function warsawDay(at: Date): string {
  return warsawIsoDay(at);
}

/** The last 30 Warsaw days up to today. */
export function defaultRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const endDate = warsawDay(now);
  const start = new Date(Date.parse(`${endDate}T12:00:00Z`) - 29 * DAY_MS);
  return { startDate: start.toISOString().slice(0, 10), endDate };
}

/** Why the range cannot be asked for (an i18n key under errorLog), or null. */
export function rangeProblem(startDate: string, endDate: string): 'rangeBackwards' | 'rangeTooLong' | null {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  if (end < start) return 'rangeBackwards';
  if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) return 'rangeTooLong';
  return null;
}
