import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, TestApp } from '../support/test-app.js';

/** Issue 11, item 3: a GraphQL operation that fails as a whole answers the HTTP status its code
 *  has in REST (it was 500 for refusals, 200 for the others); a partial result stays 200. */
describe('GraphQL HTTP statuses', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
  });
  afterAll(() => t.stop());

  const post = (query: string, token?: string | null, variables: Record<string, unknown> = {}) =>
    t.rest('POST', '/graphql', { token, body: { query, variables }, headers: { accept: 'application/graphql-response+json, application/json;q=0.9' } });

  it('UNAUTHENTICATED is 401 with WWW-Authenticate, FORBIDDEN 403', async () => {
    const anon = await post('{ me { id } }');
    expect(anon.status).toBe(401);
    expect(anon.headers.get('www-authenticate')).toBe('Bearer');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const wrongPassword = await post('mutation { login(input: { username: "admin@example.com", password: "nope-nope" }) { role } }');
    expect(wrongPassword.status).toBe(401);
    const forbidden = await post('{ users { totalCount } }', await t.tokenFor(1));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('BAD_USER_INPUT is 400, NOT_FOUND 404, CONFLICT 409, with the same body as before', async () => {
    const bad = await post('mutation { login(input: { username: "", password: "x" }) { role } }');
    expect(bad.status).toBe(400);
    // Apollo Client 4 asks for this media type and then reads a 4xx body as GraphQL errors
    expect(bad.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.username': 'is required' } });
    const missing = await post('{ change(id: 987654321) { id } }', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const taken = await post(
      'mutation($input: UserCreateInput!) { userCreate(input: $input) { id } }',
      admin,
      { input: { email: demoEmail(1), firstName: 'A', lastName: 'B', numer_pracownika: 424242, role: 1, password: 'long-enough-1' } },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('a success stays 200; a refusal before execution has no data and its status', async () => {
    expect((await post('{ me { id } }', admin)).status).toBe(200);
    const partial = await post('{ authSettings { __typename } me { id } }', null);
    // refused before execution: no data at all, so 401
    expect(partial.status).toBe(401);
  });
});
