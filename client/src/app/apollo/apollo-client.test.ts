import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, MeDocument } from '../../gql/graphql';
import { readServerError } from '../../shared/server-errors';
import { createApolloClient } from './apollo-client';

function graphQLReply(status: number, body: unknown) {
  return vi
    .fn<typeof fetch>()
    .mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const unauthenticated = { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }], data: null };

describe('Apollo client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the Bearer token on HTTP operations', async () => {
    const fetchMock = graphQLReply(200, { data: { me: { __typename: 'User', id: '1', email: 'a@b.pl', firstName: 'A', lastName: 'B', role: 4, numer_pracownika: 1 } } });
    vi.stubGlobal('fetch', fetchMock);
    const client = createApolloClient({ getToken: () => 'tok', onUnauthenticated: vi.fn() });

    await client.query({ query: MeDocument });

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
  });

  it('ends the session on a GraphQL UNAUTHENTICATED error', async () => {
    vi.stubGlobal('fetch', graphQLReply(200, unauthenticated));
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ getToken: () => 'expired', onUnauthenticated });

    await expect(client.query({ query: MeDocument })).rejects.toThrow();

    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('ends the session on HTTP 401', async () => {
    vi.stubGlobal('fetch', graphQLReply(401, unauthenticated));
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ getToken: () => 'expired', onUnauthenticated });

    await expect(client.query({ query: MeDocument })).rejects.toThrow();

    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('does not treat a failed sign-in as an ended session', async () => {
    vi.stubGlobal('fetch', graphQLReply(200, unauthenticated));
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ getToken: () => null, onUnauthenticated });

    await expect(
      client.mutate({ mutation: LoginDocument, variables: { input: { username: 'a@b.pl', password: 'x' } } }),
    ).rejects.toThrow();

    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('reads a 4xx answer in application/graphql-response+json as GraphQL errors (field errors reach the form)', async () => {
    const body = { errors: [{ message: 'Invalid input.username', extensions: { code: 'BAD_USER_INPUT', fields: { 'input.username': 'is required' } } }], data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(async () => new Response(JSON.stringify(body), { status: 400, headers: { 'Content-Type': 'application/graphql-response+json; charset=utf-8' } })),
    );
    const client = createApolloClient({ getToken: () => null, onUnauthenticated: vi.fn() });

    const error = await client.mutate({ mutation: LoginDocument, variables: { input: { username: '', password: 'x' } } }).catch((e: unknown) => e);

    expect(readServerError(error)).toEqual({ code: 'BAD_USER_INPUT', fields: { username: 'is required' }, message: 'Invalid input.username' });
  });

  it('leaves other errors to the caller', async () => {
    vi.stubGlobal('fetch', graphQLReply(200, { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }], data: null }));
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ getToken: () => 'tok', onUnauthenticated });

    await expect(client.query({ query: MeDocument })).rejects.toThrow();

    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
