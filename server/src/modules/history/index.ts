/** The history module's public API. */
export { historyModule } from './history.module.js';
