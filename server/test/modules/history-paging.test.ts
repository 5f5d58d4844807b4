import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { COUNT_CAP } from '../../src/platform/sql/bounded-count.js';
import { TestApp } from '../support/test-app.js';

/** Historia at volume (ADR 0980): keyset pages, the bounded count, the reference pieces. */
describe('history paging, bounded count and reference pieces', () => {
  let t: TestApp;
  let admin: string;
  // Each group of entries shares one timestamp: a page boundary falls inside groups.
  const day = Date.UTC(2024, 4, 15, 10, 0, 0);
  type Row = { id: number; createdAt: string; reference: string | null };

  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
    const em = t.app.orm.em.fork();
    // 300 entries on 2024-05-15, 7 per millisecond; user 1005 is an employee number on some and a
    // user id on others (two people), so its filter merges two index ranges.
    await em.insertMany(
      HistoryEntry,
      Array.from({ length: 300 }, (_, i) => ({
        entityType: 'stock_item',
        entityId: String(i),
        reference: `PAGE-${i}`,
        action: 'quantity_changed',
        before: null,
        after: null,
        userId: i % 3 === 0 ? 1005 : 7,
        userName: i % 3 === 0 ? 'Inna Osoba' : 'Piotr Stronicowy',
        numer_pracownika: i % 3 === 1 ? 1005 : 55,
        createdAt: new Date(day + Math.floor(i / 7)),
      })),
    );
    // The bound: COUNT_CAP + 40 entries on 2024-01-10.
    const jan = Date.UTC(2024, 0, 10, 9, 0, 0);
    const many = Array.from({ length: COUNT_CAP + 40 }, (_, i) => ({
      entityType: 'document',
      entityId: String(i),
      reference: `CAP/${i}`,
      action: 'created',
      before: null,
      after: null,
      userId: 2,
      userName: 'Ewa Biurowa',
      numer_pracownika: 1002,
      createdAt: new Date(jan + i * 1000),
    }));
    for (let i = 0; i < many.length; i += 1000) await em.insertMany(HistoryEntry, many.slice(i, i + 1000));
  }, 120_000);
  afterAll(() => t.stop());

  const list = async (q: string) => {
    const res = await t.rest('GET', `/api/history?${q}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Row[]; count: number; totalPages: number; countExact: boolean; nextCursor: string | null };
  };
  const order = (rows: Row[]) => [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id).map((r) => r.id);

  for (const [name, filter, expected] of [
    ['a day', 'dateFrom=2024-05-15&dateTo=2024-05-15', 300],
    ['one number that is an employee number on some entries and a user id on others (two ranges merged)', 'user=1005', 200],
    ['a name', 'user=stronicow', 200],
  ] as const) {
    it(`pages through ${name} with equal timestamps: by cursor and by page number, no entry twice, none missing`, async () => {
      const everything = await list(`${filter}&limit=100&page=1`).then(async (p1) => [...p1.data, ...(await list(`${filter}&limit=100&page=2`)).data, ...(await list(`${filter}&limit=100&page=3`)).data]);
      expect(everything).toHaveLength(expected);
      const ids = order(everything);
      expect(everything.map((r) => r.id)).toEqual(ids);

      const byCursor: Row[] = [];
      let after: string | null = null;
      for (let n = 0; n < 100; n++) {
        const page = await list(`${filter}&limit=7${after ? `&after=${after}` : ''}`);
        expect(page.count).toBe(expected);
        byCursor.push(...page.data);
        after = page.nextCursor;
        if (!after) break;
      }
      expect(byCursor.map((r) => r.id)).toEqual(ids);

      const byPage: Row[] = [];
      for (let p = 1; p <= Math.ceil(expected / 7); p++) byPage.push(...(await list(`${filter}&limit=7&page=${p}`)).data);
      expect(byPage.map((r) => r.id)).toEqual(ids);
    });
  }

  it('counts up to COUNT_CAP past the page, then says "more than" (countExact false), exact again near the end', async () => {
    const first = await list('dateFrom=2024-01-10&dateTo=2024-01-10&limit=25');
    expect(first).toMatchObject({ count: COUNT_CAP + 1, countExact: false, totalPages: Math.ceil((COUNT_CAP + 1) / 25) });
    // Deeper pages count from the first row to COUNT_CAP past themselves: the end is in reach.
    const deep = await list('dateFrom=2024-01-10&dateTo=2024-01-10&limit=25&page=3');
    expect(deep).toMatchObject({ count: COUNT_CAP + 40, countExact: true });
    const rare = await list('reference=CAP/1234');
    expect(rare).toMatchObject({ count: 1, countExact: true, nextCursor: null });
    const gql = await t.gql('{ historyEntries(dateFrom: "2024-01-10", dateTo: "2024-01-10") { totalCount totalCountExact nextCursor items { id } } }', {}, admin);
    expect(gql.data.historyEntries).toMatchObject({ totalCount: COUNT_CAP + 1, totalCountExact: false });
    expect(gql.data.historyEntries.nextCursor).toMatch(/^\d+\.\d+$/);
  });

  it('answers 400 naming `after` for a cursor that is not one', async () => {
    const res = await t.rest('GET', '/api/history?after=yesterday', { token: admin });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('after');
  });

  it('finds any part of a reference written through the app (the trigger keeps the pieces), whatever its case', async () => {
    const em = t.app.orm.em.fork();
    const entry = (entityId: string, reference: string) => ({ entityType: 'document', entityId, reference, action: 'created', before: null, after: null, userId: null, userName: null, numer_pracownika: null, createdAt: new Date() });
    em.create(HistoryEntry, entry('1', 'HZ/2031/0004'));
    em.create(HistoryEntry, entry('2', 'Hz/2031/1234'));
    em.create(HistoryEntry, entry('3', 'RABAT_50%'));
    await em.flush();
    const refs = async (value: string) => (await list(`reference=${encodeURIComponent(value)}`)).data.map((r) => r.reference).sort();
    expect(await refs('31/0004')).toEqual(['HZ/2031/0004']);
    expect(await refs('2031/')).toEqual(['HZ/2031/0004', 'Hz/2031/1234']);
    expect(await refs('hz/2031')).toEqual(['HZ/2031/0004', 'Hz/2031/1234']);
    expect(await refs('_50%')).toEqual(['RABAT_50%']);
    expect(await refs('T_5')).toEqual(['RABAT_50%']);
    expect(await refs('0%')).toEqual(['RABAT_50%']); // shorter than a piece: read newest first and checked
    expect(await refs('2031/9')).toEqual([]);
    expect((await list('reference=PAGE-29')).count).toBe(1 + 10); // PAGE-29, PAGE-290..299
  });

  it('a reference part that more than 5,000 references contain is read from the entries instead, with the same answer', async () => {
    // Every piece of "CAP/" is in each of the COUNT_CAP + 40 CAP/n references.
    const res = await list('reference=CAP/&limit=3');
    expect(res).toMatchObject({ count: COUNT_CAP + 1, countExact: false });
    expect(res.data.map((r) => r.reference)).toEqual(['CAP/10039', 'CAP/10038', 'CAP/10037']);
  });
});
