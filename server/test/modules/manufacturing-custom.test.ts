import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManufacturingRecord } from '../../src/modules/manufacturing-custom/custom.entity.js';
import { TestApp } from '../support/test-app.js';
import { cabin, createWorkers, enc, pushOrder } from './manufacturing-custom.fixtures.js';

const C = '/api/manufacturing/custom-manufacturing';

describe('custom manufacturing: orders, workers, records', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let office: string;
  let client: string;
  let workers: number[];
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    admin = await t.tokenFor(4);
    staff = await t.tokenFor(3);
    office = await t.tokenFor(2);
    client = await t.tokenFor(1);
    workers = await createWorkers(t, 3, 'rec');
  });
  afterAll(() => t.stop());

  it('the seed shows real work in every state: open, labelled, batched (one batch reopened), missing glass open and closed, one deleted', async () => {
    const open = await t.rest('GET', `${C}?limit=96`, { token: office });
    const done = await t.rest('GET', `${C}?complete=complete&limit=96`, { token: office });
    expect(open.body.count + done.body.count).toBeGreaterThanOrEqual(55);
    expect(new Set(open.body.data.map((r: { status: string }) => r.status))).toEqual(new Set(['NEW', 'LABELED']));
    expect(done.body.count).toBeGreaterThanOrEqual(24);
    const batches = await t.rest('GET', `${C}/batches`, { token: office });
    expect(batches.body.count).toBeGreaterThanOrEqual(5);
    expect(batches.body.data.some((b: { status: string }) => b.status === 'REOPENED')).toBe(true);
    const missing = await t.rest('GET', `${C}/missing-glass?status=ALL&limit=96`, { token: office });
    expect(new Set(missing.body.data.map((m: { status: string }) => m.status))).toEqual(new Set(['OPEN', 'CLOSED']));
    const held = await t.rest('GET', `/api/manufacturing/check-order/${enc(missing.body.data.find((m: { source: string; status: string }) => m.source === 'PACKING' && m.status === 'OPEN').orderNumber)}`, { token: office });
    expect(held.body.documents[0].status).toBe('MISSING_PARTS');
  });

  describe('check-order', () => {
    it('answers an order with a `/` in its number (URL-encoded), 404 "Zamówienie {n} nie istnieje" otherwise', async () => {
      const order = await pushOrder(t, admin, { paymentsCod: 'true', shippingMethod: 'Paleta DPD' });
      const ok = await t.rest('GET', `/api/manufacturing/check-order/${enc(order.number)}`, { token: office });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ numer_zamowienia: order.number, customer: 'Jan Kowalski', shippingMethod: 'Paleta DPD', paymentsCod: true, records: [], claimedBy: null });
      expect(ok.body.documents[0].id).toBe(order.documentId);
      const missing = await t.rest('GET', `/api/manufacturing/check-order/${enc('ZAM/0000/nie-ma')}`, { token: office });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Zamówienie ZAM/0000/nie-ma nie istnieje');
      const gql = await t.gql('query($n: String!) { manufacturingCheckOrder(numer_zamowienia: $n) { customer documents { id } } }', { n: order.number }, office);
      expect(gql.data.manufacturingCheckOrder.documents[0].id).toBe(order.documentId);
    });

    it('is role 2+: klient 403, anonymous 401', async () => {
      expect((await t.rest('GET', '/api/manufacturing/check-order/X', { token: client })).status).toBe(403);
      expect((await t.rest('GET', '/api/manufacturing/check-order/X')).status).toBe(401);
    });
  });

  describe('check-worker', () => {
    it('200 for an active worker, 404 for an unknown or inactive one, 409 naming the holder', async () => {
      const order = await pushOrder(t, admin);
      const [inactive] = await createWorkers(t, 1, 'inactive', false);
      const ok = await t.rest('POST', `/api/manufacturing/check-worker/${workers[0]}`, { token: staff, body: { numer_zamowienia: order.number } });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ ok: true, employeeNumber: workers[0] });
      // the same worker again: still theirs
      expect((await t.rest('POST', `/api/manufacturing/check-worker/${workers[0]}`, { token: staff, body: { numer_zamowienia: order.number } })).status).toBe(200);
      expect((await t.rest('POST', '/api/manufacturing/check-worker/99999999', { token: staff, body: { numer_zamowienia: order.number } })).status).toBe(404);
      expect((await t.rest('POST', `/api/manufacturing/check-worker/${inactive}`, { token: staff, body: { numer_zamowienia: order.number } })).status).toBe(404);
      const taken = await t.rest('POST', `/api/manufacturing/check-worker/${workers[1]}`, { token: staff, body: { numer_zamowienia: order.number } });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toContain('recrec0'.slice(3));
      expect(taken.body.heldBy.employeeNumber).toBe(workers[0]);
      expect((await t.rest('POST', `/api/manufacturing/check-worker/${workers[0]}`, { token: staff, body: {} })).status).toBe(400);
    });

    it('20 workers claiming one order at once: exactly one gets it', async () => {
      const order = await pushOrder(t, admin);
      const many = await createWorkers(t, 20, 'claim');
      const answers = await Promise.all(many.map((w) => t.rest('POST', `/api/manufacturing/check-worker/${w}`, { token: staff, body: { numer_zamowienia: order.number } })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    });
  });

  describe('records', () => {
    it('creates a szklo_kabina record: width spec computed, weight from panes plus packaging, log and history written', async () => {
      const order = await pushOrder(t, admin);
      const res = await t.rest('POST', C, { token: staff, body: cabin(order.number, workers[2]) });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ numer_zamowienia: order.number, type: 'szklo_kabina', status: 'NEW', employeeNumber: workers[2], paneCount: 2, version: 1, documentId: order.documentId });
      expect(res.body.widthSpec).toMatchObject({ width: 1504, anotherWidth: null, difference: null });
      // 0.9*2*8*2.5 = 36 + 0.6*2*8*2.5 = 24, + 3 kg packaging
      expect(res.body.computedWeightKg).toBe(63);
      expect(res.body.weightKg).toBe(63);
      expect(res.body.log).toEqual([expect.objectContaining({ action: 'CREATED', note: 'start', employeeNumber: workers[2] })]);
      const got = await t.rest('GET', `/api/manufacturing/${res.body.id}`, { token: office });
      expect(got.status).toBe(200);
      expect(got.body.panes).toHaveLength(2);
      const history = await t.rest('GET', `/api/history?entityType=manufacturing_record`, { token: admin });
      expect(JSON.stringify(history.body)).toContain(order.number);
    });

    it("refuses a type's missing extra steps and fields the type does not use (400 naming the field)", async () => {
      const order = await pushOrder(t, admin);
      const w = workers[2];
      const noWidth = await t.rest('POST', C, { token: staff, body: cabin(order.number, w, { widthSpec: undefined }) });
      expect(noWidth.status).toBe(400);
      expect(noWidth.body.fields).toHaveProperty('widthSpec');
      const badPart = await t.rest('POST', C, { token: staff, body: cabin(order.number, w, { widthSpec: { fixedDim: [{ part: 'A', value: 29.35 }] } }) });
      expect(badPart.status).toBe(400);
      expect(Object.keys(badPart.body.fields)).toContain('widthSpec.fixedDim.0.value');
      const pallet = await t.rest('POST', C, { token: staff, body: { numer_zamowienia: order.number, type: 'paleta', weightKg: 300, createManufacturingLogDto: { numer_pracownika: w } } });
      expect(pallet.status).toBe(400);
      expect(pallet.body.fields).toHaveProperty('palletHeightCm');
      const palletPanes = await t.rest('POST', C, { token: staff, body: { numer_zamowienia: order.number, type: 'paleta', weightKg: 300, palletHeightCm: 120, panes: cabin('', w).panes, createManufacturingLogDto: { numer_pracownika: w } } });
      expect(palletPanes.body.fields).toHaveProperty('panes');
      const plainWeight = await t.rest('POST', C, { token: staff, body: { numer_zamowienia: order.number, type: 'inne', weightKg: 3, createManufacturingLogDto: { numer_pracownika: w } } });
      expect(plainWeight.status).toBe(400);
      expect(plainWeight.body.fields).toHaveProperty('weightKg');
      const noWeight = await t.rest('POST', C, { token: staff, body: { numer_zamowienia: order.number, type: 'polpaleta', createManufacturingLogDto: { numer_pracownika: w } } });
      expect(noWeight.body.fields.weightKg).toBe('Podaj wagę');
      const tooHeavy = await t.rest('POST', C, { token: staff, body: { numer_zamowienia: order.number, type: 'paleta', weightKg: 5000, palletHeightCm: 120, createManufacturingLogDto: { numer_pracownika: w } } });
      expect(tooHeavy.body.fields.weightKg).toMatch(/^Waga przekracza 1000 kg dla paleta/);
      const noSchema = await t.rest('POST', C, { token: staff, body: cabin(order.number, w, { schema_id: 987654 }) });
      expect(noSchema.body.fields.schema_id).toBe('Schemat 987654 nie istnieje');
      const noLog = await t.rest('POST', C, { token: staff, body: { ...cabin(order.number, w), createManufacturingLogDto: undefined } });
      expect(noLog.status).toBe(400);
      expect(Object.keys(noLog.body.fields)[0]).toMatch(/^createManufacturingLogDto/);
      const unknownWorker = await t.rest('POST', C, { token: staff, body: cabin(order.number, 99999999) });
      expect(unknownWorker.body.fields['createManufacturingLogDto.numer_pracownika']).toBe('Nieznany numer pracownika 99999999');
      const noOrder = await t.rest('POST', C, { token: staff, body: cabin('ZAM/brak/1', w) });
      expect(noOrder.status).toBe(404);
      // the valid pallet
      const ok = await t.rest('POST', C, { token: staff, body: { numer_zamowienia: order.number, type: 'paleta', weightKg: 300, palletHeightCm: 120, createManufacturingLogDto: { numer_pracownika: w } } });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ weightKg: 300, palletHeightCm: 120, paneCount: 0 });
    });

    it('a second person saving a stale version gets 409 naming who changed it; nothing lost', async () => {
      const order = await pushOrder(t, admin);
      const created = (await t.rest('POST', C, { token: staff, body: cabin(order.number, workers[2]) })).body;
      const first = await t.rest('PATCH', `${C}/${created.id}`, { token: staff, body: { version: 1, notes: 'pierwszy', createManufacturingLogDto: { numer_pracownika: workers[2] } } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ version: 2, notes: 'pierwszy', weightKg: 63 });
      const second = await t.rest('PATCH', `${C}/${created.id}`, { token: staff, body: { version: 1, notes: 'drugi', createManufacturingLogDto: { numer_pracownika: workers[2] } } });
      expect(second.status).toBe(409);
      expect(second.body.changedBy).toBe(first.body.updatedByName);
      expect(second.body.message).toContain(first.body.updatedByName);
      const now = await t.rest('GET', `/api/manufacturing/${created.id}`, { token: staff });
      expect(now.body.notes).toBe('pierwszy');
      expect(now.body.log.map((l: { action: string }) => l.action)).toEqual(['CREATED', 'UPDATED']);
    });

    it('lists 24 a page by default, splits open from completed, filters and sorts; bad parameters are 400, never 500', async () => {
      const list = await t.rest('GET', C, { token: office });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ page: 1, limit: 24 });
      expect(list.body.data.every((r: { status: string }) => r.status !== 'CLOSED')).toBe(true);
      const byWorker = await t.rest('GET', `${C}?worker=${workers[2]}&type=szklo_kabina&sort=created_at&order=ASC`, { token: office });
      expect(byWorker.body.data.length).toBeGreaterThan(0);
      expect(byWorker.body.data.every((r: { employeeNumber: number; type: string }) => r.employeeNumber === workers[2] && r.type === 'szklo_kabina')).toBe(true);
      const ids = byWorker.body.data.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
      for (const bad of ['limit=97', 'page=0', 'sort=password', 'color=red', 'type=rower', 'dateFrom=wczoraj']) {
        const res = await t.rest('GET', `${C}?${bad}`, { token: office });
        expect(res.status, bad).toBe(400);
      }
      const filters = await t.rest('GET', '/api/manufacturing/filters', { token: office });
      expect(filters.status).toBe(200);
      expect(filters.body.types.map((x: { value: string }) => x.value)).toContain('szklo_kabina');
      expect(filters.body.workers.map((x: { employeeNumber: number }) => x.employeeNumber)).toContain(workers[2]);
      const gql = await t.gql('{ manufacturingRecords(limit: 48) { totalCount limit items { id numer_zamowienia } } manufacturingFilters { types { value count } } }', {}, office);
      expect(gql.data.manufacturingRecords.limit).toBe(48);
      expect(gql.data.manufacturingRecords.totalCount).toBe(list.body.count);
    });

    it('filters by Warsaw calendar days: a record made at 00:30 on the 7th (23:30 UTC on the 6th) is the 7th\'s', async () => {
      const order = await pushOrder(t, admin);
      const made = (await t.rest('POST', C, { token: staff, body: cabin(order.number, workers[2]) })).body;
      await t.app.orm.em.fork().nativeUpdate(ManufacturingRecord, { id: made.id }, { createdAt: new Date('2026-12-06T23:30:00.000Z') });
      const idsOn = async (day: string) => ((await t.rest('GET', `${C}?dateFrom=${day}&dateTo=${day}&limit=96`, { token: office })).body.data as Array<{ id: number }>).map((r) => r.id);
      expect(await idsOn('2026-12-07')).toContain(made.id);
      expect(await idsOn('2026-12-06')).not.toContain(made.id);
      const gql = await t.gql('query($d: String) { manufacturingRecords(dateFrom: $d, dateTo: $d, limit: 96) { items { id } } }', { d: '2026-12-07' }, office);
      expect(gql.data.manufacturingRecords.items.map((r: { id: number }) => r.id)).toContain(made.id);
    });

    it("deletes only in the caller's own name (403 otherwise), an admin any; the record is kept with who and when", async () => {
      const order = await pushOrder(t, admin);
      const staffNumber = 1003;
      const mine = (await t.rest('POST', C, { token: staff, body: cabin(order.number, staffNumber) })).body;
      expect((await t.rest('DELETE', `/api/manufacturing/${workers[0]}/${mine.id}`, { token: staff })).status).toBe(403);
      expect((await t.rest('DELETE', `/api/manufacturing/1002/${mine.id}`, { token: office })).status).toBe(403);
      const ok = await t.rest('DELETE', `/api/manufacturing/${staffNumber}/${mine.id}`, { token: staff });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ status: 'DELETED', deletedByName: 'Marek Magazynowy' });
      expect((await t.rest('GET', `/api/manufacturing/${mine.id}`, { token: staff })).status).toBe(404);
      const other = (await t.rest('POST', C, { token: staff, body: cabin(order.number, staffNumber) })).body;
      expect((await t.rest('DELETE', `/api/manufacturing/1004/${other.id}`, { token: admin })).status).toBe(200);
    });
  });

  describe('bad input (fast-check): 400/404/409, never a 500', () => {
    it('list parameters', async () => {
      const key = fc.oneof(fc.constantFrom('page', 'limit', 'sort', 'order', 'complete', 'type', 'worker', 'status', 'batch', 'dateFrom', 'dateTo', 'numer_zamowienia'), fc.string({ maxLength: 10 }));
      const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('ASC', 'created_at', 'szklo_kabina', '2026-02-30', "'; drop table x;--", '%', 'ż', '97', '0'));
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 4 }), async (pairs) => {
          const qs = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const res = await t.rest('GET', `${C}?${qs}`, { token: office });
          expect([200, 400]).toContain(res.status);
        }),
        { numRuns: 80 },
      );
    });

    it('record bodies', async () => {
      const order = await pushOrder(t, admin);
      const anyValue = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }));
      const field = fc.constantFrom('type', 'panes', 'widthSpec', 'weightKg', 'palletHeightCm', 'schema_id', 'notes', 'createManufacturingLogDto', 'numer_zamowienia', 'x');
      await fc.assert(
        fc.asyncProperty(fc.dictionary(field, anyValue, { maxKeys: 4 }), async (patch) => {
          const res = await t.rest('POST', C, { token: staff, body: { ...cabin(order.number, workers[2]), ...patch } });
          expect([201, 400, 404, 409]).toContain(res.status);
        }),
        { numRuns: 60 },
      );
    });
  });
});
