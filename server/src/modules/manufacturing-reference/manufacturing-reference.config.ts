import { z } from 'zod';
import { DEFAULT_DRILLING_RULES, drillingRulesSchema, type DrillingRules } from '../../../../domain/manufacturing/index.js';

/** A multiple of the glass thickness from the environment (a decimal point or comma). */
const multiple = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+([.,]\d+)?$/, 'expected a number such as 2 or 6.5')
    .transform((v) => Number(v.replace(',', '.')))
    .optional()
    .transform((v) => v ?? fallback);

/**
 * The environment the manufacturing reference module reads: the workshop's drilling rules (its
 * tempering supplier's multiples of the glass thickness t). Each defaults to
 * DEFAULT_DRILLING_RULES. `DRILLING_DIAMETER_MAX_SHORT_SIDE_DIVISOR=off` switches the upper
 * diameter limit off.
 */
export const manufacturingReferenceConfigSchema = z
  .object({
    DRILLING_DIAMETER_MIN_TIMES_T: multiple(DEFAULT_DRILLING_RULES.diameterMinTimesThickness),
    DRILLING_DIAMETER_MIN_MM: multiple(DEFAULT_DRILLING_RULES.diameterMinMm),
    DRILLING_DIAMETER_MAX_SHORT_SIDE_DIVISOR: z
      .string()
      .trim()
      .regex(/^(off|\d+([.,]\d+)?)$/i, 'expected a number such as 3, or off')
      .optional()
      .transform((v) => (v === undefined ? DEFAULT_DRILLING_RULES.diameterMaxShortSideDivisor : v.toLowerCase() === 'off' ? null : Number(v.replace(',', '.')))),
    DRILLING_EDGE_MIN_TIMES_T: multiple(DEFAULT_DRILLING_RULES.edgeMinTimesThickness),
    DRILLING_SPACING_MIN_TIMES_T: multiple(DEFAULT_DRILLING_RULES.spacingMinTimesThickness),
    DRILLING_CORNER_MIN_TIMES_T: multiple(DEFAULT_DRILLING_RULES.cornerMinTimesThickness),
    DRILLING_CUTOUT_RADIUS_MIN_TIMES_T: multiple(DEFAULT_DRILLING_RULES.cutoutCornerRadiusMinTimesThickness),
  })
  .transform((env, ctx): { drillingRules: DrillingRules } => {
    const parsed = drillingRulesSchema.safeParse({
      diameterMinTimesThickness: env.DRILLING_DIAMETER_MIN_TIMES_T,
      diameterMinMm: env.DRILLING_DIAMETER_MIN_MM,
      diameterMaxShortSideDivisor: env.DRILLING_DIAMETER_MAX_SHORT_SIDE_DIVISOR,
      edgeMinTimesThickness: env.DRILLING_EDGE_MIN_TIMES_T,
      spacingMinTimesThickness: env.DRILLING_SPACING_MIN_TIMES_T,
      cornerMinTimesThickness: env.DRILLING_CORNER_MIN_TIMES_T,
      cutoutCornerRadiusMinTimesThickness: env.DRILLING_CUTOUT_RADIUS_MIN_TIMES_T,
    });
    if (!parsed.success) {
      const names: Record<string, string> = {
        diameterMinTimesThickness: 'DRILLING_DIAMETER_MIN_TIMES_T',
        diameterMinMm: 'DRILLING_DIAMETER_MIN_MM',
        diameterMaxShortSideDivisor: 'DRILLING_DIAMETER_MAX_SHORT_SIDE_DIVISOR',
        edgeMinTimesThickness: 'DRILLING_EDGE_MIN_TIMES_T',
        spacingMinTimesThickness: 'DRILLING_SPACING_MIN_TIMES_T',
        cornerMinTimesThickness: 'DRILLING_CORNER_MIN_TIMES_T',
        cutoutCornerRadiusMinTimesThickness: 'DRILLING_CUTOUT_RADIUS_MIN_TIMES_T',
      };
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [names[String(issue.path[0])] ?? String(issue.path[0])], message: 'out of range' });
      return z.NEVER;
    }
    return { drillingRules: Object.freeze(parsed.data) as DrillingRules };
  });
