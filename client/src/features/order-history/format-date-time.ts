import { DISPLAY_TIME_ZONE, formatDate } from '../../shared/format-date';

const time = new Intl.DateTimeFormat('pl-PL', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** D/M/YYYY HH:mm:ss in Europe/Warsaw (history entries need the time of day too). */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${time.format(date)}`;
}
