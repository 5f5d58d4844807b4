import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

/** The admin's user management (issue 3), over REST and GraphQL, on a real database. */
describe('users', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
  });
  afterAll(() => t.stop());

  let seq = 0;
  const newUser = (over: Record<string, unknown> = {}) => {
    seq += 1;
    return { email: `user${seq}@example.com`, password: 'secret-pass-1', firstName: 'Jan', lastName: `Nowak${seq}`, role: 2, numer_pracownika: 5000 + seq, ...over };
  };
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.rest('POST', '/api/users', { token: admin, body: newUser(over) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; email: string; role: number; numer_pracownika: number };
  };
  const counts = async () => {
    const em = t.app.orm.em.fork();
    return { users: await em.count(User, {}), history: await em.count(HistoryEntry, {}) };
  };
  const historyOf = (id: number) => t.app.orm.em.fork().find(HistoryEntry, { entityType: 'user', entityId: String(id) }, { orderBy: { id: 'ASC' } });
  const hasNoPasswordData = (value: unknown) => {
    const text = JSON.stringify(value);
    expect(text).not.toMatch(/password|\$2[aby]\$|tokenVersion/i);
  };

  describe('list', () => {
    it('answers { data, count, totalPages } without any password data', async () => {
      const res = await t.rest('GET', '/api/users', { token: admin });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['count', 'data', 'limit', 'page', 'totalPages']);
      expect(res.body.count).toBeGreaterThanOrEqual(4);
      expect(res.body.data[0]).toEqual({
        id: expect.any(Number), email: expect.any(String), firstName: expect.any(String), lastName: expect.any(String), role: expect.any(Number),
        numer_pracownika: expect.any(Number), numer_zewnetrzny: expect.toBeOneOf([null, expect.any(String)]), active: expect.any(Boolean), createdAt: expect.any(String),
      });
      hasNoPasswordData(res.body);
    });

    it('searches name, e-mail, numer_pracownika and numer_zewnetrzny, case-insensitively', async () => {
      const emails = async (query: string) => (await t.rest('GET', `/api/users?query=${encodeURIComponent(query)}`, { token: admin })).body.data.map((u: { email: string }) => u.email);
      expect(await emails('ADMINISTRACKI')).toEqual(['admin@example.com']);
      expect(await emails('adam admin')).toEqual(['admin@example.com']);
      expect(await emails('biuro@')).toEqual(['biuro@example.com']);
      expect(await emails('1003')).toEqual(['magazyn@example.com']);
      expect(await emails('k-1001')).toEqual(['klient@example.com']);
      // wildcards in the search text are plain characters
      expect(await emails('%')).toEqual([]);
      expect(await emails('_')).toEqual([]);
    });

    it('pages with limit and page, sorts by a whitelisted column, ASC or else DESC', async () => {
      const asc = await t.rest('GET', '/api/users?query=example.com&limit=2&page=1&sort=email&order=ASC', { token: admin });
      expect(asc.body.data.map((u: { email: string }) => u.email)).toEqual(['admin@example.com', 'biuro@example.com']);
      expect(asc.body.totalPages).toBe(Math.ceil(asc.body.count / 2));
      const page2 = await t.rest('GET', '/api/users?query=example.com&limit=2&page=2&sort=email&order=ASC', { token: admin });
      expect(page2.body.data[0].email).toBe('klient@example.com');
      const desc = await t.rest('GET', '/api/users?query=example.com&limit=1&sort=numer_pracownika&order=sideways', { token: admin });
      expect(desc.body.data[0].numer_pracownika).toBeGreaterThanOrEqual(1004);
      const beyond = await t.rest('GET', '/api/users?page=999', { token: admin });
      expect(beyond.body.data).toEqual([]);
    });

    it('refuses a sort column outside the whitelist and a limit over 100 with 400 naming the field', async () => {
      const sort = await t.rest('GET', '/api/users?sort=password_hash', { token: admin });
      expect(sort.status).toBe(400);
      expect(sort.body.fields).toHaveProperty('sort');
      const limit = await t.rest('GET', '/api/users?limit=500', { token: admin });
      expect(limit.status).toBe(400);
      expect(limit.body.fields).toHaveProperty('limit');
    });

    it('answers the same through the GraphQL users query', async () => {
      const res = await t.gql(`{ users(query: "magazyn", limit: 25, sort: "email", order: "ASC") { totalCount page limit totalPages items { id email role numer_pracownika } } }`, {}, admin);
      // The list vocabulary of every GraphQL list, with Int ids (REST keeps { data, count, totalPages }).
      expect(res.data.users).toEqual({ totalCount: 1, page: 1, limit: 25, totalPages: 1, items: [{ id: expect.any(Number), email: 'magazyn@example.com', role: 3, numer_pracownika: 1003 }] });
    });
  });

  describe('create', () => {
    it('creates a user who can sign in, and records who created it and what, without the password', async () => {
      const body = newUser({ email: '  Nowy.Pracownik@Example.COM ', numer_zewnetrzny: 'Z-77' });
      const res = await t.rest('POST', '/api/users', { token: admin, body });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email: 'nowy.pracownik@example.com', role: 2, numer_zewnetrzny: 'Z-77', active: true });
      hasNoPasswordData(res.body);
      expect(await t.login('nowy.pracownik@example.com', 'secret-pass-1')).toEqual(expect.any(String));

      const [entry] = await historyOf(res.body.id);
      expect(entry).toMatchObject({ action: 'created', reference: 'nowy.pracownik@example.com', userName: 'Adam Administracki', numer_pracownika: 1004, before: null });
      expect(entry.after).toMatchObject({ email: 'nowy.pracownik@example.com', role: 2, numer_zewnetrzny: 'Z-77' });
      hasNoPasswordData([entry.before, entry.after]);
    });

    it('refuses an e-mail already used (whatever its case) with 409 on that field, and writes nothing', async () => {
      const before = await counts();
      const res = await t.rest('POST', '/api/users', { token: admin, body: newUser({ email: 'BIURO@example.com' }) });
      expect(res.status).toBe(409);
      expect(res.body.fields).toEqual({ email: 'is already used by another user' });
      expect(await counts()).toEqual(before);
    });

    it('refuses a numer_pracownika or numer_zewnetrzny already used, naming each field', async () => {
      const before = await counts();
      const res = await t.rest('POST', '/api/users', { token: admin, body: newUser({ numer_pracownika: 1003, numer_zewnetrzny: 'K-1001' }) });
      expect(res.status).toBe(409);
      expect(res.body.fields).toEqual({ numer_pracownika: 'is already used by another user', numer_zewnetrzny: 'is already used by another user' });
      expect(await counts()).toEqual(before);
      // no numer_zewnetrzny is not a clash
      await create({ numer_zewnetrzny: null });
      await create({ numer_zewnetrzny: '' });
    });

    it('refuses an invalid e-mail, a role outside 1..4, a short password and missing names with 400 naming each field', async () => {
      const before = await counts();
      const res = await t.rest('POST', '/api/users', { token: admin, body: { ...newUser(), email: 'not-an-email', role: 5, password: 'short', firstName: ' ' } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'firstName', 'password', 'role']);
      const zero = await t.rest('POST', '/api/users', { token: admin, body: newUser({ role: 0 }) });
      expect(zero.body.fields).toHaveProperty('role');
      expect(await counts()).toEqual(before);
    });

    it('gives exactly one of ten simultaneous creates with the same e-mail, the others 409', async () => {
      const body = (i: number) => newUser({ email: 'race@example.com', numer_pracownika: 7000 + i });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => t.rest('POST', '/api/users', { token: admin, body: body(i) })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(await t.app.orm.em.fork().count(User, { email: 'race@example.com' })).toBe(1);
    });

    it('works through GraphQL userCreate, with the same coded errors and fields', async () => {
      const mutation = `mutation ($input: UserCreateInput!) { userCreate(input: $input) { id email role } }`;
      const ok = await t.gql(mutation, { input: newUser({ role: 3 }) }, admin);
      expect(ok.data.userCreate).toMatchObject({ role: 3 });
      const clash = await t.gql(mutation, { input: newUser({ email: 'admin@example.com' }) }, admin);
      expect(clash.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { email: 'is already used by another user' } });
      const bad = await t.gql(mutation, { input: newUser({ role: 9 }) }, admin);
      expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.role': expect.any(String) } });
    });
  });

  describe('edit', () => {
    it('changes the given fields and records only what changed, before and after', async () => {
      const u = await create();
      const res = await t.rest('PATCH', `/api/users/${u.id}`, { token: admin, body: { firstName: 'Janina', numer_zewnetrzny: 'Z-900' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: u.id, firstName: 'Janina', numer_zewnetrzny: 'Z-900' });
      const entries = await historyOf(u.id);
      expect(entries.at(-1)).toMatchObject({ action: 'updated', before: { firstName: 'Jan', numer_zewnetrzny: null }, after: { firstName: 'Janina', numer_zewnetrzny: 'Z-900' } });
      // nothing changed: nothing recorded
      await t.rest('PATCH', `/api/users/${u.id}`, { token: admin, body: { firstName: 'Janina' } });
      expect(await historyOf(u.id)).toHaveLength(entries.length);
    });

    it('does not take a password in an edit (only the explicit reset) and 404s an unknown user', async () => {
      const u = await create();
      const res = await t.rest('PATCH', `/api/users/${u.id}`, { token: admin, body: { password: 'new-password-1' } });
      expect(res.status).toBe(400);
      expect(await t.rest('PATCH', '/api/users/999999', { token: admin, body: { firstName: 'X' } })).toMatchObject({ status: 404 });
    });

    it('refuses taking another user\'s e-mail or numbers with 409', async () => {
      const u = await create();
      const res = await t.rest('PATCH', `/api/users/${u.id}`, { token: admin, body: { email: 'Magazyn@example.com', numer_pracownika: 1001 } });
      expect(res.status).toBe(409);
      expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'numer_pracownika']);
      // its own values are no clash
      expect((await t.rest('PATCH', `/api/users/${u.id}`, { token: admin, body: { email: u.email, numer_pracownika: u.numer_pracownika } })).status).toBe(200);
    });

    it('ends the user\'s sessions at once on a role change: HTTP 401 on the next request, WebSocket closed', async () => {
      const u = await create({ role: 3 });
      const token = await t.login(u.email, 'secret-pass-1');
      const closed: number[] = [];
      const ws = t.ws(token, { onClosed: (code) => closed.push(code) });
      const sub = await t.subscribed(() => subscribe(ws, 'subscription { operationStatus(operationId: "x") { status } }'));
      expect((await t.rest('GET', '/api/user-check?numer_zewnetrzny=K-1001', { token })).status).toBe(200);

      const res = await t.rest('PATCH', `/api/users/${u.id}`, { token: admin, body: { role: 1 } });
      expect(res.status).toBe(200);

      expect((await t.rest('GET', '/api/user-check?numer_zewnetrzny=K-1001', { token })).status).toBe(401);
      await waitFor(() => closed.includes(4401), 3000, 'WebSocket closed with 4401');
      sub.unsubscribe();
      t.forgetTokens();
      const fresh = await t.login(u.email, 'secret-pass-1');
      expect((await t.gql('{ me { role } }', {}, fresh)).data.me.role).toBe(1);
    });

    it('ends the sessions of a deactivated user, who can no longer sign in', async () => {
      const u = await create();
      const token = await t.login(u.email, 'secret-pass-1');
      expect((await t.rest('PATCH', `/api/users/${u.id}`, { token: admin, body: { active: false } })).status).toBe(200);
      expect((await t.gql('{ me { email } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.rest('POST', '/api/auth/login', { body: { username: u.email, password: 'secret-pass-1' } })).status).toBe(401);
    });

    it('keeps sessions on an edit that changes no role and no activity', async () => {
      const u = await create();
      const token = await t.login(u.email, 'secret-pass-1');
      await t.rest('PATCH', `/api/users/${u.id}`, { token: admin, body: { lastName: 'Kowalski' } });
      expect((await t.gql('{ me { lastName } }', {}, token)).data.me.lastName).toBe('Kowalski');
    });

    it('does not let an admin demote or deactivate themselves (422), writing nothing', async () => {
      const me = (await t.gql('{ me { id } }', {}, admin)).data.me.id;
      const before = await counts();
      const demote = await t.rest('PATCH', `/api/users/${me}`, { token: admin, body: { role: 3 } });
      expect(demote.status).toBe(422);
      expect(demote.body.fields).toHaveProperty('role');
      const off = await t.rest('PATCH', `/api/users/${me}`, { token: admin, body: { active: false } });
      expect(off.status).toBe(422);
      expect(off.body.fields).toHaveProperty('active');
      expect(await counts()).toEqual(before);
      expect((await t.gql('{ me { role } }', {}, admin)).data.me.role).toBe(4);
    });

    it('works through GraphQL userUpdate', async () => {
      const u = await create();
      const res = await t.gql(`mutation ($id: Int!, $input: UserUpdateInput!) { userUpdate(id: $id, input: $input) { lastName numer_zewnetrzny } }`, { id: u.id, input: { lastName: 'Zieliński', numer_zewnetrzny: null } }, admin);
      expect(res.data.userUpdate).toEqual({ lastName: 'Zieliński', numer_zewnetrzny: null });
    });
  });

  describe('delete', () => {
    it('soft-deletes: the user leaves the list and cannot sign in, history keeps their name', async () => {
      const u = await create({ firstName: 'Daria', lastName: 'Usunięta' });
      const token = await t.login(u.email, 'secret-pass-1');
      const res = await t.rest('DELETE', `/api/users/${u.id}`, { token: admin });
      expect(res.status).toBe(204);
      expect((await t.rest('GET', `/api/users?query=${encodeURIComponent(u.email)}`, { token: admin })).body.count).toBe(0);
      expect((await t.gql('{ me { email } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.rest('POST', '/api/auth/login', { body: { username: u.email, password: 'secret-pass-1' } })).status).toBe(401);
      const row = await t.app.orm.em.fork().findOneOrFail(User, { id: u.id });
      expect(row).toMatchObject({ firstName: 'Daria', lastName: 'Usunięta', active: false });
      expect(row.deletedAt).toBeInstanceOf(Date);
      const entries = await historyOf(u.id);
      expect(entries.at(-1)).toMatchObject({ action: 'deleted', reference: u.email, after: null, before: { firstName: 'Daria', lastName: 'Usunięta' } });
      expect((await t.rest('DELETE', `/api/users/${u.id}`, { token: admin })).status).toBe(404);
    });

    it('does not let an admin delete themselves (422)', async () => {
      const me = (await t.gql('{ me { id } }', {}, admin)).data.me.id;
      const before = await counts();
      const res = await t.rest('DELETE', `/api/users/${me}`, { token: admin });
      expect(res.status).toBe(422);
      expect(await counts()).toEqual(before);
    });

    it('works through GraphQL userDelete', async () => {
      const u = await create();
      expect((await t.gql(`mutation { userDelete(id: ${u.id}) }`, {}, admin)).data.userDelete).toBe(true);
      expect((await t.gql(`mutation { userDelete(id: ${u.id}) }`, {}, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('password reset by the admin', () => {
    it('sets a new password, ends the sessions and records it without password data', async () => {
      const u = await create();
      const token = await t.login(u.email, 'secret-pass-1');
      const res = await t.rest('POST', `/api/users/${u.id}/password`, { token: admin, body: { password: 'brand-new-pass' } });
      expect(res.status).toBe(204);
      expect((await t.gql('{ me { email } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.rest('POST', '/api/auth/login', { body: { username: u.email, password: 'secret-pass-1' } })).status).toBe(401);
      expect((await t.rest('POST', '/api/auth/login', { body: { username: u.email, password: 'brand-new-pass' } })).status).toBe(200);
      const entries = await historyOf(u.id);
      expect(entries.at(-1)).toMatchObject({ action: 'password_reset', before: null, after: null });
      hasNoPasswordData(entries.map((e) => [e.before, e.after]));
    });

    it('refuses a password shorter than 8 characters or over 72 bytes', async () => {
      const u = await create();
      expect((await t.rest('POST', `/api/users/${u.id}/password`, { token: admin, body: { password: 'short' } })).body.fields).toHaveProperty('password');
      expect((await t.rest('POST', `/api/users/${u.id}/password`, { token: admin, body: { password: 'ą'.repeat(37) } })).body.fields.password).toMatch(/72 bytes/);
      const gql = await t.gql(`mutation { userResetPassword(id: ${u.id}, password: "another-pass") }`, {}, admin);
      expect(gql.data.userResetPassword).toBe(true);
    });
  });

  describe('the last active admin', () => {
    it('two admins demoting each other at once: one wins, one admin always remains', async () => {
      for (let round = 0; round < 4; round++) {
        const a = await create({ role: 4 });
        const b = await create({ role: 4 });
        const [ta, tb] = [await t.login(a.email, 'secret-pass-1'), await t.login(b.email, 'secret-pass-1')];
        // the seeded admin steps aside for the duration so A and B are the only active admins
        const others = await t.app.orm.em.fork().find(User, { role: 4, active: true, deletedAt: null, id: { $nin: [a.id, b.id] } });
        await setActive(others.map((o) => o.id), false);
        try {
          const kind = round % 2 === 0 ? 'demote' : 'delete';
          const act = (token: string, id: number) =>
            kind === 'demote' ? t.rest('PATCH', `/api/users/${id}`, { token, body: { role: 1 } }) : t.rest('DELETE', `/api/users/${id}`, { token });
          const answers = await Promise.all([act(ta, b.id), act(tb, a.id)]);
          const statuses = answers.map((r) => r.status).sort();
          expect(statuses.filter((s) => s === 200 || s === 204)).toHaveLength(1);
          expect(statuses.filter((s) => s === 409 || s === 401)).toHaveLength(1);
          expect(await t.app.orm.em.fork().count(User, { role: 4, active: true, deletedAt: null })).toBe(1);
        } finally {
          await setActive(others.map((o) => o.id), true);
        }
      }
    });

    async function setActive(ids: number[], active: boolean) {
      const em = t.app.orm.em.fork();
      await em.nativeUpdate(User, { id: { $in: ids } }, { active });
    }
  });

  it('is refused to roles below 4 (403) and to anonymous callers (401)', async () => {
    expect((await t.rest('GET', '/api/users', { token: await t.tokenFor(3) })).status).toBe(403);
    expect((await t.rest('POST', '/api/users', { token: await t.tokenFor(2), body: newUser() })).status).toBe(403);
    expect((await t.rest('GET', '/api/users')).status).toBe(401);
  });
});
