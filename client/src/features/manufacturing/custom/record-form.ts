import { z } from 'zod';
import {
  checkRecordDraft,
  computeWidthSpec,
  formatMessage,
  GLASS_KINDS,
  hasAtMostOneDecimal,
  MAX_PART_CM,
  totalWeightKg,
  typeRules,
  type GlassKind,
  type ManufacturingType,
  type WidthSpec,
} from '../../../../../domain/manufacturing/index';
import type { ManufacturingRecordCreateInput } from '../../../gql/graphql';

/**
 * The station's record form: only the chosen type's extra steps (domain/manufacturing/types.ts is
 * THE table), numbers typed as text (a comma is a decimal point), the width specification and the
 * glass weight computed as the worker types, and the input the server takes.
 */
export interface PartRow {
  part: string;
  value: string;
}
export interface PaneRow {
  part: string;
  widthMm: string;
  heightMm: string;
  thicknessMm: string;
  glassKind: GlassKind;
}
export interface RecordFormValues {
  fixedDim: PartRow[];
  sideWalls: PartRow[];
  panes: PaneRow[];
  schemaId: string;
  weightKg: string;
  palletHeightCm: string;
  notes: string;
}

/** Pallet height bands offered for `paleta` (cm), until the server's configuration is read. */
export const DEFAULT_PALLET_HEIGHTS_CM = [60, 80, 100, 120, 140, 160, 180, 200] as const;
export const DEFAULT_THICKNESS_MM = '8';

export const emptyPane = (part = ''): PaneRow => ({ part, widthMm: '', heightMm: '', thicknessMm: DEFAULT_THICKNESS_MM, glassKind: 'hartowane' });

export function defaultValues(type: ManufacturingType | null): RecordFormValues {
  const steps = type ? typeRules(type).steps : null;
  return {
    fixedDim: steps?.widthSpec && steps.widthSpec !== 'none' ? [{ part: 'A', value: '' }] : [],
    sideWalls: [],
    panes: steps?.dimensions && steps.dimensions !== 'none' ? [emptyPane(steps.widthSpec !== 'none' ? 'A' : '')] : [],
    schemaId: '',
    weightKg: '',
    palletHeightCm: '',
    notes: '',
  };
}

