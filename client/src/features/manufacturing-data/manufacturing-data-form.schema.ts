import { z } from 'zod';
import { GLASS_KINDS, MANUFACTURING_TYPES, paneWeightKg, type GlassKind, type ManufacturingType } from '../../../../domain/manufacturing/index';
import type { ManufacturingDataFieldsFragment } from '../../gql/graphql';

/** Validation messages are i18n keys under `manufacturingData.validation`. */
const MD_VALIDATION = {
  required: 'manufacturingData.validation.required',
  number: 'manufacturingData.validation.number',
  whole: 'manufacturingData.validation.whole',
  tooLong: 'manufacturingData.validation.tooLong',
  indexFormat: 'manufacturingData.validation.indexFormat',
  sizePair: 'manufacturingData.validation.sizePair',
  taken: 'manufacturingData.validation.taken',
  schema: 'manufacturingData.validation.schema',
  invalid: 'manufacturingData.validation.invalid',
} as const;
export type MdValidationKey = (typeof MD_VALIDATION)[keyof typeof MD_VALIDATION];

/** "8,5" -> 8.5; "" -> null; not a number -> NaN. */
function parseDecimal(v: string): number | null {
  const t = v.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

const decimal = (max: number) =>
  z
    .string()
    .refine((v) => v.trim() !== '', { error: MD_VALIDATION.required })
    .refine((v) => {
      const n = parseDecimal(v);
      return n !== null && Number.isFinite(n) && n > 0 && n <= max;
    }, { error: MD_VALIDATION.number });
const optionalWhole = z.string().refine((v) => {
  const n = parseDecimal(v);
  return n === null || (Number.isInteger(n) && n > 0 && n <= 6000);
}, { error: MD_VALIDATION.whole });

export const manufacturingDataFormSchema = z
  .object({
    index: z.string().trim().min(1, { error: MD_VALIDATION.required }).max(64, { error: MD_VALIDATION.tooLong }).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: MD_VALIDATION.indexFormat }),
    name: z.string().trim().min(1, { error: MD_VALIDATION.required }).max(255, { error: MD_VALIDATION.tooLong }),
    type: z.enum(MANUFACTURING_TYPES),
    glassKind: z.enum(GLASS_KINDS),
    thicknessMm: decimal(50),
    widthMm: optionalWhole,
    heightMm: optionalWhole,
    overrideWeight: z.boolean(),
    weightKg: z.string(),
    defaultSchemaId: z.string(),
    labelsPerPiece: z.string().refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 20, { error: MD_VALIDATION.whole }),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if ((v.widthMm.trim() === '') !== (v.heightMm.trim() === '')) ctx.addIssue({ code: 'custom', path: [v.widthMm.trim() === '' ? 'widthMm' : 'heightMm'], message: MD_VALIDATION.sizePair });
    if (v.overrideWeight) {
      const n = parseDecimal(v.weightKg);
      if (n === null || !Number.isFinite(n) || n <= 0 || n > 5000) ctx.addIssue({ code: 'custom', path: ['weightKg'], message: MD_VALIDATION.number });
    }
  });

export type ManufacturingDataFormValues = z.infer<typeof manufacturingDataFormSchema>;

export const emptyManufacturingDataForm: ManufacturingDataFormValues = {
  index: '',
  name: '',
  type: 'szklo_kabina',
  glassKind: 'hartowane',
  thicknessMm: '8',
  widthMm: '',
  heightMm: '',
  overrideWeight: false,
  weightKg: '',
  defaultSchemaId: '',
  labelsPerPiece: '1',
  active: true,
};

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function toManufacturingDataForm(row: ManufacturingDataFieldsFragment | null): ManufacturingDataFormValues {
  if (!row) return emptyManufacturingDataForm;
  return {
    index: row.index,
    name: row.name,
    type: row.type as ManufacturingType,
    glassKind: row.glassKind as GlassKind,
    thicknessMm: text(row.thicknessMm),
    widthMm: text(row.widthMm),
    heightMm: text(row.heightMm),
    overrideWeight: row.weightOverridden,
    weightKg: row.weightOverridden ? text(row.weightKg) : '',
    defaultSchemaId: text(row.defaultSchemaId),
    labelsPerPiece: String(row.labelsPerPiece),
    active: row.active,
  };
}

/** The weight the server will compute for these values (m² x t x 2.5 kg), or null while incomplete. */
export function liveWeight(v: Pick<ManufacturingDataFormValues, 'widthMm' | 'heightMm' | 'thicknessMm'>): number | null {
  const w = parseDecimal(v.widthMm ?? '');
  const h = parseDecimal(v.heightMm ?? '');
  const t = parseDecimal(v.thicknessMm ?? '');
  if (!w || !h || !t || !Number.isFinite(w) || !Number.isFinite(h) || !Number.isFinite(t)) return null;
  return paneWeightKg({ widthMm: w, heightMm: h, thicknessMm: t });
}

/** The values as the GraphQL input. */
export function toManufacturingDataInput(v: ManufacturingDataFormValues) {
  return {
    index: v.index.trim(),
    name: v.name.trim(),
    type: v.type,
    glassKind: v.glassKind,
    thicknessMm: parseDecimal(v.thicknessMm)!,
    widthMm: parseDecimal(v.widthMm),
    heightMm: parseDecimal(v.heightMm),
    weightKg: v.overrideWeight ? parseDecimal(v.weightKg) : null,
    defaultSchemaId: v.defaultSchemaId ? Number(v.defaultSchemaId) : null,
    labelsPerPiece: Number(v.labelsPerPiece),
    active: v.active,
  };
}

/** The server's field reasons as this form's i18n keys. */
export function serverFieldKey(code: string | null, field: string): MdValidationKey {
  if (code === 'CONFLICT' && field === 'index') return MD_VALIDATION.taken;
  if (field === 'defaultSchemaId') return MD_VALIDATION.schema;
  if (field === 'widthMm' || field === 'heightMm') return MD_VALIDATION.sizePair;
  return MD_VALIDATION.invalid;
}

/** The import's one field: the file to check or import (its actions are off until one is chosen). */
export const dataImportSchema = z.object({ file: z.instanceof(File).nullable().refine((f) => f !== null) });
export type DataImportValues = z.input<typeof dataImportSchema>;
