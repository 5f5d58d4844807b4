import { DISPLAY_TIME_ZONE, formatWarsawDate } from '../../../domain/dates/index';

/** SPEC.md section 9: dates show in Europe/Warsaw as D/M/YYYY (domain/dates, the server's too). */
export { DISPLAY_TIME_ZONE };

/** D/M/YYYY in Europe/Warsaw, e.g. 2026-03-29T22:30:00Z -> 30/3/2026. Empty for an invalid date. */
export const formatDate = formatWarsawDate;
