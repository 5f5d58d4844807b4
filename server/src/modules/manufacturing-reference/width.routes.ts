import { WidthSpecViewSchema } from './manufacturing-reference.view.js';
import { computeWidthSpec, manufacturingTypeSchema, toFieldIssues, widthSpecInputSchema, widthSpecInputSchemaFor } from '../../../../domain/manufacturing/index.js';
import { badInput } from '../../platform/errors.js';
import { defineRoute } from '../../platform/rest/route.js';


/**
 * The width calculation (SPEC.md section 9) for stations and integrators: the shared domain
 * function, so the screen's live figure and the server's agree. Bad input is a 400 whose fields
 * are keyed by their path (`fixedDim[1].value`), the same paths the record endpoints will use.
 */
export function widthRoutes() {
  return [
    defineRoute({
      method: 'post',
      path: '/manufacturing/width-calculation',
      errors: { 400: 'The width specification is not valid: `fields` keyed by path, e.g. `fixedDim[1].value`' },
      operation: 'manufacturingWidthCalculation',
      tags: ['manufacturing'],
      summary: 'Computes a width specification: { type?, fixedDim: [{ part, value (cm) }], sideWalls: [...] } -> widths in mm (+4 mm, parts x 10); a type makes its required lists required',
      response: WidthSpecViewSchema,
      handle: async (_ctx, _input, { req }) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const { type: rawType, ...spec } = body;
        let schema = widthSpecInputSchema();
        if (rawType !== undefined) {
          const type = manufacturingTypeSchema.safeParse(rawType);
          if (!type.success) throw badInput('type is not a manufacturing type', { type: type.error.issues[0]?.message ?? 'unknown type' });
          schema = widthSpecInputSchemaFor(type.data);
        }
        const parsed = schema.safeParse(spec);
        if (!parsed.success) {
          const fields = Object.fromEntries(toFieldIssues(parsed.error.issues).map((i) => [i.path || 'body', i.message]));
          throw badInput('The width specification is not valid', fields);
        }
        return computeWidthSpec(parsed.data);
      },
    }),
  ];
}
