/** The custom manufacturing module's public API: the manifest (its `api`: records and station services). */
export { manufacturingCustomModule, type ManufacturingCustomApi } from './manufacturing-custom.module.js';
export { MANUFACTURING_UPDATED, type ManufacturingUpdatedEvent } from './custom.events.js';
/** Read-only aggregates for Analityka. */
export * as customAnalytics from './custom.analytics.js';
export type { AnalyticsRange } from './custom.analytics.js';
