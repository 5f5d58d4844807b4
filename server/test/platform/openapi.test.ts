import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/platform/paths.js';
import { documentedResponses } from '../../src/platform/rest/contract.js';
import { OPENAPI_VERSION } from '../../src/platform/rest/openapi.js';
import { TestApp } from '../support/test-app.js';

const run = promisify(execFile);

type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: any; example?: unknown; encoding?: Record<string, { contentType: string }> }> };
  responses: Record<string, { content?: Record<string, { schema: any; example?: unknown }>; headers?: Record<string, unknown> }>;
  security: unknown[];
};

/** Issue 16: the served OpenAPI document is valid for a maintained validator, complete enough to
 *  integrate from, and a client generated from it by a maintained generator type-checks. */
describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components: any };

  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    doc = (await t.rest('GET', '/api/openapi.json')).body;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it(`declares OpenAPI ${OPENAPI_VERSION} and passes @apidevtools/swagger-parser's validation`, async () => {
    expect(doc.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('a broken document is refused by the same validator, and so is this one declared as 3.0.3 (zod emits JSON Schema 2020-12)', async () => {
    const broken = structuredClone(doc) as any;
    broken.paths['/api/stocks'].get.parameters[0].in = 'body';
    await expect(SwaggerParser.validate(broken)).rejects.toThrow();
    const asOld = { ...structuredClone(doc), openapi: '3.0.3' };
    await expect(SwaggerParser.validate(asOld as never)).rejects.toThrow();
  });

  it('documents POST /api/documents completely: multipart fields and file, Idempotency-Key, 201 and 400/401/403/409/413/422 with the error body', () => {
    const op = doc.paths['/api/documents'].post;
    const multipart = op.requestBody!.content['multipart/form-data'];
    expect(Object.keys(multipart.schema.properties).sort()).toEqual(
      ['customer', 'error', 'externalId', 'file', 'is_pickup', 'number', 'paymentsCod', 'pickup_place', 'shippingMethod', 'wantsInvoice'].sort(),
    );
    expect(multipart.schema.properties.file).toMatchObject({ type: 'string', format: 'binary', contentMediaType: 'application/pdf' });
    expect(multipart.schema.required).toEqual(expect.arrayContaining(['number', 'customer', 'shippingMethod', 'file']));
    expect(multipart.encoding?.file.contentType).toBe('application/pdf');
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
    expect(Object.keys(op.responses).sort()).toEqual(['201', '400', '401', '403', '409', '413', '422', '500']);
    for (const s of ['400', '401', '403', '409', '413', '422']) expect(op.responses[s].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(op.responses['201'].content!['application/json'].schema.properties).toHaveProperty('missingParts');
    expect(op.responses['201'].headers).toHaveProperty('Idempotent-Replayed');
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(doc.components.schemas.Error.required).toEqual(['statusCode', 'error', 'message']);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents the allowed values of list parameters (sort columns, page sizes) and every route answers what the contract check enforces', () => {
    const stocks = doc.paths['/api/stocks'].get.parameters;
    expect(stocks.find((p) => p.name === 'sort')!.schema.enum).toEqual(['index', 'name', 'ean', 'location', 'quantity', 'unit', 'availabilityCheck', 'updatedAt']);
    expect(stocks.find((p) => p.name === 'limit')!.schema).toMatchObject({ minimum: 1, maximum: 100, default: 10 });
    for (const r of t.app.routes) {
      const op = doc.paths['/api' + r.path.replace(/:(\w+)/g, '{$1}')][r.method];
      const statuses = [...documentedResponses(r, t.app.policies.ruleOf(r.operation)).keys()].map(String);
      expect(Object.keys(op.responses).sort(), `${r.method} ${r.path}`).toEqual(statuses.sort());
      if (t.app.policies.ruleOf(r.operation) !== 'public') expect(op.security).toEqual([{ bearer: [] }]);
    }
  });

  it('every list\'s limit says its own maximum: the records\' "at most 96" is not "at most 100"', () => {
    const limits = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.values(ops).flatMap((op) => (op.parameters ?? []).filter((p) => p.name === 'limit').map((p) => ({ path, p: p as typeof p & { description?: string } }))),
    );
    expect(limits.length).toBeGreaterThan(5);
    for (const { path, p } of limits) expect(p.description, path).toBe(`Rows per page (at most ${p.schema.maximum})`);
    const records = doc.paths['/api/manufacturing/custom-manufacturing'].get.parameters.find((p) => p.name === 'limit') as { description?: string; schema: Record<string, unknown> };
    expect(records.schema.maximum).toBe(96);
    expect(records.description).toBe('Rows per page (at most 96)');
  });

  it('has an example request and answer for a document push, a stock read, a stock change and a label print, each valid for its schema', () => {
    const cases: Array<[string, string, string, boolean]> = [
      ['/api/documents', 'post', '201', true],
      ['/api/stocks', 'get', '200', false],
      ['/api/changes', 'post', '201', true],
      ['/api/stocks/print', 'post', '202', true],
      ['/api/quick-print/print', 'post', '202', true],
    ];
    for (const [path, method, status, hasBody] of cases) {
      const op = doc.paths[path][method];
      expect(op.responses[status].content!['application/json'].example, `${method} ${path}`).toBeDefined();
      if (hasBody) expect(Object.values(op.requestBody!.content)[0].example, `${method} ${path} request`).toBeDefined();
    }
    // Every example given anywhere parses with the route's own schemas.
    for (const r of t.app.routes) {
      if (r.examples?.response !== undefined) expect(r.response!.safeParse(r.examples.response).error, `${r.method} ${r.path} example answer`).toBeUndefined();
      if (r.examples?.request !== undefined && r.body) expect(r.body.safeParse(r.examples.request).error, `${r.method} ${r.path} example request`).toBeUndefined();
      if (r.examples?.request !== undefined && r.multipart && typeof r.multipart === 'object') {
        const { file: _file, ...fields } = r.examples.request as Record<string, unknown>;
        expect(r.multipart.fields.safeParse(fields).error, `${r.method} ${r.path} example fields`).toBeUndefined();
      }
    }
  });

  it('a TypeScript client generated by openapi-typescript type-checks, and a wrong call does not', async () => {
    const types = astToString(await openapiTS(structuredClone(doc) as never));
    // Inside the repository so the usage file resolves openapi-fetch from node_modules.
    const base = join(repoRoot, 'node_modules', '.cache');
    mkdirSync(base, { recursive: true });
    const dir = mkdtempSync(join(base, 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), types);
      const usage = (wrong: string) => `import createClient from 'openapi-fetch';
import type { paths, components } from './api.js';
const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });
export async function main(): Promise<number> {
  const { data } = await api.GET('/api/stocks', { params: { query: { sort: 'quantity', order: 'ASC', limit: 50 } } });
  const first: string | undefined = data?.data[0]?.index;
  const change = await api.POST('/api/changes', { body: { type: 'stock', reference: first ?? 'X', data: { stary_stan: 1, nowy_stan: 2, powod_zmiany: 'test' } } });
  const status: 'PENDING' | 'SUCCESS' | 'ERROR' | undefined = change.data?.status;
  const error: components['schemas']['Error'] | undefined = change.error;
  const doc = await api.GET('/api/documents', { params: { query: { page: 1 } } });
  const missing: string[] | null | undefined = doc.data?.data[0]?.missingParts;
  ${wrong}
  return (data?.count ?? 0) + (status ? 1 : 0) + (error?.statusCode ?? 0) + (missing?.length ?? 0);
}
`;
      const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
      const check = async (file: string) => {
        const args = [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--skipLibCheck', '--types', 'node', join(dir, file)];
        try {
          await run(process.execPath, args, { cwd: dir });
          return '';
        } catch (err) {
          return String((err as { stdout?: string }).stdout);
        }
      };
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
      writeFileSync(join(dir, 'good.ts'), usage(''));
      writeFileSync(join(dir, 'bad.ts'), usage(`await api.GET('/api/stocks', { params: { query: { sort: 'colour' } } });`));
      expect(await check('good.ts')).toBe('');
      expect(await check('bad.ts')).toContain('colour');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
