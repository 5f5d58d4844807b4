/**
 * THE table of manufacturing types and their rules (SPEC.md section 9). Server and client read
 * this table; nowhere else lists the types. `inne` is the plain type for everything else
 *.
 */
import { z } from 'zod';
import { I18N_NAMESPACE, plError } from './messages.js';

/** The codes, in the order the station shows them. */
export const MANUFACTURING_TYPES = ['szklo_kabina', 'obraz_lustro_wc', 'dach', 'paleta', 'polpaleta', 'inne'] as const;
export type ManufacturingType = (typeof MANUFACTURING_TYPES)[number];

/** The extra steps a type's record can carry. */
const EXTRA_STEP_FIELDS = ['widthSpec', 'drillingSchema', 'dimensions', 'weight', 'palletHeight'] as const;
export type ExtraStepField = (typeof EXTRA_STEP_FIELDS)[number];

/** `required`: the record is refused without it; `optional`: offered, may stay empty; `none`: not offered, refused if sent. */
export type StepRequirement = 'required' | 'optional' | 'none';

/** i18n key of a type's display name, typed so the client's typed `t()` accepts it. */
export type ManufacturingTypeLabelKey = `${typeof I18N_NAMESPACE}.types.${ManufacturingType}`;

export interface ManufacturingTypeRules {
  code: ManufacturingType;
  /** i18n key of the display name (`manufacturingDomain.types.<code>`, registered by client/src/i18n). */
  labelKey: ManufacturingTypeLabelKey;
  /** SPEC 9 "types needing extra steps". */
  needsExtraSteps: boolean;
  /** SPEC 9 "types with weight". */
  hasWeight: boolean;
  /** SPEC 9 "height steps type". */
  hasHeightSteps: boolean;
  /** Which extra-step fields the type's record requires, offers or refuses. */
  steps: Readonly<Record<ExtraStepField, StepRequirement>>;
  /** For types with a width specification: which of its two lists must not be empty. */
  widthSpecLists: Readonly<{ fixedDim: 'required' | 'optional'; sideWalls: 'required' | 'optional' }> | null;
}

const labelKey = (code: ManufacturingType): ManufacturingTypeLabelKey => `${I18N_NAMESPACE}.types.${code}`;

/** The table. `needsExtraSteps`, `hasWeight` and `hasHeightSteps` are SPEC 9 verbatim; the step fields are our reading (MANUFACTURING.md 1.2). */
export const MANUFACTURING_TYPE_RULES: Readonly<Record<ManufacturingType, ManufacturingTypeRules>> = {
  // Shower enclosure: fixed panels, doors, side walls. The front run and side walls are the width
  // specification; panes have a height; holes for hinges/clamps are optional (a walk-in panel in a U profile has none).
  szklo_kabina: {
    code: 'szklo_kabina',
    labelKey: labelKey('szklo_kabina'),
    needsExtraSteps: true,
    hasWeight: true,
    hasHeightSteps: false,
    steps: { widthSpec: 'required', drillingSchema: 'optional', dimensions: 'required', weight: 'required', palletHeight: 'none' },
    widthSpecLists: { fixedDim: 'required', sideWalls: 'optional' },
  },
  // Flat decorative glass in a carton: glass pictures, mirrors, WC wall panels; mirror fixings optional.
  obraz_lustro_wc: {
    code: 'obraz_lustro_wc',
    labelKey: labelKey('obraz_lustro_wc'),
    needsExtraSteps: true,
    hasWeight: true,
    hasHeightSteps: false,
    steps: { widthSpec: 'none', drillingSchema: 'optional', dimensions: 'required', weight: 'required', palletHeight: 'none' },
    widthSpecLists: null,
  },
  // Glass roof / canopy: dimensions and point fixings; SPEC 9 gives it no weight.
  dach: {
    code: 'dach',
    labelKey: labelKey('dach'),
    needsExtraSteps: true,
    hasWeight: false,
    hasHeightSteps: false,
    steps: { widthSpec: 'none', drillingSchema: 'optional', dimensions: 'required', weight: 'none', palletHeight: 'none' },
    widthSpecLists: null,
  },
  // EUR pallet (120x80): a shipping unit with a weight and a height band.
  paleta: {
    code: 'paleta',
    labelKey: labelKey('paleta'),
    needsExtraSteps: true,
    hasWeight: true,
    hasHeightSteps: true,
    steps: { widthSpec: 'none', drillingSchema: 'none', dimensions: 'none', weight: 'required', palletHeight: 'required' },
    widthSpecLists: null,
  },
  // Half pallet (80x60): weight, one fixed height band.
  polpaleta: {
    code: 'polpaleta',
    labelKey: labelKey('polpaleta'),
    needsExtraSteps: true,
    hasWeight: true,
    hasHeightSteps: false,
    steps: { widthSpec: 'none', drillingSchema: 'none', dimensions: 'none', weight: 'required', palletHeight: 'none' },
    widthSpecLists: null,
  },
  // Everything else (fittings, a plain parcel, glass made with no extra data): no extra steps.
  inne: {
    code: 'inne',
    labelKey: labelKey('inne'),
    needsExtraSteps: false,
    hasWeight: false,
    hasHeightSteps: false,
    steps: { widthSpec: 'none', drillingSchema: 'none', dimensions: 'none', weight: 'none', palletHeight: 'none' },
    widthSpecLists: null,
  },
};

/** The plain type: no extra steps. */
export const PLAIN_MANUFACTURING_TYPE: ManufacturingType = 'inne';

/** zod enum of the codes (Polish message "Wybierz jedną z dozwolonych wartości" on anything else). */
export const manufacturingTypeSchema = z.enum(MANUFACTURING_TYPES, { error: plError });

export function isManufacturingType(value: unknown): value is ManufacturingType {
  return typeof value === 'string' && (MANUFACTURING_TYPES as readonly string[]).includes(value);
}

/** The rules of one type. Throws on an unknown code (parse input with manufacturingTypeSchema first). */
export function typeRules(code: ManufacturingType): ManufacturingTypeRules {
  const rules = MANUFACTURING_TYPE_RULES[code];
  if (!rules) throw new Error(`Unknown manufacturing type: ${String(code)}`);
  return rules;
}

/** The extra-step fields a type requires. */
export function requiredSteps(code: ManufacturingType): ExtraStepField[] {
  const steps = typeRules(code).steps;
  return EXTRA_STEP_FIELDS.filter((f) => steps[f] === 'required');
}

/** The extra-step fields a type offers (required or optional), in the station's order. */
export function offeredSteps(code: ManufacturingType): ExtraStepField[] {
  const steps = typeRules(code).steps;
  return EXTRA_STEP_FIELDS.filter((f) => steps[f] !== 'none');
}

/** Glass kinds of the manufacturing data (labels under `manufacturingDomain.glassKinds.<kind>`). */
export const GLASS_KINDS = ['hartowane', 'laminowane', 'float', 'lustro'] as const;
export type GlassKind = (typeof GLASS_KINDS)[number];
export const glassKindSchema = z.enum(GLASS_KINDS, { error: plError });
export const glassKindLabelKey = (kind: GlassKind): `${typeof I18N_NAMESPACE}.glassKinds.${GlassKind}` => `${I18N_NAMESPACE}.glassKinds.${kind}`;
