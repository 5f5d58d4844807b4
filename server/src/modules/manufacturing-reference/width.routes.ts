import { WidthSpecViewSchema } from './manufacturing-reference.view.js';
import { calculateWidth } from './width.service.js';
import { defineRoute } from '../../platform/rest/route.js';

/** POST /api/manufacturing/width-calculation (width.service.ts does the work). */
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
      handle: async (_ctx, _input, { req }) => calculateWidth((req.body ?? {}) as Record<string, unknown>),
    }),
  ];
}
