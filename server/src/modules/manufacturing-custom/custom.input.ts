import { z } from 'zod';
import { GLASS_KINDS, MANUFACTURING_TYPES } from '../../../../domain/manufacturing/index.js';
import { orderParam } from '../../platform/pagination.js';
import { OperationIdSchema } from '../../platform/params.js';
import { doc } from '../../platform/graphql/from-zod.js';
import { MISSING_REASONS, RECORD_STATUSES } from './custom.entity.js';

/** The card grid offers 24, 48 and 96 (ADR 0801). */
export const RECORD_PAGE_SIZES = [24, 48, 96] as const;
export const MAX_RECORD_LIMIT = 96;
export const MAX_PANES = 50;
export const MAX_IDS = 500;

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).nullish().transform((v) => (v ? v : null));
const employee = z.coerce.number({ message: 'must be an employee number' }).int('must be a whole number').positive('must be positive').max(2_147_483_647, 'is too large');
const id = z.coerce.number({ message: 'must be a record id' }).int('must be a whole number').positive('must be positive').max(2_147_483_647, 'is too large');

/** numer_zamowienia: the shop's order number (it may contain `/`). */
export const OrderNumberSchema = z.string({ message: 'Podaj numer zamówienia' }).trim().min(1, 'Podaj numer zamówienia').max(64, 'must be at most 64 characters');

/** createManufacturingLogDto: the worker's log line that travels with every create and edit. */
export const LogDtoSchema = z.strictObject({
  numer_pracownika: doc(employee, 'numer_pracownika of the worker at the station'),
  action: doc(optionalText(200), 'What was done'),
  note: doc(optionalText(2000), 'Note'),
});
export type LogDto = z.output<typeof LogDtoSchema>;

const mm = (max: number) => z.number({ message: 'must be a number of millimetres' }).positive('must be more than 0').max(max, `must be at most ${max} mm`);

export const PaneInputSchema = z.strictObject({
  part: doc(optionalText(20), 'Part name'),
  widthMm: doc(mm(6000), 'Width mm'),
  heightMm: doc(mm(6000), 'Height mm'),
  thicknessMm: doc(mm(50), 'Thickness mm'),
  glassKind: doc(z.enum(GLASS_KINDS, { message: `must be one of ${GLASS_KINDS.join(', ')}` }), 'hartowane, laminowane, float, lustro'),
  schema_id: doc(id.nullish().transform((v) => v ?? null), "The pane's drilling schema"),
});
export type PaneInput = z.output<typeof PaneInputSchema>;

/** A record's fields that no rule of its type reads: stored as sent, shown and edited as they are. */
const storedAsSent = {
  notes: doc(optionalText(2000).optional(), 'Notes'),
};
export const STORED_AS_SENT = Object.keys(storedAsSent) as Array<keyof typeof storedAsSent>;
export type StoredAsSent = { [K in keyof typeof storedAsSent]: z.output<(typeof storedAsSent)[K]> };

const recordFields = {
  type: doc(z.enum(MANUFACTURING_TYPES, { message: 'Wybierz typ produkcji' }), 'Manufacturing type code'),
  schema_id: doc(id.nullish(), 'Drilling schema of the record'),
  panes: doc(z.array(PaneInputSchema).max(MAX_PANES, `at most ${MAX_PANES} panes`).nullish(), 'Panes (types with dimensions)'),
  /** Checked by the type's width schema in the service (paths like widthSpec.fixedDim.1.value). */
  widthSpec: doc(z.unknown().optional(), 'Width specification (szklo_kabina)'),
  weightKg: doc(z.number({ message: 'Podaj wagę' }).positive('Podaj wagę').max(100_000, 'is too large').nullish(), 'Scale reading in kg (else computed)'),
  palletHeightCm: doc(z.number({ message: 'Wybierz wysokość palety' }).int('Wybierz wysokość palety').nullish(), 'Pallet height band (paleta)'),
  ...storedAsSent,
  createManufacturingLogDto: doc(LogDtoSchema, "The worker's log line"),
};

/** POST /api/manufacturing/custom-manufacturing */
export const RecordCreateSchema = z.strictObject({ numer_zamowienia: doc(OrderNumberSchema, 'The order number'), ...recordFields });
export type RecordCreateInput = z.output<typeof RecordCreateSchema>;

/** PATCH /api/manufacturing/custom-manufacturing/{id}: the fields to change, the version read. */
export const RecordUpdateSchema = z.strictObject({
  ...recordFields,
  type: doc(recordFields.type.optional(), 'Manufacturing type code'),
  /** The version read (or If-Match); without either the edit is last-writer-wins (ADR 0965). */
  version: doc(z.number({ message: 'must be the version you read' }).int('must be the version you read').positive('must be the version you read').optional(), 'The version you read'),
});
export type RecordUpdateInput = z.output<typeof RecordUpdateSchema>;

