import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { App } from '../../src/app.js';
import { MODULES } from '../../src/modules/index.js';
import { PUBLIC } from '../../src/platform/authorization/rules.js';
import { loadConfig } from '../../src/platform/config.js';
import { defineModule } from '../../src/platform/modules/module.js';
import { checkAnswer, documentedResponses, takeContractViolations } from '../../src/platform/rest/contract.js';
import { defineRoute, type RestRoute } from '../../src/platform/rest/route.js';
import { TEST_JWT_SECRET, TestApp } from '../support/test-app.js';
import { pdf } from '../modules/documents.fixtures.js';
import { cabin, createWorkers, pushOrder } from '../modules/manufacturing-custom.fixtures.js';

/** The REST contract check (ADR 0700): every answer the suite produces is parsed with its route's
 *  declared schema (setup.ts fails the file on any violation). These tests show that it catches
 *  drift, including the two drifts issue 10 found, which the old separate schemas had. */

// The response schemas as they were declared before the views became one declaration (main at
// 22870df): a separate copy next to the service's interface, which had drifted from it.
const OLD_DOCUMENT_SCHEMA = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  externalId: z.string().nullable(),
  customer: z.string(),
  shippingMethod: z.string(),
  wantsInvoice: z.boolean(),
  paymentsCod: z.boolean(),
  is_pickup: z.boolean(),
  pickup_place: z.string().nullable(),
  is_locked: z.boolean(),
  lockExpired: z.boolean(),
  lockedById: z.number().int().nullable(),
  lockedByName: z.string().nullable(),
  lockedAt: z.string().nullable(),
  status: z.enum(['NEW', 'LOCKED', 'SHIPPED', 'MISSING_PARTS', 'DELETED']),
  error: z.boolean(),
  fileSize: z.number().int(),
  createdAt: z.string(),
});
const OLD_CHANGE_SCHEMA = z.strictObject({
  id: z.number().int(),
  type: z.enum(['location', 'stock']),
  reference: z.string(),
  stockItemId: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  status: z.enum(['PENDING', 'SUCCESS', 'ERROR']),
  errorMessage: z.string().nullable(),
  attempt: z.number().int(),
  createdByName: z.string().nullable(),
  numer_pracownika: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  appliedAt: z.string().nullable(),
});

const routeOf = (app: App, method: string, path: string): RestRoute => {
  const route = app.routes.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  return route;
};

