import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Change } from '../../src/modules/inventory/change.entity.js';
import { StockItem } from '../../src/modules/inventory/stock-item.entity.js';
import { ManufacturingData } from '../../src/modules/manufacturing-reference/manufacturing-data.entity.js';
import { StandardEntry, StandardErrorLog, StandardPiece } from '../../src/modules/manufacturing-standard/standard-entry.entity.js';
import { SEED_ERP_ERROR_MESSAGE, SEED_STANDARD_DRAFTS, SEED_STANDARD_ENTRIES } from '../../../seed/manufacturing-standard.seeder.js';
import { PrintJob } from '../../src/modules/printing/printing.entity.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { IdempotencyKey } from '../../src/platform/idempotency/idempotency-key.entity.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';
import { FakeErp } from './changes.fake-erp.js';
import { warsawIsoDay } from '../../../domain/dates/index.js';

const BASE = '/api/manufacturing/standard-manufacturing';
let seq = 0;

/** A catalogue product: a stock item and its manufacturing data row (unique per call). */
async function newProduct(t: TestApp, opts: { quantity?: number; inStock?: boolean; active?: boolean; labelsPerPiece?: number } = {}) {
  const em = t.app.orm.em.fork();
  const n = ++seq;
  const index = `STD-${n}-${Date.now() % 100000}`;
  const ean = `59${String(1000000000 + n * 7919 + (Date.now() % 1000)).slice(0, 10)}`;
  const ean13 = ean + String((10 - ([...ean].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0) % 10)) % 10);
  const item = opts.inStock === false ? null : em.create(StockItem, { catalogueIndex: index, name: `Lustro testowe ${n}`, ean: ean13, location: 'P-01-01', quantity: opts.quantity ?? 10, unit: 'szt' }).refreshSearch();
  const row = em.create(ManufacturingData, {
    index,
    name: `Lustro testowe ${n} 600x800`,
    type: 'obraz_lustro_wc',
    glassKind: 'lustro',
    thicknessMm: 5,
    widthMm: 600,
    heightMm: 800,
    labelsPerPiece: opts.labelsPerPiece ?? 1,
    active: opts.active ?? true,
    searchIndex: index.toLowerCase(),
    searchName: `lustro testowe ${n} 600x800`,
  });
  await em.flush();
  return { index, rowId: row.id, itemId: item?.id ?? null, ean: ean13 };
}

async function printerFor(t: TestApp, admin: string): Promise<number> {
  const res = await t.rest('POST', '/api/printers', { token: admin, body: { name: `Zebra stanowisko ${++seq}`, computer: { name: 'Produkcja', hostname: 'produkcja-pc' }, driver: 'file', folder: 'standard', language: 'zpl' } });
  expect(res.status).toBe(201);
  return res.body.id;
}

