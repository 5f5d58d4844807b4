import dxfParserModule from 'dxf-parser';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManufacturingData } from '../../src/modules/manufacturing-reference/manufacturing-data.entity.js';
import { manufacturingReferenceConfigSchema } from '../../src/modules/manufacturing-reference/manufacturing-reference.config.js';
import { manufacturingReferenceModule } from '../../src/modules/manufacturing-reference/index.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { SEED_DRILLING_SCHEMAS, SEED_MANUFACTURING_DATA } from '../../../seed/manufacturing-reference.js';
import { TestApp } from '../support/test-app.js';

// dxf-parser is CommonJS with a `default` export: node's ESM loader hands over module.exports, vite may unwrap it.
const DxfParser = ((dxfParserModule as unknown as { default?: unknown }).default ?? dxfParserModule) as typeof dxfParserModule.default;

/** A schema on a 1000 x 2000 pane of 8 mm glass (limits: Ø >= 8, edge >= 16, spacing >= 16, corner >= 52). */
const schema = (holes: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'drilling',
  code: `T-${Math.random().toString(36).slice(2, 10)}`,
  name: 'Test',
  thicknessMin: 8,
  thicknessMax: 8,
  paneWidth: 1000,
  paneHeight: 2000,
  referenceCorner: 'bottom-left',
  holes,
  cutouts: [],
  ...extra,
});

