/**
 * The width specification (SPEC.md 9: "computed widths add 4 and use fixed and side wall
 * dimensions times 10"). Parts are entered in centimetres with at most one decimal; results are
 * millimetres. Reading A of MANUFACTURING.md 3.4: `width` is the front run
 * (sum of fixedDim) + 4, `anotherWidth` the side run (sum of sideWalls) + 4, `difference` their
 * difference. Changing the reading is the body of `computeWidthSpec` alone.
 */
import { z } from 'zod';
import { formatMessage, plError } from './messages.js';
import { typeRules, type ManufacturingType } from './types.js';

/** "times 10": parts are centimetres, results millimetres. */
export const CM_TO_MM = 10;
/** "add 4": added once to each computed run (owner question: joint/silicone allowance, 2 x 2 mm?). */
export const WIDTH_ALLOWANCE_MM = 4;
/** Largest part the form accepts (cm): above the longest tempered panes a shower workshop makes. */
export const MAX_PART_CM = 300;
/** Parts are entered to 0.1 cm (1 mm). */
const PART_DECIMALS = 1;
/** Longest part name ("A", "B", "drzwi", "ścianka L"). */
const MAX_PART_NAME_LENGTH = 20;
/** Most parts per list (a bound on input, far above any enclosure). */
const MAX_PARTS_PER_LIST = 20;

export interface WidthPart {
  /** Part name, unique within the specification (both lists), e.g. `A`. */
  part: string;
  /** Centimetres, > 0, <= MAX_PART_CM, at most one decimal. */
  value: number;
}

export interface WidthSpecInput {
  fixedDim: WidthPart[];
  sideWalls: WidthPart[];
}

/** The stored and shown specification: widths in mm; null when the list they come from is empty. */
export interface WidthSpec {
  width: number | null;
  anotherWidth: number | null;
  difference: number | null;
  fixedDim: WidthPart[];
  sideWalls: WidthPart[];
}

/** cm -> whole mm (29.3 * 10 = 292.99999... -> 293). */
const cmToMm = (cm: number): number => Math.round(cm * CM_TO_MM);

const runMm = (parts: readonly WidthPart[]): number => parts.reduce((sum, p) => sum + cmToMm(p.value), 0);

/** The one width function (reading A). Pure; does not validate (parse with a schema below first). */
export function computeWidthSpec(input: WidthSpecInput): WidthSpec {
  const { fixedDim, sideWalls } = input;
  const width = fixedDim.length ? runMm(fixedDim) + WIDTH_ALLOWANCE_MM : null;
  const anotherWidth = sideWalls.length ? runMm(sideWalls) + WIDTH_ALLOWANCE_MM : null;
  const difference = width !== null && anotherWidth !== null ? width - anotherWidth : null;
  return { width, anotherWidth, difference, fixedDim, sideWalls };
}

/** True when `cm` has at most PART_DECIMALS decimals (tolerant of binary floating point: 29.3 passes, 29.35 does not). */
export function hasAtMostOneDecimal(cm: number): boolean {
  const scaled = cm * 10 ** PART_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const issue = (key: string, values: Record<string, string | number> = {}) => ({
  message: formatMessage(key, values, 'pl'),
  params: { key, values },
});

const partSchema = z
  .object(
    {
      part: z.string({ error: plError }).trim().min(1, { error: () => formatMessage('width.partRequired') }).max(MAX_PART_NAME_LENGTH, { error: plError }),
      value: z.number({ error: plError }),
    },
    { error: plError },
  )
  .strict();

/** One part's value rules, reported on `value` with a key the client can translate. */
function checkValue(value: number, path: (string | number)[], ctx: z.RefinementCtx) {
  if (value <= 0) ctx.addIssue({ code: 'custom', path, ...issue('width.valuePositive') });
  else if (value > MAX_PART_CM) ctx.addIssue({ code: 'custom', path, ...issue('width.valueMax', { max: MAX_PART_CM }) });
  else if (!hasAtMostOneDecimal(value)) ctx.addIssue({ code: 'custom', path, ...issue('width.oneDecimal') });
}

export interface WidthSpecSchemaOptions {
  /** `required`: the list must not be empty. Default: both optional. */
  fixedDim?: 'required' | 'optional';
  sideWalls?: 'required' | 'optional';
}

/**
 * The input schema: refuses a value <= 0, > MAX_PART_CM or with more than one decimal, an empty
 * or duplicate part name (case-insensitive, across both lists: the second one is reported), and
 * an empty list the options require; each issue on its path (`fixedDim[1].value`, `sideWalls`).
 */
export function widthSpecInputSchema(options: WidthSpecSchemaOptions = {}) {
  return z
    .object(
      {
        fixedDim: z.array(partSchema, { error: plError }).max(MAX_PARTS_PER_LIST, { error: plError }).default([]),
        sideWalls: z.array(partSchema, { error: plError }).max(MAX_PARTS_PER_LIST, { error: plError }).default([]),
      },
      { error: plError },
    )
    .strict()
    .superRefine((spec, ctx) => {
      if (options.fixedDim === 'required' && spec.fixedDim.length === 0) ctx.addIssue({ code: 'custom', path: ['fixedDim'], ...issue('width.fixedDimRequired') });
      if (options.sideWalls === 'required' && spec.sideWalls.length === 0) ctx.addIssue({ code: 'custom', path: ['sideWalls'], ...issue('width.sideWallsRequired') });
      const seen = new Set<string>();
      for (const list of ['fixedDim', 'sideWalls'] as const) {
        spec[list].forEach((p, i) => {
          checkValue(p.value, [list, i, 'value'], ctx);
          const name = p.part.toLocaleLowerCase('pl');
          if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [list, i, 'part'], ...issue('width.duplicatePart', { part: p.part }) });
          seen.add(name);
        });
      }
    });
}

/** The schema for a type's record: its `widthSpecLists` decide which lists must not be empty (both optional for types without a width spec). */
export function widthSpecInputSchemaFor(type: ManufacturingType) {
  const lists = typeRules(type).widthSpecLists;
  return widthSpecInputSchema(lists ?? {});
}
