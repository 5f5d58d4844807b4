import { z } from 'zod';
import { pageSchema } from '../../platform/pagination.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';

/** The one declaration of a manufacturing data row as the API shows it. */
export const ManufacturingDataViewSchema = view({
  id: rowId(),
  index: z.string(),
  name: z.string(),
  type: z.string().describe('A manufacturing type (domain/manufacturing/types.ts)'),
  glassKind: z.string(),
  thicknessMm: z.number(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  weightKg: z.number().nullable().describe('The weight of one piece: the override, or the computed one (null without a standard size)'),
  computedWeightKg: z.number().nullable().describe('m² x t x 2.5 kg of the standard size'),
  weightOverridden: z.boolean(),
  defaultSchemaId: z.number().int().nullable(),
  defaultSchemaCode: z.string().nullable(),
  defaultSchemaName: z.string().nullable(),
  labelsPerPiece: z.number().int(),
  active: z.boolean(),
  inCatalogue: z.boolean().describe('The index is a catalogue index of the stock list'),
  catalogueName: z.string().nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type ManufacturingDataView = z.output<typeof ManufacturingDataViewSchema>;
export const ManufacturingDataListSchema = pageSchema(ManufacturingDataViewSchema);

export const ManufacturingDataDeleteResultSchema = view({
  deleted: z.boolean(),
  deactivated: z.boolean(),
  references: z.number().int().describe('Rows of other modules still using it (what kept it from being deleted)'),
  message: z.string(),
});
export type ManufacturingDataDeleteResult = z.output<typeof ManufacturingDataDeleteResultSchema>;

export const ManufacturingDataImportResultSchema = view({
  message: z.string(),
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(view({ line: z.number().int(), index: z.string(), action: z.string() })),
});

const HoleSchema = view({ id: z.string(), x: z.number(), y: z.number(), diameter: z.number(), countersink: z.number().optional() });
const CutoutSchema = view({ id: z.string(), x: z.number(), y: z.number(), width: z.number(), height: z.number(), cornerRadius: z.number() });

/** A drilling schema as the API shows it. */
export const SchemaViewSchema = view({
  type: z.literal('drilling'),
  code: z.string(),
  name: z.string(),
  thicknessMin: z.number(),
  thicknessMax: z.number(),
  paneWidth: z.number(),
  paneHeight: z.number(),
  referenceCorner: z.enum(['bottom-left', 'bottom-right', 'top-left', 'top-right']),
  holes: z.array(HoleSchema),
  cutouts: z.array(CutoutSchema),
  id: rowId(),
  archived: z.boolean(),
  archivedAt: isoDateTime().nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type SchemaView = z.output<typeof SchemaViewSchema>;
export const SchemaListSchema = pageSchema(SchemaViewSchema);

export const SchemaDeleteResultSchema = view({
  deleted: z.boolean(),
  archived: z.boolean(),
  references: z.number().int().describe('Rows still using the schema (what kept it from being deleted)'),
  message: z.string(),
});
export type SchemaDeleteResult = z.output<typeof SchemaDeleteResultSchema>;

const PartSchema = view({ part: z.string(), value: z.number() });
/** The computed width specification (mm). */
export const WidthSpecViewSchema = view({
  width: z.number().nullable(),
  anotherWidth: z.number().nullable(),
  difference: z.number().nullable(),
  fixedDim: z.array(PartSchema),
  sideWalls: z.array(PartSchema),
});

/** The workshop's drilling rules (multiples of the glass thickness t) and the same as sentences. */
export const DrillingRulesViewSchema = view({
  rules: view({
    diameterMinTimesThickness: z.number(),
    diameterMinMm: z.number(),
    diameterMaxShortSideDivisor: z.number().nullable(),
    edgeMinTimesThickness: z.number(),
    spacingMinTimesThickness: z.number(),
    cornerMinTimesThickness: z.number(),
    cutoutCornerRadiusMinTimesThickness: z.number(),
  }),
  descriptions: z.array(z.string()),
});