const row = (extra: Record<string, unknown> = {}) => ({
  index: `MD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  name: 'Panel testowy 8 mm',
  type: 'szklo_kabina',
  glassKind: 'hartowane',
  thicknessMm: 8,
  widthMm: 900,
  heightMm: 2000,
  ...extra,
});

describe('manufacturing reference: Dane produkcyjne and Schematy wierceń', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let office: string;
  let client: string;
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    admin = await t.tokenFor(4);
    staff = await t.tokenFor(3);
    office = await t.tokenFor(2);
    client = await t.tokenFor(1);
  });
  afterAll(() => t.stop());

  describe('role rules', () => {
    it('manufacturing data is role 4 only: anonymous 401, roles 1-3 403', async () => {
      expect((await t.rest('GET', '/api/manufacturing-data/data')).status).toBe(401);
      for (const token of [client, office, staff]) {
        expect((await t.rest('GET', '/api/manufacturing-data/data', { token })).status).toBe(403);
        expect((await t.rest('POST', '/api/manufacturing-data', { token, body: row() })).status).toBe(403);
        expect((await t.rest('PATCH', '/api/manufacturing-data/1', { token, body: { name: 'x' } })).status).toBe(403);
        expect((await t.rest('DELETE', '/api/manufacturing-data/1', { token })).status).toBe(403);
      }
      const gql = await t.gql('{ manufacturingDataList { totalCount } }', {}, staff);
      expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.rest('GET', '/api/manufacturing-data/data', { token: admin })).status).toBe(200);
    });

    it('schemas: read from role 2, write from role 3', async () => {
      expect((await t.rest('GET', '/api/schema?type=drilling', { token: client })).status).toBe(403);
      expect((await t.rest('GET', '/api/schema?type=drilling', { token: office })).status).toBe(200);
      expect((await t.rest('POST', '/api/schema', { token: office, body: schema([]) })).status).toBe(403);
      expect((await t.rest('POST', '/api/schema', { token: staff, body: schema([]) })).status).toBe(201);
      expect((await t.rest('DELETE', '/api/schema/1', { token: office })).status).toBe(403);
    });
  });

  describe('manufacturing data', () => {
    it('pages by 10 by default and searches index and name without case or accents', async () => {
      const first = await t.rest('GET', '/api/manufacturing-data/data', { token: admin });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, limit: 10 });
      expect(first.body.data).toHaveLength(10);
      expect(first.body.count).toBeGreaterThanOrEqual(SEED_MANUFACTURING_DATA.length);
      expect(first.body.totalPages).toBe(Math.ceil(first.body.count / 10));
      const second = await t.rest('GET', '/api/manufacturing-data/data?page=2&limit=10', { token: admin });
      const ids = new Set(first.body.data.map((r: { id: number }) => r.id));
      expect(second.body.data.some((r: { id: number }) => ids.has(r.id))).toBe(false);

      // "ŚCIANKA" in the names; searched as "scianka"
      const walls = await t.rest('GET', '/api/manufacturing-data/data?search=scianka&limit=100', { token: admin });
      const expected = SEED_MANUFACTURING_DATA.filter((r) => /ścianka/i.test(r.name)).length;
      expect(walls.body.count).toBe(expected);
      expect(walls.body.data.every((r: { name: string }) => /ścianka/i.test(r.name))).toBe(true);
      // and the index, with LIKE's own characters taken literally
      const mirrors = await t.rest('GET', '/api/manufacturing-data/data?search=lu-&sort=index&order=DESC', { token: admin });
      expect(mirrors.body.data.map((r: { index: string }) => r.index)).toEqual(['LU-6FAZ-00340', 'LU-5BEZ-00180', 'LU-4BEZ-00152']);
      expect((await t.rest('GET', '/api/manufacturing-data/data?search=100%25', { token: admin })).body.count).toBe(0);
    });

    it('refuses an unknown sort column or page size as a 400 naming the parameter', async () => {
      const bad = await t.rest('GET', '/api/manufacturing-data/data?sort=password&limit=500', { token: admin });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['limit', 'sort']);
    });

    it('ties seeded rows to the catalogue and computes the weight (900 x 2000 x 8 mm = 36 kg)', async () => {
      const res = await t.rest('GET', '/api/manufacturing-data/data?search=SK-8PRZ-00045', { token: admin });
      expect(res.body.data[0]).toMatchObject({ index: 'SK-8PRZ-00045', weightKg: 36, computedWeightKg: 36, weightOverridden: false, inCatalogue: true, defaultSchemaCode: 'KLM-SS-8' });
      expect(res.body.data[0].catalogueName).toEqual(expect.any(String));
      const own = await t.rest('GET', '/api/manufacturing-data/data?search=DA-VSG10-1510', { token: admin });
      expect(own.body.data[0]).toMatchObject({ inCatalogue: false, weightKg: 38.5, weightOverridden: true, active: false });
    });

    it('creates with a computed weight, overrides it, and goes back to computed', async () => {
      const created = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row() });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ weightKg: 36, weightOverridden: false, labelsPerPiece: 1, active: true });
      const id = created.body.id;
      const override = await t.rest('PATCH', `/api/manufacturing-data/${id}`, { token: admin, body: { weightKg: 37.25 } });
      expect(override.body).toMatchObject({ weightKg: 37.25, computedWeightKg: 36, weightOverridden: true });
      const resized = await t.rest('PATCH', `/api/manufacturing-data/${id}`, { token: admin, body: { widthMm: 1000, weightKg: null } });
      expect(resized.body).toMatchObject({ weightKg: 40, weightOverridden: false });
      const history = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'manufacturing_data', entityId: String(id) }, { orderBy: { id: 'ASC' } });
      expect(history.map((h) => h.action)).toEqual(['created', 'updated', 'updated']);
    });

    it('a duplicate index is a 409 naming the field, on REST and GraphQL', async () => {
      const res = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row({ index: 'SK-8PRZ-00844' }) });
      expect(res.status).toBe(409);
      expect(Object.keys(res.body.fields)).toEqual(['index']);
      const other = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row() });
      const patch = await t.rest('PATCH', `/api/manufacturing-data/${other.body.id}`, { token: admin, body: { index: 'SK-8PRZ-00844' } });
      expect(patch.status).toBe(409);
      const gql = await t.gql(
        'mutation($input: ManufacturingDataInput!) { manufacturingDataCreate(input: $input) { id } }',
        { input: row({ index: 'SK-8PRZ-00844' }) },
        admin,
      );
      expect(gql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { index: expect.any(String) } });
    });

    it('bad input is a 400 naming each field', async () => {
      const res = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row({ type: 'rower', thicknessMm: -1, widthMm: 900.5, heightMm: null, labelsPerPiece: 0 }) });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields).sort()).toEqual(['labelsPerPiece', 'thicknessMm', 'type', 'widthMm']);
      const pair = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row({ heightMm: null }) });
      expect(pair.status).toBe(400);
      expect(pair.body.fields).toEqual({ heightMm: 'Podaj wysokość razem z szerokością' });
    });

    it('a default schema must exist, be active and fit the glass', async () => {
      const schemas = (await t.rest('GET', '/api/schema?type=drilling&archived=all&limit=100', { token: admin })).body.data as Array<{ id: number; code: string }>;
      const id = (code: string) => schemas.find((s) => s.code === code)!.id;
      const archived = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row({ widthMm: 800, heightMm: 1950, defaultSchemaId: id('ZS90-8-V1') }) });
      expect(archived.status).toBe(400);
      expect(archived.body.fields.defaultSchemaId).toMatch(/zarchiwizowany/);
      const thick = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row({ thicknessMm: 10, widthMm: 800, heightMm: 1950, defaultSchemaId: id('ZS90-8') }) });
      expect(thick.status).toBe(400);
      expect(thick.body.fields.defaultSchemaId).toMatch(/Grubość szkła 10 mm poza zakresem/);
      const ok = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row({ widthMm: 800, heightMm: 1950, defaultSchemaId: id('ZS90-8') }) });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ defaultSchemaCode: 'ZS90-8' });
      expect((await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row({ defaultSchemaId: 987654 }) })).body.fields).toHaveProperty('defaultSchemaId');
    });

    it('deletes a row nothing uses; a row used by manufacturing records is deactivated, and the answer says so', async () => {
      const free = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row() });
      const del = await t.rest('DELETE', `/api/manufacturing-data/${free.body.id}`, { token: admin });
      expect(del.body).toMatchObject({ deleted: true, deactivated: false });
      expect((await t.rest('GET', `/api/manufacturing-data/${free.body.id}`, { token: admin })).status).toBe(404);

      const used = await t.rest('POST', '/api/manufacturing-data', { token: admin, body: row() });
      // the module of manufacturing records registers its counter like this
      t.app.api(manufacturingReferenceModule).references.manufacturingData.register('rekordy produkcji', async (_em, id) => (id === used.body.id ? 3 : 0));
      const answer = await t.rest('DELETE', `/api/manufacturing-data/${used.body.id}`, { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ deleted: false, deactivated: true, references: 3 });
      expect(answer.body.message).toMatch(/dezaktywowany zamiast usunięty/);
      expect((await t.rest('GET', `/api/manufacturing-data/${used.body.id}`, { token: admin })).body.active).toBe(false);
      const gql = await t.gql('mutation($id: Int!) { manufacturingDataDelete(id: $id) { deleted deactivated message } }', { id: used.body.id }, admin);
      expect(gql.data.manufacturingDataDelete).toMatchObject({ deleted: false, deactivated: true });
    });

    it('GraphQL lists the same page as REST', async () => {
      const gql = await t.gql('{ manufacturingDataList(search: "lustro", sort: "index") { totalCount page limit totalPages items { index weightKg } } }', {}, admin);
      const rest = await t.rest('GET', '/api/manufacturing-data/data?search=lustro&sort=index', { token: admin });
      expect(gql.data.manufacturingDataList).toMatchObject({ totalCount: rest.body.count, page: 1, limit: 10, totalPages: rest.body.totalPages });
      expect(gql.data.manufacturingDataList.items.map((r: { index: string }) => r.index)).toEqual(rest.body.data.map((r: { index: string }) => r.index));
    });
  });

  describe('import and export', () => {
    const upload = async (name: string, content: Buffer | string, type: string, dryRun = false) => {
      const form = new FormData();
      form.append('file', new Blob([content], { type }), name);
      if (dryRun) form.append('dryRun', 'true');
      const res = await fetch(`${t.url}/api/manufacturing-data/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
      return { status: res.status, body: (await res.json()) as any };
    };
    const count = () => t.app.orm.em.fork().count(ManufacturingData, {});
    const HEADER = 'indeks;nazwa;typ;rodzaj_szkla;grubosc_mm;szerokosc_mm;wysokosc_mm;waga_kg;schemat;etykiet_na_sztuke;aktywny';

    it('a file with bad rows writes nothing and reports every bad row', async () => {
      const before = await count();
      const csv = [
        HEADER,
        'IMP-OK-1;Dobry wiersz;szklo_kabina;hartowane;8;900;2000;;;1;tak',
        'IMP-BAD-2;Zły typ;rower;hartowane;8;900;2000;;;1;tak',
        'IMP-BAD-3;Zła grubość;dach;laminowane;abc;1200;900;;;2;tak',
        'IMP-OK-1;Powtórzony;dach;laminowane;10;1200;900;;;2;tak',
        'IMP-BAD-5;Nieznany schemat;szklo_kabina;hartowane;8;800;1950;;NIE-MA;1;tak',
      ].join('\n');
      const res = await upload('dane.csv', csv, 'text/csv');
      expect(res.status).toBe(422);
      expect(res.body.rows.map((r: { line: number; field: string }) => [r.line, r.field])).toEqual([
        [3, 'type'],
        [4, 'thicknessMm'],
        [5, 'index'],
        [6, 'schemat'],
      ]);
      expect(await count()).toBe(before);
    });

    it('imports all rows (create and update), then the export reads back unchanged', async () => {
      const before = await count();
      const csv = [
        HEADER,
        'IMP-NEW-1;Ścianka importowana 8 mm;szklo_kabina;hartowane;8;900;2000;;ZS90-8;1;tak',
        'IMP-NEW-2;Lustro importowane;obraz_lustro_wc;lustro;"4,5";500;700;4,2;;2;nie',
        'SK-8PRZ-00045;Panel stały 8 mm przezroczysty 900x2000, klamry (zmieniony);szklo_kabina;hartowane;8;900;2000;;KLM-SS-8;1;tak',
      ].join('\r\n');
      // ZS90-8 is for 800 x 1950: a hinge pattern on a 900 x 2000 pane still passes every rule
      const dry = await upload('dane.csv', csv, 'text/csv', true);
      expect(dry.status).toBe(200);
      expect(dry.body).toMatchObject({ dryRun: true, created: 2, updated: 1 });
      expect(await count()).toBe(before);
      const res = await upload('dane.csv', csv, 'text/csv');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Import zakończył się sukcesem', created: 2, updated: 1, unchanged: 0 });
      expect(await count()).toBe(before + 2);
      const mirror = (await t.rest('GET', '/api/manufacturing-data/data?search=IMP-NEW-2', { token: admin })).body.data[0];
      expect(mirror).toMatchObject({ thicknessMm: 4.5, weightKg: 4.2, weightOverridden: true, labelsPerPiece: 2, active: false });

      const xlsx = await fetch(`${t.url}/api/manufacturing-data/export?format=xlsx`, { headers: { authorization: `Bearer ${admin}` } });
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-disposition')).toMatch(/dane-produkcyjne-.*\.xlsx/);
      const buffer = Buffer.from(await xlsx.arrayBuffer());
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(buffer as never);
      expect(wb.worksheets[0].rowCount).toBe((await count()) + 1);
      const back = await upload('eksport.xlsx', buffer, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ created: 0, updated: 0, unchanged: await count() });

      const csvOut = await fetch(`${t.url}/api/manufacturing-data/export?format=csv`, { headers: { authorization: `Bearer ${admin}` } });
      const text = await csvOut.text();
      expect(text.split('\r\n')[0].replace(/^\uFEFF/, '')).toBe(HEADER.replace('waga_kg;', 'waga_kg;waga_wyliczona_kg;'));
      const again = await upload('eksport.csv', text, 'text/csv');
      expect(again.body).toMatchObject({ created: 0, updated: 0 });
    });
  });

  describe('drilling schemas', () => {
    const create = (body: unknown, token = staff) => t.rest('POST', '/api/schema', { token, body });

    it('every hole rule at its limit passes and just past it is a 400 on the hole, naming it', async () => {
      // corner: hole Ø26 at (39, 52): rim to corner 65 - 13 = 52 = 6.5 x 8
      expect((await create(schema([{ id: 'H1', x: 39, y: 52, diameter: 26 }]))).status).toBe(201);
      const corner = await create(schema([{ id: 'H1', x: 300, y: 300, diameter: 10 }, { id: 'H2', x: 38, y: 52, diameter: 26 }]));
      expect(corner.status).toBe(400);
      expect(corner.body.fields).toEqual({ 'holes[1]': 'Otwór H2 za blisko narożnika: 51 mm < 52 mm' });
      expect(corner.body.violations[0]).toMatchObject({ code: 'HOLE_TOO_CLOSE_TO_CORNER', elementId: 'H2', limit: 52 });
      // edge: rim 16 mm from the left edge = 2 x 8
      expect((await create(schema([{ id: 'H1', x: 21, y: 500, diameter: 10 }]))).status).toBe(201);
      const edge = await create(schema([{ id: 'H1', x: 20.9, y: 500, diameter: 10 }]));
      expect(edge.body.fields).toEqual({ 'holes[0]': 'Otwór H1 za blisko krawędzi lewej: 15 mm < 16 mm' });
      // rim to rim 16 mm = 2 x 8
      expect((await create(schema([{ id: 'H1', x: 200, y: 500, diameter: 10 }, { id: 'H2', x: 226, y: 500, diameter: 10 }]))).status).toBe(201);
      const spacing = await create(schema([{ id: 'H1', x: 200, y: 500, diameter: 10 }, { id: 'H2', x: 225.9, y: 500, diameter: 10 }]));
      expect(spacing.body.fields).toEqual({ 'holes[1]': 'Otwór H2 za blisko otworu H1: 15 mm < 16 mm' });
      // diameter at least t (8) and 6 mm
      expect((await create(schema([{ id: 'H1', x: 200, y: 500, diameter: 8 }]))).status).toBe(201);
      const small = await create(schema([{ id: 'H1', x: 200, y: 500, diameter: 7.9 }]));
      expect(small.body.fields).toEqual({ 'holes[0].diameter': 'Otwór H1 za mały: 7,9 mm < 8 mm' });
      // inside the pane
      const outside = await create(schema([{ id: 'H1', x: 1003, y: 500, diameter: 10 }]));
      expect(outside.body.fields['holes[0]']).toMatch(/^Otwór H1 wychodzi poza taflę/);
    });

    it('the same rules answer through GraphQL on input.holes[n]', async () => {
      const res = await t.gql(
        'mutation($input: DrillingSchemaInput!) { schemaCreate(input: $input) { id } }',
        { input: { ...schema([{ id: 'H2', x: 25, y: 40, diameter: 14 }]), type: undefined } },
        staff,
      );
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.holes[0]': 'Otwór H2 za blisko narożnika: 40 mm < 52 mm' } });
    });

    it('structure errors are 400s on their paths; an unknown type is 400; a used code is 409', async () => {
      const res = await create(schema([{ id: 'H1', x: 'a', y: 500, diameter: 10 }], { thicknessMin: 0 }));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields).sort()).toEqual(['holes[0].x', 'thicknessMin']);
      expect((await create(schema([], { type: 'cutting' }))).body.fields).toHaveProperty('type');
      const list = await t.rest('GET', '/api/schema?type=cutting', { token: office });
      expect(list.status).toBe(400);
      expect(list.body.fields).toHaveProperty('type');
      const dup = await create(schema([], { code: 'ZS90-8' }));
      expect(dup.status).toBe(409);
      expect(Object.keys(dup.body.fields)).toEqual(['code']);
    });

    it('lists with search and paging; archived ones only when asked', async () => {
      const page = await t.rest('GET', '/api/schema?type=drilling&search=zawiasy&limit=2', { token: office });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ page: 1, limit: 2 });
      expect(page.body.data).toHaveLength(2);
      const all = await t.rest('GET', '/api/schema?type=drilling&search=ZAWIASY&limit=100', { token: office });
      const seeded = SEED_DRILLING_SCHEMAS.filter((s) => !s.archived && /zawiasy/i.test(s.name)).length;
      expect(all.body.count).toBe(seeded);
      const archived = await t.rest('GET', '/api/schema?type=drilling&archived=true', { token: office });
      expect(archived.body.data.map((s: { code: string }) => s.code)).toContain('ZS90-8-V1');
    });

    it('a schema used by a manufacturing data row is archived, not deleted, and stays readable', async () => {
      const used = (await t.rest('GET', '/api/schema?search=KLM-SS-10', { token: staff })).body.data[0];
      const res = await t.rest('DELETE', `/api/schema/${used.id}`, { token: staff });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ deleted: false, archived: true, references: 1 });
      expect(res.body.message).toMatch(/zarchiwizowany zamiast usunięty/);
      const read = await t.rest('GET', `/api/schema/${used.id}`, { token: office });
      expect(read.body).toMatchObject({ code: 'KLM-SS-10', archived: true });
      expect((await t.rest('GET', '/api/schema?search=KLM-SS-10', { token: staff })).body.count).toBe(0);
      expect((await t.rest('PATCH', `/api/schema/${used.id}`, { token: staff, body: { name: 'x' } })).status).toBe(409);

      const free = await create(schema([{ id: 'H1', x: 200, y: 500, diameter: 10 }]));
      const del = await t.rest('DELETE', `/api/schema/${free.body.id}`, { token: staff });
      expect(del.body).toMatchObject({ deleted: true, archived: false });
      expect((await t.rest('GET', `/api/schema/${free.body.id}`, { token: staff })).status).toBe(404);
    });

    it('edits a schema and checks the result like a new one', async () => {
      const made = await create(schema([{ id: 'H1', x: 200, y: 500, diameter: 10 }]));
      const bad = await t.rest('PATCH', `/api/schema/${made.body.id}`, { token: staff, body: { holes: [{ id: 'H1', x: 25, y: 40, diameter: 14 }] } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields['holes[0]']).toBe('Otwór H1 za blisko narożnika: 40 mm < 52 mm');
      const ok = await t.rest('PATCH', `/api/schema/${made.body.id}`, { token: staff, body: { name: 'Zmieniony', holes: [{ id: 'H1', x: 60, y: 60, diameter: 14 }] } });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ name: 'Zmieniony', holes: [{ id: 'H1', x: 60, y: 60, diameter: 14 }] });
    });

    it('draws the schema as SVG and exports DXF that a DXF reader parses back', async () => {
      const made = await create(
        schema([{ id: 'H1', x: 60, y: 300, diameter: 14, countersink: 20 }, { id: 'H2', x: 60, y: 1700, diameter: 14 }], {
          cutouts: [{ id: 'C1', x: 0, y: 900, width: 30, height: 70, cornerRadius: 8 }],
        }),
      );
      const svg = await fetch(`${t.url}/api/schema/${made.body.id}/drawing.svg`, { headers: { authorization: `Bearer ${office}` } });
      expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await svg.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
      const dxfAnswer = await fetch(`${t.url}/api/schema/${made.body.id}/export.dxf`, { headers: { authorization: `Bearer ${office}` } });
      expect(dxfAnswer.status).toBe(200);
      expect(dxfAnswer.headers.get('content-disposition')).toContain(`${made.body.code}.dxf`);
      const dxf = new DxfParser().parseSync(await dxfAnswer.text())!;
      const circles = dxf.entities.filter((e) => e.type === 'CIRCLE') as unknown as Array<{ layer: string; radius: number; center: { x: number; y: number } }>;
      const holes = circles.filter((c) => c.layer === 'HOLES');
      expect(holes.map((c) => [c.center.x, c.center.y, c.radius])).toEqual([
        [60, 300, 7],
        [60, 1700, 7],
      ]);
      expect(circles.filter((c) => c.layer === 'COUNTERSINKS').map((c) => c.radius)).toEqual([10]);
      expect(dxf.entities.some((e) => e.type === 'LWPOLYLINE' && e.layer === 'OUTLINE')).toBe(true);
    });

    it('GraphQL lists schemas with their thumbnails drawn by the domain, and reads one with its holes', async () => {
      const list = await t.gql('{ schemas(type: "drilling", search: "LUS-4W") { totalCount items { id code holeCount cutoutCount thumbnailSvg } } }', {}, office);
      expect(list.data.schemas).toMatchObject({ totalCount: 1, items: [{ code: 'LUS-4W', holeCount: 4, cutoutCount: 0 }] });
      expect(list.data.schemas.items[0].thumbnailSvg).toMatch(/^<svg[\s\S]*<circle[\s\S]*<\/svg>$/);
      const one = await t.gql('query($id: Int!) { schema(id: $id) { code holes { id x y diameter countersink } } }', { id: list.data.schemas.items[0].id }, office);
      expect(one.data.schema.holes[0]).toEqual({ id: 'H1', x: 40, y: 40, diameter: 10, countersink: 14 });
      const unknown = await t.gql('{ schemas(type: "cutting") { totalCount } }', {}, office);
      expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { type: expect.any(String) } });
    });

    it('serves the configured rules', async () => {
      const res = await t.rest('GET', '/api/schema/rules', { token: office });
      expect(res.body.rules).toMatchObject({ cornerMinTimesThickness: 6.5, edgeMinTimesThickness: 2, diameterMinMm: 6 });
      expect(res.body.descriptions).toContain('Krawędź otworu od wierzchołka narożnika ≥ 6,5 × t');
    });
  });
});