export const RECORD_SORT_COLUMNS = ['created_at', 'updated_at', 'numer_zamowienia', 'type', 'worker', 'weight', 'id'] as const;

const dateParam = z.iso.date({ message: 'must be a date YYYY-MM-DD' }).optional();

/** GET /api/manufacturing/custom-manufacturing: page, limit (24, max 96), complete, sort, order, filters. */
export const RecordListQuerySchema = z.strictObject({
  page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
  limit: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(MAX_RECORD_LIMIT, `must be at most ${MAX_RECORD_LIMIT}`).default(24),
  complete: z.string().optional().transform((v) => v === 'complete' || v === 'true' || v === '1'),
  sort: z.enum(RECORD_SORT_COLUMNS, { message: `must be one of ${RECORD_SORT_COLUMNS.join(', ')}` }).default('created_at'),
  order: orderParam('DESC'),
  numer_zamowienia: z.string().trim().max(64).optional(),
  type: z.enum(MANUFACTURING_TYPES, { message: `must be one of ${MANUFACTURING_TYPES.join(', ')}` }).optional(),
  worker: employee.optional(),
  status: z.enum(RECORD_STATUSES.filter((s) => s !== 'DELETED') as ['NEW', 'LABELED', 'CLOSED'], { message: 'must be one of NEW, LABELED, CLOSED' }).optional(),
  batch: z.string().trim().max(24).optional(),
  dateFrom: dateParam,
  dateTo: dateParam,
});
export type RecordListQuery = z.output<typeof RecordListQuerySchema>;

export const FiltersQuerySchema = z.strictObject({ complete: z.string().optional().transform((v) => v === 'complete' || v === 'true' || v === '1') });

export const CheckWorkerSchema = z.strictObject({ numer_zamowienia: OrderNumberSchema });
export const EmployeeParamsSchema = z.object({ employee, id });

/** A label's own code as its QR holds it (`G-<record>-<pane>[-R<n>]`), matched case-insensitively. */
export const LabelCodeSchema = z
  .string({ message: 'must be a label code' })
  .trim()
  .min(1, 'must be a label code')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'must be a label code (letters, digits, -)')
  .transform((v) => v.toUpperCase());

export const IdempotencyKeyOptional = z.string().trim().min(1).max(255).optional();

/** The station's long operations take the id the caller already listens on with operationStatus. */
const operationId = OperationIdSchema.optional();

export const PrintSchema = z.strictObject({
  id,
  printer: id.nullish(),
  quantity: z.number().int('must be a whole number').min(1, 'must be 1..5').max(5, 'must be 1..5').nullish(),
  operationId,
});
export const IdsSchema = z.strictObject({
  ids: z.array(id).min(1, 'choose at least one').max(MAX_IDS, `at most ${MAX_IDS}`),
  printer: id.nullish(),
  reason: optionalText(500).optional(),
  numer_pracownika: employee.optional(),
});
export type IdsInput = z.output<typeof IdsSchema>;
/** label-update and close-batch: the ids, and the operationId their progress is told on. */
export const StationIdsSchema = IdsSchema.extend({ operationId });
export type StationIdsInput = z.output<typeof StationIdsSchema>;

export const ReopenSchema = z.strictObject({ note: optionalText(2000).optional() });

export const ReportMissingSchema = z.strictObject({
  id,
  paneIndex: z.number().int().positive().nullish(),
  reason: z.enum(MISSING_REASONS, { message: `must be one of ${MISSING_REASONS.join(', ')}` }),
  note: optionalText(2000).optional(),
  numer_pracownika: employee,
});
export type ReportMissingInput = z.output<typeof ReportMissingSchema>;

export const CloseMissingSchema = z.strictObject({ numer_pracownika: employee, id });
export const PrintMissingSchema = z.strictObject({ id, printer: id.nullish(), operationId });
export const BatchPrintSchema = z.strictObject({ printer: id.nullish(), operationId });

export const MissingListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1, 'must be at least 1').max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1, 'must be at least 1').max(MAX_RECORD_LIMIT, `must be at most ${MAX_RECORD_LIMIT}`).default(24),
  status: z.enum(['OPEN', 'CLOSED', 'ALL'], { message: 'must be OPEN, CLOSED or ALL' }).default('OPEN'),
});
export type MissingListQuery = z.output<typeof MissingListQuerySchema>;
