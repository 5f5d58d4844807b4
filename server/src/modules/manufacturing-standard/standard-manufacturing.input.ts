import { z } from 'zod';
import { limitParam, pageParam } from '../../platform/pagination.js';
import { OperationIdSchema } from '../../platform/params.js';
import { STANDARD_STATUSES } from './standard-entry.entity.js';

/** The largest run one entry records (pieces, so labels). */
const MAX_STANDARD_QUANTITY = 500;
/** SPEC.md section 9: manufacturing lists default to 24. */
const STANDARD_DEFAULT_LIMIT = 24;
/** load-error-logs: at most this many Warsaw days, both ends included. */
const MAX_ERROR_LOG_DAYS = 366;
const MAX_LABEL_CODES = 500;

const id = z.number({ message: 'Podaj identyfikator' }).int('Podaj identyfikator').positive('Podaj identyfikator').max(2_147_483_647, 'Podaj identyfikator');
const employee = z.number({ message: 'Podaj numer pracownika' }).int('Numer pracownika to liczba całkowita').positive('Numer pracownika musi być dodatni').max(2_147_483_647, 'Podaj numer pracownika');
const quantity = z
  .number({ message: 'Podaj ilość' })
  .int('Ilość to liczba całych sztuk')
  .min(1, 'Ilość musi wynosić co najmniej 1')
  .max(MAX_STANDARD_QUANTITY, `Ilość może wynosić najwyżej ${MAX_STANDARD_QUANTITY}`);
const day = z.string({ message: 'Podaj datę (RRRR-MM-DD)' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Podaj datę w formacie RRRR-MM-DD').refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}, 'Nie ma takiego dnia');

/** POST /api/manufacturing/standard-manufacturing */
export const StandardCreateSchema = z.strictObject({
  manufacturingDataId: id,
  quantity,
  /** The worker who made the pieces; the caller's own number when absent. */
  numer_pracownika: employee.optional(),
});
export type StandardCreateInput = z.output<typeof StandardCreateSchema>;

/** PATCH /api/manufacturing/standard-manufacturing/{id}: only the fields sent change. */
export const StandardUpdateSchema = z.strictObject({
  manufacturingDataId: id.optional(),
  quantity: quantity.optional(),
});
export type StandardUpdateInput = z.output<typeof StandardUpdateSchema>;

/** POST .../label-delete { data, numer_pracownika } (SPEC.md section 7, names verbatim). */
export const StandardLabelDeleteSchema = z.strictObject({
  data: z
    .array(z.string({ message: 'Kod etykiety to tekst' }).trim().min(1, 'Pusty kod etykiety').max(32, 'Kod etykiety jest za długi'), { message: 'Podaj listę kodów etykiet' })
    .min(1, 'Podaj co najmniej jeden kod etykiety')
    .max(MAX_LABEL_CODES, `Najwyżej ${MAX_LABEL_CODES} kodów naraz`),
  numer_pracownika: employee,
});
export type StandardLabelDeleteInput = z.output<typeof StandardLabelDeleteSchema>;

/** POST .../check and .../persist { id } (the custom paths' shape: the id in the body). */
export const StandardActionSchema = z.strictObject({ id, operationId: OperationIdSchema.optional() });
export type StandardActionInput = z.output<typeof StandardActionSchema>;

/** POST .../print { id, printer }: the labels of the entry's pieces (all active, or only unprinted). */
export const StandardPrintSchema = z.strictObject({
  id,
  printer: id,
  onlyUnprinted: z.boolean({ message: 'true albo false' }).default(true),
  operationId: OperationIdSchema.optional(),
});
export type StandardPrintInput = z.output<typeof StandardPrintSchema>;

const range = {
  numer_pracownika: employee,
  /** Warsaw calendar days, both included. */
  startDate: day,
  endDate: day,
};

/** endDate before startDate, or more than 366 days: 400 naming endDate. */
function rangeRules(v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  const start = Date.parse(`${v.startDate}T00:00:00Z`);
  const end = Date.parse(`${v.endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Data końcowa jest przed początkową' });
  else if ((end - start) / 86_400_000 + 1 > MAX_ERROR_LOG_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `Zakres może obejmować najwyżej ${MAX_ERROR_LOG_DAYS} dni` });
}

/** POST .../load-error-logs { numer_pracownika, startDate, endDate } (+ page, limit). */
export const StandardErrorLogsSchema = z
  .strictObject({
    ...range,
    page: z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(1_000_000, 'is too large').default(1),
    limit: z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(25),
  })
  .superRefine(rangeRules);
export type StandardErrorLogsInput = z.output<typeof StandardErrorLogsSchema>;

/** GET .../error-logs/export?numer_pracownika&startDate&endDate&format=xlsx|csv */
export const StandardErrorLogsExportSchema = z
  .object({
    numer_pracownika: z.coerce.number({ message: 'Podaj numer pracownika' }).pipe(employee),
    startDate: day,
    endDate: day,
    format: z.enum(['xlsx', 'csv'], { message: 'must be xlsx or csv' }).default('xlsx'),
    operationId: OperationIdSchema.optional(),
  })
  .superRefine(rangeRules);
export type StandardErrorLogsExportInput = z.output<typeof StandardErrorLogsExportSchema>;

/** GET .../entries?numer_pracownika&status&page&limit: the newest entries first. */
export const StandardListQuerySchema = z.object({
  numer_pracownika: z.coerce.number({ message: 'Podaj numer pracownika' }).pipe(employee).optional(),
  status: z.enum(STANDARD_STATUSES, { message: `must be one of ${STANDARD_STATUSES.join(', ')}` }).optional(),
  page: pageParam({ max: 1_000_000 }),
  limit: limitParam(STANDARD_DEFAULT_LIMIT),
});
export type StandardListQuery = z.output<typeof StandardListQuerySchema>;

/** GET .../products?search= | ?ean=: active manufacturing data rows a station may pick. */
export const StandardProductQuerySchema = z.object({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional().transform((v) => v || undefined),
  ean: z.string().trim().regex(/^\d{8,14}$/, 'EAN: 8 do 14 cyfr').optional(),
});
export type StandardProductQuery = z.output<typeof StandardProductQuerySchema>;

/** GET .../{id}/preview?size */
export const StandardPreviewQuerySchema = z.object({ code: z.string().trim().max(32).optional() });
