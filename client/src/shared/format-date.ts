/** SPEC.md section 9: dates show in Europe/Warsaw as D/M/YYYY. */
export const DISPLAY_TIME_ZONE = 'Europe/Warsaw';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** D/M/YYYY in Europe/Warsaw, e.g. 2026-03-29T22:30:00Z -> 30/3/2026. Empty for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')}/${part('month')}/${part('year')}`;
}