describe('the REST contract check', () => {
  let t: TestApp;
  let office: string;

  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    office = await t.tokenFor(3);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('catches the drifts of issue 10: a document answer has missingParts, missingPartsNote, closedAt; a change answer has createdById', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ number: 'CONTRACT-1', customer: 'Kontrakt', shippingMethod: 'Kurier' })) form.append(k, v);
    form.append('file', new Blob([pdf('contract')], { type: 'application/pdf' }), 'contract.pdf');
    const pushed = await fetch(`${t.url}/api/documents`, { method: 'POST', headers: { authorization: `Bearer ${office}`, 'idempotency-key': 'contract-1' }, body: form });
    expect(pushed.status).toBe(201);
    const document = await pushed.json();

    const stock = await t.rest('GET', '/api/stocks?limit=1', { token: office });
    const item = stock.body.data[0];
    const change = await t.rest('POST', '/api/changes', { token: office, body: { type: 'location', reference: item.index, data: { stara_lokalizacja: item.location, nowa_lokalizacja: 'K-01-01' } } });
    expect(change.status).toBe(201);
    const changeRead = await t.rest('GET', `/api/changes/${change.body.id}`, { token: office });

    const createRoute = routeOf(t.app, 'post', '/documents');
    const getChange = routeOf(t.app, 'get', '/changes/:id');
    const rule = (r: RestRoute) => t.app.policies.ruleOf(r.operation);

    // The declarations as they were: each real answer breaks them, naming the undeclared keys.
    const oldDocument = checkAnswer({ ...createRoute, response: OLD_DOCUMENT_SCHEMA }, rule(createRoute), 201, document, true);
    expect(oldDocument).toHaveLength(1);
    for (const key of ['missingParts', 'missingPartsNote', 'closedAt']) expect(oldDocument[0].problem).toContain(key);
    const oldChange = checkAnswer({ ...getChange, response: OLD_CHANGE_SCHEMA }, rule(getChange), 200, changeRead.body, true);
    expect(oldChange).toHaveLength(1);
    expect(oldChange[0].problem).toContain('createdById');

    // The one declaration the services' views come from: the same answers hold.
    expect(checkAnswer(createRoute, rule(createRoute), 201, document, true)).toEqual([]);
    expect(checkAnswer(getChange, rule(getChange), 200, changeRead.body, true)).toEqual([]);
  });

  it('refuses a missing key, a wrong type, an undocumented status and an error body that is not the shared one', async () => {
    const route = routeOf(t.app, 'get', '/changes/:id');
    const rule = t.app.policies.ruleOf(route.operation);
    const answer = (await t.rest('GET', '/api/stocks?limit=1', { token: office })).body.data[0];
    const stocks = routeOf(t.app, 'get', '/stocks');
    const page = { data: [answer], page: 1, limit: 1, totalPages: 1, count: 1 };
    expect(checkAnswer(stocks, t.app.policies.ruleOf(stocks.operation), 200, page, true)).toEqual([]);
    const { quantity: _q, ...withoutQuantity } = answer;
    expect(checkAnswer(stocks, t.app.policies.ruleOf(stocks.operation), 200, { ...page, data: [withoutQuantity] }, true)[0].problem).toContain('data.0.quantity');
    expect(checkAnswer(stocks, t.app.policies.ruleOf(stocks.operation), 200, { ...page, count: '1' }, true)[0].problem).toContain('count');
    expect(checkAnswer(stocks, t.app.policies.ruleOf(stocks.operation), 200, { ...page, data: [{ ...answer, updatedAt: 'yesterday' }] }, true)[0].problem).toContain('updatedAt');
    expect(checkAnswer(route, rule, 418, { statusCode: 418, error: 'Teapot', message: 'no' }, true)[0].problem).toContain('status 418 is not documented');
    expect(checkAnswer(route, rule, 404, { statusCode: 404, error: 'Not Found', message: 'x', secret: 1 }, true)[0].problem).toContain('secret');
    expect(checkAnswer(route, rule, 404, { statusCode: 409, error: 'Not Found', message: 'x' }, true)[0].problem).toContain('differs from the HTTP status');
    expect(checkAnswer(undefined, undefined, 404, { message: 'not the error body' }, true)[0].problem).toContain('statusCode');
  });

  it('every declared response is closed (no undeclared key passes) and every route documents 500 and its input errors', () => {
    const open: string[] = [];
    const walk = (where: string, s: unknown): void => {
      if (!s || typeof s !== 'object') return;
      const o = s as Record<string, unknown>;
      if (o.type === 'object' && o.properties && o.additionalProperties !== false) open.push(where);
      for (const [k, v] of Object.entries(o)) walk(`${where}.${k}`, v);
    };
    for (const r of t.app.routes) {
      const responses = documentedResponses(r, t.app.policies.ruleOf(r.operation));
      expect(responses.has(500), `${r.method} ${r.path} documents 500`).toBe(true);
      if (r.params || r.query || r.body) expect(responses.has(400), `${r.method} ${r.path} documents 400`).toBe(true);
      for (const [status, d] of responses) if (d.schema) walk(`${r.method} ${r.path} ${status}`, z.toJSONSchema(d.schema, { io: 'input', unrepresentable: 'any' }));
    }
    expect(open).toEqual([]);
  });
});

