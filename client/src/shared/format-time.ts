import { formatWarsawDateTime, formatWarsawTime } from '../../../domain/dates/index';

/** D/M/YYYY HH:mm in Europe/Warsaw: when something changed during a working day. Empty for an invalid date. */
export const formatDateAndTime = formatWarsawDateTime;

/** HH:mm in Europe/Warsaw. Empty for an invalid date. */
export const formatTime = formatWarsawTime;
