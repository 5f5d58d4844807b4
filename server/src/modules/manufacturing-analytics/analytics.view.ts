import { z } from 'zod';
import { view } from '../../platform/views.js';

const isoDay = z.string().describe('Warsaw day, YYYY-MM-DD');

const OutputPointSchema = view({
  day: isoDay,
  type: z.string().describe("Custom record type, or 'standard' for standard manufacturing"),
  records: z.number().int().describe('Custom records created that day (standard: entries persisted)'),
  panes: z.number().int().describe('Panes of those records'),
  areaM2: z.number().describe('m² of glass of those panes (width x height)'),
  pieces: z.number().int().describe('Standard pieces persisted into stock that day'),
});
const WorkerPointSchema = view({
  employeeNumber: z.number().int(),
  name: z.string(),
  records: z.number().int(),
  panes: z.number().int(),
  activeDays: z.number().int().describe('Warsaw days with at least one record'),
  panesPerDay: z.number().describe('panes / activeDays'),
  medianLabelMinutes: z.number().nullable().describe('Median minutes from a record to its first printed label (records with labels)'),
});
const MissingShareSchema = view({
  key: z.string().nullable().describe('Reason code, or record type (null: no record)'),
  entries: z.number().int(),
  panes: z.number().int().describe('Panes the rate divides by (all panes for reasons, that type for types)'),
  rate: z.number().describe('entries / panes (0 when no panes)'),
  cumulativeShare: z.number().describe('Pareto: share of all entries up to and including this row'),
});
const AgeBucketSchema = view({
  bucket: z.string().describe("Age of open entries in days: '0-1', '1-3', '3-7', '7-14', '14+'"),
  entries: z.number().int(),
});
const BatchPointSchema = view({ day: isoDay, batches: z.number().int(), panes: z.number().int(), panesPerBatch: z.number() });
const LabelEventSchema = view({
  source: z.enum(['custom', 'standard']),
  kind: z.enum(['REPRINT', 'VOID']),
  reason: z.string().nullable(),
  count: z.number().int(),
});
const ErrorPointSchema = view({ day: isoDay, kind: z.string().describe('CHECK (refused) or ERP (the ERP refused a persist)'), errors: z.number().int() });

export const AnalyticsViewSchema = view({
  startDate: isoDay,
  endDate: isoDay,
  days: z.array(isoDay).describe('Every day of the range, for the charts axis'),
  output: z.array(OutputPointSchema),
  workers: z.array(WorkerPointSchema),
  missingByReason: z.array(MissingShareSchema),
  missingByType: z.array(MissingShareSchema),
  missingCloseMedianDays: z.number().nullable().describe('Median days from report to close (entries reported in range)'),
  missingOpenByAge: z.array(AgeBucketSchema),
  batches: z.array(BatchPointSchema),
  labelEvents: z.array(LabelEventSchema),
  persistErrors: z.array(ErrorPointSchema),
});
export type AnalyticsView = z.output<typeof AnalyticsViewSchema>;
