import { isoToDmy } from './range';

/** A day as the charts' x axis writes it: D/M (the year is the range's). */
export const dayMonth = (iso: string) => isoToDmy(iso).replace(/\/\d{4}$/, '');

interface BatchPoint {
  day: string;
  batches: number;
  panesPerBatch: number;
}

/**
 * The batches chart's rows, one per day of the range: the day's batches (0 when none were closed)
 * and its panes per batch, which a day with no batch does not have (null, not 0: the line is not
 * drawn down to 0 there, it joins the days that have batches).
 */
export function dailyBatchRows(days: readonly string[], batches: readonly BatchPoint[]): Array<{ day: string; batches: number; panesPerBatch: number | null }> {
  const byDay = new Map(batches.map((b) => [b.day, b]));
  return days.map((day) => {
    const point = byDay.get(day);
    return { day: dayMonth(day), batches: point?.batches ?? 0, panesPerBatch: point && point.batches > 0 ? point.panesPerBatch : null };
  });
}
