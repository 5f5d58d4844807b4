import { z } from 'zod';
import { isoDateTime, view } from '../../platform/views.js';
import { pageSchema } from '../../platform/pagination.js';
import { doc } from '../../platform/graphql/from-zod.js';

export const WidthPartViewSchema = view({
  part: doc(z.string(), 'Part name (A, B, drzwi)'),
  value: doc(z.number(), 'Centimetres, one decimal'),
});

export const WidthSpecViewSchema = view({
  width: doc(z.number().nullable(), 'Front run in mm (sum of fixedDim x 10 + 4)', { type: 'Int' }),
  anotherWidth: doc(z.number().nullable(), 'Side run in mm (sum of sideWalls x 10 + 4)', { type: 'Int' }),
  difference: doc(z.number().nullable(), 'width - anotherWidth', { type: 'Int' }),
  fixedDim: doc(z.array(WidthPartViewSchema), 'Fixed dimensions'),
  sideWalls: doc(z.array(WidthPartViewSchema), 'Side walls'),
});

export const PaneViewSchema = view({
  index: doc(z.number().int(), '1..N'),
  part: doc(z.string().nullable(), 'Part name'),
  widthMm: doc(z.number(), 'Width in mm'),
  heightMm: doc(z.number(), 'Height in mm'),
  thicknessMm: doc(z.number(), 'Thickness in mm'),
  glassKind: doc(z.string(), 'hartowane, laminowane, float, lustro'),
  schemaId: doc(z.number().int().nullable(), "The pane's own drilling schema (else the record's)"),
  weightKg: doc(z.number(), 'Glass weight in kg'),
});

export const LogViewSchema = view({
  id: doc(z.number().int(), 'Id'),
  employeeNumber: doc(z.number().int(), 'numer_pracownika'),
  employeeName: doc(z.string(), "The worker's name"),
  action: doc(z.string(), 'CREATED, UPDATED, LABEL_PRINTED ... or the worker\'s words'),
  note: doc(z.string().nullable(), 'Note'),
  createdAt: doc(isoDateTime(), 'When'),
});

export const LabelViewSchema = view({
  id: doc(z.number().int(), 'Id'),
  code: doc(z.string(), 'The code in the QR (G-<record>-<pane>[-R<n>])'),
  recordId: doc(z.number().int(), 'The record'),
  paneIndex: doc(z.number().int(), 'Pane n'),
  paneCount: doc(z.number().int(), 'of N'),
  status: doc(z.enum(['QUEUED', 'PRINTED', 'UNKNOWN', 'FAILED', 'VOIDED']), 'QUEUED, PRINTED, UNKNOWN (sent, outcome unknown: a person confirms or prints it again), FAILED, VOIDED'),
  printJobId: doc(z.number().int().nullable(), 'The print job'),
  printerId: doc(z.number().int().nullable(), 'The printer'),
  printedBy: doc(z.number().int(), 'Printed by (numer_pracownika)'),
  printedByName: doc(z.string(), 'Printed by (name)'),
  reprintOf: doc(z.number().int().nullable(), 'The label this one reprints'),
  reprintCount: doc(z.number().int(), 'How many reprints led here'),
  voidedAt: doc(isoDateTime().nullable(), 'Voided when'),
  voidedBy: doc(z.number().int().nullable(), 'Voided by'),
  voidedByName: doc(z.string().nullable(), 'Voided by (name)'),
  voidReason: doc(z.string().nullable(), 'Why'),
  createdAt: doc(isoDateTime(), 'Created'),
});

export const MissingGlassViewSchema = view({
  id: doc(z.number().int(), 'Id'),
  recordId: doc(z.number().int().nullable(), 'The record'),
  orderNumber: doc(z.string(), 'numer_zamowienia'),
  documentId: doc(z.number().int().nullable(), 'The packing document'),
  paneIndex: doc(z.number().int().nullable(), 'The pane'),
  description: doc(z.string().nullable(), 'The pane as it should be, or the packer\'s words'),
  reason: doc(z.string(), 'stluczka_w_produkcji, wada, nie_dostarczono, zly_wymiar, inne'),
  note: doc(z.string().nullable(), 'Note'),
  source: doc(z.string(), 'STATION or PACKING'),
  status: doc(z.enum(['OPEN', 'CLOSED']), 'OPEN or CLOSED'),
  reportedBy: doc(z.number().int(), 'Reported by'),
  reportedByName: doc(z.string(), 'Reported by (name)'),
  createdAt: doc(isoDateTime(), 'Reported'),
  closedAt: doc(isoDateTime().nullable(), 'Closed'),
  closedBy: doc(z.number().int().nullable(), 'Closed by'),
  closedByName: doc(z.string().nullable(), 'Closed by (name)'),
  printCount: doc(z.number().int(), 'Remake slips printed'),
  ageMs: doc(z.number().int().describe('How long it has been (or was) open, in ms'), 'How long it has been (or was) open, ms', { type: 'Float' }),
});

