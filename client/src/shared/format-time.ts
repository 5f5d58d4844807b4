import { DISPLAY_TIME_ZONE, formatDate } from './format-date';

const hoursMinutes = new Intl.DateTimeFormat('pl-PL', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** D/M/YYYY HH:mm in Europe/Warsaw: when something changed during a working day. Empty for an invalid date. */
export function formatDateAndTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${hoursMinutes.format(date)}`;
}
