import { apiFetch } from '../../../shared/api/api-fetch';

/** Downloads one chart's CSV (GET /api/manufacturing/analytics/export) for a range of Warsaw days. */
export async function downloadChartCsv(chart: string, range: { startDate: string; endDate: string }): Promise<void> {
  const q = new URLSearchParams({ chart, startDate: range.startDate, endDate: range.endDate });
  const response = await apiFetch(`/api/manufacturing/analytics/export?${q}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `analityka-${chart}-${range.startDate}-${range.endDate}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
