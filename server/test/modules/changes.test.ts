import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inventoryModule } from '../../src/modules/inventory/index.js';
import { inTransaction } from '../../src/platform/transaction.js';
import { Change } from '../../src/modules/inventory/change.entity.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { StockItem } from '../../src/modules/inventory/stock-item.entity.js';
import { Job } from '../../src/platform/jobs/job.entity.js';
import { createTestDatabase } from '../support/test-database.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';
import { FakeErp } from './changes.fake-erp.js';
import { locationChange, newStockItem, stockChange } from './stock.fixtures.js';

const newItem = (t: TestApp, quantity = 10, location = 'A-01-01') => newStockItem(t, { quantity, location });

describe('changes with the local connector (default)', () => {
  let t: TestApp;
  let klient: string;
  let office: string;
  beforeAll(async () => {
    t = await TestApp.start();
    klient = await t.tokenFor(1);
    office = await t.tokenFor(2);
  });
  afterAll(() => t.stop());

  const em = () => t.app.orm.em.fork();
  const item = (id: number) => em().findOneOrFail(StockItem, { id });
  const counts = async () => ({ changes: await em().count(Change, {}), history: await em().count(HistoryEntry, {}) });

  it('changes a location at once, with SPEC.md\'s message and a history entry naming who', async () => {
    const it0 = await newItem(t, 10, 'A-01-01');
    const res = await t.rest('POST', '/api/changes', { token: office, body: locationChange(it0.catalogueIndex, 'A-01-01', 'B-02-03') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'location', status: 'SUCCESS', message: 'Lokalizację zmieniono pomyślnie', reference: it0.catalogueIndex });
    expect((await item(it0.id)).location).toBe('B-02-03');
    expect((await t.rest('GET', `/api/stocks?location=b-02-03&index=${it0.catalogueIndex}`, { token: klient })).body.count).toBe(1);
    const [entry] = await em().find(HistoryEntry, { entityType: 'stock_item', entityId: String(it0.id) });
    expect(entry).toMatchObject({ action: 'location_changed', reference: it0.catalogueIndex, before: { location: 'A-01-01' }, after: { location: 'B-02-03', changeId: res.body.id } });
    expect(entry.numer_pracownika).toBeGreaterThan(0);
    expect(entry.userName).toBeTruthy();
    // role 1 reads the change
    const got = await t.rest('GET', `/api/changes/${res.body.id}`, { token: klient });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ status: 'SUCCESS', data: { stara_lokalizacja: 'A-01-01', nowa_lokalizacja: 'B-02-03' } });
  });

  it('changes a stock level with a reason, and reports IN_PROGRESS, SUCCESS, FINISH', async () => {
    const it0 = await newItem(t, 10);
    const operationId = '0b8e9a52-6f0e-4b8e-9c3a-5d7f1e2a3b4c';
    const sub = await t.subscribed(() => subscribe(t.ws(office), 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
    const res = await t.rest('POST', '/api/changes', { token: office, body: { ...stockChange(it0.catalogueIndex, 10, 7, 'uszkodzone szkło'), operationId } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'SUCCESS', message: 'Stan zmieniono pomyślnie', operationId });
    expect((await item(it0.id)).quantity).toBe(7);
    const [entry] = await em().find(HistoryEntry, { entityType: 'stock_item', entityId: String(it0.id) });
    expect(entry).toMatchObject({ action: 'quantity_changed', before: { quantity: 10 }, after: { quantity: 7, powod_zmiany: 'uszkodzone szkło' } });
    await waitFor(() => sub.events.length >= 3, 3000, 'statuses');
    expect(sub.events.map((e) => e.data.operationStatus.status)).toEqual(['IN_PROGRESS', 'SUCCESS', 'FINISH']);
    expect(sub.events[1].data.operationStatus.message).toBe('Stan zmieniono pomyślnie');
  });

  it('refuses with 409 and writes nothing when the old values no longer hold', async () => {
    const it0 = await newItem(t, 10, 'C-01-01');
    const before = await counts();
    const stale = await t.rest('POST', '/api/changes', { token: office, body: stockChange(it0.catalogueIndex, 9, 5) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ reason: 'STALE', current: { stan: 10, lokalizacja: 'C-01-01' } });
    const staleLoc = await t.rest('POST', '/api/changes', { token: office, body: locationChange(it0.catalogueIndex, 'C-01-02', 'D-01-01') });
    expect(staleLoc.status).toBe(409);
    expect(await counts()).toEqual(before);
    expect(await item(it0.id)).toMatchObject({ quantity: 10, location: 'C-01-01' });
  });

  it('validates: reason required, never below zero, known type, known item, something to change', async () => {
    const it0 = await newItem(t, 3);
    const before = await counts();
    const post = (body: unknown) => t.rest('POST', '/api/changes', { token: office, body });
    const noReason = await post({ type: 'stock', reference: it0.catalogueIndex, data: { stary_stan: 3, nowy_stan: 2 } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('data.powod_zmiany');
    const blankReason = await post(stockChange(it0.catalogueIndex, 3, 2, '   '));
    expect(blankReason.body.fields).toHaveProperty('data.powod_zmiany');
    const negative = await post(stockChange(it0.catalogueIndex, 3, -1));
    expect(negative.status).toBe(400);
    expect(negative.body.fields['data.nowy_stan']).toMatch(/below zero/);
    expect((await post(stockChange(it0.catalogueIndex, 3, 2.5))).status).toBe(400);
    expect((await post({ type: 'price', reference: it0.catalogueIndex, data: {} })).status).toBe(400);
    expect((await post(stockChange('NO-SUCH-ITEM', 3, 2))).status).toBe(404);
    expect((await post(stockChange(it0.catalogueIndex, 3, 3))).status).toBe(422);
    expect((await post({ type: 'location', reference: it0.catalogueIndex, data: { stara_lokalizacja: 'A-01-01', nowa_lokalizacja: '' } })).status).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await item(it0.id)).quantity).toBe(3);
  });

  it('lets role 1 read but not change; a SUCCESS change cannot be deleted or retried', async () => {
    const it0 = await newItem(t, 4);
    expect((await t.rest('POST', '/api/changes', { token: klient, body: stockChange(it0.catalogueIndex, 4, 5) })).status).toBe(403);
    const ok = await t.rest('POST', '/api/changes', { token: office, body: stockChange(it0.catalogueIndex, 4, 5) });
    expect((await t.rest('DELETE', `/api/changes/${ok.body.id}`, { token: klient })).status).toBe(403);
    const del = await t.rest('DELETE', `/api/changes/${ok.body.id}`, { token: office });
    expect(del.status).toBe(409);
    expect(del.body.reason).toBe('SUCCEEDED');
    expect((await t.rest('PATCH', `/api/changes/${ok.body.id}`, { token: office, body: {} })).status).toBe(409);
    expect((await t.rest('GET', `/api/changes/${ok.body.id}`, { token: klient })).body.status).toBe('SUCCESS');
    expect((await t.rest('GET', '/api/changes/99999999', { token: klient })).status).toBe(404);
    const listed = await t.rest('GET', `/api/changes?reference=${it0.catalogueIndex}`, { token: klient });
    expect(listed.body.map((c: { id: number }) => c.id)).toEqual([ok.body.id]);
    expect((await t.rest('GET', '/api/changes?status=DONE', { token: klient })).status).toBe(400);
  });

  it('GraphQL changes a stock level through the same service', async () => {
    const it0 = await newItem(t, 8);
    const res = await t.gql(
      'mutation($input: ChangeCreateInput!) { changeCreate(input: $input) { id status message data } }',
      { input: stockChange(it0.catalogueIndex, 8, 6, 'korekta') },
      office,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.changeCreate).toMatchObject({ status: 'SUCCESS', message: 'Stan zmieniono pomyślnie', data: { stary_stan: 8, nowy_stan: 6 } });
    const stale = await t.gql('mutation($input: ChangeCreateInput!) { changeCreate(input: $input) { id } }', { input: stockChange(it0.catalogueIndex, 8, 6, 'korekta') }, office);
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it("raiseStock inside another module's transaction: a rollback publishes nothing and reports nothing; a commit does both", async () => {
    const it0 = await newItem(t, 5);
    const { changes } = t.app.api(inventoryModule);
    const actor = { userId: 1, email: '', role: 4 as const, numer_pracownika: 1, name: 'Test' };
    const published = vi.spyOn(t.app.platform.pubSub, 'publish');
    const reported = vi.spyOn(t.app.platform.operations, 'report');
    try {
      const raise = (operationId: string) => (tx: Parameters<Parameters<typeof inTransaction>[1]>[0]) => changes.raiseStock(tx, actor, { reference: it0.catalogueIndex, by: 3, powod_zmiany: 'test', operationId });
      await expect(
        inTransaction(em(), async (tx) => {
          await raise('raise-rolled-back')(tx);
          throw new Error('the caller failed after raising');
        }),
      ).rejects.toThrow('the caller failed after raising');
      expect((await item(it0.id)).quantity).toBe(5);
      const about = (id: number) => published.mock.calls.filter(([, e]) => (e as { stockItemId?: number }).stockItemId === id);
      expect(about(it0.id)).toHaveLength(0);
      expect(reported.mock.calls.filter(([, op]) => op === 'raise-rolled-back')).toHaveLength(0);

      await inTransaction(em(), raise('raise-committed'));
      expect((await item(it0.id)).quantity).toBe(8);
      expect(about(it0.id)).toHaveLength(1);
      expect(reported.mock.calls.filter(([, op]) => op === 'raise-committed').map(([, , status]) => status)).toEqual(['IN_PROGRESS', 'SUCCESS', 'FINISH']);
    } finally {
      published.mockRestore();
      reported.mockRestore();
    }
  });

  it('200 concurrent stock changes on one item: none lost, exactly 200 applied and 200 history entries', async () => {
    const it0 = await newItem(t, 100);
    const tokens = [office, await t.tokenFor(3), await t.tokenFor(4)];
    let conflicts = 0;
    // Each client adds 1 from the quantity it believes; on 409 it takes the current value from the
    // answer and tries again after a random wait growing with its last request's time and the
    // attempt (capped), as a real client backs off: the test proves no update is lost, not speed.
    const client = async (i: number) => {
      let seen = 100;
      for (let attempt = 0; attempt < 400; attempt++) {
        const sent = Date.now();
        const res = await t.rest('POST', '/api/changes', { token: tokens[i % 3], body: stockChange(it0.catalogueIndex, seen, seen + 1, `przyjęcie ${i}`) });
        const took = Date.now() - sent;
        if (res.status === 201) return;
        expect(res.status).toBe(409);
        conflicts++;
        seen = res.body.current.stan;
        await new Promise((r) => setTimeout(r, Math.random() * took * Math.min(2 ** attempt, 32)));
      }
      throw new Error(`client ${i} never got through`);
    };
    await Promise.all(Array.from({ length: 200 }, (_, i) => client(i)));
    expect((await item(it0.id)).quantity).toBe(300);
    expect(await em().count(Change, { stockItemId: it0.id, status: 'SUCCESS' })).toBe(200);
    expect(await em().count(Change, { stockItemId: it0.id })).toBe(200);
    const entries = await em().find(HistoryEntry, { entityType: 'stock_item', entityId: String(it0.id), action: 'quantity_changed' }, { orderBy: { id: 'asc' } });
    expect(entries).toHaveLength(200);
    // the entries chain: each one starts where the previous ended
    entries.forEach((e, k) => expect(e.before).toEqual({ quantity: 100 + k }));
    // All 200 first sent stary_stan 100 and only one change can start from 100: the other 199 were
    // refused at least once, whatever the timing (the compare-and-set was really contended).
    expect(conflicts).toBeGreaterThanOrEqual(199);
  }, 300_000);

  it('two people decreasing the last pieces at once: one wins, the other gets 409, never below zero', async () => {
    const it0 = await newItem(t, 1);
    const results = await Promise.all([office, office, office, office].map((tok) => t.rest('POST', '/api/changes', { token: tok, body: stockChange(it0.catalogueIndex, 1, 0, 'wydanie') })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await item(it0.id)).quantity).toBe(0);
  });
});

describe('changes with the http ERP connector', () => {
  let erp: FakeErp;
  let t: TestApp;
  let office: string;
  let klient: string;
  beforeAll(async () => {
    erp = await FakeErp.start();
    // 2 s: a held request must outlast a loaded machine's pauses; the timeout test answers slower than that.
    t = await TestApp.start({ ERP_CONNECTOR: 'http', ERP_URL: erp.url, ERP_TIMEOUT_MS: '5000' });
    office = await t.tokenFor(2);
    klient = await t.tokenFor(1);
  });
  afterAll(async () => {
    await t.stop();
    await erp.stop();
  });

  const em = () => t.app.orm.em.fork();
  const item = (id: number) => em().findOneOrFail(StockItem, { id });
  const change = (id: number) => t.rest('GET', `/api/changes/${id}`, { token: klient }).then((r) => r.body);
  const settled = async (id: number) => {
    let last: any;
    const start = Date.now();
    while (Date.now() - start < 8000) {
      last = await change(id);
      if (last.status !== 'PENDING') return last;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error(`change ${id} still PENDING`);
  };

  it('sends the change to the ERP with an Idempotency-Key and applies it on 2xx, reporting the wait', async () => {
    erp.mode = 'ok';
    const it0 = await newItem(t, 20);
    const operationId = '7d2c1b0a-3e4f-4a5b-8c6d-9e0f1a2b3c4d';
    const sub = await t.subscribed(() => subscribe(t.ws(office), 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
    const res = await t.rest('POST', '/api/changes', { token: office, body: { ...stockChange(it0.catalogueIndex, 20, 15, 'sprzedaż'), operationId } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'PENDING', message: 'Oczekiwanie na odpowiedź systemu ERP' });
    const done = await settled(res.body.id);
    expect(done.status).toBe('SUCCESS');
    expect((await item(it0.id)).quantity).toBe(15);
    const sent = erp.requests.find((r) => r.body.changeId === res.body.id)!;
    expect(sent.key).toBe(`change-${res.body.id}-1`);
    expect(sent.body).toMatchObject({ type: 'stock', reference: it0.catalogueIndex, data: { stary_stan: 20, nowy_stan: 15, powod_zmiany: 'sprzedaż' } });
    await waitFor(() => sub.events.some((e) => e.data.operationStatus.status === 'FINISH'), 3000, 'FINISH');
    expect(sub.events.map((e) => e.data.operationStatus.status)).toEqual(['IN_PROGRESS', 'SUCCESS', 'FINISH']);
    expect(sub.events[0].data.operationStatus.message).toBe('Oczekiwanie na odpowiedź systemu ERP');
    expect(sub.events[1].data.operationStatus.message).toBe('Stan zmieniono pomyślnie');
    const actions = (await em().find(HistoryEntry, { reference: it0.catalogueIndex }, { orderBy: { id: 'asc' } })).map((h) => `${h.entityType}:${h.action}`);
    expect(actions).toEqual(['change:created', 'stock_item:quantity_changed']);
  });

  it('holds the item while the ERP has a change: a second change gets 409 until it is answered', async () => {
    erp.mode = 'hold';
    const it0 = await newItem(t, 5, 'E-01-01');
    const first = await t.rest('POST', '/api/changes', { token: office, body: stockChange(it0.catalogueIndex, 5, 4) });
    expect(first.status).toBe(201);
    await waitFor(() => erp.requests.some((r) => r.body.changeId === first.body.id), 5000, 'the ERP to get it');
    const second = await t.rest('POST', '/api/changes', { token: office, body: locationChange(it0.catalogueIndex, 'E-01-01', 'E-01-02') });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ reason: 'PENDING_CHANGE', pendingChangeId: first.body.id });
    expect((await t.rest('GET', `/api/stocks?index=${it0.catalogueIndex}`, { token: klient })).body.data[0]).toMatchObject({ quantity: 5, hasPendingChange: true });
    erp.mode = 'ok';
    erp.release();
    expect((await settled(first.body.id)).status).toBe('SUCCESS');
    const third = await t.rest('POST', '/api/changes', { token: office, body: locationChange(it0.catalogueIndex, 'E-01-01', 'E-01-02') });
    expect(third.status).toBe(201);
    expect((await settled(third.body.id)).status).toBe('SUCCESS');
    expect(await item(it0.id)).toMatchObject({ quantity: 4, location: 'E-01-02', pendingChangeId: null });
  });

  it('an ERP failure leaves the item alone and marks the change ERROR; retried after recovery it succeeds', async () => {
    erp.mode = 'fail';
    const it0 = await newItem(t, 30);
    const res = await t.rest('POST', '/api/changes', { token: office, body: stockChange(it0.catalogueIndex, 30, 25) });
    const failed = await settled(res.body.id);
    expect(failed).toMatchObject({ status: 'ERROR', errorMessage: 'System ERP odrzucił zmianę (HTTP 500): Magazyn ERP niedostępny' });
    expect(await item(it0.id)).toMatchObject({ quantity: 30, pendingChangeId: null });
    const row = (await t.rest('GET', `/api/stocks?index=${it0.catalogueIndex}`, { token: klient })).body.data[0];
    expect(row.hasErrorChanges).toBe(true);
    const errors = await t.rest('GET', `/api/changes?reference=${it0.catalogueIndex}&status=ERROR`, { token: klient });
    expect(errors.body.map((c: { id: number }) => c.id)).toEqual([res.body.id]);

    erp.mode = 'ok';
    expect((await t.rest('PATCH', `/api/changes/${res.body.id}`, { token: klient, body: {} })).status).toBe(403);
    const retried = await t.rest('PATCH', `/api/changes/${res.body.id}`, { token: office, body: {} });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'PENDING', attempt: 2 });
    expect((await settled(res.body.id)).status).toBe('SUCCESS');
    expect((await item(it0.id)).quantity).toBe(25);
    expect(erp.keys().filter((k) => k?.startsWith(`change-${res.body.id}-`))).toEqual([`change-${res.body.id}-1`, `change-${res.body.id}-2`]);
    expect((await t.rest('GET', `/api/stocks?index=${it0.catalogueIndex}`, { token: klient })).body.data[0].hasErrorChanges).toBe(false);
  });

  it('everyone watching the stock list hears each step of a change: ERROR, retried and pending, applied, dismissed', async () => {
    const it0 = await newItem(t, 40, 'F-01-01');
    const other = await newItem(t, 7, 'F-01-02');
    // A klient (role 1) only reads, but sees the list change live. Each event carries the item
    // as it is when the event is delivered, so each step waits for the state it should show.
    const sub = await t.subscribed(() => subscribe(t.ws(klient), 'subscription { stockItemUpdated { id quantity location hasPendingChange hasErrorChanges } }'));
    let mark = 0;
    const heard = async (state: Record<string, unknown>, what: string) => {
      const from = mark;
      const matches = () => sub.events.slice(from).some((e) => e.data.stockItemUpdated.id === it0.id && Object.entries(state).every(([k, v]) => e.data.stockItemUpdated[k] === v));
      await waitFor(matches, 3000, what);
      mark = sub.events.length;
    };

    erp.mode = 'fail';
    const res = await t.rest('POST', '/api/changes', { token: office, body: stockChange(it0.catalogueIndex, 40, 35) });
    expect((await settled(res.body.id)).status).toBe('ERROR');
    await heard({ quantity: 40, hasPendingChange: false, hasErrorChanges: true }, 'the ERROR mark');

    erp.mode = 'hold';
    await t.rest('PATCH', `/api/changes/${res.body.id}`, { token: office, body: {} });
    await heard({ quantity: 40, hasPendingChange: true, hasErrorChanges: false }, 'the retried change pending');
    // release only what the ERP holds: the job may not have sent the retry yet
    await waitFor(() => erp.keys().includes(`change-${res.body.id}-2`), 3000, 'the retry reaching the ERP');
    erp.release();
    expect((await settled(res.body.id)).status).toBe('SUCCESS');
    await heard({ quantity: 35, location: 'F-01-01', hasPendingChange: false, hasErrorChanges: false }, 'the change applied');

    erp.mode = 'fail';
    const second = await t.rest('POST', '/api/changes', { token: office, body: locationChange(it0.catalogueIndex, 'F-01-01', 'F-09-09') });
    expect((await settled(second.body.id)).status).toBe('ERROR');
    await heard({ location: 'F-01-01', hasErrorChanges: true }, 'the second change failing');
    expect((await t.rest('DELETE', `/api/changes/${second.body.id}`, { token: office })).status).toBe(200);
    await heard({ location: 'F-01-01', hasErrorChanges: false }, 'the failed change dismissed');
    // Nothing was said about the item nobody changed; its availability flag is heard.
    expect(sub.events.some((e) => e.data.stockItemUpdated.id === other.id)).toBe(false);
    await t.rest('POST', '/api/stocks/set-availability-check', { token: office, body: { ids: [other.id], availabilityCheck: true } });
    await waitFor(() => sub.events.some((e) => e.data.stockItemUpdated.id === other.id), 3000, 'the availability flag');
    expect(sub.errors).toEqual([]);
    sub.unsubscribe();
    erp.mode = 'ok';
  });

  it('a timeout is an ERROR; the change can be corrected and retried, or dismissed', async () => {
    erp.mode = 'slow';
    erp.slowMs = 5600;
    const it0 = await newItem(t, 12);
    const res = await t.rest('POST', '/api/changes', { token: office, body: stockChange(it0.catalogueIndex, 12, 10) });
    const failed = await settled(res.body.id);
    expect(failed.status).toBe('ERROR');
    expect(failed.errorMessage).toMatch(/nie odpowiedział w ciągu 5000 ms/);

    // Someone corrected the stock meanwhile? The guard is checked again on retry.
    erp.mode = 'ok';
    const wrong = await t.rest('PATCH', `/api/changes/${res.body.id}`, { token: office, body: { data: { stary_stan: 11, nowy_stan: 9, powod_zmiany: 'korekta' } } });
    expect(wrong.status).toBe(409);
    expect((await change(res.body.id)).status).toBe('ERROR');
    const invalid = await t.rest('PATCH', `/api/changes/${res.body.id}`, { token: office, body: { data: { stary_stan: 12, nowy_stan: -2, powod_zmiany: 'x' } } });
    expect(invalid.status).toBe(400);
    const corrected = await t.rest('PATCH', `/api/changes/${res.body.id}`, { token: office, body: { data: { stary_stan: 12, nowy_stan: 9, powod_zmiany: 'korekta po liczeniu' } } });
    expect(corrected.status).toBe(200);
    expect((await settled(res.body.id)).status).toBe('SUCCESS');
    expect((await item(it0.id)).quantity).toBe(9);

    // another failure, this time dismissed
    erp.mode = 'fail';
    const again = await t.rest('POST', '/api/changes', { token: office, body: stockChange(it0.catalogueIndex, 9, 1) });
    expect((await settled(again.body.id)).status).toBe('ERROR');
    const dismissed = await t.rest('DELETE', `/api/changes/${again.body.id}`, { token: office });
    expect(dismissed.status).toBe(200);
    expect((await t.rest('GET', `/api/changes/${again.body.id}`, { token: office })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/changes/${again.body.id}`, { token: office })).status).toBe(404);
    expect((await item(it0.id)).quantity).toBe(9);
    const deleted = await em().findOneOrFail(HistoryEntry, { entityType: 'change', entityId: String(again.body.id), action: 'deleted' });
    expect(deleted.before).toMatchObject({ status: 'ERROR', data: { stary_stan: 9, nowy_stan: 1 } });
    erp.mode = 'ok';
  });
});

describe('a restart with a pending change', () => {
  it('loses nothing and applies it once, even when the dead node had already sent it', async () => {
    const erp = await FakeErp.start();
    const db = await createTestDatabase();
    const env = { ERP_CONNECTOR: 'http', ERP_URL: erp.url, ERP_TIMEOUT_MS: '2000' };
    // Node A takes the change, then "crashes" in the middle of the sync: it had claimed the job
    // and sent the change to the ERP, but died before recording the answer.
    const a = await TestApp.start({ ...env, WORKERS: 'false' }, db);
    const it0 = await newItem(a, 40);
    const office = await a.tokenFor(2);
    const res = await a.rest('POST', '/api/changes', { token: office, body: stockChange(it0.catalogueIndex, 40, 33, 'przed restartem') });
    expect(res.body.status).toBe('PENDING');
    const key = `change-${res.body.id}-1`;
    await fetch(erp.url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ changeId: res.body.id }) });
    await a.app.orm.em.fork().nativeUpdate(Job, { queue: 'erp-sync' }, { status: 'RUNNING', lockedBy: 'node-a-dead', lockedUntil: new Date(Date.now() - 1000), attempts: 1 });
    await a.stop({ keepDatabase: true });

    // Node B starts on the same database: the lease ran out, it takes the job over and resends with the same key.
    const b = await TestApp.start(env, db);
    try {
        const start = Date.now();
      let status = 'PENDING';
      while (status === 'PENDING' && Date.now() - start < 10_000) {
        status = (await b.app.orm.em.fork().findOneOrFail(Change, { id: res.body.id })).status;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe('SUCCESS');
      expect((await b.app.orm.em.fork().findOneOrFail(StockItem, { id: it0.id })).quantity).toBe(33);
      expect(erp.keys()).toEqual([key, key]); // sent twice over the wire ...
      expect(erp.applied.size).toBe(1); // ... applied once by the ERP
      expect(await b.app.orm.em.fork().count(HistoryEntry, { entityType: 'stock_item', entityId: String(it0.id) })).toBe(1);
    } finally {
      await b.stop();
      await erp.stop();
    }
  }, 30_000);
});
