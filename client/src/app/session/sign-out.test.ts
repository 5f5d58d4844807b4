import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../apollo/apollo-client';
import { authStore, getToken, saveSession } from '../../shared/session/auth-store';
import { signOut } from './sign-out';

describe('"Wyloguj" (sign-out)', () => {
  beforeEach(() => saveSession({ token: 'tok-123', role: 2, numer_pracownika: 1002 }));
  afterEach(() => vi.unstubAllGlobals());

  const client = () => createApolloClient({ getToken, onUnauthenticated: vi.fn() });

  it('asks the server to end the session with the current token, then signs out here', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response(JSON.stringify({ data: { logout: true } }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);

    await signOut(client());

    const graphql = fetchMock.mock.calls.filter(([url]) => !String(url).includes('/api/auth/page-session'));
    expect(graphql).toHaveLength(1);
    const [, init] = graphql[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-123');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'Logout' });
    expect(authStore.getState()).toEqual({ session: null, signedOut: true });
    expect(localStorage.getItem('token')).toBeNull();
    // and asks the server to clear the HttpOnly page-session cookie, which scripts cannot
    expect(fetchMock.mock.calls.filter(([url, i]) => String(url) === '/api/auth/page-session' && i?.method === 'DELETE')).toHaveLength(1);
  });

  it('still signs out here when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await signOut(client());
    expect(authStore.getState().session).toBeNull();
  });

  it('does not wait for a server that does not answer', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockImplementation(() => new Promise<Response>(() => {})));
    const started = Date.now();
    await signOut(client(), 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(authStore.getState().session).toBeNull();
  });
});
