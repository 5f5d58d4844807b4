import { z } from 'zod';
import { OperationIdSchema } from '../../platform/params.js';
import { limitParam, pageParam } from '../../platform/pagination.js';
import { isValidEan13 } from '../printing/index.js';

const LABEL_SIZES_LIST = ['small', 'large'] as const;
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_LINES = 6;

const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** Sizes as staff write them: small / mała / 50x30, large / duża / 100x150. */
const SIZE_WORDS: Record<string, string> = { 'mała': 'small', mala: 'small', 'mały': 'small', maly: 'small', '50x30': 'small', 'duża': 'large', duza: 'large', 'duży': 'large', duzy: 'large', '100x150': 'large' };
function sizeWord(v: unknown): unknown {
  if (typeof v !== 'string') return emptyToUndefined(v);
  const word = v.trim().toLowerCase().replace(/\s*(mm)?$/, '').replace(/\s*[x×]\s*/, 'x');
  return SIZE_WORDS[word] ?? (word || undefined);
}

/** One imported row. Lines come as an array `lines` or as columns line1..line6. */
export const LabelRowSchema = z
  .object({
    id: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a label id' }).int().positive('must be a label id').optional()),
    name: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ message: 'is required' }).trim().min(1, 'is required').max(120, 'must be at most 120 characters')),
    lines: z.array(z.string().trim().max(60, 'a line must be at most 60 characters')).max(MAX_LINES, `at most ${MAX_LINES} lines`).default([]),
    ean: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : emptyToUndefined(v)),
      z.string().trim().refine(isValidEan13, 'must be a valid EAN-13 (13 digits, correct check digit)').optional(),
    ),
    code: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : emptyToUndefined(v)),
      z.string().trim().max(48, 'must be at most 48 characters').regex(/^[\x20-\x7e]+$/, 'must be printable ASCII (Code 128)').optional(),
    ),
    size: z.preprocess(sizeWord, z.enum(LABEL_SIZES_LIST, { message: 'must be small (mała, 50x30) or large (duża, 100x150)' }).default('small')),
  })
  .transform((row) => ({ ...row, lines: row.lines.filter((l) => l !== '') }))
  .superRefine((row, ctx) => {
    if (row.lines.length === 0 && !row.ean && !row.code) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'a label needs at least one text line, an EAN or a code' });
  });
export type LabelRow = z.output<typeof LabelRowSchema>;

/** PATCH /api/quick-print/{id}: any field of an import row. */
export const LabelUpdateSchema = z.object({
  name: z.string({ message: 'is required' }).trim().min(1, 'is required').max(120, 'must be at most 120 characters').optional(),
  lines: z
    .array(z.string().trim().max(60, 'a line must be at most 60 characters'))
    .max(MAX_LINES, `at most ${MAX_LINES} lines`)
    .transform((lines) => lines.filter((l) => l !== ''))
    .optional(),
  ean: z.preprocess((v) => (v === '' ? null : v), z.string().trim().refine(isValidEan13, 'must be a valid EAN-13 (13 digits, correct check digit)').nullable().optional()),
  code: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(48, 'must be at most 48 characters').regex(/^[\x20-\x7e]+$/, 'must be printable ASCII (Code 128)').nullable().optional()),
  size: z.preprocess(sizeWord, z.enum(LABEL_SIZES_LIST, { message: 'must be small or large' }).optional()),
});
export type LabelUpdate = z.output<typeof LabelUpdateSchema>;

export const LabelListQuerySchema = z.object({
  page: pageParam({ messages: { type: 'must be a number', min: 'must be at least 1' } }),
  limit: limitParam(25, { type: 'must be a number', max: 'must be at most 100' }),
  search: z.string().trim().max(100).optional(),
});
export type LabelListQuery = z.output<typeof LabelListQuerySchema>;

/** SPEC.md section 7: { id, quantity, type: normal, printer }. */
export const QuickPrintSchema = z.object({
  id: z.coerce.number({ message: 'must be a label id' }).int().positive('must be a label id'),
  quantity: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500'),
  type: z.literal('normal', { message: 'must be "normal"' }).default('normal'),
  printer: z.coerce.number({ message: 'must be a printer id' }).int().positive('must be a printer id'),
  /** Optional: an id the client already listens on with operationStatus. */
  operationId: OperationIdSchema.optional(),
});
export type QuickPrintInput = z.output<typeof QuickPrintSchema>;

/** At most this many labels in one print job (one document). */
const MAX_LABELS_PER_JOB = 200;

/** Several labels printed at once: one job, one document with every label. */
export const QuickPrintManySchema = QuickPrintSchema.omit({ id: true }).extend({
  ids: z
    .array(z.coerce.number({ message: 'must be label ids' }).int().positive('must be label ids'), { message: 'must be a list of label ids' })
    .min(1, 'at least one label')
    .max(MAX_LABELS_PER_JOB, `at most ${MAX_LABELS_PER_JOB} labels`),
});
export type QuickPrintManyInput = z.output<typeof QuickPrintManySchema>;

export const PreviewQuerySchema = z.object({ size: z.enum(['small', 'large']).optional() });
