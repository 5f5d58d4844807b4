import { z } from 'zod';
import type { PolicyTable } from '../authorization/policies.js';
import { documentedResponses } from './contract.js';
import { ErrorBodySchema } from './error-body.js';
import type { RestRoute } from './route.js';
import { FILTERS_PARAM_DESCRIPTION, MAX_FILTERS_LENGTH } from './filters-param.js';

/** The OpenAPI version: 3.1 schemas are JSON Schema 2020-12, which is what zod emits. */
export const OPENAPI_VERSION = '3.1.0';

/** A zod schema as the JSON Schema of its wire form (`io: 'input'`: what a client sends or reads). */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  return rest;
}

/** The list vocabulary every list shares (platform/pagination.ts), said once. */
const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  page: 'The page, from 1',
  limit: 'Rows per page (at most 100)',
  sort: 'The column to sort by (one of the listed values)',
  order: '`ASC` sorts ascending; anything else descending',
  operationId: 'Your id for this operation (8..64 letters, digits or hyphens, e.g. a UUID): its progress is published on the `operationStatus(operationId)` GraphQL subscription',
};

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const js = jsonSchema(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => {
    // A list's own maximum, not the usual one (the records' card grid stops at 96).
    const limit = name === 'limit' && typeof s.maximum === 'number' ? `Rows per page (at most ${s.maximum})` : undefined;
    const description = (s.description as string | undefined) ?? limit ?? PARAMETER_DESCRIPTIONS[name];
    return {
      name,
      in: where,
      required: where === 'path' || ((js.required ?? []).includes(name) && s.default === undefined),
      ...(description ? { description } : {}),
      schema: s,
    };
  });
}

function requestBodyOf(r: RestRoute) {
  const example = r.examples?.request;
  if (r.multipart && typeof r.multipart === 'object') {
    const fields = jsonSchema(r.multipart.fields) as { properties?: Record<string, unknown>; required?: string[] };
    const { file } = r.multipart;
    const { file: _exampleFile, ...exampleFields } = (example ?? {}) as Record<string, unknown>;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              ...fields.properties,
              [file.name]: { type: 'string', format: 'binary', contentMediaType: file.contentType ?? 'application/octet-stream', description: file.description },
            },
            required: [...(fields.required ?? []), ...(file.required ? [file.name] : [])],
          },
          encoding: { [file.name]: { contentType: file.contentType ?? 'application/octet-stream' } },
          ...(example ? { example: exampleFields } : {}),
        },
      },
    };
  }
  if (r.body) {
    return { required: true, content: { 'application/json': { schema: jsonSchema(r.body), ...(example !== undefined ? { example } : {}) } } };
  }
  return undefined;
}

const ERROR_HEADERS: Record<number, Record<string, unknown>> = {
  401: { 'WWW-Authenticate': { description: '`Bearer`', schema: { type: 'string' } } },
  429: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
};

/** The OpenAPI 3.1 description of every REST path, built from the same route definitions the
 *  router mounts and the contract check enforces (`documentedResponses`), so it cannot drift from
 *  what the server answers. */
export function buildOpenApi(routes: RestRoute[], policies: PolicyTable, info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = '/api' + r.path.replace(/:(\w+)/g, '{$1}');
    const rule = policies.ruleOf(r.operation);
    const responses: Record<string, unknown> = {};
    for (const [status, d] of documentedResponses(r, rule)) {
      if (status >= 400) {
        responses[String(status)] = {
          description: d.description,
          ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
        continue;
      }
      const headers = Object.fromEntries(Object.entries(r.responseHeaders ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }]));
      const example = r.examples?.response;
      responses[String(status)] = {
        description: d.description,
        ...(Object.keys(headers).length ? { headers } : {}),
        ...(d.contentType
          ? { content: { [d.contentType]: { schema: { type: 'string', format: 'binary' } } } }
          : d.schema
            ? { content: { 'application/json': { schema: jsonSchema(d.schema), ...(example !== undefined ? { example } : {}) } } }
            : {}),
      };
    }
    const minRole = rule && typeof rule === 'object' ? rule.minRole : null;
    const who =
      rule === 'public'
        ? 'Anyone, without a token.'
        : rule && typeof rule === 'object' && rule.minRole === null
          ? `Only an API key of scope \`${rule.integration}\` (no user token).`
          : `Role ${minRole} or above${rule && typeof rule === 'object' && rule.integration ? `, or an API key of scope \`${rule.integration}\`` : ''}.`;
    const requestBody = requestBodyOf(r);
    paths[path] ??= {};
    paths[path][r.method] = {
      operationId: `${r.method}${r.path.replace(/[:/-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
      summary: r.summary,
      description: `${r.description ? r.description + '\n\n' : ''}Who may call it: ${who}`,
      tags: r.tags,
      'x-operation': r.operation,
      'x-min-role': minRole,
      security: rule === 'public' ? [] : [{ bearer: [] }],
      parameters: [
        ...parametersOf(r.params, 'path'),
        ...parametersOf(r.query, 'query'),
        ...(r.filters
          ? [
              {
                name: 'filters',
                in: 'query',
                required: false,
                description: `${FILTERS_PARAM_DESCRIPTION}${r.filters.aliases ? `. Also understood: ${Object.entries(r.filters.aliases).map(([a, n]) => `${a} (= ${n})`).join(', ')}` : ''}`,
                schema: { type: 'string', maxLength: MAX_FILTERS_LENGTH },
              },
            ]
          : []),
        ...(r.headers ?? []).map((h) => ({
          name: h.name,
          in: 'header',
          required: h.required ?? false,
          description: h.description,
          schema: h.schema ? jsonSchema(h.schema) : { type: 'string' },
        })),
      ],
      ...(requestBody ? { requestBody } : {}),
      responses,
      ...r.openapi,
    };
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Glass back office REST API',
      version: info.version,
      description:
        'REST paths of the shop integration (SPEC.md section 7). Every call except the public ones takes `Authorization: Bearer <token>`: ' +
        'a JWT from `POST /api/auth/login`, or an integration API key (`gbo_live_...`) an administrator created. ' +
        'Errors are JSON `{ statusCode, error, message }`, with `fields` naming each invalid field and, on some errors, a machine-readable `reason`. ' +
        'The same operations are in GraphQL at /graphql (HTTP and graphql-ws), where `operationStatus(operationId)` reports the progress of long operations. ' +
        'A guide with runnable examples: docs/INTEGRATORS.md.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT or API key',
          description: 'A token from POST /api/auth/login (expires after JWT_TTL), or an integration API key of scope shop or print-agent',
        },
      },
      schemas: { Error: jsonSchema(ErrorBodySchema) },
    },
    paths,
  };
}
