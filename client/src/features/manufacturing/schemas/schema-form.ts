import {
  checkSchema,
  drillingSchemaSchema,
  REFERENCE_CORNERS,
  renderViolation,
  toFieldIssues,
  type DrillingRules,
  type DrillingSchema,
  type DrillingViolation,
  type Lang,
  type ReferenceCorner,
} from '../../../../../domain/manufacturing/index';
import type { DrillingSchemaFieldsFragment } from '../../../gql/graphql';

/** The editor's values: text as typed (numbers converted when checked). */
export interface HoleFormValues {
  id: string;
  x: string;
  y: string;
  diameter: string;
  countersink: string;
}
export interface CutoutFormValues {
  id: string;
  x: string;
  y: string;
  width: string;
  height: string;
  cornerRadius: string;
}
export interface SchemaFormValues {
  code: string;
  name: string;
  thicknessMin: string;
  thicknessMax: string;
  paneWidth: string;
  paneHeight: string;
  referenceCorner: ReferenceCorner;
  holes: HoleFormValues[];
  cutouts: CutoutFormValues[];
}

export const CORNERS = REFERENCE_CORNERS;

export const emptySchemaForm: SchemaFormValues = {
  code: '',
  name: '',
  thicknessMin: '8',
  thicknessMax: '8',
  paneWidth: '800',
  paneHeight: '1950',
  referenceCorner: 'bottom-left',
  holes: [],
  cutouts: [],
};

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function toSchemaForm(s: DrillingSchemaFieldsFragment | null): SchemaFormValues {
  if (!s) return emptySchemaForm;
  return {
    code: s.code,
    name: s.name,
    thicknessMin: text(s.thicknessMin),
    thicknessMax: text(s.thicknessMax),
    paneWidth: text(s.paneWidth),
    paneHeight: text(s.paneHeight),
    referenceCorner: s.referenceCorner as ReferenceCorner,
    holes: s.holes.map((h) => ({ id: h.id, x: text(h.x), y: text(h.y), diameter: text(h.diameter), countersink: text(h.countersink) })),
    cutouts: s.cutouts.map((c) => ({ id: c.id, x: text(c.x), y: text(c.y), width: text(c.width), height: text(c.height), cornerRadius: text(c.cornerRadius) })),
  };
}

/** "12,5" -> 12.5; empty -> undefined (zod reports it as required); not a number -> NaN. */
const num = (v: string): number | undefined => {
  const t = v.trim().replace(',', '.');
  if (t === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
};

/** The values as the domain's schema input. */
export function toSchemaInput(v: SchemaFormValues) {
  return {
    type: 'drilling' as const,
    code: v.code,
    name: v.name,
    thicknessMin: num(v.thicknessMin),
    thicknessMax: num(v.thicknessMax),
    paneWidth: num(v.paneWidth),
    paneHeight: num(v.paneHeight),
    referenceCorner: v.referenceCorner,
    holes: v.holes.map((h) => ({ id: h.id, x: num(h.x), y: num(h.y), diameter: num(h.diameter), ...(h.countersink.trim() ? { countersink: num(h.countersink) } : {}) })),
    cutouts: v.cutouts.map((c) => ({ id: c.id, x: num(c.x), y: num(c.y), width: num(c.width), height: num(c.height), cornerRadius: num(c.cornerRadius) })),
  };
}

/** `holes[1].x` (domain and server paths) -> `holes.1.x` (the form's field names). */
export const toFormPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

export interface SchemaCheck {
  /** The parsed schema, when its structure is complete (then it can be drawn). */
  schema: DrillingSchema | null;
  /** Structure problems: form path -> message in `lang`. */
  fieldErrors: Record<string, string>;
  /** Tempered-glass rules broken (only for a complete schema). */
  violations: DrillingViolation[];
}

/** Parses the values with the domain's zod schema and checks them with the workshop's rules:
 *  what the editor shows as the user types and what blocks saving. */
export function checkSchemaForm(values: SchemaFormValues, rules: DrillingRules, lang: Lang): SchemaCheck {
  const parsed = drillingSchemaSchema.safeParse(toSchemaInput(values));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of toFieldIssues(parsed.error.issues, lang)) fieldErrors[toFormPath(issue.path)] ??= issue.message;
    return { schema: null, fieldErrors, violations: [] };
  }
  return { schema: parsed.data, fieldErrors: {}, violations: checkSchema(parsed.data, parsed.data.thicknessMax, rules) };
}

/** The messages about hole or cut-out `index` (element and its fields), in `lang`. */
export function elementMessages(list: 'holes' | 'cutouts', index: number, check: SchemaCheck, server: Record<string, string>, lang: Lang): string[] {
  const prefix = `${list}.${index}`;
  const out: string[] = [];
  for (const v of check.violations) if (toFormPath(v.path) === prefix || toFormPath(v.path).startsWith(`${prefix}.`)) out.push(renderViolation(v, lang));
  for (const [path, message] of Object.entries(check.fieldErrors)) if (path.startsWith(`${prefix}.`)) out.push(message);
  for (const [path, message] of Object.entries(server)) if (path === prefix || path.startsWith(`${prefix}.`)) out.push(message);
  return [...new Set(out)];
}