/** A record as lists show it (a card). */
export const RecordSummaryViewSchema = view({
  id: doc(z.number().int(), 'Id'),
  numer_zamowienia: doc(z.string(), 'The shop order number'),
  documentId: doc(z.number().int().nullable(), 'The packing document'),
  type: doc(z.string(), 'Manufacturing type code'),
  status: doc(z.string(), 'NEW, LABELED, CLOSED, DELETED'),
  employeeNumber: doc(z.number().int(), "Owner's numer_pracownika"),
  employeeName: doc(z.string(), "Owner's name"),
  schemaId: doc(z.number().int().nullable(), 'schema_id'),
  paneCount: doc(z.number().int(), 'Panes or packages'),
  weightKg: doc(z.number().nullable(), 'Weight in kg'),
  palletHeightCm: doc(z.number().int().nullable(), 'Pallet height (paleta)'),
  notes: doc(z.string().nullable(), 'Notes'),
  batchId: doc(z.number().int().nullable(), 'Batch id'),
  batchNumber: doc(z.string().nullable(), 'Batch number'),
  version: doc(z.number().int(), 'Optimistic version: send it with an edit'),
  openMissingGlass: doc(z.number().int(), 'Open missing-glass entries'),
  activeLabels: doc(z.number().int(), 'Labels not voided'),
  createdAt: doc(isoDateTime(), 'Created'),
  updatedAt: doc(isoDateTime(), 'Changed'),
});

export const RecordViewSchema = RecordSummaryViewSchema.extend({
  panes: doc(z.array(PaneViewSchema), 'Panes'),
  widthSpec: doc(WidthSpecViewSchema.nullable(), 'Width specification'),
  computedWeightKg: doc(z.number().nullable(), 'Weight computed from the panes plus packaging'),
  weightWarning: doc(z.string().nullable().describe('Set when the declared weight and the weight computed from the glass disagree (ADR 0962)'), 'Set when the declared weight and the weight computed from the glass disagree (more than 20 % and 2 kg), in Polish'),
  updatedByName: doc(z.string().nullable(), 'Who changed it last'),
  deletedAt: doc(isoDateTime().nullable(), 'Deleted when'),
  deletedByName: doc(z.string().nullable(), 'Deleted by'),
  sheetStatus: doc(z.string().nullable(), 'Production sheet: IN_PROGRESS, SUCCESS, ERROR'),
  log: doc(z.array(LogViewSchema), 'The log'),
  labels: doc(z.array(LabelViewSchema), 'Labels'),
  missingGlass: doc(z.array(MissingGlassViewSchema), 'Missing-glass entries'),
});

export const RecordListSchema = pageSchema(RecordSummaryViewSchema);
export const MissingGlassListSchema = pageSchema(MissingGlassViewSchema);

export const FilterValueViewSchema = view({
  value: doc(z.string(), 'Value'),
  count: doc(z.number().int(), 'Records'),
});
export const FilterWorkerViewSchema = view({
  employeeNumber: doc(z.number().int(), 'numer_pracownika'),
  name: doc(z.string(), 'Name'),
  count: doc(z.number().int(), 'Records'),
});
export const FilterBatchViewSchema = view({
  id: doc(z.number().int(), 'Id'),
  number: doc(z.string(), 'Number'),
});

export const FiltersViewSchema = view({
  types: doc(z.array(FilterValueViewSchema), 'Types'),
  workers: doc(z.array(FilterWorkerViewSchema), 'Workers'),
  batches: doc(z.array(FilterBatchViewSchema), 'Batches (completed work)'),
  statuses: doc(z.array(z.string()), 'Statuses'),
  dateFrom: doc(isoDateTime().nullable(), 'Oldest record'),
  dateTo: doc(isoDateTime().nullable(), 'Newest record'),
});