/** '12,5' -> 12.5; '' or anything not a number -> null. */
export function parseNumber(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

const validParts = (rows: PartRow[]) =>
  rows.flatMap((r) => {
    const value = parseNumber(r.value);
    return r.part.trim() && value !== null && value > 0 && value <= MAX_PART_CM && hasAtMostOneDecimal(value) ? [{ part: r.part.trim(), value }] : [];
  });

/** The width specification of what is typed so far (parts not yet valid are left out). */
export function liveWidthSpec(values: Pick<RecordFormValues, 'fixedDim' | 'sideWalls'>): WidthSpec {
  return computeWidthSpec({ fixedDim: validParts(values.fixedDim), sideWalls: validParts(values.sideWalls) });
}

/** The glass weight of the complete panes typed so far, kg (null when none is complete). */
export function liveGlassWeightKg(panes: PaneRow[]): number | null {
  const complete = panes.flatMap((p) => {
    const widthMm = parseNumber(p.widthMm);
    const heightMm = parseNumber(p.heightMm);
    const thicknessMm = parseNumber(p.thicknessMm);
    return widthMm && heightMm && thicknessMm && widthMm > 0 && heightMm > 0 && thicknessMm > 0 ? [{ widthMm, heightMm, thicknessMm }] : [];
  });
  return complete.length ? totalWeightKg(complete) : null;
}

export type FieldErrors = Record<string, string>;

/** The domain's keys as the form's (under manufacturing.custom.form.errors). */
const FORM_KEYS: Record<string, string> = {
  'width.partRequired': 'partRequired',
  'width.duplicatePart': 'partDuplicate',
  'width.valuePositive': 'partRange',
  'width.valueMax': 'partRange',
  'width.oneDecimal': 'oneDecimal',
  'width.fixedDimRequired': 'fixedDimRequired',
  'width.sideWallsRequired': 'sideWallsRequired',
  'record.panesRequired': 'panesRequired',
  'validation.positive': 'positive',
  'record.schemaRequired': 'schemaRequired',
  'record.weightRequired': 'weightRequired',
  'record.palletHeightRequired': 'palletHeightRequired',
};

/** The i18n keys (under manufacturing.custom.form.errors) of what is missing or wrong, by field path
 *  (the server's own words come back prefixed with '!'). What was typed must first read as numbers
 *  and names; the record-by-type rules are the domain's `checkRecordDraft`, the server's own. */
export function checkForm(type: ManufacturingType, v: RecordFormValues): FieldErrors {
  const steps = typeRules(type).steps;
  const errors: FieldErrors = {};
  if (steps.widthSpec !== 'none') {
    (['fixedDim', 'sideWalls'] as const).forEach((list) => {
      v[list].forEach((row, i) => {
        if (!row.part.trim()) errors[`${list}.${i}.part`] = 'partRequired';
        if (parseNumber(row.value) === null) errors[`${list}.${i}.value`] = 'number';
      });
    });
  }
  if (steps.dimensions !== 'none') {
    v.panes.forEach((p, i) => {
      for (const f of ['widthMm', 'heightMm', 'thicknessMm'] as const) if (parseNumber(p[f]) === null) errors[`panes.${i}.${f}`] = 'positive';
    });
  }
  if (steps.weight !== 'none' && v.weightKg.trim() && parseNumber(v.weightKg) === null) errors.weightKg = 'positive';
  // A row whose name is not typed yet is checked under a stand-in name, so its value still is.
  const parts = (rows: PartRow[], list: string) => rows.map((r, i) => ({ part: r.part.trim() || `\u0000${list}${i}`, value: parseNumber(r.value) ?? 0 }));
  const input = toRecordInput(type, v);
  const { errors: problems } = checkRecordDraft(type, {
    ...input,
    widthSpec: input.widthSpec ? { fixedDim: parts(v.fixedDim, 'f'), sideWalls: parts(v.sideWalls, 's') } : null,
    computedWeightKg: liveGlassWeightKg(v.panes),
    schema_id: steps.drillingSchema !== 'none' && v.schemaId ? Number(v.schemaId) : null,
  });
  for (const [path, problem] of Object.entries(problems)) {
    errors[formPath(path)] ??= FORM_KEYS[problem.key] ?? `!${problem.text ?? formatMessage(problem.key, problem.values)}`;
  }
  return errors;
}

/** The record fields of the server's create input (from the GraphQL schema), each one sent: a value or null. */
type RecordInputFromSchema = Omit<ManufacturingRecordCreateInput, 'numer_zamowienia' | 'createManufacturingLogDto' | 'type'>;
export type RecordInputFields = { type: ManufacturingType } & { [K in keyof RecordInputFromSchema]-?: Exclude<RecordInputFromSchema[K], undefined> };

/** What the server takes for the type: the steps the type does not offer are left out (it refuses them). */
export function toRecordInput(type: ManufacturingType, v: RecordFormValues): RecordInputFields {
  const steps = typeRules(type).steps;
  const num = (s: string) => parseNumber(s) ?? 0;
  const parts = (rows: PartRow[]) => rows.map((r) => ({ part: r.part.trim(), value: num(r.value) }));
  const typedWeight = parseNumber(v.weightKg);
  return {
    type,
    schema_id: steps.drillingSchema !== 'none' && v.schemaId ? Number(v.schemaId) : null,
    panes:
      steps.dimensions !== 'none'
        ? v.panes.map((p) => ({ part: p.part.trim() || null, widthMm: num(p.widthMm), heightMm: num(p.heightMm), thicknessMm: num(p.thicknessMm), glassKind: p.glassKind, schema_id: null }))
        : null,
    widthSpec: steps.widthSpec !== 'none' ? { fixedDim: parts(v.fixedDim), sideWalls: parts(v.sideWalls) } : null,
    // Empty: the server computes it from the panes plus the packaging; typed: the scale reading.
    weightKg: steps.weight !== 'none' ? typedWeight : null,
    palletHeightCm: steps.palletHeight !== 'none' && v.palletHeightCm ? Number(v.palletHeightCm) : null,
    notes: v.notes.trim() || null,
  };
}

export const GLASS_KIND_OPTIONS = GLASS_KINDS;

const isGlassKind = (k: string): k is GlassKind => (GLASS_KINDS as readonly string[]).includes(k);
const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** What a saved record looks like in the form (editing it in the drawer): a weight equal to the
 *  computed one is left empty (computed again), a different one is the scale reading. */
export interface RecordFormSource {
  schemaId: number | null;
  panes: ReadonlyArray<{ part: string | null; widthMm: number; heightMm: number; thicknessMm: number; glassKind: string }>;
  widthSpec: { fixedDim: ReadonlyArray<{ part: string; value: number }>; sideWalls: ReadonlyArray<{ part: string; value: number }> } | null;
  weightKg: number | null;
  computedWeightKg: number | null;
  palletHeightCm: number | null;
  notes: string | null;
}
export function toFormValues(r: RecordFormSource): RecordFormValues {
  return {
    fixedDim: (r.widthSpec?.fixedDim ?? []).map((p) => ({ part: p.part, value: text(p.value) })),
    sideWalls: (r.widthSpec?.sideWalls ?? []).map((p) => ({ part: p.part, value: text(p.value) })),
    panes: r.panes.map((p) => ({ part: p.part ?? '', widthMm: text(p.widthMm), heightMm: text(p.heightMm), thicknessMm: text(p.thicknessMm), glassKind: isGlassKind(p.glassKind) ? p.glassKind : 'hartowane' })),
    schemaId: text(r.schemaId),
    weightKg: r.weightKg !== null && r.weightKg !== r.computedWeightKg ? text(r.weightKg) : '',
    palletHeightCm: text(r.palletHeightCm),
    notes: r.notes ?? '',
  };
}

/** The form's zod schema for a type: the same rules as `checkForm` (the domain table), each issue
 *  on its field with the i18n key (under manufacturing.custom.form.errors) as its message. */
export function recordFormSchema(type: ManufacturingType) {
  return z.custom<RecordFormValues>((v) => typeof v === 'object' && v !== null).superRefine((values, ctx) => {
    for (const [path, key] of Object.entries(checkForm(type, values))) {
      ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: key });
    }
  });
}

/** react-hook-form's nested errors as the flat `path -> message` the steps show (a list's own error is its `root`). */
export function flattenFormErrors(errors: unknown, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  if (!errors || typeof errors !== 'object') return out;
  const e = errors as Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) out[prefix] = e.message;
  for (const [key, value] of Object.entries(e)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types' || !value || typeof value !== 'object') continue;
    Object.assign(out, flattenFormErrors(value, key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** Server field paths -> the form's (widthSpec.fixedDim.1.value -> fixedDim.1.value, schema_id -> schemaId). */
export function formPath(serverPath: string): string {
  return serverPath.replace(/^input\./, '').replace(/^widthSpec\./, '').replace(/^schema_id$/, 'schemaId').replace(/\[(\d+)\]/g, '.$1');
}
