import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../../seed/stock-items.js';
import { containsPattern, searchText } from '../../src/modules/inventory/search-text.js';
import { StockItem } from '../../src/modules/inventory/stock-item.entity.js';
import { expectSameAsPredicate, pieceOf } from '../support/substring-search.js';
import { TestApp } from '../support/test-app.js';

/**
 * The stock list's substring filters read a search structure (SQLite: an FTS5 trigram table;
 * MySQL: distinct values and their three-character pieces), kept by triggers. Whatever writes the
 * items (the ORM, raw SQL, a rolled-back transaction), the list must answer exactly what the LIKE on
 * the normalized columns answers (ADR 0300): checked here on random items and random filters.
 */
describe('stock substring search matches the LIKE it replaces', () => {
  let t: TestApp;
  let office: string;
  const rnd = prng(424_242);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const WORDS = ['Zawias', 'zawór', 'Łącznik', 'uszczelka', 'SZKŁO', 'lustro', 'Óśmy', 'żółty', 'Klamka', 'profil', 'ŹRÓDŁO', 'x_y', '50%', 'a!b', 'cud"ny', 'ść', 'ab'];
  const text = (words: number) => Array.from({ length: words }, () => pick(WORDS) + (rnd() < 0.5 ? ` ${Math.floor(rnd() * 1000)}` : '')).join(' ');
  const location = () => `${pick(['A', 'B', 'Ć', 'Ż'])}-${String(Math.floor(rnd() * 12)).padStart(2, '0')}-${String(Math.floor(rnd() * 30)).padStart(2, '0')}`;
  const ean = () => Array.from({ length: 13 }, () => Math.floor(rnd() * 10)).join('');
  let made = 0;
  const fresh = () => ({ catalogueIndex: `SR-${pick(['ZAW', 'ŁĄC', 'szk', 'x%_'])}-${String(++made).padStart(5, '0')}`, name: text(1 + Math.floor(rnd() * 3)), ean: ean(), location: location() });

  beforeAll(async () => {
    t = await TestApp.start();
    office = await t.tokenFor(2);
    const em = t.app.orm.em.fork();
    // Through the ORM, as the app writes items...
    for (let i = 0; i < 150; i++) em.create(StockItem, { ...fresh(), quantity: i % 17, unit: 'szt' }).refreshSearch();
    await em.flush();
    // ...and by raw SQL, as the ERP import and the bench do.
    const conn = em.getConnection();
    for (let i = 0; i < 150; i++) {
      const s = fresh();
      await conn.execute(
        'insert into stock_items (catalogue_index, name, ean, location, quantity, unit, availability_check, updated_at, pending_change_id, search_index, search_name, search_location) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [s.catalogueIndex, s.name, s.ean, s.location, i % 13, 'szt', 0, new Date(), null, searchText(s.catalogueIndex), searchText(s.name), searchText(s.location)],
      );
    }
  }, 120_000);
  afterAll(() => t.stop());

  type Filters = Partial<Record<'index' | 'name' | 'location' | 'ean', string>>;
  const COLUMNS = { index: 'search_index', name: 'search_name', location: 'search_location', ean: 'ean' } as const;

  /** What the LIKE on the normalized columns answers, sorted by quantity then id, descending. */
  const expected = async (f: Filters): Promise<number[]> => {
    const where: string[] = [];
    const params: string[] = [];
    for (const [key, value] of Object.entries(f) as Array<[keyof Filters, string]>) {
      where.push(`${COLUMNS[key]} like ? escape '!'`);
      params.push(containsPattern(key === 'ean' ? value : searchText(value)));
    }
    const rows = await t.app.orm.em.fork().getConnection().execute<Array<{ id: number }>>(`select id from stock_items where ${where.join(' and ')} order by quantity desc, id desc`, params);
    return rows.map((r) => Number(r.id));
  };
  /** What the list answers, every page of 100. */
  const listed = async (f: Filters): Promise<{ ids: number[]; count: number }> => {
    const ids: number[] = [];
    let count = 0;
    for (let page = 1; page < 100; page++) {
      const qs = new URLSearchParams({ ...f, sort: 'quantity', order: 'DESC', limit: '100', page: String(page) });
      const res = await t.rest('GET', `/api/stocks?${qs}`, { token: office });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      count = res.body.count;
      ids.push(...res.body.data.map((r: { id: number }) => r.id));
      if (page >= res.body.totalPages) break;
    }
    return { ids, count };
  };

  /** Filters cut from the items as they are now (any case and accents, 1-8 characters) and a few
   *  that match nothing, alone and in pairs. */
  const randomFilters = async (n: number): Promise<Filters[]> => {
    const items = await t.app.orm.em.fork().find(StockItem, { catalogueIndex: { $like: 'SR-%' } }, { disableIdentityMap: true });
    const cut = (value: string) => pieceOf(value, rnd, 8);
    const out: Filters[] = [];
    for (let i = 0; i < n; i++) {
      const item = pick(items);
      const one = (): Filters => {
        const key = pick(['index', 'name', 'location', 'ean'] as const);
        const value = { index: item.catalogueIndex, name: item.name, location: item.location, ean: item.ean }[key];
        return { [key]: rnd() < 0.1 ? `${cut(value)}qqq` : cut(value) };
      };
      out.push(rnd() < 0.6 ? one() : { ...one(), ...one() });
    }
    // The list trims what was typed.
    return out.map((f) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== '')) as Filters).filter((f) => Object.keys(f).length > 0);
  };

  const compare = async (n: number) => expectSameAsPredicate(await randomFilters(n), expected, listed);

  it('answers as the LIKE does for items written by the ORM and by raw SQL', async () => {
    await compare(60);
  }, 120_000);

  it('follows updates, deletes and rolled-back transactions', async () => {
    const em = t.app.orm.em.fork();
    const items = await em.find(StockItem, { catalogueIndex: { $like: 'SR-%' } }, { orderBy: { id: 'asc' } });
    // Renamed and moved through the ORM...
    for (const item of items.slice(0, 40)) {
      item.name = text(2);
      item.location = location();
      item.refreshSearch();
    }
    await em.flush();
    // ...by raw SQL (EAN and index too), and deleted.
    const conn = em.getConnection();
    for (const item of items.slice(40, 70)) {
      const s = fresh();
      await conn.execute('update stock_items set catalogue_index = ?, search_index = ?, ean = ?, name = ?, search_name = ? where id = ?', [s.catalogueIndex, searchText(s.catalogueIndex), s.ean, s.name, searchText(s.name), item.id]);
    }
    await conn.execute(`delete from stock_items where id in (${items.slice(70, 100).map((i) => i.id).join(', ')})`);
    // A transaction that writes new values and rolls back leaves no trace in the answers.
    const rolledBack = fresh();
    rolledBack.name = 'Wycofany unikatowy qzx';
    await expect(
      em.fork().transactional(async (tx) => {
        tx.create(StockItem, { ...rolledBack, quantity: 1, unit: 'szt' }).refreshSearch();
        const moved = await tx.findOneOrFail(StockItem, { id: items[100].id });
        moved.name = 'Wycofana zmiana qzy';
        moved.refreshSearch();
        await tx.flush();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await listed({ name: 'qzx' })).count).toBe(0);
    expect((await listed({ name: 'qzy' })).count).toBe(0);
    expect((await listed({ name: items[100].name })).ids).toContain(items[100].id);
    await compare(60);
  }, 120_000);

  it('reads the search structure, not only the LIKE', async () => {
    // An item the structure does not know about is not found by a filter of 3+ characters,
    // while a shorter filter (the LIKE alone) still finds it.
    const em = t.app.orm.em.fork();
    const item = em.create(StockItem, { ...fresh(), name: 'Niewidoczny qvw', quantity: 1, unit: 'szt' }).refreshSearch();
    await em.flush();
    const conn = em.getConnection();
    expect((await listed({ name: 'qvw' })).ids).toEqual([item.id]);
    if (t.app.config.database.kind === 'sqlite') {
      await conn.execute(`insert into stock_items_search (stock_items_search, rowid, search_index, search_name, search_location, ean) values ('delete', ?, ?, ?, ?, ?)`, [item.id, item.searchIndex, item.searchName, item.searchLocation, item.ean]);
    } else {
      await conn.execute(`delete from stock_items_search_terms where field = 2 and term = ?`, [item.searchName]);
    }
    expect((await listed({ name: 'qvw' })).ids).toEqual([]);
    expect((await listed({ name: 'qv' })).ids).toContain(item.id);
  }, 60_000);
});
