/** The standard manufacturing module's public API. */
export { manufacturingStandardModule } from './manufacturing-standard.module.js';
export type { StandardServices } from './standard.services.js';
export type { StandardEntryView, StandardErrorLogView } from './standard-manufacturing.view.js';
/** Read-only aggregates for Analityka. */
export * as standardAnalytics from './standard.analytics.js';
