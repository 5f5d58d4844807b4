/** Analityka (issue 14): the manifest. */
export { manufacturingAnalyticsModule } from './manufacturing-analytics.module.js';
