import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../../seed/stock-items.js';
import { User } from '../../src/modules/users/user.entity.js';
import { expectSameAsPredicate, pieceOf } from '../support/substring-search.js';
import { TestApp } from '../support/test-app.js';

/**
 * The users' search reads a search structure (SQLite: an FTS5 trigram table; MySQL: the users'
 * three-character pieces), kept by triggers (ADR 1260). Whatever writes the users (the ORM, raw SQL,
 * the API, a rolled-back transaction), the list must answer exactly what the instr() predicate it
 * always used answers: checked here on random users and random searches, accents, case, wildcards,
 * quotes and short texts included.
 */
describe('users search matches the instr() predicate it narrows', () => {
  let t: TestApp;
  let admin: string;
  const rnd = prng(717_171);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const NAMES = ['Łukasz', 'Żaneta', 'ANNA', 'zofia', 'Ścibor', 'Óla', 'Kowalski', 'Nowak-Żuk', "O'Neil", 'x_y', '50%', 'cud"ny', 'Müller', 'ść', 'ab', 'Grzegórz'];
  const MAILS = ['ala', 'Jan.Kot', 'x_y', '50%', "o'neil", 'zoe', 'Żółw'];
  let made = 0;
  const fresh = () => {
    made += 1;
    const name = () => pick(NAMES) + (rnd() < 0.3 ? ` ${pick(NAMES)}` : '');
    return {
      email: `${pick(MAILS)}${made}@${pick(['Example.com', 'firma.pl', 'x_z.pl'])}`,
      firstName: name(),
      lastName: name(),
      numer_pracownika: 1_000_000 + made * 1000 + Math.floor(rnd() * 1000),
      numer_zewnetrzny: rnd() < 0.5 ? `K-${pick(['ŁĄC', 'szk', 'x%_', 'Ab"', "d'x"])}-${made}` : null,
    };
  };
  type Fresh = ReturnType<typeof fresh>;
  const conn = () => t.app.orm.em.fork().getConnection();
  const insertRaw = (u: Fresh) =>
    conn().execute(
      'insert into users (created_at, updated_at, email, password_hash, first_name, last_name, role, numer_pracownika, numer_zewnetrzny, active, token_version) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [new Date(), new Date(), u.email, 'x', u.firstName, u.lastName, 2, u.numer_pracownika, u.numer_zewnetrzny, 1, 0],
    );
  const createByApi = async (u: Fresh) => {
    const res = await t.rest('POST', '/api/users', { token: admin, body: { ...u, email: u.email.toLowerCase().replace(/[^a-z0-9.@-]/g, 'q'), password: 'secret-pass-1', role: 2 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number };
  };

  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    admin = await t.tokenFor(4);
    const em = t.app.orm.em.fork();
    for (let i = 0; i < 100; i++) em.create(User, { ...fresh(), passwordHash: 'x', role: 2 });
    await em.flush();
    for (let i = 0; i < 100; i++) await insertRaw(fresh());
    for (let i = 0; i < 6; i++) await createByApi(fresh());
  }, 120_000);
  afterAll(() => t.stop());

  /** The words the list searches for, as the service cuts them. */
  const termsOf = (query: string) => query.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  /** What the old predicate alone answers, in the list's order (id ascending). */
  const expected = async (query: string): Promise<number[]> => {
    const terms = termsOf(query);
    const where = terms.map(
      () =>
        ' and (instr(lower(email), ?) > 0 or instr(lower(first_name), ?) > 0 or instr(lower(last_name), ?) > 0' +
        " or instr(lower(coalesce(numer_zewnetrzny, '')), ?) > 0 or instr(cast(numer_pracownika as char), ?) > 0)",
    );
    const rows = await conn().execute<Array<{ id: number }>>(
      `select id from users where deleted_at is null${where.join('')} order by id asc`,
      terms.flatMap((x) => [x, x, x, x, x]),
    );
    return rows.map((r) => Number(r.id));
  };
  /** What the list answers, every page of 100. */
  const listed = async (query: string): Promise<{ ids: number[]; count: number }> => {
    const ids: number[] = [];
    let count = 0;
    for (let page = 1; page < 100; page++) {
      const qs = new URLSearchParams({ query, limit: '100', page: String(page), sort: 'id', order: 'ASC' });
      const res = await t.rest('GET', `/api/users?${qs}`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      count = res.body.count;
      ids.push(...res.body.data.map((r: { id: number }) => r.id));
      if (page >= res.body.totalPages) break;
    }
    return { ids, count };
  };

  /** A piece (1-10 characters) of one of a user's searched values, in any case, maybe without accents. */
  const pieceOfUser = (u: User) => pieceOf(pick([u.email, u.firstName, u.lastName, u.numer_zewnetrzny ?? u.lastName, String(u.numer_pracownika)]), rnd);
  const randomSearches = async (n: number): Promise<string[]> => {
    const users = await t.app.orm.em.fork().find(User, {}, { disableIdentityMap: true });
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const u = pick(users);
      let search = pieceOfUser(u);
      // Two words: both of one user, or of two users (often nobody).
      if (rnd() < 0.3) search += ` ${pieceOfUser(rnd() < 0.7 ? u : pick(users))}`;
      if (rnd() < 0.1) search += 'qqq';
      if (search.trim()) out.push(search.trim());
    }
    return out;
  };
  const compare = async (n: number) => expectSameAsPredicate(await randomSearches(n), expected, listed);
  /** SQLite: FTS5 compares its index with the users table (external content) entry by entry. */
  const structureInStep = async () => {
    if (t.app.config.database.kind === 'sqlite') await conn().execute(`insert into users_search (users_search, rank) values ('integrity-check', 1)`);
  };

  it('answers as the instr() predicate does for users written by the ORM, raw SQL and the API', async () => {
    await compare(80);
    await structureInStep();
  }, 120_000);

  it('accents, case, wildcards, quotes and short (under 3 characters) searches', async () => {
    const u = await createByApi({ email: 'zolw.k-9@example.com', firstName: 'Żółw', lastName: "O'Źdźbło", numer_pracownika: 987_654_3, numer_zewnetrzny: 'Z%_"Q' });
    const must = ['zolw', 'ZOLW.K', "o'", "O'Ź", 'Żółw', 'żółw', 'dźb', '%_"', 'z%_', '"q', '7654', '98', 'zolw 543', 'ół', 'Ź', 'ó'];
    for (const search of must) {
      const want = await expected(search);
      expect((await listed(search)).ids, search).toEqual(want);
    }
    for (const search of ['zolw', 'ZOLW.K', 'ółw', '%_"', '"q', '7654', 'zolw 543', 'ół']) expect((await listed(search)).ids, search).toContain(u.id);
    for (const search of ['%', '_', '%%%', '___', "'", '"', "''", '""', 'ab%', 'x_', 'K-x', 'qqqzz']) expect((await listed(search)).ids, search).toEqual(await expected(search));
    expect((await listed('%%%')).ids).toEqual([]);
    expect((await listed('___')).ids).toEqual([]);
  }, 60_000);

  it('follows edits, deletes, soft deletes and rolled-back transactions', async () => {
    const em = t.app.orm.em.fork();
    const users = await em.find(User, { passwordHash: 'x' }, { orderBy: { id: 'asc' } });
    // Edited through the ORM, one searched column or all of them...
    const FIELDS = ['email', 'firstName', 'lastName', 'numer_pracownika', 'numer_zewnetrzny'] as const;
    users.slice(0, 40).forEach((u, i) => {
      const s = fresh();
      Object.assign(u, i % 6 === 5 ? s : { [FIELDS[i % 6]]: s[FIELDS[i % 6]] });
    });
    await em.flush();
    // ...by raw SQL (the same), hard-deleted by raw SQL.
    const c = em.getConnection();
    const COLUMNS = ['email', 'first_name', 'last_name', 'numer_pracownika', 'numer_zewnetrzny'];
    for (const [i, u] of users.slice(40, 70).entries()) {
      const s = fresh();
      const values = [s.email, s.firstName, s.lastName, s.numer_pracownika, s.numer_zewnetrzny];
      if (i % 6 === 5) await c.execute(`update users set ${COLUMNS.map((x) => `${x} = ?`).join(', ')} where id = ?`, [...values, u.id]);
      else await c.execute(`update users set ${COLUMNS[i % 6]} = ? where id = ?`, [values[i % 6], u.id]);
    }
    await c.execute(`delete from users where id in (${users.slice(70, 90).map((u) => u.id).join(', ')})`);
    // The API edit: the old text is no longer found, the new one is.
    const edited = users[95];
    expect((await t.rest('PATCH', `/api/users/${edited.id}`, { token: admin, body: { firstName: 'Zmieniony', lastName: 'Qzwacki', numer_zewnetrzny: null } })).status).toBe(200);
    expect((await listed('qzwa')).ids).toEqual([edited.id]);
    expect((await listed(`${edited.lastName} ${edited.email}`)).ids).not.toContain(edited.id);
    // Soft deletes (the API, raw SQL) leave the list; a raw undelete brings the user back.
    for (const u of users.slice(100, 105)) expect((await t.rest('DELETE', `/api/users/${u.id}`, { token: admin })).status).toBe(204);
    expect((await listed(users[100].email)).ids).not.toContain(users[100].id);
    await c.execute('update users set deleted_at = ? where id = ?', [new Date(), users[106].id]);
    expect((await listed(users[106].email)).ids).not.toContain(users[106].id);
    await c.execute('update users set deleted_at = null where id = ?', [users[106].id]);
    expect((await listed(users[106].email)).ids).toContain(users[106].id);
    // A transaction that writes new values and rolls back leaves no trace in the answers.
    await expect(
      em.fork().transactional(async (tx) => {
        tx.create(User, { ...fresh(), lastName: 'Wycofany qzx', passwordHash: 'x', role: 2 });
        const moved = await tx.findOneOrFail(User, { id: users[110].id });
        moved.lastName = 'Wycofana zmiana qzy';
        await tx.flush();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await listed('qzx')).count).toBe(0);
    expect((await listed('qzy')).count).toBe(0);
    expect((await listed(users[110].email)).ids).toContain(users[110].id);
    await structureInStep();
    await compare(80);
  }, 120_000);

  it('the migration fills the structure for the users that exist as the triggers keep it', async () => {
    const MIGRATION = 'Migration20261206190000_user_search_index';
    const c = conn();
    const mysql = t.app.config.database.kind === 'mysql';
    if (mysql) await c.execute('create table user_grams_kept as select * from user_grams');
    const migrator = t.app.orm.getMigrator();
    await migrator.down({ migrations: [MIGRATION] });
    expect(await migrator.getPendingMigrations()).toEqual([expect.objectContaining({ name: MIGRATION })]);
    await migrator.up({ migrations: [MIGRATION] });
    await structureInStep();
    if (mysql) {
      // Same pieces (as the table's collation compares them) for every user, both ways.
      const [{ n: missing }] = await c.execute('select count(*) as n from user_grams_kept k where not exists (select 1 from user_grams g where g.user_id = k.user_id and g.gram = k.gram)');
      const [{ n: extra }] = await c.execute('select count(*) as n from user_grams g where not exists (select 1 from user_grams_kept k where g.user_id = k.user_id and g.gram = k.gram)');
      expect({ missing: Number(missing), extra: Number(extra) }).toEqual({ missing: 0, extra: 0 });
      expect(Number((await c.execute('select count(*) as n from user_grams'))[0].n)).toBeGreaterThan(1000);
    }
    await compare(40);
  }, 120_000);

  it('reads the search structure, not only the instr() predicate', async () => {
    // A user the structure does not know about is not found by a search of 3+ characters, while a
    // shorter search (the predicate alone) still finds them.
    const em = t.app.orm.em.fork();
    const u = em.create(User, { ...fresh(), lastName: 'Niewidoczny qvw', passwordHash: 'x', role: 2 });
    await em.flush();
    const c = em.getConnection();
    expect((await listed('qvw')).ids).toEqual([u.id]);
    if (t.app.config.database.kind === 'sqlite') {
      await c.execute(
        `insert into users_search (users_search, rowid, email, first_name, last_name, numer_zewnetrzny, numer_pracownika) values ('delete', ?, ?, ?, ?, ?, ?)`,
        [u.id, u.email, u.firstName, u.lastName, u.numer_zewnetrzny, u.numer_pracownika],
      );
    } else {
      await c.execute(`delete from user_grams where user_id = ?`, [u.id]);
    }
    expect((await listed('qvw')).ids).toEqual([]);
    expect((await listed('qv')).ids).toContain(u.id);
  }, 60_000);
});
