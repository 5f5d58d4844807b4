import { z } from 'zod';
import { glassKindSchema, manufacturingTypeSchema, MAX_PANE_MM, MAX_THICKNESS_MM, plError } from '../../../../domain/manufacturing/index.js';
import { limitParam, orderParam, pageParam, sortParam } from '../../platform/pagination.js';

/** Dane produkcyjne: default page size (SPEC 9). */
const MANUFACTURING_DATA_DEFAULT_LIMIT = 10;
export const MAX_MANUFACTURING_DATA_ROWS = 5000;
const MAX_WEIGHT_KG = 5000;
const MAX_LABELS_PER_PIECE = 20;

/** Catalogue index: letters, digits and `. _ - /`, starting with a letter or digit (SK-8PRZ-00844). */
const INDEX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const hasAtMostDecimals = (v: number, n: number) => Math.abs(Math.round(v * 10 ** n) - v * 10 ** n) < 1e-6;

const index = z.string({ error: plError }).trim().min(1, { error: plError }).max(64, { error: plError }).regex(INDEX_PATTERN, { error: 'Indeks: litery, cyfry i znaki . _ - / (bez spacji)' });
const name = z.string({ error: plError }).trim().min(1, { error: plError }).max(255, { error: plError });
const thickness = z
  .number({ error: plError })
  .positive({ error: plError })
  .max(MAX_THICKNESS_MM, { error: plError })
  .refine((v) => hasAtMostDecimals(v, 2), { error: 'Podaj grubość z dokładnością do 0,01 mm' });
const size = z.number({ error: plError }).int({ error: 'Podaj wymiar w pełnych milimetrach' }).positive({ error: plError }).max(MAX_PANE_MM, { error: plError });
const weight = z
  .number({ error: plError })
  .positive({ error: plError })
  .max(MAX_WEIGHT_KG, { error: plError })
  .refine((v) => hasAtMostDecimals(v, 2), { error: 'Podaj wagę z dokładnością do 0,01 kg' });
const schemaId = z.number({ error: plError }).int({ error: plError }).positive({ error: plError }).max(2_147_483_647, { error: plError });
const labels = z.number({ error: plError }).int({ error: plError }).min(1, { error: plError }).max(MAX_LABELS_PER_PIECE, { error: plError });

const fields = {
  index,
  name,
  type: manufacturingTypeSchema,
  glassKind: glassKindSchema,
  thicknessMm: thickness,
  /** Standard size in mm; both or neither (null: made to measure). */
  widthMm: size.nullable(),
  heightMm: size.nullable(),
  /** null: computed from the glass (m² x t x 2.5 kg); a number overrides it. */
  weightKg: weight.nullable(),
  defaultSchemaId: schemaId.nullable(),
  labelsPerPiece: labels,
  active: z.boolean({ error: plError }),
};

/** Both sizes or neither. */
function sizesTogether(v: { widthMm?: number | null; heightMm?: number | null }, ctx: z.RefinementCtx) {
  const w = v.widthMm ?? null;
  const h = v.heightMm ?? null;
  if (w === null && h !== null) ctx.addIssue({ code: 'custom', path: ['widthMm'], message: 'Podaj szerokość razem z wysokością' });
  if (h === null && w !== null) ctx.addIssue({ code: 'custom', path: ['heightMm'], message: 'Podaj wysokość razem z szerokością' });
}

export const ManufacturingDataCreateSchema = z
  .strictObject({
    ...fields,
    widthMm: fields.widthMm.default(null),
    heightMm: fields.heightMm.default(null),
    weightKg: fields.weightKg.default(null),
    defaultSchemaId: fields.defaultSchemaId.default(null),
    labelsPerPiece: fields.labelsPerPiece.default(1),
    active: fields.active.default(true),
  })
  .superRefine(sizesTogether);
export type ManufacturingDataCreateInput = z.output<typeof ManufacturingDataCreateSchema>;

/** Only the fields sent change; `weightKg: null` goes back to the computed weight. The pair of
 *  sizes is checked again on the merged row by the service. */
export const ManufacturingDataUpdateSchema = z.strictObject({
  index: fields.index.optional(),
  name: fields.name.optional(),
  type: fields.type.optional(),
  glassKind: fields.glassKind.optional(),
  thicknessMm: fields.thicknessMm.optional(),
  widthMm: fields.widthMm.optional(),
  heightMm: fields.heightMm.optional(),
  weightKg: fields.weightKg.optional(),
  defaultSchemaId: fields.defaultSchemaId.optional(),
  labelsPerPiece: fields.labelsPerPiece.optional(),
  active: fields.active.optional(),
});
export type ManufacturingDataUpdateInput = z.output<typeof ManufacturingDataUpdateSchema>;

const MANUFACTURING_DATA_SORT_COLUMNS = ['index', 'name', 'type', 'glassKind', 'thicknessMm', 'widthMm', 'heightMm', 'weightKg', 'labelsPerPiece', 'active', 'updatedAt', 'id'] as const;

const NUMBER_MESSAGES = { type: 'must be a number', int: 'must be a whole number', min: 'must be at least 1' };

/** GET /api/manufacturing-data/data: page, limit (default 10), search (index and name), sort, order, active. */
export const ManufacturingDataListQuerySchema = z.object({
  page: pageParam({ max: 1_000_000, messages: { ...NUMBER_MESSAGES, max: 'is too large' } }),
  limit: limitParam(MANUFACTURING_DATA_DEFAULT_LIMIT, { ...NUMBER_MESSAGES, max: 'must be at most 100' }),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional().transform((v) => v || undefined),
  sort: sortParam(MANUFACTURING_DATA_SORT_COLUMNS, 'index'),
  order: orderParam('ASC'),
  active: z.enum(['true', 'false'], { message: 'must be true or false' }).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type ManufacturingDataListQuery = z.output<typeof ManufacturingDataListQuerySchema>;

export const ExportQuerySchema = z.object({ format: z.enum(['xlsx', 'csv'], { message: 'must be xlsx or csv' }).default('xlsx') });
