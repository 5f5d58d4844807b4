import { z } from 'zod';
import { pageSchema } from '../../platform/pagination.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';
import { ERROR_LOG_KINDS, STANDARD_STATUSES } from './standard-entry.entity.js';

/** The reasons a check (or a persist) refuses, each with its plain-Polish message. */
const CHECK_REASONS = [
  'INDEX_UNKNOWN',
  'INDEX_INACTIVE',
  'NOT_IN_STOCK_LIST',
  'NO_LABELS',
  'LABELS_NOT_PRINTED',
  'LABELS_VOIDED',
  'QUANTITY_MISMATCH',
  'ALREADY_PERSISTED',
  'STOCK_PENDING',
  'CHANGE_SETTLED',
] as const;

const StandardPieceViewSchema = view({
  seq: z.number().int(),
  code: z.string().describe('The unique label code of the piece'),
  printedAt: isoDateTime().nullable(),
  printCount: z.number().int(),
  voidedAt: isoDateTime().nullable(),
  voidedBy: z.number().int().nullable().describe('numer_pracownika of who voided the label'),
});

const StandardChangeViewSchema = view({
  id: rowId(),
  status: z.string().describe('PENDING, SUCCESS or ERROR (the stock change)'),
  stary_stan: z.number().int(),
  nowy_stan: z.number().int(),
  attempt: z.number().int(),
  errorMessage: z.string().nullable(),
});

export const StandardEntryViewSchema = view({
  id: rowId(),
  numer_pracownika: z.number().int().describe('The worker who made the pieces'),
  manufacturingDataId: z.number().int(),
  index: z.string().describe('Catalogue index of the product'),
  name: z.string(),
  quantity: z.number().int().describe('Good pieces made: what persisting adds to stock'),
  status: z.enum(STANDARD_STATUSES),
  pieces: z.array(StandardPieceViewSchema),
  activePieces: z.number().int().describe('Pieces whose label is not voided'),
  printedPieces: z.number().int().describe('Active pieces whose label was printed'),
  changeId: z.number().int().nullable().describe('The stock change the persist produced'),
  change: StandardChangeViewSchema.nullable(),
  errorMessage: z.string().nullable().describe('The ERP error of the last persist, while ERROR'),
  checkedAt: isoDateTime().nullable(),
  persistedAt: isoDateTime().nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type StandardEntryView = z.output<typeof StandardEntryViewSchema>;
export const StandardEntryListSchema = pageSchema(StandardEntryViewSchema);

const CheckReasonViewSchema = view({ code: z.enum(CHECK_REASONS), message: z.string().describe('Plain Polish, for the worker') });
export type CheckReason = z.output<typeof CheckReasonViewSchema>;

export const StandardCheckResultSchema = view({
  id: rowId(),
  ok: z.boolean(),
  status: z.enum(STANDARD_STATUSES),
  reasons: z.array(CheckReasonViewSchema).describe('Every reason persisting would be refused, all at once'),
  stockBefore: z.number().int().nullable().describe('The stock of the index now'),
  stockAfter: z.number().int().nullable().describe('What persisting would make it'),
  message: z.string(),
});
export type StandardCheckResult = z.output<typeof StandardCheckResultSchema>;

export const StandardPersistResultSchema = view({
  entry: StandardEntryViewSchema,
  operationId: z.string(),
  message: z.string().describe('"Stan zmieniono pomyślnie", or waiting for the ERP'),
});
export type StandardPersistResult = z.output<typeof StandardPersistResultSchema>;

export const StandardLabelDeleteResultSchema = view({
  voided: z.array(z.string()).describe('The codes voided now'),
  alreadyVoided: z.array(z.string()).describe('Codes that were voided before (left as they were)'),
  entryIds: z.array(z.number().int()),
  message: z.string(),
});
export type StandardLabelDeleteResult = z.output<typeof StandardLabelDeleteResultSchema>;

export const StandardPrintResultSchema = view({
  operationId: z.string(),
  codes: z.array(z.string()).describe('The labels sent to the print queue'),
  jobIds: z.array(z.number().int()),
  message: z.string(),
});
export type StandardPrintResult = z.output<typeof StandardPrintResultSchema>;

const StandardErrorLogViewSchema = view({
  id: rowId(),
  createdAt: isoDateTime(),
  numer_pracownika: z.number().int(),
  entryId: z.number().int(),
  index: z.string(),
  kind: z.enum(ERROR_LOG_KINDS).describe('CHECK: a refused check or persist; ERP: the ERP refused the stock change'),
  message: z.string(),
  reasons: z.array(z.string()).nullable(),
  changeId: z.number().int().nullable(),
});
export type StandardErrorLogView = z.output<typeof StandardErrorLogViewSchema>;
export const StandardErrorLogListSchema = pageSchema(StandardErrorLogViewSchema);

const StandardProductViewSchema = view({
  manufacturingDataId: z.number().int(),
  index: z.string(),
  name: z.string(),
  type: z.string(),
  ean: z.string().nullable(),
  stockQuantity: z.number().int().nullable().describe('Its stock now (null: not in the stock list)'),
  labelsPerPiece: z.number().int(),
});
export const StandardProductListSchema = view({ data: z.array(StandardProductViewSchema), count: z.number().int() });
export type StandardProductList = z.output<typeof StandardProductListSchema>;
