import { AnalyticsTab } from '../components/analytics-tab';
import { useManufacturingAnalytics } from '../hooks/use-manufacturing-analytics';

/** The container of the Analityka tab: the hook fetches, the component presents. */
export function ManufacturingAnalyticsTab() {
  return <AnalyticsTab analytics={useManufacturingAnalytics()} />;
}
