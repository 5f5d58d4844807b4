import { mkdirSync, writeFileSync } from 'node:fs';
import { SESSION_REVOKED } from '../../src/platform/pubsub.js';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../src/modules/users/user.types.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

describe('one HTTP server: health, client, integrator tools, errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
    // a stand-in for the built client, to check the SPA fallback
    const dist = t.app.config.clientDist;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(() => t.stop());

  it('reports liveness and readiness', async () => {
    expect(await t.rest('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.rest('GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('redirects / to /app and serves the client for app and auth routes', async () => {
    const root = await fetch(t.url + '/', { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app');
    for (const path of ['/app', '/app/packing', '/app/manufacturing/12', '/authentication/login', '/authentication/whatever']) {
      const res = await fetch(t.url + path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('id="root"');
    }
    expect((await fetch(t.url + '/assets/app.js')).status).toBe(200);
    expect((await fetch(t.url + '/assets/missing.js')).status).toBe(404);
  });

  it('serves the GraphQL playground to a browser at GET /graphql, with its assets from npm', async () => {
    const page = await fetch(t.url + '/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<base href="/altair/">');
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
    const script = /src="([^"]+\.js)"/.exec(html)![1];
    expect((await fetch(t.url + '/altair/' + script)).status).toBe(200);
    // a GraphQL client still gets GraphQL on GET
    const get = await fetch(t.url + '/graphql?query=%7B__typename%7D', { headers: { 'apollo-require-preflight': '1' } });
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('describes every REST path in OpenAPI 3, with a readable reference page', async () => {
    const { body: doc } = await t.rest('GET', '/api/openapi.json');
    expect(doc.openapi).toMatch(/^3\./);
    for (const r of t.app.routes) {
      const path = '/api' + r.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[r.method], `${r.method} ${path}`).toBeDefined();
      expect(doc.paths[path][r.method]['x-operation']).toBe(r.operation);
    }
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    const ref = await fetch(t.url + '/api/docs');
    expect(ref.status).toBe(200);
    expect(await ref.text()).toContain('swagger-ui');
    expect((await fetch(t.url + '/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('answers unknown API paths and bad JSON with the JSON error shape', async () => {
    expect(await t.rest('GET', '/api/no-such-thing')).toMatchObject({ status: 404, body: { statusCode: 404, error: 'Not Found' } });
    const bad = await fetch(t.url + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400, fields: { body: 'invalid JSON' } });
  });

  it('keeps stack traces and internals out of GraphQL errors', async () => {
    const res = await t.gql('{ me { nope } }');
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(res)).not.toContain('stacktrace');
    const input = await t.gql('mutation { login(input: { username: "", password: "x" }) { role } }');
    expect(input.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.username': 'is required' } });
  });

  it('emits decorator metadata (TypeGraphQL and MikroORM depend on it)', () => {
    expect(Reflect.getMetadata('design:type', UserType.prototype, 'email')).toBe(String);
  });

  it('closes a revoked user\'s WebSockets with 4401 on SESSION_REVOKED', async () => {
    let closedWith: number | null = null;
    const client = t.ws(await t.tokenFor(2), { onClosed: (code) => (closedWith = code) });
    const sub = await t.subscribed(() => subscribe(client, 'subscription { operationStatus(operationId: "x") { status } }'));
    t.app.platform.pubSub.publish(SESSION_REVOKED, { userId: 2 });
    await waitFor(() => closedWith !== null, 5000, 'the socket to close');
    expect(closedWith).toBe(4401);
    sub.unsubscribe();
  });
});

describe('graceful shutdown', () => {
  it('drains HTTP and WebSocket connections and closes the database within the timeout', async () => {
    const t = await TestApp.start();
    const socket = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
    await new Promise((r) => socket.once('open', r));
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    const started = Date.now();
    await t.app.stop();
    expect(await closed).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(t.app.orm.em.fork().getConnection().execute('select 1')).rejects.toThrow();
    await t.db.drop();
  });
});