describe('the drilling rules are configuration of the workshop', () => {
  it('reads the multiples from the environment, defaulting to the published rules', () => {
    expect(manufacturingReferenceConfigSchema.parse({}).drillingRules).toMatchObject({ cornerMinTimesThickness: 6.5, diameterMaxShortSideDivisor: 3 });
    const custom = manufacturingReferenceConfigSchema.parse({ DRILLING_CORNER_MIN_TIMES_T: '4', DRILLING_EDGE_MIN_TIMES_T: '2,5', DRILLING_DIAMETER_MAX_SHORT_SIDE_DIVISOR: 'off' });
    expect(custom.drillingRules).toMatchObject({ cornerMinTimesThickness: 4, edgeMinTimesThickness: 2.5, diameterMaxShortSideDivisor: null });
    const bad = manufacturingReferenceConfigSchema.safeParse({ DRILLING_CORNER_MIN_TIMES_T: '99' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].path).toEqual(['DRILLING_CORNER_MIN_TIMES_T']);
  });

  it('a workshop with a 4t corner rule accepts what 6.5t refuses', async () => {
    const t = await TestApp.start({ WORKERS: 'false', DRILLING_CORNER_MIN_TIMES_T: '4' });
    try {
      const token = await t.tokenFor(3);
      const res = await t.rest('POST', '/api/schema', { token, body: schema([{ id: 'H2', x: 25, y: 40, diameter: 14 }]) });
      expect(res.status).toBe(201);
      expect((await t.rest('GET', '/api/schema/rules', { token })).body.rules.cornerMinTimesThickness).toBe(4);
    } finally {
      await t.stop();
    }
  });
});
