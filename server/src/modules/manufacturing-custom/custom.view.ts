import { z } from 'zod';
import { isoDateTime, view } from '../../platform/views.js';
import { pageSchema } from '../../platform/pagination.js';

const part = view({ part: z.string(), value: z.number() });

export const WidthSpecViewSchema = view({
  width: z.number().nullable(),
  anotherWidth: z.number().nullable(),
  difference: z.number().nullable(),
  fixedDim: z.array(part),
  sideWalls: z.array(part),
});

export const PaneViewSchema = view({
  index: z.number().int(),
  part: z.string().nullable(),
  widthMm: z.number(),
  heightMm: z.number(),
  thicknessMm: z.number(),
  glassKind: z.string(),
  schemaId: z.number().int().nullable(),
  weightKg: z.number(),
});

export const LogViewSchema = view({
  id: z.number().int(),
  employeeNumber: z.number().int(),
  employeeName: z.string(),
  action: z.string(),
  note: z.string().nullable(),
  createdAt: isoDateTime(),
});

export const LabelViewSchema = view({
  id: z.number().int(),
  code: z.string(),
  recordId: z.number().int(),
  paneIndex: z.number().int(),
  paneCount: z.number().int(),
  status: z.enum(['QUEUED', 'PRINTED', 'UNKNOWN', 'FAILED', 'VOIDED']),
  printJobId: z.number().int().nullable(),
  printerId: z.number().int().nullable(),
  printedBy: z.number().int(),
  printedByName: z.string(),
  reprintOf: z.number().int().nullable(),
  reprintCount: z.number().int(),
  voidedAt: isoDateTime().nullable(),
  voidedBy: z.number().int().nullable(),
  voidedByName: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: isoDateTime(),
});

export const MissingGlassViewSchema = view({
  id: z.number().int(),
  recordId: z.number().int().nullable(),
  orderNumber: z.string(),
  documentId: z.number().int().nullable(),
  paneIndex: z.number().int().nullable(),
  description: z.string().nullable(),
  reason: z.string(),
  note: z.string().nullable(),
  source: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  reportedBy: z.number().int(),
  reportedByName: z.string(),
  createdAt: isoDateTime(),
  closedAt: isoDateTime().nullable(),
  closedBy: z.number().int().nullable(),
  closedByName: z.string().nullable(),
  printCount: z.number().int(),
  ageMs: z.number().int().describe('How long it has been (or was) open, in ms'),
});

/** A record as lists show it (a card). */
export const RecordSummaryViewSchema = view({
  id: z.number().int(),
  numer_zamowienia: z.string(),
  documentId: z.number().int().nullable(),
  type: z.string(),
  status: z.string(),
  employeeNumber: z.number().int(),
  employeeName: z.string(),
  schemaId: z.number().int().nullable(),
  paneCount: z.number().int(),
  weightKg: z.number().nullable(),
  palletHeightCm: z.number().int().nullable(),
  notes: z.string().nullable(),
  batchId: z.number().int().nullable(),
  batchNumber: z.string().nullable(),
  version: z.number().int(),
  openMissingGlass: z.number().int(),
  activeLabels: z.number().int(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});

export const RecordViewSchema = RecordSummaryViewSchema.extend({
  panes: z.array(PaneViewSchema),
  widthSpec: WidthSpecViewSchema.nullable(),
  computedWeightKg: z.number().nullable(),
  weightWarning: z.string().nullable().describe('Set when the declared weight and the weight computed from the glass disagree (ADR 0962)'),
  updatedByName: z.string().nullable(),
  deletedAt: isoDateTime().nullable(),
  deletedByName: z.string().nullable(),
  sheetStatus: z.string().nullable(),
  log: z.array(LogViewSchema),
  labels: z.array(LabelViewSchema),
  missingGlass: z.array(MissingGlassViewSchema),
});

export const RecordListSchema = pageSchema(RecordSummaryViewSchema);
export const MissingGlassListSchema = pageSchema(MissingGlassViewSchema);

export const FiltersViewSchema = view({
  types: z.array(view({ value: z.string(), count: z.number().int() })),
  workers: z.array(view({ employeeNumber: z.number().int(), name: z.string(), count: z.number().int() })),
  batches: z.array(view({ id: z.number().int(), number: z.string() })),
  statuses: z.array(z.string()),
  dateFrom: isoDateTime().nullable(),
  dateTo: isoDateTime().nullable(),
});

export const OrderDocumentViewSchema = view({ id: z.number().int(), status: z.string(), missingParts: z.array(z.string()).nullable(), createdAt: isoDateTime() });

export const CheckOrderViewSchema = view({
  numer_zamowienia: z.string(),
  customer: z.string(),
  shippingMethod: z.string(),
  paymentsCod: z.boolean(),
  wantsInvoice: z.boolean(),
  is_pickup: z.boolean(),
  pickup_place: z.string().nullable(),
  documents: z.array(OrderDocumentViewSchema),
  records: z.array(RecordSummaryViewSchema),
  claimedBy: view({ employeeNumber: z.number().int(), name: z.string() }).nullable(),
});

export const CheckWorkerViewSchema = view({
  ok: z.literal(true),
  employeeNumber: z.number().int(),
  name: z.string(),
  numer_zamowienia: z.string(),
  message: z.string(),
});

export const StationResultViewSchema = view({
  message: z.string(),
  operationId: z.string().nullable(),
  record: RecordViewSchema.nullable(),
  labels: z.array(LabelViewSchema),
});

export const BatchViewSchema = view({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  closedBy: z.number().int(),
  closedByName: z.string(),
  recordCount: z.number().int(),
  paneCount: z.number().int(),
  totalWeightKg: z.number(),
  recordIds: z.array(z.number().int()),
  reopenCount: z.number().int(),
  createdAt: isoDateTime(),
});
export const BatchListSchema = pageSchema(BatchViewSchema);

export const MissingActionViewSchema = view({
  message: z.string(),
  entry: MissingGlassViewSchema,
  documentReturned: z.boolean().describe('The order\'s packing document went back to the packing queue'),
  operationId: z.string().nullable(),
});

export const FileStatusViewSchema = view({
  id: z.number().int(),
  status: z.enum(['NONE', 'IN_PROGRESS', 'SUCCESS', 'FINISH', 'ERROR']),
  message: z.string().nullable(),
  operationId: z.string().nullable(),
  url: z.string().nullable(),
});

/** A label code scanned anywhere: the record it belongs to. */
export const LabelLookupViewSchema = view({
  code: z.string(),
  labelId: z.number().int(),
  recordId: z.number().int(),
  status: z.enum(['QUEUED', 'PRINTED', 'UNKNOWN', 'FAILED', 'VOIDED']),
});
export type LabelLookupView = z.output<typeof LabelLookupViewSchema>;

export type RecordSummaryView = z.output<typeof RecordSummaryViewSchema>;
export type RecordView = z.output<typeof RecordViewSchema>;
export type LabelView = z.output<typeof LabelViewSchema>;
export type MissingGlassView = z.output<typeof MissingGlassViewSchema>;
export type LogView = z.output<typeof LogViewSchema>;
export type FiltersView = z.output<typeof FiltersViewSchema>;
export type CheckOrderView = z.output<typeof CheckOrderViewSchema>;
export type CheckWorkerView = z.output<typeof CheckWorkerViewSchema>;
export type StationResultView = z.output<typeof StationResultViewSchema>;
export type BatchView = z.output<typeof BatchViewSchema>;
export type MissingActionView = z.output<typeof MissingActionViewSchema>;
export type FileStatusView = z.output<typeof FileStatusViewSchema>;
