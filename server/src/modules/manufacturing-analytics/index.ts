/** Analityka: the manifest. */
export { manufacturingAnalyticsModule } from './manufacturing-analytics.module.js';
