import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/modules/users/user.entity.js';
import { TEST_JWT_SECRET, TestApp } from '../support/test-app.js';

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  const bumpTokenVersion = async (email: string, patch: Partial<User> = {}) => {
    const em = t.app.orm.em.fork();
    const user = await em.findOneOrFail(User, { email });
    em.assign(user, { tokenVersion: user.tokenVersion + 1, ...patch });
    await em.flush();
  };

  it('answers access_token, role and numer_pracownika for good credentials (username or email)', async () => {
    const a = await t.rest('POST', '/api/auth/login', { body: { username: 'biuro@example.com', password: 'demo1234' } });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ access_token: expect.any(String), role: 2, numer_pracownika: 1002 });
    const b = await t.rest('POST', '/api/auth/login', { body: { email: 'BIURO@example.com', password: 'demo1234' } });
    expect(b.status).toBe(200);
    expect(b.body.role).toBe(2);
  });

  it('does the same through the GraphQL login mutation', async () => {
    const res = await t.gql(`mutation { login(input: { username: "magazyn@example.com", password: "demo1234" }) { access_token role numer_pracownika } }`);
    expect(res.data.login).toMatchObject({ role: 3, numer_pracownika: 1003 });
    const me = await t.gql('{ me { email role } }', {}, res.data.login.access_token);
    expect(me.data.me).toEqual({ email: 'magazyn@example.com', role: 3 });
  });

  it('answers 401 with the same message whether the user or the password is wrong', async () => {
    const wrongPassword = await t.rest('POST', '/api/auth/login', { body: { username: 'admin@example.com', password: 'nope-nope' } });
    const unknownUser = await t.rest('POST', '/api/auth/login', { body: { username: 'ghost@example.com', password: 'demo1234' } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' });
    const gql = await t.gql(`mutation { login(input: { username: "ghost@example.com", password: "x" }) { role } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('names the invalid field on a 400', async () => {
    const res = await t.rest('POST', '/api/auth/login', { body: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ username: 'is required' });
    const bad = await t.rest('POST', '/api/auth/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
  });

  it('refuses a password over 72 bytes with a clear message instead of truncating it', async () => {
    const long = 'ą'.repeat(37); // 74 bytes in UTF-8, 37 characters
    const res = await t.rest('POST', '/api/auth/login', { body: { username: 'admin@example.com', password: long } });
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toMatch(/72 bytes/);
  });

  it('answers 429 after 10 failures for one username and address, only for that username', async () => {
    const body = { username: 'klient@example.com', password: 'wrong-password' };
    for (let i = 0; i < 10; i++) expect((await t.rest('POST', '/api/auth/login', { body })).status).toBe(401);
    const blocked = await t.rest('POST', '/api/auth/login', { body: { ...body, password: 'demo1234' } });
    expect(blocked.status).toBe(429);
    const gql = await t.gql(`mutation { login(input: { username: "klient@example.com", password: "demo1234" }) { role } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const other = await t.rest('POST', '/api/auth/login', { body: { username: 'biuro@example.com', password: 'demo1234' } });
    expect(other.status).toBe(200);
  });

  it('refuses tokens that are tampered, use another algorithm, are expired or outdated', async () => {
    const good = await t.tokenFor(4);
    expect((await t.gql('{ me { email } }', {}, good)).data?.me.email).toBe('admin@example.com');
    const claims = jwt.decode(good) as jwt.JwtPayload;

    const tampered = good.slice(0, -3) + (good.endsWith('aaa') ? 'bbb' : 'aaa');
    const none = jwt.sign({ tv: claims.tv, role: 4 }, '', { algorithm: 'none', subject: claims.sub });
    const hs512 = jwt.sign({ tv: claims.tv, role: 4 }, TEST_JWT_SECRET, { algorithm: 'HS512', subject: claims.sub });
    const expired = jwt.sign({ tv: claims.tv, role: 4, exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: claims.sub });
    for (const token of [tampered, none, hs512, expired]) {
      expect((await t.rest('GET', '/api/user-check?numer_zewnetrzny=K-1001', { token })).status).toBe(401);
      expect((await t.gql('{ me { email } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a validly signed token that lacks a claim the server issues (exp, iat, sub, tv, role, typ) or is another kind', async () => {
    const good = await t.tokenFor(4);
    const claims = jwt.decode(good) as jwt.JwtPayload;
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'role', 'sub', 'tv', 'typ']);
    // noTimestamp: jsonwebtoken would add an iat itself (and drops the payload's one with it)
    const signed = (payload: Record<string, unknown>) => jwt.sign(payload, TEST_JWT_SECRET, { algorithm: 'HS256', noTimestamp: !('iat' in payload) });
    const without = (name: string) => signed(Object.fromEntries(Object.entries(claims).filter(([k]) => k !== name)));
    // the same claims, re-signed: accepted (so each refusal below is the missing claim's)
    const resigned = await t.gql('{ me { email } }', {}, signed(claims));
    expect(resigned.data?.me.email, JSON.stringify(resigned.errors)).toBe('admin@example.com');
    const refused = {
      ...Object.fromEntries(['exp', 'iat', 'sub', 'tv', 'role', 'typ'].map((name) => [`no ${name}`, without(name)])),
      'page token as Bearer': signed({ ...claims, typ: 'page' }),
      'tv as text': signed({ ...claims, tv: String(claims.tv) }),
      'sub not an id': signed({ ...claims, sub: 'admin' }),
    };
    const wrong: string[] = [];
    for (const [why, token] of Object.entries(refused)) {
      const rest = await t.rest('GET', '/api/users?page=1', { token });
      const gql = await t.gql('{ me { email } }', {}, token);
      if (rest.status !== 401 || gql.errors?.[0].extensions?.code !== 'UNAUTHENTICATED') wrong.push(`${why}: REST ${rest.status}, GraphQL ${JSON.stringify(gql.data ?? gql.errors)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('ends old tokens at once when the tokenVersion moves on or the user is deactivated', async () => {
    const token = await t.login('magazyn@example.com', 'demo1234');
    expect((await t.gql('{ me { email } }', {}, token)).data?.me).toBeTruthy();
    await bumpTokenVersion('magazyn@example.com', { role: 2 });
    expect((await t.gql('{ me { email } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    t.forgetTokens();
    const fresh = await t.login('magazyn@example.com', 'demo1234');
    expect((await t.gql('{ me { role } }', {}, fresh)).data?.me.role).toBe(2);

    await bumpTokenVersion('magazyn@example.com', { active: false });
    expect((await t.gql('{ me { email } }', {}, fresh)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    t.forgetTokens();
    expect((await t.rest('POST', '/api/auth/login', { body: { username: 'magazyn@example.com', password: 'demo1234' } })).status).toBe(401);
  });

  it('user-check answers 200 for an active external number and 404 otherwise', async () => {
    const token = await t.tokenFor(2);
    expect((await t.rest('GET', '/api/user-check?numer_zewnetrzny=K-1001', { token })).status).toBe(200);
    const unknown = await t.rest('GET', '/api/user-check?numer_zewnetrzny=K-9999', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'User with this numer_zewnetrzny not found' });
    const missing = await t.rest('GET', '/api/user-check', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('numer_zewnetrzny');
    await bumpTokenVersion('klient@example.com', { active: false });
    expect((await t.rest('GET', '/api/user-check?numer_zewnetrzny=K-1001', { token })).status).toBe(404);
  });
});
