import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/platform/sql/bounded-count.js';
import { TestApp } from '../support/test-app.js';

/** The labels list counts up to COUNT_CAP past its page (ADR 1330, amended): a word most labels
 *  contain does not read every match on every page only to show "Etykiet: N". */
describe('quick-print labels: the bounded count', () => {
  let t: TestApp;
  let staff: string;
  const common = COUNT_CAP + 40;

  beforeAll(async () => {
    t = await TestApp.start();
    staff = await t.tokenFor(3);
    const names = Array.from({ length: common }, (_, i) => `Seria wspolna ${String(i).padStart(5, '0')}`);
    for (let i = 0; i < names.length; i += 10_000) {
      const res = await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data: names.slice(i, i + 10_000).map((name) => ({ name, lines: ['Partia'] })) } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const rare = await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data: ['Rzadka A', 'Rzadka B', 'Rzadka C'].map((name) => ({ name, lines: ['Opis'] })) } });
    expect(rare.status, JSON.stringify(rare.body)).toBe(200);
  }, 180_000);
  afterAll(() => t.stop());

  const list = async (q: string) => {
    const res = await t.rest('GET', `/api/quick-print?${q}`, { token: staff });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Array<{ name: string }>; count: number; page: number; limit: number; totalPages: number; countExact: boolean };
  };

  it('says "more than" past the bound on the first page, with the page itself in name order', async () => {
    const first = await list('search=wspolna&limit=25');
    expect(first).toMatchObject({ count: COUNT_CAP + 1, countExact: false, totalPages: Math.ceil((COUNT_CAP + 1) / 25), page: 1, limit: 25 });
    expect(first.data.map((l) => l.name)).toEqual(Array.from({ length: 25 }, (_, i) => `Seria wspolna ${String(i).padStart(5, '0')}`));
  });

  it('counts exactly once the end is within the bound of the page, and for a rare search', async () => {
    const deep = await list(`search=wspolna&limit=25&page=${Math.floor(COUNT_CAP / 25)}`);
    expect(deep).toMatchObject({ count: common, countExact: true, totalPages: Math.ceil(common / 25) });
    expect(deep.data[0].name).toBe(`Seria wspolna ${String(COUNT_CAP - 25).padStart(5, '0')}`);
    expect(await list('search=rzadka')).toMatchObject({ count: 3, countExact: true, totalPages: 1 });
    expect(await list('search=nie-ma-takiej')).toMatchObject({ count: 0, countExact: true, data: [] });
  });

  it('GraphQL says the same (totalCount, totalCountExact)', async () => {
    const query = `query($s: String, $p: Int) { quickPrintLabels(search: $s, page: $p, limit: 25) { totalCount totalCountExact totalPages } }`;
    const common1 = await t.gql(query, { s: 'wspolna' }, staff);
    expect(common1.data?.quickPrintLabels).toEqual({ totalCount: COUNT_CAP + 1, totalCountExact: false, totalPages: Math.ceil((COUNT_CAP + 1) / 25) });
    const rare = await t.gql(query, { s: 'rzadka' }, staff);
    expect(rare.data?.quickPrintLabels).toEqual({ totalCount: 3, totalCountExact: true, totalPages: 1 });
  });
});
