import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../../seed/stock-items.js';
import { QuickPrintLabel } from '../../src/modules/labels/quick-print-label.entity.js';
import { containsPattern, searchText } from '../../src/platform/like.js';
import { expectSameAsPredicate, pieceOf } from '../support/substring-search.js';
import { TestApp } from '../support/test-app.js';

/**
 * The quick-print labels' search reads a search structure (SQLite: an FTS5 trigram table; MySQL: the
 * labels' three-character pieces), kept by triggers (ADR 1330). Whatever writes the labels (the ORM,
 * raw SQL, a rolled-back transaction), the list must answer exactly what the LIKE on search_text
 * answers: checked here on random labels and random searches, accents and short texts included.
 */
describe('label search matches the LIKE it replaces', () => {
  let t: TestApp;
  let staff: string;
  const rnd = prng(515_151);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const WORDS = ['Zawias', 'zawór', 'Łącznik', 'uszczelka', 'SZKŁO', 'lustro', 'Óśmy', 'żółty', 'Klamka', 'profil', 'ŹRÓDŁO', 'x_y', '50%', 'a!b', 'cud"ny', 'ść', 'ab'];
  const text = (words: number) => Array.from({ length: words }, () => pick(WORDS) + (rnd() < 0.5 ? ` ${Math.floor(rnd() * 1000)}` : '')).join(' ');
  const ean = () => Array.from({ length: 13 }, () => Math.floor(rnd() * 10)).join('');
  let made = 0;
  const fresh = () => ({
    name: `LS ${text(1 + Math.floor(rnd() * 2))} ${++made}`,
    lines: Array.from({ length: Math.floor(rnd() * 3) }, () => text(2)),
    ean: rnd() < 0.5 ? ean() : null,
    code: rnd() < 0.5 ? `K-${pick(['ŁĄC', 'szk', 'x%_'])}-${made}` : null,
  });
  const searchOf = (l: ReturnType<typeof fresh>) => searchText([l.name, ...l.lines, l.ean ?? '', l.code ?? ''].join(' ')).slice(0, 700);
  const insertRaw = (l: ReturnType<typeof fresh>) =>
    t.app.orm.em
      .fork()
      .getConnection()
      .execute('insert into quick_print_labels (created_at, updated_at, name, `lines`, ean, code, size, search_text) values (?, ?, ?, ?, ?, ?, ?, ?)', [new Date(), new Date(), l.name, JSON.stringify(l.lines), l.ean, l.code, 'small', searchOf(l)]);

  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    staff = await t.tokenFor(3);
    const em = t.app.orm.em.fork();
    // Through the ORM, as the app writes labels...
    for (let i = 0; i < 120; i++) em.create(QuickPrintLabel, { ...fresh(), size: 'small' });
    await em.flush();
    // ...and by raw SQL.
    for (let i = 0; i < 120; i++) await insertRaw(fresh());
  }, 120_000);
  afterAll(() => t.stop());

  /** What the LIKE on search_text answers, in the list's order. */
  const expected = async (search: string): Promise<number[]> => {
    const rows = await t.app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number }>>(`select id from quick_print_labels where search_text like ? escape '!' order by name asc, id asc`, [containsPattern(searchText(search))]);
    return rows.map((r) => Number(r.id));
  };
  /** What the list answers, every page of 100. */
  const listed = async (search: string): Promise<{ ids: number[]; count: number }> => {
    const ids: number[] = [];
    let count = 0;
    for (let page = 1; page < 100; page++) {
      const qs = new URLSearchParams({ search, limit: '100', page: String(page) });
      const res = await t.rest('GET', `/api/quick-print?${qs}`, { token: staff });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      count = res.body.count;
      ids.push(...res.body.data.map((r: { id: number }) => r.id));
      if (page >= res.body.totalPages) break;
    }
    return { ids, count };
  };

  /** Searches cut from the labels as they are now (any case and accents, 1-10 characters), a few
   *  that match nothing. */
  const randomSearches = async (n: number): Promise<string[]> => {
    const labels = await t.app.orm.em.fork().find(QuickPrintLabel, { name: { $like: 'LS %' } }, { disableIdentityMap: true });
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const l = pick(labels);
      const value = pick([l.name, ...l.lines, l.ean ?? l.name, l.code ?? l.name]);
      let piece = pieceOf(value, rnd);
      if (rnd() < 0.1) piece += 'qqq';
      // The list trims what was typed.
      if (piece.trim()) out.push(piece.trim());
    }
    return out;
  };

  const compare = async (n: number) => expectSameAsPredicate(await randomSearches(n), expected, listed);

  it('answers as the LIKE does for labels written by the ORM and by raw SQL', async () => {
    await compare(60);
  }, 120_000);

  it('accents, case and short (under 3 characters) searches', async () => {
    const em = t.app.orm.em.fork();
    const l = em.create(QuickPrintLabel, { name: 'LS Żółw Źdźbło', lines: ['Ćwiek ŁĄK'], size: 'small' });
    await em.flush();
    for (const search of ['zolw', 'ŻÓŁW', 'źdźbło', 'dzblo', 'cwiek', 'łąk', 'LAK']) expect((await listed(search)).ids, search).toContain(l.id);
    for (const search of ['zo', 'Ż', 'ąk', 'k']) {
      const got = await listed(search);
      expect(got.ids, search).toContain(l.id);
      expect(got.ids, search).toEqual(await expected(search));
    }
  }, 60_000);

  it('follows updates, deletes and rolled-back transactions', async () => {
    const em = t.app.orm.em.fork();
    const labels = await em.find(QuickPrintLabel, { name: { $like: 'LS %' } }, { orderBy: { id: 'asc' } });
    // Edited through the ORM...
    for (const l of labels.slice(0, 40)) Object.assign(l, fresh());
    await em.flush();
    // ...by raw SQL, and deleted (raw SQL and the API).
    const conn = em.getConnection();
    for (const l of labels.slice(40, 70)) {
      const s = fresh();
      await conn.execute('update quick_print_labels set name = ?, `lines` = ?, search_text = ? where id = ?', [s.name, JSON.stringify(s.lines), searchOf(s), l.id]);
    }
    await conn.execute(`delete from quick_print_labels where id in (${labels.slice(70, 90).map((l) => l.id).join(', ')})`);
    for (const l of labels.slice(90, 95)) expect((await t.rest('DELETE', `/api/quick-print/${l.id}`, { token: staff })).status).toBe(200);
    // The API edit: the old text is no longer found, the new one is.
    const edited = labels[95];
    const old = searchText(edited.name);
    expect((await t.rest('PATCH', `/api/quick-print/${edited.id}`, { token: staff, body: { name: 'LS Zmieniona qzw' } })).status).toBe(200);
    expect((await listed('qzw')).ids).toEqual([edited.id]);
    expect((await listed(old)).ids).not.toContain(edited.id);
    // A transaction that writes new values and rolls back leaves no trace in the answers.
    await expect(
      em.fork().transactional(async (tx) => {
        tx.create(QuickPrintLabel, { name: 'LS Wycofana qzx', lines: [], size: 'small' });
        const moved = await tx.findOneOrFail(QuickPrintLabel, { id: labels[100].id });
        moved.name = 'LS Wycofana zmiana qzy';
        await tx.flush();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await listed('qzx')).count).toBe(0);
    expect((await listed('qzy')).count).toBe(0);
    expect((await listed(labels[100].name)).ids).toContain(labels[100].id);
    await compare(60);
  }, 120_000);

  it('reads the search structure, not only the LIKE', async () => {
    // A label the structure does not know about is not found by a search of 3+ characters, while
    // a shorter search (the LIKE alone) still finds it.
    const em = t.app.orm.em.fork();
    const l = em.create(QuickPrintLabel, { name: 'LS Niewidoczna qvw', lines: [], size: 'small' });
    await em.flush();
    const conn = em.getConnection();
    expect((await listed('qvw')).ids).toEqual([l.id]);
    if (t.app.config.database.kind === 'sqlite') {
      await conn.execute(`insert into quick_print_labels_search (quick_print_labels_search, rowid, search_text) values ('delete', ?, ?)`, [l.id, l.search]);
    } else {
      await conn.execute(`delete from quick_print_label_grams where label_id = ?`, [l.id]);
    }
    expect((await listed('qvw')).ids).toEqual([]);
    expect((await listed('qv')).ids).toContain(l.id);
  }, 60_000);
});
