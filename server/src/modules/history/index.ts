/** The history module's public API. */
export { historyModule } from './history.module.js';
/** Europe/Warsaw calendar days as instants (DST-safe), for other modules' date ranges. */
export { warsawDayStart, warsawDayEnd } from './warsaw-time.js';
