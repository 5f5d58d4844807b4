/**
 * The filters of the record grids (tab '1' open work, tab '2' completed): the names the list call
 * takes (SPEC.md section 7, `filters`), kept in the URL by the shared list-state hook, and the
 * date range offered as choices (today, the last 7 or 30 days, each month the records span).
 */
import { warsawIsoDay } from '../../../../../domain/dates/index';
export const RECORD_FILTERS = { type: '', worker: '', status: '', batch: '', dateFrom: '', dateTo: '' };
export type RecordFilters = typeof RECORD_FILTERS;

export interface PeriodChoice {
  /** `all`, `today`, `7d`, `30d`, `YYYY-MM` (a month), `custom` (a linked range no choice names). */
  value: string;
  dateFrom: string;
  dateTo: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Today in Europe/Warsaw as YYYY-MM-DD (the server compares dates there too). */
export function warsawToday(now: Date = new Date()): string {
  return warsawIsoDay(now);
}

/** `day` minus `n` days (YYYY-MM-DD, calendar arithmetic, no time zone involved). */
export function minusDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d! - n));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The periods offered: everything, today, the last 7 and 30 days, then every month from the
 * newest record back to the oldest (at most 12), from the filters call's date range.
 */
export function periodChoices(range: { dateFrom: string | null; dateTo: string | null }, today: string): PeriodChoice[] {
  const choices: PeriodChoice[] = [
    { value: 'all', dateFrom: '', dateTo: '' },
    { value: 'today', dateFrom: today, dateTo: today },
    { value: '7d', dateFrom: minusDays(today, 6), dateTo: today },
    { value: '30d', dateFrom: minusDays(today, 29), dateTo: today },
  ];
  if (!range.dateFrom || !range.dateTo) return choices;
  const from = warsawToday(new Date(range.dateFrom)).slice(0, 7);
  let [y, m] = warsawToday(new Date(range.dateTo)).slice(0, 7).split('-').map(Number) as [number, number];
  for (let i = 0; i < 12 && `${y}-${pad(m)}` >= from; i++) {
    choices.push({ value: `${y}-${pad(m)}`, dateFrom: ymd(y, m, 1), dateTo: ymd(y, m, lastDayOf(y, m)) });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return choices;
}

/** Which choice the URL's range is; a range no choice names (a link) is `custom`. */
export function periodOf(filters: Pick<RecordFilters, 'dateFrom' | 'dateTo'>, choices: readonly PeriodChoice[]): string {
  const match = choices.find((c) => c.dateFrom === filters.dateFrom && c.dateTo === filters.dateTo);
  return match?.value ?? 'custom';
}

/** The list call's variables from the URL's filters (empty ones left out; a worker is a number). */
export function recordListVariables(f: RecordFilters) {
  const worker = /^\d{1,9}$/.test(f.worker) ? Number(f.worker) : null;
  return {
    type: f.type || null,
    worker,
    status: f.status || null,
    batch: f.batch || null,
    dateFrom: /^\d{4}-\d{2}-\d{2}$/.test(f.dateFrom) ? f.dateFrom : null,
    dateTo: /^\d{4}-\d{2}-\d{2}$/.test(f.dateTo) ? f.dateTo : null,
  };
}

export const hasFilters = (f: RecordFilters) => Object.values(f).some(Boolean);
