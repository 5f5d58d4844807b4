/** What other features may use of the Analityka feature (its public API). */
export { ManufacturingAnalyticsTab } from './pages/manufacturing-analytics-tab';
