import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

/** Issue 11 item 9: "Wyloguj" ends the session on the server (ADR 0611). */
describe('sign-out revokes the session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
  });
  afterAll(() => t.stop());

  const fresh = async (email: string) => {
    t.forgetTokens();
    return t.login(email, 'demo1234');
  };
  const meCode = async (token: string) => (await t.gql('{ me { email } }', {}, token)).errors?.[0]?.extensions?.code ?? 'OK';

  it('REST POST /api/auth/logout: 204; the old token then gets 401 everywhere and the user\'s open WebSocket closes with 4401', async () => {
    const token = await fresh('biuro@example.com');
    expect((await t.rest('GET', '/api/user-check?numer_zewnetrzny=K-1001', { token })).status).toBe(200);
    let closed: number | null = null;
    const socket = t.ws(token, { onClosed: (code) => (closed = code) });
    const sub = await t.subscribed(() => subscribe(socket, 'subscription { operationStatus(operationId: "wyloguj-1") { status } }'));
    expect(closed).toBeNull();

    const out = await t.rest('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(204);
    await waitFor(() => closed !== null, 5000, 'the WebSocket to close');
    expect(closed).toBe(4401);
    sub.unsubscribe();

    const after = await t.rest('GET', '/api/user-check?numer_zewnetrzny=K-1001', { token });
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toBe('Bearer');
    expect(await meCode(token)).toBe('UNAUTHENTICATED');
    expect((await t.rest('POST', '/api/auth/logout', { token })).status).toBe(401);
    // Signing in again works.
    expect(await meCode(await fresh('biuro@example.com'))).toBe('OK');
  });

  it('GraphQL mutation logout: true, and the token is refused afterwards', async () => {
    const token = await fresh('magazyn@example.com');
    expect(await meCode(token)).toBe('OK');
    const res = await t.gql('mutation { logout }', {}, token);
    expect(res).toEqual({ data: { logout: true } });
    expect(await meCode(token)).toBe('UNAUTHENTICATED');
    expect((await t.gql('mutation { logout }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends all of the user\'s sessions (every device), and no other user\'s', async () => {
    const first = await fresh('klient@example.com');
    // A token's time is in whole seconds: the next sign-in in the next second gets another token.
    const issued = Math.floor(Date.now() / 1000);
    while (Math.floor(Date.now() / 1000) === issued) await new Promise((r) => setTimeout(r, 20));
    const second = await fresh('klient@example.com');
    expect(second).not.toBe(first);
    const other = await fresh('admin@example.com');
    expect((await t.rest('POST', '/api/auth/logout', { token: second })).status).toBe(204);
    expect(await meCode(first)).toBe('UNAUTHENTICATED');
    expect(await meCode(second)).toBe('UNAUTHENTICATED');
    expect(await meCode(other)).toBe('OK');
  });

  it('anonymous callers get 401, an API key 403 (it has no session; an admin revokes the key)', async () => {
    expect((await t.rest('POST', '/api/auth/logout')).status).toBe(401);
    const admin = await fresh('admin@example.com');
    const key = (await t.rest('POST', '/api/api-keys', { token: admin, body: { name: 'sklep', scope: 'shop' } })).body.key as string;
    expect((await t.rest('POST', '/api/auth/logout', { token: key })).status).toBe(403);
  });
});