describe('the contract check in the router', () => {
  it('records an answer with an undeclared key through the real router, naming the route; off unless REST_CONTRACT_CHECK=true', async () => {
    const drifting = defineModule({
      name: 'drifting',
      policies: { driftingRead: PUBLIC },
      setup: () => ({
        routes: [
          defineRoute({
            method: 'get',
            path: '/drifting',
            operation: 'driftingRead',
            summary: 'Answers a key its schema does not declare',
            tags: ['example'],
            response: z.strictObject({ id: z.number() }),
            // The handler's type follows the schema; the extra key is what a drifting service adds.
            handle: async () => ({ id: 1, secretNote: 'undeclared' }) as { id: number },
          }),
        ],
      }),
    });
    for (const check of ['true', 'false']) {
      const config = loadConfig({
        NODE_ENV: 'test',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'contract-')),
        LOG_LEVEL: 'silent',
        WORKERS: 'false',
        REST_CONTRACT_CHECK: check,
      });
      const app = await App.create(config, undefined, [...MODULES, drifting]);
      try {
        const port = await app.listen(0, '127.0.0.1');
        takeContractViolations();
        const res = await fetch(`http://127.0.0.1:${port}/api/drifting`);
        expect(res.status).toBe(200); // the answer itself is unchanged: the check only records
        const recorded = takeContractViolations();
        if (check === 'true') {
          expect(recorded).toHaveLength(1);
          expect(recorded[0]).toMatchObject({ route: 'GET /api/drifting', status: 200 });
          expect(recorded[0].problem).toContain('secretNote');
        } else {
          expect(recorded).toEqual([]);
        }
        // A path no route serves answers the shared error body, which holds.
        expect((await fetch(`http://127.0.0.1:${port}/api/no-such-path`)).status).toBe(404);
        expect(takeContractViolations()).toEqual([]);
      } finally {
        await app.stop();
      }
    }
  });
});

