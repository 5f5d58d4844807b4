import { defineRoute } from '../../platform/rest/route.js';
import { ANALYTICS_CHARTS, AnalyticsExportSchema, AnalyticsRangeSchema } from './analytics.input.js';
import type { ManufacturingAnalyticsService } from './analytics.service.js';
import { AnalyticsViewSchema } from './analytics.view.js';
import { httpExportSink } from '../../platform/export/table-export.js';

const BASE = '/manufacturing/analytics';
const tags = ['manufacturing-analytics'];
const range = 'startDate, endDate (YYYY-MM-DD, Europe/Warsaw days, both included; default the last 30 days ending today; at most 366 days, endDate not before startDate)';

/** Analityka, role 3+. */
export function analyticsRoutes(service: ManufacturingAnalyticsService) {
  return [
    defineRoute({
      method: 'get',
      path: BASE,
      operation: 'manufacturingAnalytics',
      tags,
      summary: `Every Analityka chart's series over ${range}: output per day by type, per worker, missing glass (Pareto by reason and type, median days to close, open by age), batches, label reprints and voids, standard persist errors`,
      query: AnalyticsRangeSchema,
      response: AnalyticsViewSchema,
      handle: (ctx, { query }) => service.charts(ctx, query),
    }),
    defineRoute({
      method: 'get',
      path: `${BASE}/export`,
      operation: 'manufacturingAnalyticsExport',
      tags,
      summary: `One chart's series as CSV (UTF-8 BOM, semicolons): chart (${ANALYTICS_CHARTS.join(', ')}), ${range}`,
      query: AnalyticsExportSchema,
      produces: 'text/csv',
      handle: async (ctx, { query }, { res }) => {
        await service.exportCsv(ctx, query, httpExportSink(res));
      },
    }),
  ];
}