export const OrderDocumentViewSchema = view({
  id: doc(z.number().int(), 'Id'),
  status: doc(z.string(), 'Status in packing'),
  missingParts: doc(z.array(z.string()).nullable(), 'Missing parts'),
  createdAt: doc(isoDateTime(), 'Pushed'),
});

export const OrderHolderViewSchema = view({
  employeeNumber: doc(z.number().int(), 'numer_pracownika'),
  name: doc(z.string(), 'Name'),
});

export const CheckOrderViewSchema = view({
  numer_zamowienia: doc(z.string(), 'Order number'),
  customer: doc(z.string(), 'Customer'),
  shippingMethod: doc(z.string(), 'Shipping method'),
  paymentsCod: doc(z.boolean(), 'Cash on delivery'),
  wantsInvoice: doc(z.boolean(), 'Invoice wanted'),
  is_pickup: doc(z.boolean(), 'Pickup'),
  pickup_place: doc(z.string().nullable(), 'Pickup place'),
  documents: doc(z.array(OrderDocumentViewSchema), 'Its packing documents'),
  records: doc(z.array(RecordSummaryViewSchema), 'Existing records'),
  claimedBy: doc(OrderHolderViewSchema.nullable(), 'The worker holding the order'),
});

export const CheckWorkerViewSchema = view({
  ok: doc(z.literal(true), 'Always true (refusals are errors)'),
  employeeNumber: doc(z.number().int(), 'numer_pracownika'),
  name: doc(z.string(), 'Name'),
  numer_zamowienia: doc(z.string(), 'The order'),
  message: doc(z.string(), 'Message'),
});

export const StationResultViewSchema = view({
  message: doc(z.string(), 'Message'),
  operationId: doc(z.string().nullable(), 'Follow it with operationStatus'),
  record: doc(RecordViewSchema.nullable(), 'The record now'),
  labels: doc(z.array(LabelViewSchema), 'The labels concerned'),
});

export const BatchViewSchema = view({
  id: doc(z.number().int(), 'Id'),
  number: doc(z.string(), 'PRT/YYYY/000123'),
  status: doc(z.string(), 'CLOSED or REOPENED'),
  closedBy: doc(z.number().int(), 'Closed by'),
  closedByName: doc(z.string(), 'Closed by (name)'),
  recordCount: doc(z.number().int(), 'Records'),
  paneCount: doc(z.number().int(), 'Panes'),
  totalWeightKg: doc(z.number(), 'Total weight (kg)'),
  recordIds: doc(z.array(z.number().int()), 'The records as closed'),
  reopenCount: doc(z.number().int(), 'How often reopened'),
  createdAt: doc(isoDateTime(), 'Closed'),
});
export const BatchListSchema = pageSchema(BatchViewSchema);

export const MissingActionViewSchema = view({
  message: doc(z.string(), 'Message'),
  entry: doc(MissingGlassViewSchema, 'The entry now'),
  documentReturned: doc(z.boolean().describe('The order\'s packing document went back to the packing queue'), "The order's packing document went back to the packing queue"),
  operationId: doc(z.string().nullable(), 'Follow printing with operationStatus'),
});

export const FileStatusViewSchema = view({
  id: doc(z.number().int(), 'Record id'),
  status: doc(z.enum(['NONE', 'IN_PROGRESS', 'SUCCESS', 'FINISH', 'ERROR']), 'NONE, IN_PROGRESS, SUCCESS, FINISH, ERROR'),
  message: doc(z.string().nullable(), 'Message'),
  operationId: doc(z.string().nullable(), 'operationStatus id'),
  url: doc(z.string().nullable(), 'Where to download the PDF'),
});

/** A label code scanned anywhere: the record it belongs to. */
export const LabelLookupViewSchema = view({
  code: doc(z.string(), 'The label code'),
  labelId: doc(z.number().int(), 'Label id'),
  recordId: doc(z.number().int(), 'The record'),
  status: doc(z.enum(['QUEUED', 'PRINTED', 'UNKNOWN', 'FAILED', 'VOIDED']), 'QUEUED, PRINTED, FAILED, VOIDED'),
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
