import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

/** Issue 11, item 7 (ADR 0601): with NODE_ENV=production anonymous callers get no introspection
 *  and no "Did you mean ..." suggestions; signed-in users and API keys keep both. */
describe('production: the schema is for signed-in callers', () => {
  let t: TestApp;
  let user: string;
  let apiKey: string;
  beforeAll(async () => {
    t = await TestApp.start({ NODE_ENV: 'production' });
    user = await t.tokenFor(1);
    const created = await t.rest('POST', '/api/api-keys', { token: await t.tokenFor(4), body: { name: 'introspection', scope: 'shop' } });
    apiKey = created.body.key;
  });
  afterAll(() => t.stop());

  const post = (query: string, token?: string | null) => t.rest('POST', '/graphql', { token, body: { query } });
  const introspections = [
    '{ __schema { queryType { name } types { name } } }',
    '{ __type(name: "User") { name fields { name } } }',
    'query { ...Root } fragment Root on Query { __schema { types { name } } }',
    'query { ... on Query { __type(name: "StockItem") { name } } }',
  ];

  it.each(introspections)('anonymous introspection is refused with 401: %s', async (query) => {
    const res = await post(query);
    expect(res.status).toBe(401);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(res.body)).not.toMatch(/StockItem"|"User"|fields/);
  });

  it('a signed-in user and an API key keep introspection', async () => {
    for (const token of [user, apiKey]) {
      const res = await post(introspections[0], token);
      expect(res.status).toBe(200);
      expect(res.body.data.__schema.types.map((x: { name: string }) => x.name)).toContain('StockItem');
    }
  });

  it('anonymous callers get no "Did you mean" suggestions (HTTP and WebSocket); signed-in ones do', async () => {
    const anon = await post('{ stockItem { id } }');
    expect(anon.status).toBe(400);
    expect(anon.body.errors[0].message).toContain('Cannot query field "stockItem" on type "Query".');
    expect(JSON.stringify(anon.body)).not.toContain('Did you mean');
    const signed = await post('{ stockItem { id } }', user);
    expect(signed.body.errors[0].message).toContain('Did you mean');

    const client = t.ws(null);
    const sub = subscribe(client, 'subscription { stockItemUpdate { id } }');
    await waitFor(() => sub.errors.length > 0 || sub.isCompleted(), 10_000, 'refusal');
    expect(JSON.stringify(sub.errors)).toContain('Cannot query field');
    expect(JSON.stringify(sub.errors)).not.toContain('Did you mean');
  });

  it('__typename stays open, and so do the public operations', async () => {
    expect((await post('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    expect((await post('{ authSettings { __typename } }')).status).toBe(200);
  });

  it('the playground page is a static bundle without the schema: what it shows comes from introspection with a token', async () => {
    const page = await fetch(t.url + '/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/StockItem|stockItems|quickPrintImport/);
  });
});

describe('development: unchanged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ NODE_ENV: 'development' });
  });
  afterAll(() => t.stop());

  it('anonymous introspection and suggestions are on outside production', async () => {
    expect((await t.rest('POST', '/graphql', { body: { query: '{ __schema { queryType { name } } }' } })).status).toBe(200);
    expect(JSON.stringify((await t.rest('POST', '/graphql', { body: { query: '{ stockItem { id } }' } })).body)).toContain('Did you mean');
  });
});
