import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { StockItem } from '../../src/modules/inventory/stock-item.entity.js';
import { searchText } from '../../src/modules/inventory/search-text.js';
import { SEED_STOCK_ITEMS } from '../../../seed/stock-items.seeder.js';
import { isValidEan13 } from '../../../seed/stock-items.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

describe('stocks (inventories)', () => {
  let t: TestApp;
  let klient: string; // role 1
  let office: string; // role 2
  beforeAll(async () => {
    t = await TestApp.start();
    klient = await t.tokenFor(1);
    office = await t.tokenFor(2);
    // Items with Polish names for the accent-insensitive filters.
    const em = t.app.orm.em.fork();
    for (const [i, name, location] of [
      ['PL-ZOL-0001', 'Uchwyt ŻÓŁTY łukowy', 'Z-01-01'],
      ['PL-ZOL-0002', 'Zawias żółty szkło-ściana', 'Z-01-02'],
      ['PL_100%', 'Profil 100% aluminium', 'Z-02-01'],
    ] as const) {
      em.create(StockItem, { catalogueIndex: i, name, ean: '5901234123457', location, quantity: 5, unit: 'szt' }).refreshSearch();
    }
    await em.flush();
  });
  afterAll(() => t.stop());

  const list = (query: string, token = klient) => t.rest('GET', `/api/stocks${query}`, { token });

  it('seeds a realistic catalogue with valid EAN-13 codes and rack locations', async () => {
    const all = await t.app.orm.em.fork().find(StockItem, {}, { limit: 5000 });
    expect(all.length).toBe(SEED_STOCK_ITEMS + 3);
    const seeded = all.filter((s) => !s.catalogueIndex.startsWith('PL'));
    expect(seeded.every((s) => isValidEan13(s.ean))).toBe(true);
    expect(seeded.every((s) => /^[A-H]-\d{2}-\d{2}$/.test(s.location))).toBe(true);
    expect(new Set(seeded.map((s) => s.ean)).size).toBe(seeded.length);
    const names = seeded.map((s) => s.name).join('\n');
    for (const word of ['Szkło hartowane', 'Lustro', 'Zawias', 'Uchwyt', 'Uszczelka', 'Profil']) expect(names).toContain(word);
  });

  it('lists for every role with { data, limit, totalPages, count }, 10 per page by default', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: 10, count: SEED_STOCK_ITEMS + 3, totalPages: Math.ceil((SEED_STOCK_ITEMS + 3) / 10) });
    expect(res.body.data).toHaveLength(10);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      ['availabilityCheck', 'ean', 'hasErrorChanges', 'hasPendingChange', 'id', 'index', 'location', 'name', 'quantity', 'unit', 'updatedAt'].sort(),
    );
    // The list reads rows without entities: the same types as an entity would give.
    const item = res.body.data[0];
    expect(item).toMatchObject({ id: expect.any(Number), quantity: expect.any(Number), availabilityCheck: expect.any(Boolean), hasPendingChange: false });
    expect(item.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const entity = await t.app.orm.em.fork().findOneOrFail(StockItem, { id: item.id });
    expect(item.updatedAt).toBe(entity.updatedAt.toISOString());
    expect(item.availabilityCheck).toBe(Boolean(entity.availabilityCheck));
    const page2 = await list('?page=2&limit=25');
    expect(page2.body.data).toHaveLength(25);
    expect(page2.body.data[0].index > res.body.data[9].index).toBe(true);
    expect((await t.rest('GET', '/api/stocks')).status).toBe(401);
  });

  it('filters case- and accent-insensitively, Polish letters included', async () => {
    for (const q of ['zolty', 'ŻÓŁTY', 'żółty', 'ZOLTY']) {
      const res = await list(`?name=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((d: { index: string }) => d.index).sort()).toEqual(['PL-ZOL-0001', 'PL-ZOL-0002']);
    }
    expect((await list(`?name=${encodeURIComponent('łuk')}`)).body.data.map((d: { index: string }) => d.index)).toEqual(['PL-ZOL-0001']);
    expect((await list('?index=pl-zol&location=z-01-02')).body.data.map((d: { index: string }) => d.index)).toEqual(['PL-ZOL-0002']);
    // % and _ are literal characters, not wildcards
    expect((await list(`?index=${encodeURIComponent('_100%')}`)).body.data.map((d: { index: string }) => d.index)).toEqual(['PL_100%']);
    expect((await list(`?name=${encodeURIComponent('%')}`)).body.count).toBe(1);
    expect((await list('?ean=5901234123457')).body.count).toBe(3);
  });

  it('sorts by any listed column, ASC or otherwise DESC', async () => {
    const asc = await list('?sort=quantity&order=ASC&limit=100');
    const qs = asc.body.data.map((d: { quantity: number }) => d.quantity);
    expect(qs).toEqual([...qs].sort((a, b) => a - b));
    for (const order of ['DESC', 'desc', 'sideways', '']) {
      const res = await list(`?sort=quantity&order=${order}&limit=50`);
      const got = res.body.data.map((d: { quantity: number }) => d.quantity);
      expect(got).toEqual([...got].sort((a, b) => b - a));
    }
    const byName = await list('?sort=name&order=ASC&limit=100&name=zawias');
    const names = byName.body.data.map((d: { name: string }) => d.name);
    expect(names.length).toBeGreaterThan(10);
  });

  it('answers 400 naming the reason for unknown filters and sorts, pages below 1, limits over 100', async () => {
    const cases: Array<[string, string]> = [
      ['?colour=red', 'colour'],
      ['?sort=password', 'sort'],
      ['?sort=id;drop table stock_items', 'sort'],
      ['?page=0', 'page'],
      ['?page=-3', 'page'],
      ['?page=abc', 'page'],
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?availabilityCheck=maybe', 'availabilityCheck'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.fields, query).toHaveProperty(field);
    }
    expect((await t.app.orm.em.fork().count(StockItem, {}))).toBe(SEED_STOCK_ITEMS + 3);
  });

  it('never answers 500 to fuzzed list parameters (fast-check)', async () => {
    const key = fc.oneof(fc.constantFrom('page', 'limit', 'sort', 'order', 'index', 'name', 'ean', 'location', 'availabilityCheck'), fc.string({ maxLength: 12 }));
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constantFrom('ASC', 'DESC', 'name', 'quantity', 'true', "'; drop table x;--", '%', '_', '\\', 'ż'));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 5 }), async (pairs) => {
        const qs = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const res = await list(`?${qs}`);
        expect([200, 400]).toContain(res.status);
        if (res.status === 200) expect(res.body.data.length).toBeLessThanOrEqual(res.body.limit);
      }),
      { numRuns: 150 },
    );
  });

  it('GraphQL offers the same list, with the same 400 rules', async () => {
    const q = `query($name: String, $sort: String, $order: String, $limit: Int) { stockItems(name: $name, sort: $sort, order: $order, limit: $limit) { items { index name quantity hasErrorChanges } totalCount totalPages limit } }`;
    const res = await t.gql(q, { name: 'ZOLTY', sort: 'index', order: 'ASC' }, klient);
    expect(res.errors).toBeUndefined();
    expect(res.data.stockItems).toMatchObject({ totalCount: 2, totalPages: 1, limit: 10 });
    expect(res.data.stockItems.items.map((i: { index: string }) => i.index)).toEqual(['PL-ZOL-0001', 'PL-ZOL-0002']);
    const bad = await t.gql(q, { limit: 500 }, klient);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badSort = await t.gql(q, { sort: 'passwordHash' }, klient);
    expect(badSort.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sets and clears the availability check (role 2+), recorded in history', async () => {
    const items = (await list('?index=PL-ZOL&sort=index&order=ASC')).body.data as Array<{ id: number; index: string }>;
    const ids = items.map((i) => i.id);
    expect((await t.rest('POST', '/api/stocks/set-availability-check', { token: klient, body: { ids, availabilityCheck: true } })).status).toBe(403);
    const set = await t.rest('POST', '/api/stocks/set-availability-check', { token: office, body: { ids, availabilityCheck: true } });
    expect(set.status).toBe(200);
    expect(set.body.updated).toBe(2);
    expect((await list('?availabilityCheck=true')).body.data.map((d: { index: string }) => d.index).sort()).toEqual(['PL-ZOL-0001', 'PL-ZOL-0002']);
    // setting it again changes nothing and records nothing
    expect((await t.rest('POST', '/api/stocks/set-availability-check', { token: office, body: { ids, availabilityCheck: true } })).body.updated).toBe(0);
    const entries = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'stock_item', action: 'availability_check_set' });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ before: { availabilityCheck: false }, after: { availabilityCheck: true }, numer_pracownika: expect.any(Number) });
    const cleared = await t.rest('POST', '/api/stocks/set-availability-check', { token: office, body: { ids: [ids[0]], availabilityCheck: false } });
    expect(cleared.body.updated).toBe(1);
    expect((await list('?availabilityCheck=true')).body.count).toBe(1);
    const unknown = await t.rest('POST', '/api/stocks/set-availability-check', { token: office, body: { ids: [ids[0], 99999999], availabilityCheck: true } });
    expect(unknown.status).toBe(404);
    expect((await list('?availabilityCheck=true')).body.count).toBe(1); // nothing written
    expect((await t.rest('POST', '/api/stocks/set-availability-check', { token: office, body: { ids: [], availabilityCheck: true } })).status).toBe(400);
  });

  it('generates an XLSX of the named items, reports unknown indexes and progress', async () => {
    const some = (await list('?limit=3&sort=index&order=ASC')).body.data as Array<{ index: string; name: string; ean: string; location: string; quantity: number; unit: string }>;
    const operationId = '6c1f5d1e-8a0b-4c7e-9d3f-2b1a0c9e8f7d';
    const ws = t.ws(klient);
    const sub = await t.subscribed(() => subscribe(ws, 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
    const res = await fetch(`${t.url}/api/stocks/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${klient}`, 'content-type': 'application/json' },
      body: JSON.stringify({ indeksyKatalogowe: [...some.map((s) => s.index), 'NIE-MA-TAKIEGO'], operationId }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('x-not-found-count')).toBe('1');
    expect(JSON.parse(decodeURIComponent(res.headers.get('x-not-found')!))).toEqual(['NIE-MA-TAKIEGO']);
    expect(decodeURIComponent(res.headers.get('x-message')!)).toBe('Plik został wygenerowany pomyślnie');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Indeks katalogowy', 'Nazwa', 'EAN', 'Lokalizacja', 'Stan', 'Jednostka']);
    expect(sheet.getRow(2).values).toEqual([undefined, some[0].index, some[0].name, some[0].ean, some[0].location, some[0].quantity, some[0].unit]);
    expect(sheet.rowCount).toBe(4);
    expect(wb.worksheets[1].getRow(2).values).toEqual([undefined, 'NIE-MA-TAKIEGO']);
    await waitFor(() => sub.events.length >= 3, 3000, 'operation statuses');
    expect(sub.events.map((e) => e.data.operationStatus.status)).toEqual(['IN_PROGRESS', 'SUCCESS', 'FINISH']);
    expect(sub.events[1].data.operationStatus.message).toBe('Plik został wygenerowany pomyślnie');
    expect((await t.rest('POST', '/api/stocks/file', { token: klient, body: { indeksyKatalogowe: [] } })).status).toBe(400);
  });

  it('normalizes search text: lower case, no diacritics, ł -> l', () => {
    expect(searchText('Łódź ŻÓŁW ąęśćńź')).toBe('lodz zolw aescnz');
  });

  // Runs last: it creates and deletes an item.
  it('pages in one total order (ids from the sort index, then their rows) and the cached total follows created and deleted items (ADR 0304)', async () => {
    const first = await list('?sort=quantity&order=DESC&limit=100');
    expect(first.body.count).toBe(SEED_STOCK_ITEMS + 3);
    const seen: Array<{ id: number; quantity: number }> = [];
    for (let page = 1; page <= first.body.totalPages; page++) {
      const res = await list(`?sort=quantity&order=DESC&limit=100&page=${page}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((d: { id: number; quantity: number }) => ({ id: d.id, quantity: d.quantity })));
    }
    expect(seen).toHaveLength(SEED_STOCK_ITEMS + 3);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort((a, b) => b.quantity - a.quantity || b.id - a.id));
    // Past the last page: no rows, the same total.
    const past = await list(`?limit=100&page=${first.body.totalPages + 1}`);
    expect(past.body).toMatchObject({ data: [], count: SEED_STOCK_ITEMS + 3 });
    // The last page by catalogue index holds the greatest indexes.
    const last = await list(`?limit=100&page=${first.body.totalPages}`);
    const indexes = last.body.data.map((d: { index: string }) => d.index);
    expect(indexes).toHaveLength((SEED_STOCK_ITEMS + 3) % 100 || 100);
    expect(indexes).toEqual([...indexes].sort());

    // The unfiltered total is cached, but an item created or deleted through the ORM shows at once.
    const em = t.app.orm.em.fork();
    const item = em.create(StockItem, { catalogueIndex: 'ZZZ-CACHE-0001', name: 'Nowa pozycja', ean: '5901234123464', location: 'Z-09-09', quantity: 1, unit: 'szt' }).refreshSearch();
    await em.flush();
    const grown = await list('?limit=100');
    expect(grown.body.count).toBe(SEED_STOCK_ITEMS + 4);
    expect((await list(`?limit=100&page=${grown.body.totalPages}`)).body.data.at(-1).index).toBe('ZZZ-CACHE-0001');
    em.remove(item);
    await em.flush();
    expect((await list('')).body.count).toBe(SEED_STOCK_ITEMS + 3);
  });
  it('a substring filter pages its matches in the same total order, with their count, for every sort column (ADR 0306)', async () => {
    // The reference: every item, filtered and sorted here. Text columns compare as the database
    // does on both dialects for this catalogue (ASCII names, upper-case indexes, digits).
    const em = t.app.orm.em.fork();
    const all = await em.find(StockItem, {}, { disableIdentityMap: true });
    const matches = all.filter((s) => s.searchName.includes('zawias') && s.searchLocation.includes('-0'));
    expect(matches.length).toBeGreaterThan(150); // more than one page of 100
    const columns = { index: 'catalogueIndex', ean: 'ean', quantity: 'quantity', unit: 'unit', availabilityCheck: 'availabilityCheck', updatedAt: 'updatedAt' } as const;
    const key = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === 'boolean' ? Number(v) : v) as string | number;
    for (const [sort, property] of Object.entries(columns)) {
      for (const order of ['ASC', 'DESC'] as const) {
        const sign = order === 'ASC' ? 1 : -1;
        const expected = [...matches]
          .sort((a, b) => {
            const x = key(a[property]);
            const y = key(b[property]);
            return (x < y ? -1 : x > y ? 1 : 0) * sign || (a.id - b.id) * sign;
          })
          .map((s) => s.id);
        const got: number[] = [];
        for (let page = 1; page <= Math.ceil(matches.length / 100); page++) {
          const res = await list(`?name=Zawias&location=-0&sort=${sort}&order=${order}&limit=100&page=${page}`);
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ count: matches.length, totalPages: Math.ceil(matches.length / 100) });
          got.push(...res.body.data.map((d: { id: number }) => d.id));
        }
        expect(got, `${sort} ${order}`).toEqual(expected);
      }
    }
    // Past the last page the count is still right; a filter matching nothing counts 0.
    expect((await list(`?name=zawias&location=-0&limit=100&page=${Math.ceil(matches.length / 100) + 1}`)).body).toMatchObject({ data: [], count: matches.length });
    expect((await list('?name=no-such-item-anywhere')).body).toMatchObject({ data: [], count: 0, totalPages: 0 });
  });
});
