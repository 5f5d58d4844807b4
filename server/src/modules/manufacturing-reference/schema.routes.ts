import { z } from 'zod';
import { DrillingRulesViewSchema, SchemaDeleteResultSchema, SchemaListSchema, SchemaViewSchema } from './manufacturing-reference.view.js';
import { IdParamSchema } from '../../platform/params.js';
import { defineRoute } from '../../platform/rest/route.js';
import { DrawingQuerySchema, SchemaListQuerySchema } from './schema.input.js';
import type { SchemaService } from './schema.service.js';

/** The body is validated by the service (domain paths such as `holes[1]` in `fields`); the
 *  router only hands it over as an object. */
const AnyObject = z.looseObject({});

/** Schematy wierceń (SPEC.md section 7): read 2+, write 3+. */
export function schemaRoutes(schemas: SchemaService) {
  return [
    defineRoute({
      method: 'get',
      path: '/schema',
      operation: 'schemaList',
      tags: ['schema'],
      summary: 'Schemas of ?type=drilling (an unknown type is 400): search (code, name), page, limit (default 24), sort, order, archived=false|true|all',
      query: SchemaListQuerySchema,
      response: SchemaListSchema,
      handle: (ctx, { query }) => schemas.list(ctx, query),
    }),
    defineRoute({
      method: 'get',
      path: '/schema/rules',
      operation: 'schemaRules',
      tags: ['schema'],
      summary: "The workshop's tempered-glass drilling rules (multiples of the thickness t) every schema is checked with, and as sentences",
      query: z.object({ lang: z.enum(['pl', 'en']).default('pl') }),
      response: DrillingRulesViewSchema,
      handle: async (_ctx, { query }) => schemas.rules(query.lang),
    }),
    defineRoute({
      method: 'get',
      path: '/schema/:id',
      operation: 'schemaGet',
      tags: ['schema'],
      summary: 'One schema, archived ones included (records keep reading them)',
      params: IdParamSchema,
      response: SchemaViewSchema,
      handle: (ctx, { params }) => schemas.get(ctx, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/schema/:id/drawing.svg',
      operation: 'schemaDrawing',
      tags: ['schema'],
      summary: 'The drawing as SVG (millimetre viewBox): ?detail=full|thumbnail, ?lang=pl|en',
      params: IdParamSchema,
      query: DrawingQuerySchema,
      produces: 'image/svg+xml',
      handle: async (ctx, { params, query }, { res }) => {
        const svg = await schemas.drawing(ctx, params.id, query);
        res.status(200).setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
        res.setHeader('Cache-Control', 'private, no-store');
        res.end(svg);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/schema/:id/export.dxf',
      operation: 'schemaDxf',
      tags: ['schema'],
      summary: 'The schema as DXF for the CNC or the tempering plant: millimetres, layer OUTLINE (pane, cut-outs), HOLES (circles), COUNTERSINKS',
      params: IdParamSchema,
      produces: 'application/dxf',
      handle: async (ctx, { params }, { res }) => {
        const { code, dxf } = await schemas.dxf(ctx, params.id);
        res.status(200).setHeader('Content-Type', 'application/dxf');
        res.setHeader('Content-Disposition', `attachment; filename="${code.replace(/[^A-Za-z0-9._-]/g, '_')}.dxf"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.end(dxf);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/schema',
      errors: { 409: 'The code is taken (`fields.code`)' },
      operation: 'schemaCreate',
      tags: ['schema'],
      summary:
        'Create a schema { type: "drilling", code, name, thicknessMin, thicknessMax, paneWidth, paneHeight, referenceCorner, holes: [{ id, x, y, diameter, countersink? }], cutouts: [{ id, x, y, width, height, cornerRadius }] } (mm from the reference corner). Every broken rule is a 400 field error on its path (`holes[1]`), e.g. "Otwór H2 za blisko narożnika: 40 mm < 52 mm"; 409 naming `code` for a code in use',
      body: AnyObject,
      response: SchemaViewSchema,
      successStatus: 201,
      handle: (ctx, { body }) => schemas.create(ctx, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/schema/:id',
      errors: { 404: 'No such schema', 409: 'The code is taken (`fields.code`)' },
      operation: 'schemaUpdate',
      tags: ['schema'],
      summary: 'Change the given fields of a schema; the result is checked like a new one. An archived schema is read-only (409)',
      params: IdParamSchema,
      body: AnyObject,
      response: SchemaViewSchema,
      handle: (ctx, { params, body }) => schemas.update(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/schema/:id',
      operation: 'schemaDelete',
      tags: ['schema'],
      summary: 'Delete a schema; one still used (a manufacturing data row, a record) is archived instead and stays readable: { deleted, archived, references, message }',
      params: IdParamSchema,
      response: SchemaDeleteResultSchema,
      handle: (ctx, { params }) => schemas.delete(ctx, params.id),
    }),
  ];
}
