import { z } from 'zod';

/** Analityka: at most this many Warsaw days, both ends included. */
const MAX_ANALYTICS_DAYS = 366;
/** The default range: the last 30 Warsaw days, today included. */
export const DEFAULT_ANALYTICS_DAYS = 30;

export const ANALYTICS_CHARTS = ['output', 'workers', 'missing-reasons', 'missing-types', 'missing-open', 'batches', 'labels', 'persist-errors'] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

const day = z
  .string({ message: 'Podaj datę (RRRR-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Podaj datę w formacie RRRR-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Nie ma takiego dnia');

/** endDate before startDate, or more than 366 days: 400 naming endDate. */
function rangeRules(v: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (!v.startDate || !v.endDate) return;
  const start = Date.parse(`${v.startDate}T00:00:00Z`);
  const end = Date.parse(`${v.endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Data końcowa jest przed początkową' });
  else if ((end - start) / 86_400_000 + 1 > MAX_ANALYTICS_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `Zakres może obejmować najwyżej ${MAX_ANALYTICS_DAYS} dni` });
}

const rangeShape = {
  /** First Warsaw day (YYYY-MM-DD); default: 29 days before endDate (or the 366th day before when only endDate is far). */
  startDate: day.optional(),
  /** Last Warsaw day, included; default today in Warsaw. */
  endDate: day.optional(),
};

/** GET /api/manufacturing/analytics?startDate&endDate and the GraphQL query. */
export const AnalyticsRangeSchema = z.strictObject(rangeShape).superRefine(rangeRules);
export type AnalyticsRangeInput = z.output<typeof AnalyticsRangeSchema>;

/** GET /api/manufacturing/analytics/export?chart&startDate&endDate: one chart's series as CSV. */
export const AnalyticsExportSchema = z
  .strictObject({ ...rangeShape, chart: z.enum(ANALYTICS_CHARTS, { message: `Wykres: jeden z ${ANALYTICS_CHARTS.join(', ')}` }) })
  .superRefine(rangeRules);
export type AnalyticsExportInput = z.output<typeof AnalyticsExportSchema>;