function suite(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let t: TestApp;
    let klient: string;
    let office: string;
    let staff: string;
    let admin: string;
    let printer: number;
    beforeAll(async () => {
      t = await TestApp.start(env());
      klient = await t.tokenFor(1);
      office = await t.tokenFor(2);
      staff = await t.tokenFor(3);
      admin = await t.tokenFor(4);
      printer = await printerFor(t, admin);
    });
    afterAll(() => t.stop());

    const em = () => t.app.orm.em.fork();
    const stock = async (id: number | null) => (await em().findOneOrFail(StockItem, { id: id! })).quantity;
    const counts = async () => ({ changes: await em().count(Change, {}), pieces: await em().count(StandardPiece, {}), entries: await em().count(StandardEntry, {}) });
    const create = (body: unknown, token = office) => t.rest('POST', BASE, { token, body });
    const print = (id: number, extra: Record<string, unknown> = {}) => t.rest('POST', `${BASE}/print`, { token: office, body: { id, printer, ...extra } });
    const check = (id: number) => t.rest('POST', `${BASE}/check`, { token: office, body: { id } });
    const persist = (id: number, token = office) => t.rest('POST', `${BASE}/persist`, { token, body: { id } });
    /** Created and labelled: ready to check and persist. */
    const ready = async (quantity = 3, opts: Parameters<typeof newProduct>[1] = {}) => {
      const p = await newProduct(t, opts);
      const made = await create({ manufacturingDataId: p.rowId, quantity });
      expect(made.status).toBe(201);
      const printedRes = await print(made.body.id);
      expect(printedRes.status, JSON.stringify(printedRes.body)).toBe(200);
      return { ...p, id: made.body.id as number, codes: (made.body.pieces as Array<{ code: string }>).map((x) => x.code) };
    };

    it('the seed: entries over the last 90 days, persisted with their stock changes, one ERP error in the log, drafts', async () => {
      const seeded = await em().find(StandardEntry, { id: { $lte: SEED_STANDARD_ENTRIES } }, { orderBy: { id: 'asc' } });
      expect(seeded).toHaveLength(SEED_STANDARD_ENTRIES);
      const by = (st: string) => seeded.filter((e) => e.status === st);
      expect(by('DRAFT')).toHaveLength(SEED_STANDARD_DRAFTS);
      expect(by('ERROR')).toHaveLength(1);
      expect(by('PERSISTED')).toHaveLength(SEED_STANDARD_ENTRIES - SEED_STANDARD_DRAFTS - 1);
      const oldest = Math.min(...seeded.map((e) => e.createdAt.getTime()));
      expect(Date.now() - oldest).toBeGreaterThan(80 * 86_400_000);
      expect(Date.now() - oldest).toBeLessThan(91 * 86_400_000);
      for (const e of by('PERSISTED')) {
        const change = await em().findOneOrFail(Change, { id: e.changeId! });
        expect(change).toMatchObject({ status: 'SUCCESS', reference: e.index });
        expect((change.data as { nowy_stan: number; stary_stan: number }).nowy_stan - (change.data as { stary_stan: number }).stary_stan).toBe(e.quantity);
      }
      const failed = by('ERROR')[0];
      expect(failed.errorMessage).toBe(SEED_ERP_ERROR_MESSAGE);
      const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(d);
      const logs = await t.rest('POST', `${BASE}/load-error-logs`, { token: office, body: { numer_pracownika: failed.numer_pracownika, startDate: day(new Date(Date.now() - 89 * 86_400_000)), endDate: day(new Date()) } });
      expect(logs.body.data.filter((l: { entryId: number }) => l.entryId === failed.id).map((l: { kind: string }) => l.kind).sort()).toEqual(['CHECK', 'ERP']);
      // the last change of each seeded product leaves the item at its nowy_stan: the stock includes the persisted pieces
      const last = new Map<string, number>();
      for (const e of by('PERSISTED')) last.set(e.index, ((await em().findOneOrFail(Change, { id: e.changeId! })).data as { nowy_stan: number }).nowy_stan);
      for (const [index, nowy] of last) expect((await em().findOneOrFail(StockItem, { catalogueIndex: index })).quantity).toBe(nowy);
    });

    it("the station's printer list: label printers only (an office laser is left out, as in every label list), for role 2 too", async () => {
      const laser = await t.rest('POST', '/api/printers', { token: admin, body: { name: `HP LaserJet biuro ${++seq}`, computer: { name: 'Biuro', hostname: 'biuro-pc' }, driver: 'file', folder: 'biuro', language: 'pdf' } });
      expect(laser.status).toBe(201);
      const q = '{ standardManufacturingPrinters { id name } }';
      const office2 = await t.gql(q, {}, office);
      expect(office2.errors).toBeUndefined();
      const ids = (office2.data.standardManufacturingPrinters as Array<{ id: number }>).map((p) => p.id);
      expect(ids).toContain(printer);
      expect(ids).not.toContain(laser.body.id);
      expect((await t.gql(q, {}, klient)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('creates an entry: the worker, the product, a piece with a unique label code each, DRAFT; role 1 may not', async () => {
      const p = await newProduct(t);
      const res = await create({ manufacturingDataId: p.rowId, quantity: 4 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ index: p.index, quantity: 4, status: 'DRAFT', numer_pracownika: 1002, activePieces: 4, printedPieces: 0, changeId: null, change: null });
      const codes = res.body.pieces.map((x: { code: string }) => x.code);
      expect(new Set(codes).size).toBe(4);
      expect(codes[0]).toBe(`S${res.body.id}-1`);
      const other = await create({ manufacturingDataId: p.rowId, quantity: 2, numer_pracownika: 1003 });
      expect(other.body.numer_pracownika).toBe(1003);
      expect(other.body.pieces.map((x: { code: string }) => x.code).some((c: string) => codes.includes(c))).toBe(false);
      expect((await t.rest('GET', `${BASE}/${res.body.id}`, { token: office })).body).toMatchObject({ id: res.body.id, status: 'DRAFT' });
      expect((await create({ manufacturingDataId: p.rowId, quantity: 1 }, klient)).status).toBe(403);
      expect((await t.rest('GET', `${BASE}/${res.body.id}`, { token: klient })).status).toBe(403);
      expect((await t.rest('GET', `${BASE}/987654`, { token: office })).status).toBe(404);
      const recent = await t.rest('GET', `${BASE}/entries?numer_pracownika=1003`, { token: office });
      expect(recent.status).toBe(200);
      expect(recent.body).toMatchObject({ limit: 24, page: 1 });
      expect(recent.body.data.every((e: { numer_pracownika: number }) => e.numer_pracownika === 1003)).toBe(true);
    });

    it('validates the input, naming the field; nothing is written', async () => {
      const p = await newProduct(t);
      const off = await newProduct(t, { active: false });
      const before = await counts();
      const zero = await create({ manufacturingDataId: p.rowId, quantity: 0 });
      expect(zero.status).toBe(400);
      expect(zero.body.fields).toHaveProperty('quantity');
      expect((await create({ manufacturingDataId: p.rowId, quantity: 1.5 })).body.fields).toHaveProperty('quantity');
      expect((await create({ manufacturingDataId: p.rowId, quantity: 501 })).status).toBe(400);
      const unknown = await create({ manufacturingDataId: 987654, quantity: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.fields).toHaveProperty('manufacturingDataId');
      const inactive = await create({ manufacturingDataId: off.rowId, quantity: 1 });
      expect(inactive.status).toBe(400);
      expect(inactive.body.fields).toHaveProperty('manufacturingDataId');
      expect((await create({ quantity: 1 })).body.fields).toHaveProperty('manufacturingDataId');
      expect(await counts()).toEqual(before);
    });

    it('finds products by index, name or a scanned EAN, with their stock', async () => {
      const p = await newProduct(t, { quantity: 7 });
      const byIndex = await t.rest('GET', `${BASE}/products?search=${p.index.toLowerCase()}`, { token: office });
      expect(byIndex.body.data).toEqual([expect.objectContaining({ manufacturingDataId: p.rowId, index: p.index, stockQuantity: 7, ean: p.ean })]);
      const byEan = await t.rest('GET', `${BASE}/products?ean=${p.ean}`, { token: office });
      expect(byEan.body.data.map((r: { index: string }) => r.index)).toEqual([p.index]);
      expect((await t.rest('GET', `${BASE}/products?ean=0000000000000`, { token: office })).body).toEqual({ data: [], count: 0 });
      expect((await t.rest('GET', `${BASE}/products?ean=abc`, { token: office })).status).toBe(400);
    });

    it('check lists every reason at once and writes no stock, change or piece', async () => {
      const p = await newProduct(t, { inStock: false });
      const made = await create({ manufacturingDataId: p.rowId, quantity: 2 });
      await em().nativeUpdate(ManufacturingData, { id: p.rowId }, { active: false });
      const before = await counts();
      const res = await check(made.body.id);
      expect(res.status).toBe(200);
      expect(res.body.ok).toBe(false);
      // a row deactivated after the entry was made does not hold the entry back
      expect(res.body.reasons.map((r: { code: string }) => r.code).sort()).toEqual(['NOT_IN_STOCK_LIST', 'NO_LABELS']);
      expect(res.body.reasons.find((r: { code: string }) => r.code === 'NO_LABELS').message).toBe('Nie wydrukowano żadnej etykiety');
      expect(res.body.status).toBe('DRAFT');
      expect(await counts()).toEqual(before);
      // the refusal is in the worker's error log
      const [log] = await em().find(StandardErrorLog, { entryId: made.body.id });
      expect(log).toMatchObject({ kind: 'CHECK', numer_pracownika: 1002, reasons: expect.arrayContaining(['NO_LABELS', 'NOT_IN_STOCK_LIST']) });
      // a deleted data row: unknown index
      await em().nativeDelete(ManufacturingData, { id: p.rowId });
      expect((await check(made.body.id)).body.reasons.map((r: { code: string }) => r.code)).toContain('INDEX_UNKNOWN');
    });

    it('check names voided labels, unprinted labels and a quantity that does not match the labels', async () => {
      const r = await ready(3);
      const ok = await check(r.id);
      expect(ok.body).toMatchObject({ ok: true, status: 'CHECKED', reasons: [], stockBefore: 10, stockAfter: 13, message: 'Można zapisać na stan' });
      // a piece broke after labelling
      const voided = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [r.codes[1]], numer_pracownika: 1003 } });
      expect(voided.status).toBe(200);
      expect(voided.body).toMatchObject({ voided: [r.codes[1]], entryIds: [r.id] });
      const entry = (await t.rest('GET', `${BASE}/${r.id}`, { token: office })).body;
      expect(entry.status).toBe('DRAFT');
      expect(entry.pieces[1]).toMatchObject({ code: r.codes[1], voidedBy: 1003 });
      expect(entry.pieces[1].voidedAt).toBeTruthy();
      const afterVoid = await check(r.id);
      expect(afterVoid.body.reasons.map((x: { code: string }) => x.code)).toEqual(['LABELS_VOIDED']);
      expect(afterVoid.body.reasons[0].message).toContain(r.codes[1]);
      // back to the pieces that exist: fine again
      expect((await t.rest('PATCH', `${BASE}/${r.id}`, { token: office, body: { quantity: 2 } })).body).toMatchObject({ quantity: 2, activePieces: 2 });
      expect((await check(r.id)).body.ok).toBe(true);
      // fewer than the printed labels: a mismatch
      await t.rest('PATCH', `${BASE}/${r.id}`, { token: office, body: { quantity: 1 } });
      expect((await check(r.id)).body.reasons.map((x: { code: string }) => x.code)).toEqual(['QUANTITY_MISMATCH']);
      // more: new pieces, not printed yet
      const more = await t.rest('PATCH', `${BASE}/${r.id}`, { token: office, body: { quantity: 4 } });
      expect(more.body.activePieces).toBe(4);
      const unprinted = await check(r.id);
      expect(unprinted.body.reasons.map((x: { code: string }) => x.code)).toEqual(['LABELS_NOT_PRINTED']);
      expect((await print(r.id)).body.codes).toHaveLength(2);
      expect((await check(r.id)).body).toMatchObject({ ok: true, stockAfter: 14 });
    });

    it('prints one label per piece through the print queue; the preview is the same layout', async () => {
      const p = await newProduct(t, { labelsPerPiece: 2 });
      const made = await create({ manufacturingDataId: p.rowId, quantity: 3 });
      const operationId = 'a1b2c3d4-0000-4000-8000-000000000014';
      const sub = await t.subscribed(() => subscribe(t.ws(office), 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
      const res = await print(made.body.id, { operationId });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ codes: made.body.pieces.map((x: { code: string }) => x.code), message: 'Drukowanie zakończyło się sukcesem' });
      expect(res.body.jobIds).toHaveLength(3);
      await waitFor(() => sub.events.some((e) => e.data.operationStatus.status === 'FINISH'), 3000, 'FINISH');
      expect(sub.events.map((e) => e.data.operationStatus.status)).toEqual(['IN_PROGRESS', 'SUCCESS', 'FINISH']);
      const job = await t.rest('GET', `/api/print-jobs/${res.body.jobIds[0]}`, { token: admin });
      expect(job.body).toMatchObject({ source: 'standard_piece', reference: made.body.pieces[0].code, copies: 2 });
      expect((await print(made.body.id)).status).toBe(409);
      const again = await print(made.body.id, { onlyUnprinted: false });
      expect(again.body.codes).toHaveLength(3);
      expect((await t.rest('GET', `${BASE}/${made.body.id}`, { token: office })).body.pieces[0].printCount).toBe(2);
      const preview = await fetch(`${t.url}${BASE}/${made.body.id}/preview?code=${made.body.pieces[2].code}`, { headers: { authorization: `Bearer ${office}` } });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await preview.text();
      expect(svg).toContain(p.index);
      expect(svg).toContain('Sztuka 3/3');
    });

    it('persists: the stock rises by the pieces through one stock change, "Stan zmieniono pomyślnie", IN_PROGRESS/SUCCESS/FINISH; twice raises it once', async () => {
      const r = await ready(3);
      const operationId = 'b1b2c3d4-0000-4000-8000-000000000014';
      const sub = await t.subscribed(() => subscribe(t.ws(office), 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
      const res = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: r.id, operationId } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ operationId, message: 'Stan zmieniono pomyślnie', entry: { status: 'PERSISTED', change: { status: 'SUCCESS', stary_stan: 10, nowy_stan: 13 } } });
      expect(res.body.entry.persistedAt).toBeTruthy();
      expect(await stock(r.itemId)).toBe(13);
      const change = await em().findOneOrFail(Change, { id: res.body.entry.changeId });
      expect(change).toMatchObject({ type: 'stock', reference: r.index, status: 'SUCCESS', data: { stary_stan: 10, nowy_stan: 13 } });
      await waitFor(() => sub.events.some((e) => e.data.operationStatus.status === 'FINISH'), 3000, 'FINISH');
      expect(sub.events.map((e) => e.data.operationStatus.status)).toEqual(['IN_PROGRESS', 'SUCCESS', 'FINISH']);
      expect(sub.events[1].data.operationStatus.message).toBe('Stan zmieniono pomyślnie');
      const again = await persist(r.id);
      expect(again.status).toBe(409);
      expect(again.body.reason).toBe('ALREADY_PERSISTED');
      expect(await stock(r.itemId)).toBe(13);
      expect((await check(r.id)).body.reasons.map((x: { code: string }) => x.code)).toEqual(['ALREADY_PERSISTED']);
      expect((await t.rest('PATCH', `${BASE}/${r.id}`, { token: office, body: { quantity: 5 } })).status).toBe(409);
      expect((await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [r.codes[0]], numer_pracownika: 1002 } })).status).toBe(409);
      const history = (await em().find(HistoryEntry, { reference: r.index }, { orderBy: { id: 'asc' } })).map((h) => `${h.entityType}:${h.action}`);
      expect(history).toEqual(expect.arrayContaining(['standard_manufacturing:created', 'standard_manufacturing:labels_printed', 'standard_manufacturing:persisted', 'stock_item:quantity_changed']));
    });

    it('10 concurrent persists of one entry raise the stock exactly once', async () => {
      const r = await ready(5, { quantity: 20 });
      const tokens = [office, staff, admin];
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => persist(r.id, tokens[i % 3])));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      expect(await stock(r.itemId)).toBe(25);
      expect(await em().count(Change, { reference: r.index })).toBe(1);
      expect(await em().count(StandardErrorLog, { entryId: r.id })).toBe(0);
    });

    it('concurrent persists of different entries of one product all count', async () => {
      const p = await newProduct(t, { quantity: 0 });
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        const made = await create({ manufacturingDataId: p.rowId, quantity: 2 });
        await print(made.body.id);
        ids.push(made.body.id);
      }
      const answers = await Promise.all(ids.map((id) => persist(id)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(await stock(p.itemId)).toBe(8);
    });

    it('a refused persist is 422 with every reason and a line in the error log; nothing changes', async () => {
      const p = await newProduct(t);
      const made = await create({ manufacturingDataId: p.rowId, quantity: 2 });
      const before = await counts();
      const res = await persist(made.body.id);
      expect(res.status).toBe(422);
      expect(res.body.reasons.map((r: { code: string }) => r.code)).toEqual(['NO_LABELS']);
      expect(await counts()).toEqual(before);
      expect(await stock(p.itemId)).toBe(10);
      expect((await t.rest('GET', `${BASE}/${made.body.id}`, { token: office })).body.status).toBe('DRAFT');
      expect(await em().count(StandardErrorLog, { entryId: made.body.id, kind: 'CHECK' })).toBe(1);
    });

    it('the seeded ERROR entry retried from Stany magazynowe is persisted with its change; its persist then counts nothing twice', async () => {
      const entry = await em().findOneOrFail(StandardEntry, { id: { $lte: SEED_STANDARD_ENTRIES }, status: 'ERROR' });
      const item = await em().findOneOrFail(StockItem, { catalogueIndex: entry.index });
      const retried = await t.rest('PATCH', `/api/changes/${entry.changeId}`, { token: office, body: {} });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(await stock(item.id)).toBe(item.quantity + entry.quantity);
      const after = (await t.rest('GET', `${BASE}/${entry.id}`, { token: office })).body;
      expect(after).toMatchObject({ status: 'PERSISTED', changeId: entry.changeId, errorMessage: null, change: { status: 'SUCCESS' } });
      const again = await persist(entry.id);
      expect(again.status).toBe(409);
      expect(await stock(item.id)).toBe(item.quantity + entry.quantity);
      expect(await em().count(Change, { reference: entry.index, status: 'SUCCESS', id: { $gt: entry.changeId! } })).toBe(0);
    });

    it('an ERROR entry whose change is already applied is refused with the reason (CHANGE_SETTLED); nothing changes', async () => {
      const r = await ready(2);
      expect((await persist(r.id)).status).toBe(200);
      // the state a retry outside the entry left before entries followed their change
      await em().nativeUpdate(StandardEntry, { id: r.id }, { status: 'ERROR', persistedAt: null, errorMessage: 'Błąd ERP' });
      const before = await counts();
      const res = await persist(r.id);
      expect(res.status).toBe(422);
      expect(res.body.reasons.map((x: { code: string }) => x.code)).toEqual(['CHANGE_SETTLED']);
      expect(res.body.message).toContain('jest już zapisana w Stanach magazynowych');
      expect(await counts()).toEqual(before);
      expect(await stock(r.itemId)).toBe(12);
    });

    it('deleting a data row that a printed DRAFT entry uses deactivates it, counts the entry, and the entry can still be persisted', async () => {
      const r = await ready(2);
      const del = await t.rest('DELETE', `/api/manufacturing-data/${r.rowId}`, { token: admin });
      expect(del.status).toBe(200);
      expect(del.body).toMatchObject({ deleted: false, deactivated: true, references: 1 });
      expect(del.body.message).toContain('wpisy produkcji standardowej w toku: 1');
      expect(await em().count(ManufacturingData, { id: r.rowId, active: false })).toBe(1);
      // no new entries of it, but this one goes to stock
      expect((await create({ manufacturingDataId: r.rowId, quantity: 1 })).status).toBe(400);
      expect((await check(r.id)).body).toMatchObject({ ok: true, reasons: [] });
      expect((await persist(r.id)).status).toBe(200);
      expect(await stock(r.itemId)).toBe(12);
    });

    it('deleting a seeded data row used by persisted entries deactivates it; references counts every entry', async () => {
      const used = await em().findOneOrFail(StandardEntry, { id: { $lte: SEED_STANDARD_ENTRIES }, status: 'PERSISTED' }, { orderBy: { id: 'asc' } });
      const entries = await em().count(StandardEntry, { manufacturingDataId: used.manufacturingDataId });
      expect(entries).toBeGreaterThan(0);
      const del = await t.rest('DELETE', `/api/manufacturing-data/${used.manufacturingDataId}`, { token: admin });
      expect(del.body).toMatchObject({ deleted: false, deactivated: true, references: entries });
      expect((await t.rest('GET', `/api/manufacturing-data/${used.manufacturingDataId}`, { token: admin })).body).toMatchObject({ active: false });
    });

    it('label-delete names unknown codes and changes nothing; codes are matched whole and case-insensitively', async () => {
      const r = await ready(2);
      const before = await em().count(StandardPiece, { voidedAt: { $ne: null } });
      const res = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [r.codes[0], 'S999999-1', 'NOPE'], numer_pracownika: 1002 } });
      expect(res.status).toBe(404);
      expect(res.body.unknown).toEqual(['S999999-1', 'NOPE']);
      expect(res.body.message).toContain('S999999-1');
      expect(res.body.fields.data).toContain('NOPE');
      expect(await em().count(StandardPiece, { voidedAt: { $ne: null } })).toBe(before);
      const bad = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [], numer_pracownika: 1002 } });
      expect(bad.status).toBe(400);
      expect((await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [r.codes[0]] } })).body.fields).toHaveProperty('numer_pracownika');
      const lower = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [r.codes[0].toLowerCase()], numer_pracownika: 1002 } });
      expect(lower.body.voided).toEqual([r.codes[0]]);
      const twice = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [r.codes[0]], numer_pracownika: 1002 } });
      expect(twice.body).toMatchObject({ voided: [], alreadyVoided: [r.codes[0]] });
    });

    it('load-error-logs: Warsaw days across both DST changes, a range of at most 366 days, end not before start', async () => {
      const worker = 7001;
      const e = em();
      const at = (iso: string, message: string) => e.create(StandardErrorLog, { numer_pracownika: worker, entryId: 1, index: 'X', kind: 'CHECK', message, createdAt: new Date(iso), updatedAt: new Date(iso) });
      // 29 March 2026: Warsaw goes from +01:00 to +02:00 (a 23-hour day)
      at('2026-03-28T22:59:59.999Z', 'mar-28 late');
      at('2026-03-28T23:00:00.000Z', 'mar-29 first');
      at('2026-03-29T21:59:59.999Z', 'mar-29 last');
      at('2026-03-29T22:00:00.000Z', 'mar-30 first');
      // 25 October 2026: back to +01:00 (a 25-hour day)
      at('2026-10-24T21:59:59.999Z', 'oct-24 last');
      at('2026-10-24T22:00:00.000Z', 'oct-25 first');
      at('2026-10-25T22:59:59.999Z', 'oct-25 last');
      at('2026-10-25T23:00:00.000Z', 'oct-26 first');
      e.create(StandardErrorLog, { numer_pracownika: 7002, entryId: 1, index: 'X', kind: 'ERP', message: 'someone else', createdAt: new Date('2026-03-29T10:00:00Z'), updatedAt: new Date() });
      await e.flush();
      const load = (body: Record<string, unknown>) => t.rest('POST', `${BASE}/load-error-logs`, { token: office, body: { numer_pracownika: worker, ...body } });
      const messages = async (startDate: string, endDate: string) => (await load({ startDate, endDate })).body.data.map((r: { message: string }) => r.message).sort();
      expect(await messages('2026-03-29', '2026-03-29')).toEqual(['mar-29 first', 'mar-29 last']);
      expect(await messages('2026-10-25', '2026-10-25')).toEqual(['oct-25 first', 'oct-25 last']);
      expect(await messages('2026-03-28', '2026-03-30')).toEqual(['mar-28 late', 'mar-29 first', 'mar-29 last', 'mar-30 first']);
      const page = await load({ startDate: '2026-01-01', endDate: '2026-12-31', limit: 3 });
      expect(page.body).toMatchObject({ count: 8, page: 1, limit: 3, totalPages: 3 });
      expect(page.body.data[0]).toMatchObject({ message: 'oct-26 first', numer_pracownika: worker, kind: 'CHECK', entryId: 1 });
      // 366 days, both ends included, is the most
      expect((await load({ startDate: '2025-01-01', endDate: '2026-01-01' })).status).toBe(200);
      const long = await load({ startDate: '2025-01-01', endDate: '2026-01-02' });
      expect(long.status).toBe(400);
      expect(long.body.fields).toHaveProperty('endDate');
      const backwards = await load({ startDate: '2026-03-02', endDate: '2026-03-01' });
      expect(backwards.status).toBe(400);
      expect(backwards.body.fields).toHaveProperty('endDate');
      expect((await load({ startDate: '2026-02-30', endDate: '2026-03-01' })).body.fields).toHaveProperty('startDate');
      expect((await t.rest('POST', `${BASE}/load-error-logs`, { token: office, body: { startDate: '2026-03-01', endDate: '2026-03-01' } })).body.fields).toHaveProperty('numer_pracownika');
      expect((await t.rest('POST', `${BASE}/load-error-logs`, { token: klient, body: { numer_pracownika: worker, startDate: '2026-03-01', endDate: '2026-03-01' } })).status).toBe(403);
      // the export: the same rows as XLSX
      const file = await fetch(`${t.url}${BASE}/error-logs/export?numer_pracownika=${worker}&startDate=2026-03-29&endDate=2026-03-29&format=xlsx`, { headers: { authorization: `Bearer ${office}` } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
      expect(file.headers.get('x-total-count')).toBe('2');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      const csv = await fetch(`${t.url}${BASE}/error-logs/export?numer_pracownika=${worker}&startDate=2026-03-29&endDate=2026-03-29&format=csv`, { headers: { authorization: `Bearer ${office}` } });
      const text = await csv.text();
      expect(text).toContain('mar-29 first');
      expect(text).not.toContain('mar-30 first');
      expect(text).toContain('29/3/2026 00:00');
      expect((await fetch(`${t.url}${BASE}/error-logs/export?numer_pracownika=${worker}&startDate=2026-03-29&endDate=2026-03-28`, { headers: { authorization: `Bearer ${office}` } })).status).toBe(400);
    });

    describe('Idempotency-Key on the station actions (ADR 0807, 0940)', () => {
      const withKey = (key: string) => ({ 'idempotency-key': key });
      const sha = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

      it('a double create with one key makes one entry and answers it twice; the key with another body is 422', async () => {
        const p = await newProduct(t);
        const before = await counts();
        const body = { manufacturingDataId: p.rowId, quantity: 2 };
        const first = await t.rest('POST', BASE, { token: office, body, headers: withKey(`create-${p.index}`) });
        const second = await t.rest('POST', BASE, { token: office, body, headers: withKey(`create-${p.index}`) });
        expect(first.status).toBe(201);
        expect(second.status).toBe(201);
        expect(second.body.id).toBe(first.body.id);
        expect(second.body.pieces).toEqual(first.body.pieces);
        expect(await counts()).toMatchObject({ entries: before.entries + 1, pieces: before.pieces + 2 });
        expect(await em().count(HistoryEntry, { entityType: 'standard_manufacturing', entityId: first.body.id, action: 'created' })).toBe(1);
        const other = await t.rest('POST', BASE, { token: office, body: { ...body, quantity: 3 }, headers: withKey(`create-${p.index}`) });
        expect(other.status).toBe(422);
        expect(other.body.fields).toHaveProperty('Idempotency-Key');
        expect(await counts()).toMatchObject({ entries: before.entries + 1 });
        // keys are per caller: another user's same key is their own action
        const staffs = await t.rest('POST', BASE, { token: staff, body, headers: withKey(`create-${p.index}`) });
        expect(staffs.status).toBe(201);
        expect(staffs.body.id).not.toBe(first.body.id);
        // without a key every call is its own entry
        await create(body);
        await create(body);
        expect((await counts()).entries).toBe(before.entries + 4);
        expect((await t.rest('POST', BASE, { token: office, body, headers: withKey('bad key') })).status).toBe(400);
      });

      it('10 concurrent prints with one key queue one print run; the repeats answer its jobs or 409 while it runs', async () => {
        const p = await newProduct(t);
        const made = await create({ manufacturingDataId: p.rowId, quantity: 3 });
        const codes = made.body.pieces.map((x: { code: string }) => x.code);
        const jobs = () => em().count(PrintJob, { source: 'standard_piece', reference: { $in: codes } });
        const key = withKey(`print-${made.body.id}`);
        // onlyUnprinted: false would print everything again on each call without the key
        const answers = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', `${BASE}/print`, { token: office, body: { id: made.body.id, printer, onlyUnprinted: false }, headers: key })));
        const statuses = answers.map((a) => a.status);
        expect(statuses.every((s) => s === 200 || s === 409), JSON.stringify(statuses)).toBe(true);
        const ok = answers.filter((a) => a.status === 200);
        expect(ok.length).toBeGreaterThanOrEqual(1);
        expect(new Set(ok.map((a) => JSON.stringify(a.body.jobIds))).size).toBe(1);
        expect(ok[0].body.jobIds).toHaveLength(3);
        for (const busy of answers.filter((a) => a.status === 409)) expect(busy.body.message).toContain('Idempotency-Key');
        expect(await jobs()).toBe(3);
        const later = await t.rest('POST', `${BASE}/print`, { token: office, body: { id: made.body.id, printer, onlyUnprinted: false }, headers: key });
        expect(later.status).toBe(200);
        expect(later.body).toEqual(ok[0].body);
        expect(await jobs()).toBe(3);
        expect((await t.rest('GET', `${BASE}/${made.body.id}`, { token: office })).body.pieces.map((x: { printCount: number }) => x.printCount)).toEqual([1, 1, 1]);
        // a new user action (a fresh key) prints again
        expect((await t.rest('POST', `${BASE}/print`, { token: office, body: { id: made.body.id, printer, onlyUnprinted: false }, headers: withKey(`print-${made.body.id}-2`) })).status).toBe(200);
        expect(await jobs()).toBe(6);
      });

      it('persist repeated with a key answers the first persist and raises the stock once; 10 concurrent with one key, one change; in progress is 409', async () => {
        const r = await ready(3);
        const changesBefore = (await counts()).changes;
        const key = withKey(`persist-${r.id}`);
        const first = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: r.id }, headers: key });
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ message: 'Stan zmieniono pomyślnie', entry: { status: 'PERSISTED', change: { stary_stan: 10, nowy_stan: 13 } } });
        const again = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: r.id }, headers: key });
        expect(again.status).toBe(200);
        expect(again.body).toMatchObject({ operationId: first.body.operationId, message: first.body.message, entry: { id: r.id, status: 'PERSISTED', changeId: first.body.entry.changeId } });
        expect(await stock(r.itemId)).toBe(13);
        expect((await counts()).changes).toBe(changesBefore + 1);
        // another key is another action: already persisted
        const fresh = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: r.id }, headers: withKey(`persist-${r.id}-b`) });
        expect(fresh.status).toBe(409);
        expect(fresh.body.reason).toBe('ALREADY_PERSISTED');

        const burst = await ready(2, { quantity: 5 });
        const answers = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', `${BASE}/persist`, { token: office, body: { id: burst.id }, headers: withKey(`persist-${burst.id}`) })));
        const statuses = answers.map((a) => a.status);
        expect(statuses.every((s) => s === 200 || s === 409), JSON.stringify(statuses)).toBe(true);
        const ok = answers.filter((a) => a.status === 200);
        expect(ok.length).toBeGreaterThanOrEqual(1);
        expect(new Set(ok.map((a) => a.body.operationId)).size).toBe(1);
        expect(await stock(burst.itemId)).toBe(7);
        expect(await em().count(Change, { reference: burst.index })).toBe(1);

        // the first call with a key still running: a repeat is 409 and does nothing
        const held = await ready(1);
        const me = (await t.gql('{ me { id } }', {}, office)).data.me.id;
        await em().insert(IdempotencyKey, { scopedKey: `user${me}:persist-held-${held.id}`, requestHash: sha({ stationAction: 'persist', id: held.id }), state: 'IN_PROGRESS', createdAt: new Date() });
        const busy = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: held.id }, headers: withKey(`persist-held-${held.id}`) });
        expect(busy.status).toBe(409);
        expect(await stock(held.itemId)).toBe(10);
        expect((await em().findOneOrFail(StandardEntry, { id: held.id })).status).toBe('DRAFT');
      });

      it('label-delete repeated with a key voids once and answers the first result; a refused call frees the key', async () => {
        const p = await newProduct(t);
        const made = await create({ manufacturingDataId: p.rowId, quantity: 3 });
        const code = made.body.pieces[0].code;
        const key = withKey(`void-${made.body.id}`);
        const unknown = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: ['S0-0'], numer_pracownika: 1002 }, headers: withKey(`void-unknown-${made.body.id}`) });
        expect(unknown.status).toBe(404);
        const first = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [code], numer_pracownika: 1002 }, headers: key });
        expect(first.body).toMatchObject({ voided: [code], message: 'Unieważniono etykiety: 1' });
        const again = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [code], numer_pracownika: 1002 }, headers: key });
        expect(again.body).toEqual(first.body);
        expect(await em().count(HistoryEntry, { entityType: 'standard_manufacturing', entityId: made.body.id, action: 'labels_voided' })).toBe(1);
        // the refused call freed its key: a corrected call with it works
        const corrected = await t.rest('POST', `${BASE}/label-delete`, { token: office, body: { data: [made.body.pieces[1].code], numer_pracownika: 1002 }, headers: withKey(`void-unknown-${made.body.id}`) });
        expect(corrected.status).toBe(200);
      });

      it('GraphQL: idempotencyKey on create, print, persist and label-delete', async () => {
        const p = await newProduct(t);
        const createQ = 'mutation($input: StandardCreateInput!, $key: String) { standardManufacturingCreate(input: $input, idempotencyKey: $key) { id pieces { code } } }';
        const a = await t.gql(createQ, { input: { manufacturingDataId: p.rowId, quantity: 1 }, key: `g-create-${p.index}` }, office);
        const b = await t.gql(createQ, { input: { manufacturingDataId: p.rowId, quantity: 1 }, key: `g-create-${p.index}` }, office);
        expect(a.errors).toBeUndefined();
        expect(b.data.standardManufacturingCreate.id).toBe(a.data.standardManufacturingCreate.id);
        const mismatch = await t.gql(createQ, { input: { manufacturingDataId: p.rowId, quantity: 2 }, key: `g-create-${p.index}` }, office);
        expect(mismatch.errors?.[0].extensions?.code).toBe('UNPROCESSABLE');
        const id = a.data.standardManufacturingCreate.id;
        const printQ = 'mutation($input: StandardPrintInput!, $key: String) { standardManufacturingPrint(input: $input, idempotencyKey: $key) { jobIds } }';
        const p1 = await t.gql(printQ, { input: { id, printer, onlyUnprinted: false }, key: `g-print-${id}` }, office);
        const p2 = await t.gql(printQ, { input: { id, printer, onlyUnprinted: false }, key: `g-print-${id}` }, office);
        expect(p2.data.standardManufacturingPrint.jobIds).toEqual(p1.data.standardManufacturingPrint.jobIds);
        const persistQ = 'mutation($id: Int!, $key: String) { standardManufacturingPersist(id: $id, idempotencyKey: $key) { operationId entry { status } } }';
        const s1 = await t.gql(persistQ, { id, key: `g-persist-${id}` }, office);
        const s2 = await t.gql(persistQ, { id, key: `g-persist-${id}` }, office);
        expect(s1.errors).toBeUndefined();
        expect(s2.errors).toBeUndefined();
        expect(s2.data.standardManufacturingPersist).toEqual(s1.data.standardManufacturingPersist);
        expect(await stock(p.itemId)).toBe(11);
        const voidQ = 'mutation($input: StandardLabelDeleteInput!, $key: String) { standardManufacturingLabelDelete(input: $input, idempotencyKey: $key) { voided } }';
        const tooLong = await t.gql(voidQ, { input: { data: ['S0-0'], numer_pracownika: 1002 }, key: 'x'.repeat(256) }, office);
        expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      });
    });

    it('GraphQL: create, check, persist, error logs through the same service', async () => {
      const p = await newProduct(t);
      const created = await t.gql('mutation($input: StandardCreateInput!) { standardManufacturingCreate(input: $input) { id status pieces { code } } }', { input: { manufacturingDataId: p.rowId, quantity: 2 } }, office);
      expect(created.errors).toBeUndefined();
      const id = created.data.standardManufacturingCreate.id;
      const refused = await t.gql('mutation($id: Int!) { standardManufacturingCheck(id: $id) { ok reasons { code message } } }', { id }, office);
      expect(refused.data.standardManufacturingCheck).toMatchObject({ ok: false, reasons: [{ code: 'NO_LABELS' }] });
      const printed = await t.gql('mutation($input: StandardPrintInput!) { standardManufacturingPrint(input: $input) { codes } }', { input: { id, printer } }, office);
      expect(printed.data.standardManufacturingPrint.codes).toHaveLength(2);
      const persisted = await t.gql('mutation($id: Int!) { standardManufacturingPersist(id: $id) { message entry { status change { nowy_stan } } } }', { id }, office);
      expect(persisted.data.standardManufacturingPersist).toMatchObject({ message: 'Stan zmieniono pomyślnie', entry: { status: 'PERSISTED', change: { nowy_stan: 12 } } });
      const twice = await t.gql('mutation($id: Int!) { standardManufacturingPersist(id: $id) { message } }', { id }, office);
      expect(twice.errors?.[0].extensions?.code).toBe('CONFLICT');
      // The range is in Warsaw days, as the server reads it (a UTC date is yesterday there after 23:00 UTC).
      const today = warsawIsoDay(new Date());
      const logs = await t.gql(
        'query($input: StandardErrorLogsInput!) { standardManufacturingErrorLogs(input: $input) { totalCount items { entryId kind reasons } } }',
        { input: { numer_pracownika: 1002, startDate: today, endDate: today } },
        office,
      );
      expect(logs.errors).toBeUndefined();
      expect(logs.data.standardManufacturingErrorLogs.items).toEqual(expect.arrayContaining([{ entryId: id, kind: 'CHECK', reasons: ['NO_LABELS'] }]));
      const bad = await t.gql('query($input: StandardErrorLogsInput!) { standardManufacturingErrorLogs(input: $input) { totalCount } }', { input: { numer_pracownika: 1002, startDate: '2026-03-02', endDate: '2026-03-01' } }, office);
      expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((await t.gql('query { standardManufacturingEntries { totalCount } }', {}, klient)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });
}

suite('standard manufacturing with the local connector', () => ({}));

describe('standard manufacturing with the http ERP connector', () => {
  let erp: FakeErp;
  let t: TestApp;
  let office: string;
  let admin: string;
  let printer: number;
  beforeAll(async () => {
    erp = await FakeErp.start();
    t = await TestApp.start({ ERP_CONNECTOR: 'http', ERP_URL: erp.url, ERP_TIMEOUT_MS: '2000' });
    office = await t.tokenFor(2);
    admin = await t.tokenFor(4);
    printer = await printerFor(t, admin);
  });
  afterAll(async () => {
    await t.stop();
    await erp.stop();
  });

  const em = () => t.app.orm.em.fork();
  const get = (id: number) => t.rest('GET', `${BASE}/${id}`, { token: office }).then((r) => r.body);
  const settled = async (id: number) => {
    const start = Date.now();
    for (;;) {
      const entry = await get(id);
      if (entry.status !== 'PERSISTING') return entry;
      if (Date.now() - start > 8000) throw new Error(`entry ${id} still PERSISTING`);
      await new Promise((r) => setTimeout(r, 30));
    }
  };

  it('an ERP that fails then recovers: the error on the entry and in the log, stock untouched; the retry raises it once', async () => {
    const p = await newProduct(t, { quantity: 4 });
    const made = await t.rest('POST', BASE, { token: office, body: { manufacturingDataId: p.rowId, quantity: 3 } });
    expect((await t.rest('POST', `${BASE}/print`, { token: office, body: { id: made.body.id, printer } })).status).toBe(200);
    // The ERP holds the request until the second persist has been answered: a failing ERP answers
    // at once, and once its failure is written a second persist is a retry, not a refusal.
    erp.mode = 'hold';
    const first = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: made.body.id } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Oczekiwanie na odpowiedź systemu ERP', entry: { status: 'PERSISTING' } });
    // while the ERP has it, a second persist is refused
    const during = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: made.body.id } });
    expect(during.status).toBe(409);
    await waitFor(() => erp.requests.some((r) => r.body.reference === p.index), 5000, 'the ERP to get the persist');
    erp.mode = 'fail';
    erp.release('fail');
    const failed = await settled(made.body.id);
    expect(failed).toMatchObject({ status: 'ERROR', change: { status: 'ERROR' } });
    expect(failed.errorMessage).toContain('Magazyn ERP niedostępny');
    const item = await em().findOneOrFail(StockItem, { id: p.itemId! });
    expect(item).toMatchObject({ quantity: 4, pendingChangeId: null });
    const today = warsawIsoDay(new Date());
    const logs = await t.rest('POST', `${BASE}/load-error-logs`, { token: office, body: { numer_pracownika: 1002, startDate: today, endDate: today } });
    const erpLine = logs.body.data.find((l: { entryId: number; kind: string }) => l.entryId === made.body.id && l.kind === 'ERP');
    expect(erpLine).toMatchObject({ changeId: failed.changeId });
    expect(erpLine.message).toContain('Magazyn ERP niedostępny');

    erp.mode = 'ok';
    const retry = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: made.body.id } });
    expect(retry.status).toBe(200);
    const done = await settled(made.body.id);
    expect(done).toMatchObject({ status: 'PERSISTED', changeId: failed.changeId, change: { status: 'SUCCESS', attempt: 2, stary_stan: 4, nowy_stan: 7 }, errorMessage: null });
    expect((await em().findOneOrFail(StockItem, { id: p.itemId! })).quantity).toBe(7);
    expect(await em().count(Change, { reference: p.index })).toBe(1);
    expect(erp.keys().filter((k) => k?.startsWith(`change-${failed.changeId}-`))).toEqual([`change-${failed.changeId}-1`, `change-${failed.changeId}-2`]);
    const again = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: made.body.id } });
    expect(again.status).toBe(409);
    expect((await em().findOneOrFail(StockItem, { id: p.itemId! })).quantity).toBe(7);
  });

  it('a failed persist retried from Stany magazynowe: the entry waits with its change and is persisted by its answer; persist meanwhile is refused', async () => {
    const p = await newProduct(t, { quantity: 5 });
    const made = await t.rest('POST', BASE, { token: office, body: { manufacturingDataId: p.rowId, quantity: 2 } });
    expect((await t.rest('POST', `${BASE}/print`, { token: office, body: { id: made.body.id, printer } })).status).toBe(200);
    erp.mode = 'fail';
    expect((await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: made.body.id } })).status).toBe(200);
    const failed = await settled(made.body.id);
    expect(failed.status).toBe('ERROR');
    erp.mode = 'hold';
    const retried = await t.rest('PATCH', `/api/changes/${failed.changeId}`, { token: office, body: {} });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await get(made.body.id)).toMatchObject({ status: 'PERSISTING', change: { status: 'PENDING' } });
    const during = await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: made.body.id } });
    expect(during.status).toBe(409);
    await waitFor(() => erp.requests.some((r) => r.body.reference === p.index && r.body.attempt === 2), 5000, 'the ERP to get the retry');
    erp.mode = 'ok';
    erp.release();
    expect(await settled(made.body.id)).toMatchObject({ status: 'PERSISTED', change: { status: 'SUCCESS', attempt: 2 } });
    expect((await t.rest('POST', `${BASE}/persist`, { token: office, body: { id: made.body.id } })).status).toBe(409);
    expect((await em().findOneOrFail(StockItem, { id: p.itemId! })).quantity).toBe(7);
    expect(await em().count(Change, { reference: p.index })).toBe(1);
  });

  it('10 concurrent persists while the ERP holds the request: one change, stock raised once', async () => {
    const p = await newProduct(t, { quantity: 1 });
    const made = await t.rest('POST', BASE, { token: office, body: { manufacturingDataId: p.rowId, quantity: 2 } });
    await t.rest('POST', `${BASE}/print`, { token: office, body: { id: made.body.id, printer } });
    erp.mode = 'hold';
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', `${BASE}/persist`, { token: office, body: { id: made.body.id } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    await waitFor(() => erp.requests.some((r) => r.body.reference === p.index), 5000, 'the ERP to get it');
    erp.mode = 'ok';
    erp.release();
    expect((await settled(made.body.id)).status).toBe('PERSISTED');
    expect((await em().findOneOrFail(StockItem, { id: p.itemId! })).quantity).toBe(3);
    expect(await em().count(Change, { reference: p.index })).toBe(1);
  });
});
