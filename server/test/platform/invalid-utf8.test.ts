import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../support/test-app.js';

/** Issue 25 item 6: a JSON body whose bytes are not UTF-8 is refused with 400 naming the body,
 *  on REST and GraphQL, and nothing is stored (before: saved with U+FFFD in place of the bytes). */
describe('JSON bodies must be UTF-8', () => {
  let t: TestApp;
  let admin: string;
  let printer: { id: number; name: string };
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    admin = await t.tokenFor(4);
    printer = (await t.rest('GET', '/api/printers', { token: admin })).body.data?.[0] ?? (await t.rest('GET', '/api/printers', { token: admin })).body[0];
  });
  afterAll(() => t.stop());

  const raw = (path: string, method: string, bytes: Buffer, type = 'application/json') =>
    fetch(t.url + path, { method, headers: { authorization: `Bearer ${admin}`, 'content-type': type }, body: bytes });
  const invalid = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('"}')]);

  it('REST: PATCH /api/printers/{id} with {"name":"\\xed\\xa0\\x80\\xff"} is 400 naming the body; the name is unchanged', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const res = await raw(`/api/printers/${printer.id}`, 'PATCH', invalid, type);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { fields?: Record<string, string> };
      expect(body.fields?.body).toMatch(/UTF-8/);
    }
    const after = await t.rest('GET', '/api/printers', { token: admin });
    expect(JSON.stringify(after.body)).not.toContain('\uFFFD');
    // An overlong encoding and a lone continuation byte are not UTF-8 either.
    for (const bad of [[0xc0, 0xae], [0x80]]) {
      const res = await raw(`/api/printers/${printer.id}`, 'PATCH', Buffer.concat([Buffer.from('{"name":"a'), Buffer.from(bad), Buffer.from('"}')]));
      expect(res.status).toBe(400);
    }
  });

  it('GraphQL: a POST /graphql body with invalid UTF-8 is 400 naming the body', async () => {
    const body = Buffer.concat([Buffer.from('{"query":"{ __typename }","variables":{"x":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}}')]);
    const res = await raw('/graphql', 'POST', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields?: Record<string, string> }).fields?.body).toMatch(/UTF-8/);
  });

  it('valid UTF-8 (Polish letters, a BOM-less 4-byte emoji) still goes through', async () => {
    const res = await raw(`/api/printers/${printer.id}`, 'PATCH', Buffer.from(JSON.stringify({ name: 'Drukarka łąka 🖨' }), 'utf8'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { name: string }).name).toBe('Drukarka łąka 🖨');
    const gql = await raw('/graphql', 'POST', Buffer.from(JSON.stringify({ query: '{ __typename }' })));
    expect(gql.status).toBe(200);
  });
});
