import { z } from 'zod';
import type { PolicyTable } from '../authorization/policies.js';
import type { RestRoute } from './route.js';

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const js = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    schema: s,
  }));
}

const errorSchema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Each invalid field with the reason (400 only)' },
  },
};

/** The OpenAPI 3 description of every REST path, built from the same route definitions the
 *  router mounts, so it cannot drift from what the server does. */
export function buildOpenApi(routes: RestRoute[], policies: PolicyTable, info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = '/api' + r.path.replace(/:(\w+)/g, '{$1}');
    const rule = policies.ruleOf(r.operation);
    const responses: Record<string, unknown> = {
      [String(r.successStatus ?? 200)]: r.produces
        ? { description: 'OK', content: { [r.produces]: { schema: { type: 'string', format: 'binary' } } } }
        : r.response
          ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(r.response) } } }
          : { description: 'OK' },
    };
    const err = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    if (r.params || r.query || r.body) responses['400'] = err('Invalid input: `fields` names each invalid field');
    if (rule !== 'public') {
      responses['401'] = err('No token, or an invalid or outdated one');
      responses['403'] = err(`Role below ${rule && typeof rule === 'object' ? rule.minRole : '?'}`);
    }
    paths[path] ??= {};
    paths[path][r.method] = {
      operationId: `${r.method}${r.path.replace(/[:/-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
      summary: r.summary,
      tags: r.tags,
      'x-operation': r.operation,
      'x-min-role': rule === 'public' ? null : rule?.minRole,
      security: rule === 'public' ? [] : [{ bearer: [] }],
      parameters: [...parametersOf(r.params, 'path'), ...parametersOf(r.query, 'query')],
      ...(r.body
        ? { requestBody: { required: true, content: { [r.multipart ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(r.body) } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Glass back office REST API',
      version: info.version,
      description:
        'REST paths of the shop integration (SPEC.md section 7). Every call except sign-in takes `Authorization: Bearer <token>`. ' +
        'Errors are JSON `{ statusCode, error, message }`, with `fields` on a 400. The same operations are in GraphQL at /graphql.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
