import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';
import { ManufacturingLabel, ManufacturingRecord } from '../../src/modules/manufacturing-custom/custom.entity.js';
import { cabin, createWorkers, pushOrder } from './manufacturing-custom.fixtures.js';

const C = '/api/manufacturing/custom-manufacturing';

describe('custom manufacturing: labels, batches, missing glass, production sheet', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let office: string;
  let workers: number[];
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
    staff = await t.tokenFor(3);
    office = await t.tokenFor(2);
    workers = await createWorkers(t, 2, 'st');
  });
  afterAll(() => t.stop());

  /** A record of a new order, by workers[0] unless told. */
  const record = async (worker = workers[0]) => {
    const order = await pushOrder(t, admin);
    const res = await t.rest('POST', C, { token: staff, body: cabin(order.number, worker) });
    expect(res.status).toBe(201);
    return { ...order, id: res.body.id as number };
  };
  const printed = async (worker = workers[0]) => {
    const r = await record(worker);
    const p = await t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id } });
    expect(p.status).toBe(200);
    return { ...r, labels: p.body.labels as Array<{ id: number; code: string }> };
  };

  describe('labels', () => {
    it('prints one label per pane through the print queue, never twice; a double scan with one Idempotency-Key prints once', async () => {
      const r = await record();
      const headers = { 'idempotency-key': `print-${r.id}` };
      const [a, b] = await Promise.all([t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id }, headers }), t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id }, headers })]);
      const ok = [a, b].filter((x) => x.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const x of [a, b]) expect([200, 409]).toContain(x.status);
      const first = ok[0].body;
      expect(first.labels.map((l: { code: string }) => l.code)).toEqual([`G-${r.id}-1`, `G-${r.id}-2`]);
      expect(first.labels.every((l: { printJobId: number | null }) => l.printJobId !== null)).toBe(true);
      expect(first.record.status).toBe('LABELED');
      expect(first.operationId).toBeTruthy();
      const again = await t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id } });
      expect(again.status).toBe(409);
      expect(again.body.reason).toBe('LABELS_EXIST');
      const rec = await t.rest('GET', `/api/manufacturing/${r.id}`, { token: staff });
      expect(rec.body.labels).toHaveLength(2);
      expect(rec.body.log.map((l: { action: string }) => l.action)).toEqual(['CREATED', 'LABEL_PRINTED']);
      // Historia names the printer, not its id ("Drukarka: 5")
      const printers = (await t.rest('GET', '/api/quick-print/printers', { token: staff })).body as Array<{ id: number; name: string }>;
      const history = await t.rest('GET', `/api/history?entityType=manufacturing_record&action=label_printed&reference=${encodeURIComponent(r.number)}`, { token: await t.tokenFor(4) });
      const after = history.body.data.find((h: { entityId: string }) => h.entityId === String(r.id))?.after;
      expect(after?.printer).toBe(printers[0].name);
    });

    it('label-update voids the old label and prints a counted reprint; label-delete voids with who and why', async () => {
      const r = await printed();
      const up = await t.rest('PATCH', `${C}/label-update`, { token: staff, body: { ids: [r.labels[0].id], reason: 'zmiana wymiaru' } });
      expect(up.status).toBe(200);
      expect(up.body.labels[0]).toMatchObject({ code: `G-${r.id}-1-R1`, reprintOf: r.labels[0].id, reprintCount: 1 });
      const twice = await t.rest('PATCH', `${C}/label-update`, { token: staff, body: { ids: [r.labels[0].id] } });
      expect(twice.status).toBe(409);
      const del = await t.rest('PATCH', `${C}/label-delete`, { token: staff, body: { ids: [r.labels[1].id, up.body.labels[0].id], reason: 'błąd' } });
      expect(del.status).toBe(200);
      const rec = (await t.rest('GET', `/api/manufacturing/${r.id}`, { token: staff })).body;
      const voided = rec.labels.filter((l: { status: string }) => l.status === 'VOIDED');
      expect(voided).toHaveLength(3);
      expect(voided.find((l: { id: number }) => l.id === r.labels[1].id)).toMatchObject({ voidReason: 'błąd', voidedByName: 'Marek Magazynowy' });
      // no label left: the record is NEW again and may be printed; the new labels take fresh codes
      expect(rec.status).toBe('NEW');
      const again = await t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id } });
      expect(again.status).toBe(200);
      const reprinted = (await t.rest('GET', `/api/manufacturing/${r.id}`, { token: staff })).body;
      expect(reprinted.status).toBe('LABELED');
      expect(reprinted.labels.filter((l: { status: string }) => l.status !== 'VOIDED').map((l: { code: string }) => l.code).sort()).toEqual([`G-${r.id}-1-R2`, `G-${r.id}-2-R1`]);
      expect((await t.rest('PATCH', `${C}/label-delete`, { token: staff, body: { ids: [987654] } })).status).toBe(404);
    });

    it('manufacturingLabelDelete with one idempotencyKey twice voids once and answers the same; without it a repeat is 409', async () => {
      const r = await printed();
      const del = `mutation($ids: [Int!]!, $key: String) { manufacturingLabelDelete(ids: $ids, reason: "pęknięta", idempotencyKey: $key) { message record { status version } labels { id status voidReason } } }`;
      const vars = { ids: [r.labels[0].id], key: `void-${r.id}` };
      const first = await t.gql(del, vars, staff);
      expect(first.errors).toBeUndefined();
      const second = await t.gql(del, vars, staff);
      expect(second.errors).toBeUndefined();
      expect(second.data).toEqual(first.data);
      expect(first.data.manufacturingLabelDelete.labels).toEqual([{ id: r.labels[0].id, status: 'VOIDED', voidReason: 'pęknięta' }]);
      // one effect: one log line, one history entry
      const rec = (await t.rest('GET', `/api/manufacturing/${r.id}`, { token: staff })).body;
      expect(rec.log.filter((l: { action: string }) => l.action === 'LABEL_VOIDED')).toHaveLength(1);
      // the same key with another request is refused; no key: "already voided"
      const other = await t.gql(del, { ids: [r.labels[1].id], key: `void-${r.id}` }, staff);
      expect(other.errors?.[0]?.message).toMatch(/different request/);
      expect((await t.rest('GET', `/api/manufacturing/${r.id}`, { token: staff })).body.labels.find((l: { id: number }) => l.id === r.labels[1].id).status).not.toBe('VOIDED');
      const rest = await t.rest('PATCH', `${C}/label-delete`, { token: staff, body: { ids: [r.labels[0].id] } });
      expect(rest.status).toBe(409);
      // REST takes the key as a header, the same way
      const headers = { 'idempotency-key': `void-rest-${r.id}` };
      const a = await t.rest('PATCH', `${C}/label-delete`, { token: staff, body: { ids: [r.labels[1].id] }, headers });
      const b = await t.rest('PATCH', `${C}/label-delete`, { token: staff, body: { ids: [r.labels[1].id] }, headers });
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body).toEqual(a.body);
    });

    it("the first print sets the record's first_label_at (its first label's time); a reprint and a void leave it (ADR 0925)", async () => {
      const em = () => t.app.orm.em.fork();
      const r = await record();
      expect((await em().findOneOrFail(ManufacturingRecord, { id: r.id })).firstLabelAt).toBeNull();
      expect((await t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id } })).status).toBe(200);
      const labels = await em().find(ManufacturingLabel, { recordId: r.id }, { orderBy: { id: 'ASC' } });
      expect(labels).toHaveLength(2);
      const first = Math.min(...labels.map((l) => l.createdAt.getTime()));
      const printedAt = (await em().findOneOrFail(ManufacturingRecord, { id: r.id })).firstLabelAt;
      expect(printedAt?.getTime()).toBe(first);
      // the same instant as the labels' own column, compared in SQL (no rounding apart)
      const [same] = await em().getConnection().execute(
        'select count(*) as n from manufacturing_records r where r.id = ? and r.first_label_at = (select min(l.created_at) from manufacturing_labels l where l.record_id = r.id and l.reprint_of is null)',
        [r.id],
      );
      expect(Number(same.n)).toBe(1);
      await new Promise((ok) => setTimeout(ok, 20)); // a reprint later than the print
      const up = await t.rest('PATCH', `${C}/label-update`, { token: staff, body: { ids: [labels[0].id], reason: 'zmiana wymiaru' } });
      expect(up.status).toBe(200);
      expect((await em().findOneOrFail(ManufacturingLabel, { id: up.body.labels[0].id })).createdAt.getTime()).toBeGreaterThan(first);
      expect((await em().findOneOrFail(ManufacturingRecord, { id: r.id })).firstLabelAt?.getTime()).toBe(first);
      expect((await t.rest('PATCH', `${C}/label-delete`, { token: staff, body: { ids: [labels[1].id, up.body.labels[0].id] } })).status).toBe(200);
      const after = await em().findOneOrFail(ManufacturingRecord, { id: r.id });
      expect(after.status).toBe('NEW');
      expect(after.firstLabelAt?.getTime()).toBe(first);
    });

    it("the reprint's and the void's reasons are in the record's log (who and why)", async () => {
      const r = await printed();
      expect((await t.rest('PATCH', `${C}/label-update`, { token: staff, body: { ids: [r.labels[0].id], reason: 'rysa na krawędzi' } })).status).toBe(200);
      expect((await t.rest('PATCH', `${C}/label-delete`, { token: staff, body: { ids: [r.labels[1].id], reason: 'tafla odłożona' } })).status).toBe(200);
      const rec = (await t.rest('GET', `/api/manufacturing/${r.id}`, { token: staff })).body;
      const log = rec.log.map((l: { action: string; note: string | null; employeeName: string }) => [l.action, l.note]);
      expect(log).toContainEqual(['LABEL_REPRINTED', 'rysa na krawędzi']);
      expect(log).toContainEqual(['LABEL_VOIDED', 'tafla odłożona']);
    });

    it("a label's code scanned anywhere answers its record (REST and GraphQL); unknown 404, bad code 400, deleted record 404", async () => {
      const r = await printed();
      const code = r.labels[1].code;
      const rest = await t.rest('GET', `/api/manufacturing/label-lookup/${encodeURIComponent(code.toLowerCase())}`, { token: office });
      expect(rest.status).toBe(200);
      expect(rest.body).toMatchObject({ code, labelId: r.labels[1].id, recordId: r.id });
      expect(['QUEUED', 'PRINTED']).toContain(rest.body.status);
      const gql = await t.gql('query($code: String!) { manufacturingLabelLookup(code: $code) { code labelId recordId status } }', { code }, office);
      // The same answer, asked later: the print queue may have printed the label in between (never
      // the other way round, a later read seeing an older state).
      const later = rest.body.status === 'QUEUED' ? ['QUEUED', 'PRINTED'] : ['PRINTED'];
      expect(later).toContain(gql.data.manufacturingLabelLookup.status);
      expect(gql.data.manufacturingLabelLookup).toEqual({ ...rest.body, status: gql.data.manufacturingLabelLookup.status });
      // a voided label still names its record
      expect((await t.rest('PATCH', `${C}/label-delete`, { token: staff, body: { ids: [r.labels[1].id] } })).status).toBe(200);
      expect((await t.rest('GET', `/api/manufacturing/label-lookup/${code}`, { token: office })).body).toMatchObject({ recordId: r.id, status: 'VOIDED' });
      const unknown = await t.rest('GET', '/api/manufacturing/label-lookup/G-987654321-1', { token: office });
      expect(unknown.status).toBe(404);
      const bad = await t.rest('GET', `/api/manufacturing/label-lookup/${encodeURIComponent('G 1;drop')}`, { token: office });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('code');
      const gqlBad = await t.gql('query { manufacturingLabelLookup(code: "") { recordId } }', {}, office);
      expect(gqlBad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await t.rest('GET', `/api/manufacturing/label-lookup/${code}`, { token: null })).status).toBe(401);
      expect((await t.rest('GET', `/api/manufacturing/label-lookup/${code}`, { token: await t.tokenFor(1) })).status).toBe(403);
      // the record deleted: its labels lead nowhere
      const other = await printed(workers[1]);
      const del = await t.rest('DELETE', `/api/manufacturing/1004/${other.id}`, { token: admin });
      expect(del.status).toBe(200);
      expect((await t.rest('GET', `/api/manufacturing/label-lookup/${other.labels[0].code}`, { token: office })).status).toBe(404);
    });
  });

  describe('batches', () => {
    it('closes labelled records into PRT/YYYY/000123 all or nothing: 409 listing the offending ids, nothing changed', async () => {
      const a = await printed();
      const b = await printed();
      const unlabelled = await record();
      const refused = await t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [a.id, b.id, unlabelled.id, 987654] } });
      expect(refused.status).toBe(409);
      expect(refused.body.ids.sort()).toEqual([unlabelled.id, 987654].sort());
      expect((await t.rest('GET', `/api/manufacturing/${a.id}`, { token: staff })).body.batchId).toBeNull();
      const ok = await t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [a.id, b.id] } });
      expect(ok.status).toBe(200);
      expect(ok.body.number).toMatch(/^PRT\/\d{4}\/\d{6}$/);
      expect(ok.body).toMatchObject({ recordCount: 2, paneCount: 4, totalWeightKg: 126, status: 'CLOSED' });
      const closed = await t.rest('GET', `/api/manufacturing/${a.id}`, { token: staff });
      expect(closed.body).toMatchObject({ status: 'CLOSED', batchNumber: ok.body.number });
      // a record in a closed batch: no edit, no delete, no second batch
      const edit = await t.rest('PATCH', `${C}/${a.id}`, { token: staff, body: { version: closed.body.version, notes: 'x', createManufacturingLogDto: { numer_pracownika: workers[0] } } });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe(`Rekord jest w zamkniętej partii ${ok.body.number}`);
      expect((await t.rest('DELETE', `/api/manufacturing/1004/${a.id}`, { token: admin })).status).toBe(409);
      expect((await t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [a.id] } })).status).toBe(409);
      const completed = await t.rest('GET', `${C}?complete=complete&batch=${encodeURIComponent(ok.body.number)}`, { token: office });
      expect(completed.body.data.map((x: { id: number }) => x.id).sort()).toEqual([a.id, b.id].sort());
      const filters = await t.rest('GET', '/api/manufacturing/filters?complete=complete', { token: office });
      expect(filters.body.batches.map((x: { number: string }) => x.number)).toContain(ok.body.number);
      // reopen: admin only, logged, the batch stays viewable
      expect((await t.rest('PATCH', `${C}/batches/${ok.body.id}/reopen`, { token: staff, body: {} })).status).toBe(403);
      const reopened = await t.rest('PATCH', `${C}/batches/${ok.body.id}/reopen`, { token: admin, body: { note: 'pomyłka' } });
      expect(reopened.status).toBe(200);
      expect(reopened.body).toMatchObject({ status: 'REOPENED', reopenCount: 1, recordIds: [a.id, b.id] });
      const open = (await t.rest('GET', `/api/manufacturing/${a.id}`, { token: staff })).body;
      expect(open).toMatchObject({ status: 'LABELED', batchId: null });
      expect(open.log.at(-1)).toMatchObject({ action: 'BATCH_REOPENED', note: 'pomyłka' });
    });

    it('10 overlapping close-batch calls at once: no record in two batches, each call all or nothing', async () => {
      const recs = [];
      for (let i = 0; i < 6; i++) recs.push(await printed());
      const ids = recs.map((r) => r.id);
      const selections = Array.from({ length: 10 }, (_, i) => [ids[i % 6], ids[(i + 1) % 6], ids[(i + 3) % 6]]);
      const answers = await Promise.all(selections.map((sel) => t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: sel } })));
      const wins = answers.filter((a) => a.status === 200);
      expect(wins.length).toBeGreaterThanOrEqual(1);
      for (const a of answers) expect([200, 409]).toContain(a.status);
      const seen = new Map<number, number>();
      for (const w of wins) for (const id of w.body.recordIds as number[]) {
        expect(seen.has(id)).toBe(false);
        seen.set(id, w.body.id);
      }
      // every winner's records are in its batch; every loser changed nothing beyond the winners
      for (const id of ids) {
        const rec = (await t.rest('GET', `/api/manufacturing/${id}`, { token: staff })).body;
        expect(rec.batchId ?? null).toBe(seen.get(id) ?? null);
      }
    });
  });

  describe('missing glass', () => {
    it('reported at the station, listed with its age, blocks the batch, closed once (concurrent closes: one 200, the others 409)', async () => {
      const r = await printed();
      const rep = await t.rest('POST', `${C}/report-missing`, { token: staff, body: { id: r.id, paneIndex: 2, reason: 'stluczka_w_produkcji', numer_pracownika: workers[1] } });
      expect(rep.status).toBe(200);
      expect(rep.body.entry).toMatchObject({ status: 'OPEN', reason: 'stluczka_w_produkcji', paneIndex: 2, description: 'B 600 x 2000 x 8 mm hartowane' });
      const asked = Date.now();
      const list = await t.rest('GET', `${C}/missing-glass`, { token: office });
      const answered = Date.now();
      const mine = list.body.data.find((m: { id: number }) => m.id === rep.body.entry.id);
      // Open: its age is "now" on the server (between the request and its answer) minus createdAt.
      expect(mine.ageMs).toBeGreaterThanOrEqual(asked - Date.parse(mine.createdAt));
      expect(mine.ageMs).toBeLessThanOrEqual(answered - Date.parse(mine.createdAt));
      const blocked = await t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [r.id] } });
      expect(blocked.status).toBe(409);
      expect(blocked.body.offenders[0].reason).toBe('otwarte braki szkła');
      const slip = await t.rest('POST', `${C}/print-missing`, { token: staff, body: { id: rep.body.entry.id } });
      expect(slip.status).toBe(200);
      expect(slip.body.entry.printCount).toBe(1);
      expect((await t.rest('GET', `/api/manufacturing/${r.id}`, { token: staff })).body.log.map((l: { action: string }) => l.action)).toEqual(['CREATED', 'LABEL_PRINTED', 'MISSING_REPORTED', 'MISSING_PRINTED']);
      const closes = await Promise.all(Array.from({ length: 5 }, () => t.rest('POST', `${C}/close-missing`, { token: staff, body: { numer_pracownika: workers[1], id: rep.body.entry.id } })));
      expect(closes.filter((c) => c.status === 200)).toHaveLength(1);
      expect(closes.filter((c) => c.status === 409)).toHaveLength(4);
      expect((await t.rest('POST', `${C}/close-missing`, { token: staff, body: { numer_pracownika: 99999999, id: rep.body.entry.id } })).status).toBe(400);
      // Closed: the age stops at closedAt.
      const closedEntry = (await t.rest('GET', `${C}/missing-glass?status=CLOSED`, { token: office })).body.data.find((m: { id: number }) => m.id === rep.body.entry.id);
      expect(closedEntry.ageMs).toBe(Date.parse(closedEntry.closedAt) - Date.parse(closedEntry.createdAt));
      expect((await t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [r.id] } })).status).toBe(200);
    });

    it('a packer marking missing glass makes an entry; closing the last one puts the document back in the packing queue, with history and an event', async () => {
      const r = await printed();
      expect((await t.rest('POST', `/api/documents/${r.documentId}/lock`, { token: office, body: { is_locked: true } })).status).toBe(200);
      const held = await t.rest('POST', `/api/documents/${r.documentId}/missing-parts`, { token: office, body: { missingParts: ['Szyba hartowana 8 mm 900x2000', 'Uszczelka'], note: 'stłuczona w transporcie' } });
      expect(held.status).toBe(200);
      const entries = (await t.rest('GET', `${C}/missing-glass`, { token: office })).body.data.filter((m: { orderNumber: string }) => m.orderNumber === r.number);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ source: 'PACKING', documentId: r.documentId, recordId: r.id, reason: 'nie_dostarczono' });
      const client = t.ws(office);
      const sub = await t.subscribed(() => subscribe(client, 'subscription { documentUpdated { kind documentId } }'));
      const mfg = await t.subscribed(() => subscribe(client, 'subscription { manufacturingUpdated { kind action recordIds missingGlassId } }'));
      const closed = await t.rest('POST', `${C}/close-missing`, { token: staff, body: { numer_pracownika: workers[0], id: entries[0].id } });
      expect(closed.status).toBe(200);
      expect(closed.body.documentReturned).toBe(true);
      const doc = await t.rest('GET', `/api/documents?number=${encodeURIComponent(r.number)}`, { token: office });
      expect(doc.status).toBe(200);
      expect(doc.body.data).toEqual([expect.objectContaining({ id: r.documentId, status: 'NEW', is_locked: false })]);
      await waitFor(() => sub.events.some((e: any) => e.data?.documentUpdated?.documentId === r.documentId), 5000, 'document event');
      await waitFor(() => mfg.events.some((e: any) => e.data?.manufacturingUpdated?.missingGlassId === entries[0].id), 5000, 'manufacturing event');
      const history = await t.rest('GET', `/api/history?entityType=document`, { token: admin });
      expect(JSON.stringify(history.body)).toContain('returned_to_queue');
      sub.unsubscribe();
      mfg.unsubscribe();
    });
  });

  describe("progress on operationStatus, under the caller's operationId (subscribed before the request)", () => {
    type Status = { status: string; message: string };
    /** Subscribes to `operationId`, then acts; answers what the act answered and every status up to FINISH. */
    const follow = async (operationId: string, act: () => Promise<{ status: number; body: any }>) => {
      const sub = await t.subscribed(() => subscribe(t.ws(staff), 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
      const res = await act();
      await waitFor(() => sub.events.some((e) => e.data.operationStatus.status === 'FINISH'), 20_000, `FINISH of ${operationId}`);
      await new Promise((r) => setTimeout(r, 400)); // nothing may follow FINISH
      sub.unsubscribe();
      return { res, seen: sub.events.map((e) => e.data.operationStatus as Status) };
    };
    /** IN_PROGRESS first, then (more IN_PROGRESS), then exactly one outcome and one FINISH, last. */
    const expectRun = (seen: Status[], outcome: 'SUCCESS' | 'ERROR') => {
      const kinds = seen.map((s) => s.status);
      expect(kinds[0]).toBe('IN_PROGRESS');
      expect(kinds.slice(-2)).toEqual([outcome, 'FINISH']);
      expect(kinds.slice(0, -2).every((k) => k === 'IN_PROGRESS')).toBe(true);
    };

    it('print and label-update: IN_PROGRESS, SUCCESS once every label printed, FINISH once (not once per label)', async () => {
      const r = await record();
      const { res, seen } = await follow('station-print-0001', () => t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id, operationId: 'station-print-0001' } }));
      expect(res.status).toBe(200);
      expect(res.body.operationId).toBe('station-print-0001');
      expect(res.body.labels).toHaveLength(2);
      expectRun(seen, 'SUCCESS');
      expect(seen.at(-1)!.message).toBe('Drukowanie zakończyło się sukcesem');
      const view = (await t.rest('GET', `/api/manufacturing/${r.id}`, { token: staff })).body;
      expect(view.labels.map((l: { status: string }) => l.status)).toEqual(['PRINTED', 'PRINTED']);

      const up = await follow('station-reprint-0001', () =>
        t.rest('PATCH', `${C}/label-update`, { token: staff, body: { ids: res.body.labels.map((l: { id: number }) => l.id), reason: 'zmiana', operationId: 'station-reprint-0001' } }),
      );
      expect(up.res.status).toBe(200);
      expect(up.res.body.operationId).toBe('station-reprint-0001');
      expectRun(up.seen, 'SUCCESS');

      // refused (labels exist): the follower hears why, then FINISH
      const refused = await follow('station-print-0002', () => t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id, operationId: 'station-print-0002' } }));
      expect(refused.res.status).toBe(409);
      expect(refused.seen.map((s) => s.status)).toEqual(['ERROR', 'FINISH']);
      expect(refused.seen[0].message).toContain('są już wydrukowane');
      const bad = await t.rest('POST', `${C}/print`, { token: staff, body: { id: r.id, operationId: 'x' } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty('operationId');
    });

    it('print-missing streams the slip; close-batch streams IN_PROGRESS, SUCCESS "Partia ... zamknięta", FINISH (with a printer: after its manifest printed)', async () => {
      const r = await printed();
      const rep = await t.rest('POST', `${C}/report-missing`, { token: staff, body: { id: r.id, reason: 'wada', numer_pracownika: workers[0] } });
      expect(rep.status).toBe(200);
      const slip = await follow('station-slip-0001', () => t.rest('POST', `${C}/print-missing`, { token: staff, body: { id: rep.body.entry.id, operationId: 'station-slip-0001' } }));
      expect(slip.res.status).toBe(200);
      expect(slip.res.body.operationId).toBe('station-slip-0001');
      expectRun(slip.seen, 'SUCCESS');
      expect((await t.rest('POST', `${C}/close-missing`, { token: staff, body: { id: rep.body.entry.id, numer_pracownika: workers[0] } })).status).toBe(200);

      const closed = await follow('station-batch-0001', () => t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [r.id], operationId: 'station-batch-0001' } }));
      expect(closed.res.status).toBe(200);
      expectRun(closed.seen, 'SUCCESS');
      expect(closed.seen.at(-2)!.message).toBe(`Partia ${closed.res.body.number} zamknięta`);

      const again = await follow('station-batch-0002', () => t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [r.id], operationId: 'station-batch-0002' } }));
      expect(again.res.status).toBe(409);
      expectRun(again.seen, 'ERROR');
      expect(again.seen.at(-2)!.message).toContain('Nie można zamknąć partii');

      const printer = (await t.rest('GET', '/api/quick-print/printers', { token: staff })).body[0].id as number;
      const other = await printed();
      const withManifest = await follow('station-batch-0003', () => t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [other.id], printer, operationId: 'station-batch-0003' } }));
      expect(withManifest.res.status).toBe(200);
      expectRun(withManifest.seen, 'SUCCESS');
      expect(withManifest.seen.map((s) => s.message)).toContain(`Partia ${withManifest.res.body.number} zamknięta; drukowanie listy`);
      expect(withManifest.seen.at(-1)!.message).toBe('Drukowanie zakończyło się sukcesem');
    });

    it('the GraphQL mutations take operationId as well', async () => {
      const r = await record();
      const { res, seen } = await follow('station-gql-0001', async () => {
        const out = await t.gql('mutation($id: Int!, $op: String) { manufacturingPrint(id: $id, operationId: $op) { operationId } }', { id: r.id, op: 'station-gql-0001' }, staff);
        return { status: out.errors ? 400 : 200, body: out.data };
      });
      expect(res.body.manufacturingPrint.operationId).toBe('station-gql-0001');
      expectRun(seen, 'SUCCESS');
    });
  });

  describe('production sheet', () => {
    it('is made in the background on create; check-file-status answers FINISH with the PDF to download', async () => {
      const r = await record();
      // Polled as the client polls it: IN_PROGRESS while the sheet is being made, then FINISH.
      let status: any;
      for (let i = 0; i < 100; i++) {
        status = (await t.rest('GET', `/api/manufacturing/check-file-status/${r.id}`, { token: office })).body;
        if (status.status !== 'IN_PROGRESS') break;
        await new Promise((res) => setTimeout(res, 100));
      }
      expect(status).toMatchObject({ id: r.id, status: 'FINISH', url: `/api/manufacturing/file/${r.id}` });
      const pdf = await fetch(t.url + status.url, { headers: { authorization: `Bearer ${office}` } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await t.rest('GET', '/api/manufacturing/check-file-status/987654', { token: office })).status).toBe(404);
    });
  });

  describe('GraphQL, idempotency, previews and manifests', () => {
    it('the station flow over GraphQL: create (once per Idempotency-Key), print, close the batch; reopen is admin only', async () => {
      const order = await pushOrder(t, admin);
      const create = `mutation($input: ManufacturingRecordCreateInput!, $key: String) { manufacturingRecordCreate(input: $input, idempotencyKey: $key) { id status version widthSpec { width } weightKg panes { index weightKg } } }`;
      const input = cabin(order.number, workers[1]);
      const [a, b] = [await t.gql(create, { input, key: `gql-${order.number}` }, staff), await t.gql(create, { input, key: `gql-${order.number}` }, staff)];
      expect(a.errors).toBeUndefined();
      expect(b.data.manufacturingRecordCreate.id).toBe(a.data.manufacturingRecordCreate.id);
      const id = a.data.manufacturingRecordCreate.id;
      expect((await t.rest('GET', `${C}?numer_zamowienia=${encodeURIComponent(order.number)}`, { token: staff })).body.count).toBe(1);
      const bad = await t.gql(create, { input: { ...input, type: 'dach', widthSpec: { fixedDim: [{ part: 'A', value: 10 }] } } }, staff);
      expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0].extensions?.fields).toHaveProperty('widthSpec');
      const print = await t.gql('mutation($id: Int!) { manufacturingPrint(id: $id) { operationId labels { id code status } record { status } } }', { id }, staff);
      expect(print.data.manufacturingPrint.record.status).toBe('LABELED');
      const label = print.data.manufacturingPrint.labels[0];
      const svg = await t.gql('query($id: Int!) { manufacturingLabelPreview(id: $id) }', { id: label.id }, staff);
      expect(svg.data.manufacturingLabelPreview).toContain('<svg');
      expect(svg.data.manufacturingLabelPreview).toContain(order.number);
      const close = await t.gql('mutation($ids: [Int!]!) { manufacturingCloseBatch(ids: $ids, printer: null) { id number recordIds } }', { ids: [id] }, staff);
      expect(close.data.manufacturingCloseBatch.recordIds).toEqual([id]);
      const manifest = await t.rest('POST', `${C}/batches/${close.data.manufacturingCloseBatch.id}/print`, { token: staff, body: {} });
      expect(manifest.status).toBe(200);
      expect(manifest.body.operationId).toBeTruthy();
      const reopen = 'mutation($id: Int!) { manufacturingBatchReopen(id: $id) { status } }';
      expect((await t.gql(reopen, { id: close.data.manufacturingCloseBatch.id }, staff)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(reopen, { id: close.data.manufacturingCloseBatch.id }, admin)).data.manufacturingBatchReopen.status).toBe('REOPENED');
      const klient = await t.tokenFor(1);
      expect((await t.gql('{ manufacturingRecords { totalCount } }', {}, klient)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql('{ manufacturingRecords { totalCount } }', {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('every open screen hears record, label and batch changes live (manufacturingUpdated)', async () => {
      const client = t.ws(office);
      const sub = await t.subscribed(() => subscribe(client, 'subscription { manufacturingUpdated { kind action recordIds batchId } }'));
      const r = await printed();
      await t.rest('PATCH', `${C}/close-batch`, { token: staff, body: { ids: [r.id] } });
      const kinds = () => sub.events.map((e: any) => `${e.data?.manufacturingUpdated?.kind}:${e.data?.manufacturingUpdated?.action}`);
      await waitFor(() => ['RECORD:CREATED', 'LABEL:PRINTED', 'BATCH:CLOSED'].every((k) => kinds().includes(k)), 5000, 'events');
      sub.unsubscribe();
    });
  });
});
