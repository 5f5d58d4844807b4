import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAttempt } from '../../src/modules/users/login-attempt.entity.js';
import { createTestDatabase } from '../support/test-database.js';
import { TestApp } from '../support/test-app.js';

/** Issue 11 item 10: sign-in is limited per address as well as per username (password
 *  spraying), counted in the database (shared by nodes), and every 429 says when to retry. */
describe('sign-in throttling per address and per username, with Retry-After', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two nodes on one database, behind a proxy that names the client address.
    const db = await createTestDatabase();
    a = await TestApp.start({ WORKERS: 'false', TRUST_PROXY: 'true' }, db);
    b = await TestApp.start({ WORKERS: 'false', TRUST_PROXY: 'true' }, db);
  });
  afterAll(async () => {
    await b.stop({ keepDatabase: true });
    await a.stop();
  });

  const login = (node: TestApp, from: string, username: string, password: string) =>
    node.rest('POST', '/api/auth/login', { body: { username, password }, headers: { 'x-forwarded-for': from } });

  it('60 usernames sprayed from one address: the 31st attempt is refused (429 + Retry-After) on every node, other addresses are not', async () => {
    const from = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const node = i % 2 ? b : a; // the count lives in the database: both nodes add to it
      statuses.push((await login(node, from, `ofiara${i}@example.com`, 'Lato2026!')).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);

    // Even the right password of a real account waits, from that address.
    const blocked = await login(b, from, 'biuro@example.com', 'demo1234');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body).toMatchObject({ statusCode: 429, retryAfter });

    const gql = await a.rest('POST', '/graphql', {
      body: { query: 'mutation { login(input: { username: "biuro@example.com", password: "demo1234" }) { role } }' },
      headers: { 'x-forwarded-for': from },
    });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });

    // Another address signs in as usual.
    expect((await login(a, '198.51.100.20', 'biuro@example.com', 'demo1234')).status).toBe(200);
  }, 180_000); // ~80 sign-ins, each through bcrypt: on a loaded 2-core machine they can pass 30 s

  it('Retry-After counts down to when enough failures have left the 15-minute window', async () => {
    const from = '203.0.113.8';
    for (let i = 0; i < 30; i++) expect((await login(a, from, `inny${i}@example.com`, 'zle-haslo')).status).toBe(401);
    // Make the oldest failure 14.5 minutes old: one slot frees in about 30 s.
    const em = a.app.orm.em.fork();
    const [oldest] = await em.find(LoginAttempt, { ip: from }, { orderBy: { id: 'asc' }, limit: 1 });
    await em.nativeUpdate(LoginAttempt, { id: oldest.id }, { createdAt: new Date(Date.now() - 14.5 * 60 * 1000) });
    const res = await login(b, from, 'inny0@example.com', 'zle-haslo');
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(25);
    expect(retryAfter).toBeLessThanOrEqual(31);
    // Once it has left the window, the address may try again.
    await em.nativeUpdate(LoginAttempt, { id: oldest.id }, { createdAt: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await login(a, from, 'magazyn@example.com', 'demo1234')).status).toBe(200);
  }, 180_000);

  it('the per-username limit (10 failures of one username from one address) answers 429 with Retry-After too', async () => {
    const from = '203.0.113.9';
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? a : b, from, 'klient@example.com', 'zle-haslo')).status).toBe(401);
    const res = await login(a, from, 'klient@example.com', 'demo1234');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Other usernames from that address are not held back by it.
    expect((await login(a, from, 'biuro@example.com', 'demo1234')).status).toBe(200);
  }, 180_000);
});
