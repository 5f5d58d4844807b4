import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document } from '../../src/modules/documents/document.entity.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { TestApp } from '../support/test-app.js';
import { cabin, createWorkers, pushOrder } from './manufacturing-custom.fixtures.js';

const C = '/api/manufacturing/custom-manufacturing';

/** Broken glass holds its order: Pakowanie does not ship an order whose glass is missing or not
 *  made without the packer saying so, and the history keeps what was overridden (ADR 0961). */
describe('packing an order whose glass is not ready', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let worker: number;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
    staff = await t.tokenFor(3);
    [worker] = await createWorkers(t, 1, 'hold');
  });
  afterAll(() => t.stop());

  const history = (documentId: number) => t.app.orm.em.fork().find(HistoryEntry, { entityType: 'document', entityId: String(documentId) }, { orderBy: { id: 'asc' } });
  const lock = async (id: number) => expect((await t.rest('POST', `/api/documents/${id}/lock`, { token: admin, body: { is_locked: true } })).status).toBe(200);
  const ship = (id: number, body?: unknown) => t.rest('POST', `/api/documents/${id}/ship`, { token: admin, ...(body === undefined ? {} : { body }) });
  /** An order with one custom record, labelled, its document locked by the packer. */
  const order = async () => {
    const o = await pushOrder(t, admin);
    const rec = await t.rest('POST', C, { token: staff, body: cabin(o.number, worker) });
    expect(rec.status).toBe(201);
    expect((await t.rest('POST', `${C}/print`, { token: staff, body: { id: rec.body.id } })).status).toBe(200);
    await lock(o.documentId);
    return { ...o, recordId: rec.body.id as number };
  };

  it('refuses to ship while glass is reported missing or records are not closed in a batch, naming each; ships once both are done', async () => {
    const o = await order();
    const notMade = await ship(o.documentId);
    expect(notMade.status).toBe(409);
    expect(notMade.body).toMatchObject({ reason: 'GLASS_NOT_READY', holds: [{ code: 'GLASS_NOT_MADE' }] });
    expect(notMade.body.message).toBe(`Zamówienia ${o.number} nie można przekazać do wysyłki, bo szkło nie jest gotowe: rekordy produkcji jeszcze niezamknięte w partii: 1`);

    const rep = await t.rest('POST', `${C}/report-missing`, { token: staff, body: { id: o.recordId, paneIndex: 1, reason: 'stluczka_w_produkcji', numer_pracownika: worker } });
    expect(rep.status, JSON.stringify(rep.body)).toBe(200);
    const missing = await ship(o.documentId);
    expect(missing.status).toBe(409);
    expect(missing.body.holds.map((h: { code: string }) => h.code)).toEqual(['MISSING_GLASS', 'GLASS_NOT_MADE']);
    expect(missing.body.message).toContain(`otwarty brak szkła nr ${rep.body.entry.id} (stłuczka w produkcji)`);
    // nothing moved: still locked by the packer, no "shipped" in the history
    expect(await t.app.orm.em.fork().findOneOrFail(Document, { id: o.documentId })).toMatchObject({ status: 'LOCKED', is_locked: true });
    expect((await history(o.documentId)).map((h) => h.action)).toEqual(['created', 'locked']);

    expect((await t.rest('POST', `${C}/close-missing`, { token: staff, body: { numer_pracownika: worker, id: rep.body.entry.id } })).status).toBe(200);
    expect((await ship(o.documentId)).body.holds.map((h: { code: string }) => h.code)).toEqual(['GLASS_NOT_MADE']);
    expect((await t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [o.recordId] } })).status).toBe(200);
    const shipped = await ship(o.documentId);
    expect(shipped.status).toBe(200);
    expect(shipped.body.message).toBe(`Zamówienie ${o.number} zostało przekazane do wysyłki`);
    const last = (await history(o.documentId)).at(-1)!;
    expect(last.action).toBe('shipped');
    expect(last.after).not.toHaveProperty('override');
  });

  it('ships with an explicit override; the history records the override, the holds and the note', async () => {
    const o = await order();
    const rep = await t.rest('POST', `${C}/report-missing`, { token: staff, body: { id: o.recordId, paneIndex: 2, reason: 'wada', numer_pracownika: worker } });
    expect(rep.status).toBe(200);
    const bad = await ship(o.documentId, { override: 'tak' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('override');
    const shipped = await ship(o.documentId, { override: true, note: 'Klient odbiera okucia, szyba dojedzie osobno' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.document.status).toBe('SHIPPED');
    const last = (await history(o.documentId)).at(-1)!;
    expect(last).toMatchObject({
      action: 'shipped',
      after: { status: 'SHIPPED', override: true, note: 'Klient odbiera okucia, szyba dojedzie osobno', holds: [{ code: 'MISSING_GLASS' }, { code: 'GLASS_NOT_MADE' }] },
    });
  });

  it('GraphQL: documentShip answers GLASS_NOT_READY with the reason, and ships with override: true', async () => {
    const o = await order();
    const refused = await t.gql('mutation($id: Int!) { documentShip(id: $id) { message } }', { id: o.documentId }, admin);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'GLASS_NOT_READY' });
    expect(refused.errors?.[0].message).toContain('nie można przekazać do wysyłki');
    const ok = await t.gql('mutation($id: Int!) { documentShip(id: $id, override: true) { message document { status } } }', { id: o.documentId }, admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.documentShip.document.status).toBe('SHIPPED');
  });

  it('the refusals of packing and of a record form are whole Polish sentences (no English mixed in)', async () => {
    const o = await pushOrder(t, admin);
    expect((await ship(o.documentId)).body.message).toBe('Najpierw zablokuj dokument');
    await lock(o.documentId);
    const other = await t.tokenFor(2);
    const held = await t.rest('POST', `/api/documents/${o.documentId}/ship`, { token: other });
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(new RegExp(`^Dokument zamówienia ${o.number.replaceAll('/', '\\/')} jest zablokowany przez .+$`));
    const noPanes = await t.rest('POST', C, { token: staff, body: cabin(o.number, worker, { panes: [] }) });
    expect(noPanes.status).toBe(400);
    expect(noPanes.body.fields.panes).toBe('Podaj wymiary co najmniej jednej szyby (wymagane dla typu szklo_kabina)');
    expect(noPanes.body.message).not.toMatch(/Invalid|at least|required/);
  });

  it('an order without custom glass ships as before (no body, as SPEC.md gives it)', async () => {
    const o = await pushOrder(t, admin);
    await lock(o.documentId);
    expect((await ship(o.documentId)).status).toBe(200);
  });
});
