import { describeIssue, type MessageRef } from './messages.js';
import { typeRules, type ManufacturingType } from './types.js';
import { computeWidthSpec, widthSpecInputSchemaFor, type WidthSpec } from './width.js';

/** A record's extra steps as the station sends them (numbers parsed; null or absent: not given). */
export interface RecordDraft {
  schema_id?: number | null;
  panes?: ReadonlyArray<{ widthMm: number; heightMm: number; thicknessMm: number; schema_id?: number | null }> | null;
  /** The width specification as sent; checked with the type's width schema. */
  widthSpec?: unknown;
  /** The weight typed (a scale reading); null or absent: none typed. */
  weightKg?: number | null;
  /** The weight the panes give (plus packaging), used when none is typed; null when it cannot be computed. */
  computedWeightKg?: number | null;
  palletHeightCm?: number | null;
}

/** The warehouse's values the rules compare with (the server's configuration; absent: not checked). */
export interface RecordLimits {
  /** The pallet height bands offered (cm). */
  palletHeightsCm?: readonly number[];
  /** The heaviest record of the type (kg). */
  weightLimitKg?: number;
}

/** One problem: the domain's i18n key, and for a width-schema issue the text that schema already worded. */
export interface DraftProblem extends MessageRef {
  text?: string;
}

export interface RecordDraftCheck {
  /** What is wrong, by field path (`panes.0.widthMm`, `widthSpec.fixedDim.1.value`). */
  errors: Record<string, DraftProblem>;
  /** The width specification computed from a valid one (null when none was given or it is invalid). */
  widthSpec: WidthSpec | null;
  /** The weight the record takes: the typed one, else the computed one, rounded to 0.01 kg (null for types without weight). */
  weightKg: number | null;
}

const given = (v: unknown) => v !== undefined && v !== null;

/**
 * The record-by-type rules: the type's required steps present, its refused steps absent, every
 * given step valid (width specification, pane sizes, weight within the type's limit, a pallet
 * height from the offered bands). The server answers them as a 400 naming each field; the station
 * form shows them on its fields before anything is sent. Checks needing the database (a schema
 * exists, is not archived, fits the glass) are the server's alone.
 */
export function checkRecordDraft(type: ManufacturingType, draft: RecordDraft, limits: RecordLimits = {}): RecordDraftCheck {
  const steps = typeRules(type).steps;
  const errors: Record<string, DraftProblem> = {};
  const notUsed: MessageRef = { key: 'record.notUsed', values: { type } };

  let widthSpec: WidthSpec | null = null;
  if (given(draft.widthSpec)) {
    if (steps.widthSpec === 'none') errors.widthSpec = notUsed;
    else {
      const parsed = widthSpecInputSchemaFor(type).safeParse(draft.widthSpec);
      if (parsed.success) widthSpec = computeWidthSpec(parsed.data);
      else for (const issue of parsed.error.issues) errors[['widthSpec', ...issue.path.map(String)].join('.')] ??= { ...describeIssue(issue), text: issue.message };
    }
  } else if (steps.widthSpec === 'required') errors.widthSpec = { key: 'record.widthSpecRequired', values: { type } };

  const panes = draft.panes ?? [];
  if (steps.dimensions === 'none' && panes.length) errors.panes = notUsed;
  if (steps.dimensions === 'required' && !panes.length) errors.panes = { key: 'record.panesRequired', values: { type } };
  if (steps.dimensions !== 'none')
    panes.forEach((p, i) => {
      for (const f of ['widthMm', 'heightMm', 'thicknessMm'] as const) if (!(p[f] > 0)) errors[`panes.${i}.${f}`] ??= { key: 'validation.positive' };
    });

  const schemaFields: string[] = [];
  if (draft.schema_id) schemaFields.push('schema_id');
  panes.forEach((p, i) => p.schema_id && schemaFields.push(`panes.${i}.schema_id`));
  if (steps.drillingSchema === 'none') for (const f of schemaFields) errors[f] = notUsed;
  if (steps.drillingSchema === 'required' && !schemaFields.length) errors.schema_id = { key: 'record.schemaRequired' };

  let weightKg: number | null = null;
  if (steps.weight === 'none') {
    if (given(draft.weightKg)) errors.weightKg = notUsed;
  } else {
    if (given(draft.weightKg) && !(draft.weightKg! > 0)) errors.weightKg = { key: 'validation.positive' };
    weightKg = draft.weightKg ?? draft.computedWeightKg ?? null;
    if (weightKg === null && steps.weight === 'required') errors.weightKg ??= { key: 'record.weightRequired' };
    else if (weightKg !== null && limits.weightLimitKg && weightKg > limits.weightLimitKg) errors.weightKg ??= { key: 'record.weightOverLimit', values: { limit: limits.weightLimitKg, type } };
    if (weightKg !== null) weightKg = Math.round(weightKg * 100) / 100;
  }

  const h = draft.palletHeightCm ?? null;
  if (steps.palletHeight === 'none' && h !== null) errors.palletHeightCm = notUsed;
  const bands = limits.palletHeightsCm;
  if (steps.palletHeight === 'required' && (h === null || (bands && !bands.includes(h)))) {
    errors.palletHeightCm = { key: 'record.palletHeightRequired', values: { heights: bands ? bands.join(', ') : '' } };
  }
  return { errors, widthSpec, weightKg };
}

