import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrderPdf, pdfText } from '../../../seed/documents.pdf.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { StockItem } from '../../src/modules/inventory/stock-item.entity.js';
import { documentFileName } from '../../src/modules/documents/document.routes.js';
import { TestApp } from '../support/test-app.js';
import { orderFields, pushDocument } from './documents.fixtures.js';
import { locationChange, newStockItem, stockChange } from './stock.fixtures.js';

const newItem = (t: TestApp, o: { quantity?: number; location?: string; unit?: string } = {}) => newStockItem(t, { name: 'Uszczelka testowa', ...o });

/** ADR 0840: decimals for units measured by length, area or weight; a normalised location in the
 *  configured format; the locations in use as suggestions. */
describe('stock rules (default configuration)', () => {
  let t: TestApp;
  let klient: string;
  let office: string;
  beforeAll(async () => {
    t = await TestApp.start();
    klient = await t.tokenFor(1);
    office = await t.tokenFor(2);
  });
  afterAll(() => t.stop());
  const item = (id: number) => t.app.orm.em.fork().findOneOrFail(StockItem, { id }, { disableIdentityMap: true });

  it('keeps 3 decimals for an item counted in mb, and shows them in REST and GraphQL', async () => {
    const seal = await newItem(t, { quantity: 12.5, unit: 'mb' });
    const res = await t.rest('POST', '/api/changes', { token: office, body: stockChange(seal.catalogueIndex, 12.5, '13,25', 'Przyjęcie') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'SUCCESS', data: { stary_stan: 12.5, nowy_stan: 13.25, powod_zmiany: 'Przyjęcie' } });
    expect((await item(seal.id)).quantity).toBe(13.25);
    const listed = await t.rest('GET', `/api/stocks?index=${seal.catalogueIndex}`, { token: klient });
    expect(listed.body.data[0].quantity).toBe(13.25);
    const gql = await t.gql('query($i: String) { stockItems(index: $i) { items { quantity unit } } }', { i: seal.catalogueIndex }, klient);
    expect(gql.data.stockItems.items[0]).toEqual({ quantity: 13.25, unit: 'mb' });
    const [entry] = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'stock_item', entityId: String(seal.id) });
    expect(entry).toMatchObject({ before: { quantity: 12.5 }, after: { quantity: 13.25, powod_zmiany: 'Przyjęcie' } });
    // the guard compares decimals exactly: the old 12.5 no longer holds
    expect((await t.rest('POST', '/api/changes', { token: office, body: stockChange(seal.catalogueIndex, 12.5, 1) })).status).toBe(409);
  });

  it('refuses decimals for pieces and more than 3 decimals anywhere, naming the field, writing nothing', async () => {
    const hinge = await newItem(t, { quantity: 4 });
    const half = await t.rest('POST', '/api/changes', { token: office, body: stockChange(hinge.catalogueIndex, 4, 2.5) });
    expect(half.status).toBe(400);
    expect(half.body.fields['data.nowy_stan']).toMatch(/whole number \(unit szt\)/);
    const seal = await newItem(t, { quantity: 1, unit: 'mb' });
    const fine = await t.rest('POST', '/api/changes', { token: office, body: stockChange(seal.catalogueIndex, 1, 1.0005) });
    expect(fine.status).toBe(400);
    expect(fine.body.fields['data.nowy_stan']).toMatch(/3 decimals/);
    expect((await item(hinge.id)).quantity).toBe(4);
    expect((await item(seal.id)).quantity).toBe(1);
  });

  it('normalises a new location (c-18-02 -> C-18-02) and refuses one outside the format', async () => {
    const glass = await newItem(t, { location: 'A-01-01' });
    const moved = await t.rest('POST', '/api/changes', { token: office, body: locationChange(glass.catalogueIndex, 'A-01-01', ' c-18_02 ') });
    expect(moved.status).toBe(201);
    expect(moved.body.data.nowa_lokalizacja).toBe('C-18-02');
    expect((await item(glass.id)).location).toBe('C-18-02');
    const bad = await t.rest('POST', '/api/changes', { token: office, body: locationChange(glass.catalogueIndex, 'C-18-02', 'regal 5') });
    expect(bad.status).toBe(400);
    expect(bad.body.fields['data.nowa_lokalizacja']).toBe('must look like A-01-03');
    expect((await item(glass.id)).location).toBe('C-18-02');
  });

  it('suggests the locations in use, once each, in order; any signed-in role reads them and the settings', async () => {
    await newItem(t, { location: 'K-97-01' });
    await newItem(t, { location: 'K-97-01' });
    await newItem(t, { location: 'K-97-02' });
    const res = await t.gql('query($s: String) { stockLocations(search: $s, limit: 10) }', { s: 'k-97' }, klient);
    expect(res.errors).toBeUndefined();
    expect(res.data.stockLocations).toEqual(['K-97-01', 'K-97-02']);
    const settings = await t.gql('{ stockSettings { locationPattern locationExample decimalUnits } }', {}, klient);
    expect(settings.data.stockSettings).toEqual({ locationPattern: '^[A-Z]-\\d{2}-\\d{2}$', locationExample: 'A-01-03', decimalUnits: ['mb', 'm', 'm2', 'kg'] });
    const tooMany = await t.gql('{ stockLocations(limit: 500) }', {}, klient);
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql('{ stockLocations }', {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('names the document PDF after its order number', async () => {
    expect(documentFileName('ZAM/2026/0001')).toBe('ZAM_2026_0001.pdf');
    expect(documentFileName('Zamówienie 7/łódź')).toBe('Zamowienie_7_odz.pdf');
    const pushed = await pushDocument(t, { token: office, fields: orderFields({ number: 'ZAM/2026/7001' }) });
    expect(pushed.status).toBe(201);
    const file = await fetch(`${t.url}/api/documents/${pushed.body.id}`, { headers: { authorization: `Bearer ${office}` } });
    expect(file.headers.get('content-disposition')).toBe('inline; filename="ZAM_2026_7001.pdf"');
  });
});

describe('stock rules from the configuration', () => {
  let t: TestApp;
  let office: string;
  beforeAll(async () => {
    t = await TestApp.start({ STOCK_LOCATION_PATTERN: '^MAG[0-9]-[A-Z]{2}$', STOCK_LOCATION_EXAMPLE: 'MAG1-AB', STOCK_DECIMAL_UNITS: 'kg' });
    office = await t.tokenFor(2);
  });
  afterAll(() => t.stop());

  it('takes the location format and the decimal units from the environment', async () => {
    const em = t.app.orm.em.fork();
    const item = em.create(StockItem, { catalogueIndex: 'CFG-1', name: 'Profil', ean: '5901234123457', location: 'MAG1-AA', quantity: 3, unit: 'mb' }).refreshSearch();
    await em.flush();
    expect((await t.rest('POST', '/api/changes', { token: office, body: locationChange('CFG-1', 'MAG1-AA', 'A-01-01') })).body.fields['data.nowa_lokalizacja']).toBe('must look like MAG1-AB');
    expect((await t.rest('POST', '/api/changes', { token: office, body: locationChange('CFG-1', 'MAG1-AA', 'mag2 ab') })).status).toBe(201);
    // mb is not a decimal unit here
    expect((await t.rest('POST', '/api/changes', { token: office, body: stockChange('CFG-1', 3, 2.5) })).status).toBe(400);
    expect(item.id).toBeGreaterThan(0);
  });
});

describe('the seeded order PDFs', () => {
  it('carry Polish letters through the font encoding, not transliterated', () => {
    expect(pdfText('Zamówienie ł ą (x)')).toBe('Zam\\363wienie \\207 \\201 \\(x\\)');
    const pdf = makeOrderPdf(['Wysyłka: Odbiór osobisty, Kraków', 'Zawias szkło-ściana 90°']).toString('latin1');
    expect(pdf).toContain('/Differences [128 /Aogonek /aogonek /Cacute /cacute /Eogonek /eogonek /Lslash /lslash');
    expect(pdf).toContain('(Wysy\\207ka: Odbi\\363r osobisty, Krak\\363w)');
    expect(pdf).toContain('(Zawias szk\\207o-\\213ciana 90\\260)');
    expect(pdf).not.toContain('Wysylka');
  });
});