/** SPEC.md section 7's calls as a client written from SPEC.md sends them (issue 25). */
describe("SPEC.md's calls as a spec client sends them", () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let worker: number;
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    admin = await t.tokenFor(4);
    staff = await t.tokenFor(3);
    [worker] = await createWorkers(t, 1, 'spec');
  });
  afterAll(() => t.stop());

  const C = '/api/manufacturing/custom-manufacturing';
  const newRecord = async () => {
    const order = await pushOrder(t, admin);
    const res = await t.rest('POST', C, { token: staff, body: cabin(order.number, worker) });
    expect(res.status).toBe(201);
    return res.body as { id: number; version: number };
  };

  it('PATCH custom-manufacturing/{id} with { schema_id, createManufacturingLogDto } and no version: saved, last writer wins, the log says so', async () => {
    const rec = await newRecord();
    const res = await t.rest('PATCH', `${C}/${rec.id}`, { token: staff, body: { schema_id: null, notes: 'bez wersji', createManufacturingLogDto: { numer_pracownika: worker, note: 'poprawka' } } });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(rec.version + 1);
    expect(res.body.notes).toBe('bez wersji');
    const last = res.body.log.at(-1);
    expect(last.note).toBe('poprawka · Zapisano bez numeru wersji: ostatni zapis wygrywa');
    // a second spec client after it: no version, also saved
    const again = await t.rest('PATCH', `${C}/${rec.id}`, { token: staff, body: { notes: 'drugi', createManufacturingLogDto: { numer_pracownika: worker } } });
    expect(again.status).toBe(200);
    expect(again.body.log.at(-1).note).toBe('Zapisano bez numeru wersji: ostatni zapis wygrywa');
  });

  it('the optimistic check holds when a version is given, in the body or as If-Match', async () => {
    const rec = await newRecord();
    const dto = { createManufacturingLogDto: { numer_pracownika: worker } };
    const stale = await t.rest('PATCH', `${C}/${rec.id}`, { token: staff, body: { ...dto, notes: 'a' }, headers: { 'if-match': `"${rec.version + 5}"` } });
    expect(stale.status).toBe(409);
    expect(stale.body.reason).toBe('VERSION_CONFLICT');
    const ok = await t.rest('PATCH', `${C}/${rec.id}`, { token: staff, body: { ...dto, notes: 'b' }, headers: { 'if-match': `"${rec.version}"` } });
    expect(ok.status).toBe(200);
    expect(ok.body.log.at(-1).note).toBeNull();
    expect((await t.rest('PATCH', `${C}/${rec.id}`, { token: staff, body: { ...dto, notes: 'c', version: rec.version } })).status).toBe(409);
    const bad = await t.rest('PATCH', `${C}/${rec.id}`, { token: staff, body: { ...dto, notes: 'd' }, headers: { 'if-match': 'yesterday' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('If-Match');
    const disagree = await t.rest('PATCH', `${C}/${rec.id}`, { token: staff, body: { ...dto, notes: 'e', version: ok.body.version }, headers: { 'if-match': '1' } });
    expect(disagree.status).toBe(400);
    expect((await t.rest('GET', `/api/manufacturing/${rec.id}`, { token: staff })).body.notes).toBe('b');
  });

  describe("SPEC.md's `filters` parameter (filter=value pairs joined by &, URL-encoded)", () => {
    const ids = (res: { body: { data: Array<{ id: number }> } }) => res.body.data.map((r) => r.id);

    it('custom-manufacturing: filters= is no filter; filters=employeeNumber%3D<n> and URL-encoded pairs filter as the separate parameters do; an unknown key is 400 naming it', async () => {
      const mine = await newRecord();
      const [other] = await createWorkers(t, 1, 'spec-other');
      const order = await pushOrder(t, admin);
      expect((await t.rest('POST', C, { token: staff, body: cabin(order.number, other) })).status).toBe(201);
      const all = await t.rest('GET', `${C}?page=1&limit=96`, { token: staff });
      const empty = await t.rest('GET', `${C}?page=1&limit=96&complete=&sort=created_at&order=DESC&filters=`, { token: staff });
      expect(empty.status).toBe(200);
      expect(ids(empty)).toEqual(ids(all));
      const separate = await t.rest('GET', `${C}?limit=96&worker=${worker}`, { token: staff });
      const spec = await t.rest('GET', `${C}?limit=96&sort=created_at&order=DESC&filters=employeeNumber%3D${worker}`, { token: staff });
      expect(spec.status).toBe(200);
      expect(ids(spec)).toContain(mine.id);
      expect(ids(spec)).toEqual(ids(separate));
      expect(ids(spec).length).toBeLessThan(ids(all).length);
      const pairs = await t.rest('GET', `${C}?limit=96&filters=${encodeURIComponent(`worker=${worker}&type=szklo_kabina`)}`, { token: staff });
      expect(ids(pairs)).toEqual(ids(separate));
      const none = await t.rest('GET', `${C}?limit=96&filters=${encodeURIComponent(`worker=${worker}&type=dach`)}`, { token: staff });
      expect(none.body.count).toBe(0);

      const unknown = await t.rest('GET', `${C}?filters=colour%3Dred`, { token: staff });
      expect(unknown.status).toBe(400);
      expect(Object.keys(unknown.body.fields)).toEqual(['filters.colour']);
      const badValue = await t.rest('GET', `${C}?filters=employeeNumber%3Dabc`, { token: staff });
      expect(badValue.status).toBe(400);
      expect(Object.keys(badValue.body.fields)).toEqual(['filters.employeeNumber']);
      const notAFilter = await t.rest('GET', `${C}?filters=limit%3D5`, { token: staff });
      expect(notAFilter.status).toBe(400);
      expect(notAFilter.body.fields).toHaveProperty(['filters.limit']);
      const disagree = await t.rest('GET', `${C}?worker=${other}&filters=worker%3D${worker}`, { token: staff });
      expect(disagree.status).toBe(400);
      expect(disagree.body.fields).toHaveProperty(['filters.worker']);
    });

    it('/api/history and /api/stocks take filters the same way', async () => {
      const history = await t.rest('GET', '/api/history?page=1&limit=100', { token: admin });
      const historyEmpty = await t.rest('GET', '/api/history?page=1&limit=100&filters=', { token: admin });
      expect(historyEmpty.status).toBe(200);
      expect(historyEmpty.body.count).toBe(history.body.count);
      const byType = await t.rest('GET', '/api/history?limit=100&entityType=manufacturing_record', { token: admin });
      const byTypeSpec = await t.rest('GET', `/api/history?limit=100&filters=${encodeURIComponent('entityType=manufacturing_record')}`, { token: admin });
      expect(byTypeSpec.status).toBe(200);
      expect(byTypeSpec.body.count).toBeGreaterThan(0);
      expect(byTypeSpec.body.count).toBe(byType.body.count);
      const historyUnknown = await t.rest('GET', '/api/history?filters=colour%3Dred', { token: admin });
      expect(historyUnknown.status).toBe(400);
      expect(Object.keys(historyUnknown.body.fields)).toEqual(['filters.colour']);

      const stocks = await t.rest('GET', '/api/stocks?page=1&limit=10', { token: staff });
      const stocksEmpty = await t.rest('GET', '/api/stocks?page=1&limit=10&filters=', { token: staff });
      expect(stocksEmpty.status).toBe(200);
      expect(stocksEmpty.body.count).toBe(stocks.body.count);
      const location = stocks.body.data[0].location as string;
      const byLocation = await t.rest('GET', `/api/stocks?limit=100&location=${encodeURIComponent(location)}`, { token: staff });
      const byLocationSpec = await t.rest('GET', `/api/stocks?limit=100&filters=${encodeURIComponent(`location=${location}`)}`, { token: staff });
      expect(byLocationSpec.status).toBe(200);
      expect(ids(byLocationSpec)).toEqual(ids(byLocation));
      expect(byLocationSpec.body.count).toBeLessThan(stocks.body.count);
      const stocksUnknown = await t.rest('GET', '/api/stocks?filters=colour%3Dred', { token: staff });
      expect(stocksUnknown.status).toBe(400);
      expect(Object.keys(stocksUnknown.body.fields)).toEqual(['filters.colour']);
    });

    it('the OpenAPI document describes the filters parameter of the three lists', async () => {
      const doc = (await t.rest('GET', '/api/openapi.json')).body;
      for (const path of ['/api/manufacturing/custom-manufacturing', '/api/history', '/api/stocks']) {
        const p = doc.paths[path].get.parameters.find((x: { name: string }) => x.name === 'filters');
        expect(p, path).toMatchObject({ in: 'query', required: false, schema: { type: 'string' } });
        expect(p.description).toContain('name=value pairs joined by `&`');
      }
      expect(doc.paths['/api/manufacturing/custom-manufacturing'].get.parameters.find((x: { name: string }) => x.name === 'filters').description).toContain('employeeNumber (= worker)');
    });
  });

  it('POST standard-manufacturing/create is served as well as the collection path', async () => {
    const data = await t.rest('GET', '/api/manufacturing-data/data?limit=1', { token: admin });
    expect(data.body.data.length).toBe(1);
    const body = { manufacturingDataId: data.body.data[0].id, quantity: 1 };
    const viaCreate = await t.rest('POST', '/api/manufacturing/standard-manufacturing/create', { token: staff, body });
    expect(viaCreate.status).toBe(201);
    const viaCollection = await t.rest('POST', '/api/manufacturing/standard-manufacturing', { token: staff, body });
    expect(viaCollection.status).toBe(201);
    expect(viaCreate.body.status).toBe('DRAFT');
    expect(viaCollection.body.id).toBeGreaterThan(viaCreate.body.id);
    const doc = (await t.rest('GET', '/api/openapi.json')).body;
    expect(doc.paths['/api/manufacturing/standard-manufacturing/create'].post['x-operation']).toBe('standardManufacturingCreate');
  });
});
