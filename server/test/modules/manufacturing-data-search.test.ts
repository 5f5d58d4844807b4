import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../../seed/stock-items.js';
import { ManufacturingData } from '../../src/modules/manufacturing-reference/manufacturing-data.entity.js';
import { containsPattern, searchText } from '../../src/platform/like.js';
import { TestApp } from '../support/test-app.js';

/**
 * The Dane produkcyjne search (any part of index or name) reads a search structure (SQLite: an FTS5
 * trigram table; MySQL: the rows' three-character pieces), kept by triggers (ADR 1350). Whatever
 * writes the rows, the list must answer exactly what the LIKEs on search_index / search_name answer.
 */
describe('Dane produkcyjne search matches the LIKEs it replaces', () => {
  let t: TestApp;
  let admin: string;
  const rnd = prng(616_161);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const WORDS = ['Szyba', 'ŚCIANKA', 'lustro', 'Łuk', 'żółty', 'VSG', 'x_y', '50%', 'a!b', 'cud"ny', 'ść', 'ab'];
  let made = 0;
  const fresh = () => {
    const index = `MS-${pick(['ŁĄC', 'szk', 'x%_', 'LU'])}-${String(++made).padStart(5, '0')}`;
    const name = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(WORDS) + (rnd() < 0.5 ? ` ${Math.floor(rnd() * 100)}` : '')).join(' ');
    return { index, name, type: 'szyba', glassKind: 'float', thicknessMm: 4, searchIndex: searchText(index), searchName: searchText(name) };
  };
  const insertRaw = (r: ReturnType<typeof fresh>) =>
    t.app.orm.em
      .fork()
      .getConnection()
      .execute(
        'insert into manufacturing_data (created_at, updated_at, `index`, name, type, glass_kind, thickness_mm, weight_overridden, labels_per_piece, active, search_index, search_name) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [new Date(), new Date(), r.index, r.name, r.type, r.glassKind, r.thicknessMm, 0, 1, 1, r.searchIndex, r.searchName],
      );

  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    admin = await t.tokenFor(4);
    const em = t.app.orm.em.fork();
    for (let i = 0; i < 100; i++) em.create(ManufacturingData, fresh());
    await em.flush();
    for (let i = 0; i < 100; i++) await insertRaw(fresh());
  }, 120_000);
  afterAll(() => t.stop());

  const expected = async (search: string): Promise<number[]> => {
    const like = containsPattern(searchText(search));
    const rows = await t.app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number }>>(`select id from manufacturing_data where search_index like ? escape '!' or search_name like ? escape '!' order by \`index\` asc, id asc`, [like, like]);
    return rows.map((r) => Number(r.id));
  };
  const listed = async (search: string): Promise<{ ids: number[]; count: number }> => {
    const ids: number[] = [];
    let count = 0;
    for (let page = 1; page < 100; page++) {
      const qs = new URLSearchParams({ search, limit: '100', page: String(page), sort: 'index', order: 'ASC' });
      const res = await t.rest('GET', `/api/manufacturing-data/data?${qs}`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      count = res.body.count;
      ids.push(...res.body.data.map((r: { id: number }) => r.id));
      if (page >= res.body.totalPages) break;
    }
    return { ids, count };
  };
  const compare = async (n: number) => {
    const rows = await t.app.orm.em.fork().find(ManufacturingData, {}, { disableIdentityMap: true });
    let nonEmpty = 0;
    for (let i = 0; i < n; i++) {
      const r = pick(rows);
      const chars = Array.from(pick([r.index, r.name]));
      const len = 1 + Math.floor(rnd() * Math.min(10, chars.length));
      const from = Math.floor(rnd() * (chars.length - len + 1));
      let search = chars.slice(from, from + len).join('');
      search = rnd() < 0.3 ? search.toUpperCase() : rnd() < 0.3 ? search.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : search;
      if (rnd() < 0.1) search += 'qqq';
      search = search.trim();
      if (!search) continue;
      const want = await expected(search);
      const got = await listed(search);
      expect({ search, ids: got.ids, count: got.count }).toEqual({ search, ids: want, count: want.length });
      if (want.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(n / 2);
  };

  it('answers as the LIKEs do, accents and short searches included', async () => {
    await compare(50);
    for (const search of ['scianka', 'ŚCIANKA', 'zolty', 'łuk', 'sc', 'ł', 'x_', '50%']) expect((await listed(search)).ids, search).toEqual(await expected(search));
    expect((await listed('scianka')).count).toBeGreaterThan(0);
  }, 120_000);

  it('follows updates, deletes and rolled-back transactions', async () => {
    const em = t.app.orm.em.fork();
    const rows = await em.find(ManufacturingData, { index: { $like: 'MS-%' } }, { orderBy: { id: 'asc' } });
    for (const r of rows.slice(0, 30)) {
      const s = fresh();
      Object.assign(r, { name: s.name, searchName: s.searchName });
    }
    await em.flush();
    const conn = em.getConnection();
    for (const r of rows.slice(30, 50)) {
      const s = fresh();
      await conn.execute('update manufacturing_data set `index` = ?, search_index = ?, name = ?, search_name = ? where id = ?', [s.index, s.searchIndex, s.name, s.searchName, r.id]);
    }
    await conn.execute(`delete from manufacturing_data where id in (${rows.slice(50, 70).map((r) => r.id).join(', ')})`);
    await expect(
      em.fork().transactional(async (tx) => {
        tx.create(ManufacturingData, { ...fresh(), name: 'Wycofana qzx', searchName: 'wycofana qzx' });
        const moved = await tx.findOneOrFail(ManufacturingData, { id: rows[80].id });
        Object.assign(moved, { name: 'Wycofana zmiana qzy', searchName: 'wycofana zmiana qzy' });
        await tx.flush();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await listed('qzx')).count).toBe(0);
    expect((await listed('qzy')).count).toBe(0);
    expect((await listed(rows[80].searchName)).ids).toContain(rows[80].id);
    await compare(50);
  }, 120_000);

  it('reads the search structure, not only the LIKEs', async () => {
    const em = t.app.orm.em.fork();
    const r = em.create(ManufacturingData, { ...fresh(), name: 'Niewidoczna qvw', searchName: 'niewidoczna qvw' });
    await em.flush();
    expect((await listed('qvw')).ids).toEqual([r.id]);
    const conn = em.getConnection();
    if (t.app.config.database.kind === 'sqlite') {
      await conn.execute(`insert into manufacturing_data_search (manufacturing_data_search, rowid, search_index, search_name) values ('delete', ?, ?, ?)`, [r.id, r.searchIndex, r.searchName]);
    } else {
      await conn.execute(`delete from manufacturing_data_grams where data_id = ?`, [r.id]);
    }
    expect((await listed('qvw')).ids).toEqual([]);
    expect((await listed('qv')).ids).toContain(r.id);
  }, 60_000);
});
