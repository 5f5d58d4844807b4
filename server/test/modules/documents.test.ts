import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document, DocumentFile, DocumentStatus } from '../../src/modules/documents/document.entity.js';
import { IdempotencyKey } from '../../src/platform/idempotency/idempotency-key.entity.js';
import { DocumentCreateFieldsSchema } from '../../src/modules/documents/document.input.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { parseInput } from '../../src/platform/validation.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';
import { createPackers, orderFields, pdf, pushDocument } from './documents.fixtures.js';

const MAX_BYTES = 64 * 1024;

describe('documents (packing)', () => {
  let t: TestApp;
  let office: string; // role 2
  let warehouse: string; // role 3
  let admin: string; // role 4
  beforeAll(async () => {
    t = await TestApp.start({ DOCUMENT_MAX_BYTES: String(MAX_BYTES) });
    office = await t.tokenFor(2);
    warehouse = await t.tokenFor(3);
    admin = await t.tokenFor(4);
  });
  afterAll(() => t.stop());

  const em = () => t.app.orm.em.fork();
  const counts = async () => {
    const e = em();
    return { documents: await e.count(Document, {}), files: await e.count(DocumentFile, {}), keys: await e.count(IdempotencyKey, {}) };
  };
  const historyOf = (documentId: number) => em().find(HistoryEntry, { entityType: 'document', entityId: String(documentId) }, { orderBy: { id: 'asc' } });
  const push = async (token = office, fields = orderFields()) => {
    const res = await pushDocument(t, { token, fields });
    expect(res.status).toBe(201);
    return res.body as { id: number; number: string };
  };
  const lock = (id: number, token: string, is_locked = true) => t.rest('POST', `/api/documents/${id}/lock`, { token, body: { is_locked } });

  describe('the shop pushes documents', () => {
    it('creates a document from a multipart push with an API key an admin created, and keeps the PDF', async () => {
      const created = await t.rest('POST', '/api/api-keys', { token: admin, body: { name: 'Sklep', scope: 'shop' } });
      expect(created.status).toBe(201);
      const key: string = created.body.key;
      expect(key).toMatch(/^gbo_live_/);

      const fields = orderFields({ is_pickup: 'true', pickup_place: 'Kraków, ul. Szklana 5', paymentsCod: '1' });
      const file = pdf('Zamówienie sklepu');
      const res = await pushDocument(t, { token: key, fields, file });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        number: fields.number,
        externalId: fields.externalId,
        customer: 'Jan Kowalski',
        shippingMethod: 'Kurier DPD',
        wantsInvoice: true,
        paymentsCod: true,
        is_pickup: true,
        pickup_place: 'Kraków, ul. Szklana 5',
        is_locked: false,
        status: 'NEW',
        error: false,
        fileSize: file.length,
      });

      const got = await fetch(`${t.url}/api/documents/${res.body.id}`, { headers: { authorization: `Bearer ${office}` } });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('wantsInvoice')).toBe('true');
      expect(got.headers.get('paymentsCod')).toBe('true');
      expect(got.headers.get('is_pickup')).toBe('true');
      expect(decodeURIComponent(got.headers.get('pickup_place')!)).toBe('Kraków, ul. Szklana 5');
      expect(got.headers.get('access-control-expose-headers')).toBe('wantsInvoice, paymentsCod, is_pickup, pickup_place, Content-Disposition');
      expect(Buffer.from(await got.arrayBuffer()).equals(file)).toBe(true);

      const [entry] = await historyOf(res.body.id);
      expect(entry).toMatchObject({ action: 'created', reference: fields.number, userId: null, userName: 'API: Sklep' });

      // the key is shown once: the list never carries it
      const list = await t.rest('GET', '/api/api-keys', { token: admin });
      expect(list.body[0]).toMatchObject({ name: 'Sklep', prefix: key.slice(0, 15), revokedAt: null });
      expect(JSON.stringify(list.body)).not.toContain(key);

      // an integration key reaches nothing else
      expect((await t.rest('GET', '/api/documents', { token: key })).status).toBe(403);
      expect((await t.gql('{ me { email } }', {}, key)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

      // revoked: 401
      expect((await t.rest('DELETE', `/api/api-keys/${created.body.id}`, { token: admin })).status).toBe(200);
      expect((await pushDocument(t, { token: key })).status).toBe(401);
      expect((await pushDocument(t, { token: 'gbo_live_not-a-key' })).status).toBe(401);
    });

    it('accepts staff of role 2+ and refuses role 1', async () => {
      expect((await pushDocument(t, { token: warehouse })).status).toBe(201);
      expect((await pushDocument(t, { token: await t.tokenFor(1) })).status).toBe(403);
    });

    it('refuses files that are not PDFs, empty or over the limit, and leaves nothing behind', async () => {
      const before = await counts();
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const notPdf = await pushDocument(t, { token: office, file: png, fileName: 'looks-like.pdf' });
      expect(notPdf.status).toBe(400);
      expect(notPdf.body.fields.file).toMatch(/PDF/);
      const empty = await pushDocument(t, { token: office, file: Buffer.alloc(0) });
      expect(empty.status).toBe(400);
      expect(empty.body.fields.file).toBe('is empty');
      const missing = await pushDocument(t, { token: office, file: null });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toHaveProperty('file');
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_BYTES, 0x20)]);
      const tooBig = await pushDocument(t, { token: office, file: big });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toMatch(/larger than the limit/);
      expect(await counts()).toEqual(before);
    });

    it('names missing fields on a 400 and requires the Idempotency-Key', async () => {
      const before = await counts();
      const noKey = await pushDocument(t, { token: office, key: null });
      expect(noKey.status).toBe(400);
      expect(noKey.body.fields).toEqual({ 'Idempotency-Key': 'header is required' });
      const bad = await pushDocument(t, { token: office, fields: { number: '', wantsInvoice: 'maybe', is_pickup: 'true' } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['customer', 'number', 'shippingMethod', 'wantsInvoice']);
      const pickup = await pushDocument(t, { token: office, fields: orderFields({ is_pickup: 'true', pickup_place: '' }) });
      expect(pickup.body.fields).toEqual({ pickup_place: 'is required when is_pickup is true' });
      expect(await counts()).toEqual(before);
    });

    it('answers a retry with the same key and payload like the first call, and 422 for another payload', async () => {
      const fields = orderFields();
      const first = await pushDocument(t, { token: office, key: 'retry-1', fields });
      const again = await pushDocument(t, { token: office, key: 'retry-1', fields });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await em().count(Document, { number: fields.number })).toBe(1);

      const other = await pushDocument(t, { token: office, key: 'retry-1', fields: { ...fields, customer: 'Ktoś inny' } });
      expect(other.status).toBe(422);
      const otherFile = await pushDocument(t, { token: office, key: 'retry-1', fields, file: pdf('inny plik') });
      expect(otherFile.status).toBe(422);
      // the same key of another caller is another key (another order: one order is open once, ADR 0969)
      expect((await pushDocument(t, { token: warehouse, key: 'retry-1', fields: orderFields() })).status).toBe(201);
    });

    it('answers 409 while the first call with the key is still running', async () => {
      const fields = orderFields();
      const file = pdf();
      const parsed = parseInput(DocumentCreateFieldsSchema, fields);
      const fileHash = createHash('sha256').update(file).digest('hex');
      const requestHash = createHash('sha256').update(JSON.stringify({ fields: parsed, fileHash })).digest('hex');
      const me = (await t.gql('{ me { id } }', {}, office)).data.me.id;
      await em().insert(IdempotencyKey, { scopedKey: `user${me}:running-1`, requestHash, state: 'IN_PROGRESS', createdAt: new Date() });
      const res = await pushDocument(t, { token: office, key: 'running-1', fields, file });
      expect(res.status).toBe(409);
      expect(await em().count(Document, { number: fields.number })).toBe(0);
    });

    it('creates one document for 20 concurrent pushes with one Idempotency-Key', async () => {
      const fields = orderFields();
      const file = pdf();
      const answers = await Promise.all(Array.from({ length: 20 }, () => pushDocument(t, { token: office, key: 'burst-1', fields, file })));
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const created = answers.filter((a) => a.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
      expect(await em().count(Document, { number: fields.number })).toBe(1);
      expect(await em().count(HistoryEntry, { entityType: 'document', reference: fields.number, action: 'created' })).toBe(1);
      // once done, every retry replays the one document
      const later = await pushDocument(t, { token: office, key: 'burst-1', fields, file });
      expect(later.body.id).toBe(created[0].body.id);
    });

    it('does the same through GraphQL (PDF base64-encoded)', async () => {
      const mutation = `mutation($input: DocumentCreateInput!, $key: String!) { documentCreate(input: $input, idempotencyKey: $key) { id number status wantsInvoice } }`;
      const input = { number: `GQL-${Date.now()}`, customer: 'Firma', shippingMethod: 'Odbiór', wantsInvoice: true, fileBase64: pdf().toString('base64') };
      const a = await t.gql(mutation, { input, key: 'gql-1' }, office);
      const b = await t.gql(mutation, { input, key: 'gql-1' }, office);
      expect(a.data.documentCreate).toMatchObject({ number: input.number, status: 'NEW', wantsInvoice: true });
      expect(b.data.documentCreate.id).toBe(a.data.documentCreate.id);
      const bad = await t.gql(mutation, { input: { ...input, fileBase64: Buffer.from('hello').toString('base64') }, key: 'gql-2' }, office);
      expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('one open document per order number (ADR 0969)', () => {
    it('20 pushes of one order number at once with 20 different keys make one document; the others are 409 naming it; after it leaves packing the order may be pushed again', async () => {
      const fields = orderFields();
      const pushes = await Promise.all(Array.from({ length: 20 }, (_, i) => pushDocument(t, { token: admin, key: `same-order-${fields.number}-${i}`, fields: { ...fields, externalId: `ext-race-${i}` } })));
      const created = pushes.filter((p) => p.status === 201);
      expect(created).toHaveLength(1);
      const id = created[0].body.id as number;
      for (const p of pushes.filter((x) => x.status !== 201)) {
        expect(p.status).toBe(409);
        expect(p.body).toMatchObject({ reason: 'ORDER_ALREADY_OPEN', documentId: id });
        expect(p.body.message).toContain(`Zamówienie ${fields.number} jest już w pakowaniu (dokument ${id}`);
      }
      expect(await t.app.orm.em.fork().count(Document, { number: fields.number })).toBe(1);
      // the refused keys were freed: nothing half-made remains under them
      const retried = await pushDocument(t, { token: admin, key: `same-order-${fields.number}-7`, fields });
      expect(retried.status).toBe(409);

      expect((await t.rest('DELETE', `/api/documents/${id}`, { token: admin })).status).toBe(200);
      const again = await pushDocument(t, { token: admin, fields });
      expect(again.status).toBe(201);
      expect(again.body.id).not.toBe(id);
    });
  });

  describe('packers work the queue', () => {
    it('lists open documents with the flags and lock holder, filtered and sorted', async () => {
      const a = await push(office, orderFields({ customer: 'Alfa Szkło', shippingMethod: 'Paleta testowa' }));
      const b = await push(office, orderFields({ customer: 'Beta Okna', shippingMethod: 'Paleta testowa', paymentsCod: 'true' }));
      expect((await lock(b.id, office)).status).toBe(200);

      const res = await t.rest('GET', '/api/documents?shippingMethod=Paleta%20testowa&sort=customer&order=DESC', { token: office });
      expect(res.status).toBe(200);
      expect(res.body.data.map((d: any) => d.customer)).toEqual(['Beta Okna', 'Alfa Szkło']);
      expect(res.body).toMatchObject({ count: 2, page: 1, limit: 25, totalPages: 1 });
      expect(res.body.data[0]).toMatchObject({ id: b.id, is_locked: true, lockedByName: 'Beata Biurowa', status: 'LOCKED', paymentsCod: true, lockedAt: expect.any(String), createdAt: expect.any(String) });
      const cod = await t.rest('GET', '/api/documents?shippingMethod=Paleta%20testowa&paymentsCod=true', { token: office });
      expect(cod.body.data.map((d: any) => d.id)).toEqual([b.id]);
      const byCustomer = await t.rest('GET', '/api/documents?customer=alfa%25', { token: office });
      expect(byCustomer.body.count).toBe(0); // % is a literal, not a wildcard
      const sortedBad = await t.rest('GET', '/api/documents?sort=passwordHash', { token: office });
      expect(sortedBad.status).toBe(400);
      expect(sortedBad.body.fields).toHaveProperty('sort');
      expect((await t.rest('GET', '/api/documents', { token: await t.tokenFor(1) })).status).toBe(403);
      expect(a.id).toBeGreaterThan(0);

      const gql = await t.gql('{ documents(shippingMethod: "Paleta testowa", sort: "customer", order: "ASC") { totalCount items { customer is_locked lockedByName } } }', {}, office);
      expect(gql.data.documents.items.map((d: any) => d.customer)).toEqual(['Alfa Szkło', 'Beta Okna']);
    });

    it('of 50 packers locking one document at once, exactly one wins, 20 rounds in a row', async () => {
      const packers = await createPackers(t, 50, 'rush');
      const doc = await push();
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.all(packers.map((p) => lock(doc.id, p.token)));
        const winners = answers.filter((a) => a.status === 200);
        expect(winners.length, `round ${round}`).toBe(1);
        const winner = packers.find((p) => p.id === winners[0].body.lockedById)!;
        for (const a of answers.filter((x) => x.status !== 200)) {
          expect(a.status, JSON.stringify(a.body)).toBe(409);
          expect(a.body.lockedBy, JSON.stringify(a.body)).toEqual({ id: winner.id, name: winner.name });
          expect(a.body.message).toContain(winner.name);
        }
        expect((await lock(doc.id, winner.token, false)).status).toBe(200);
      }
      const actions = (await historyOf(doc.id)).map((h) => h.action);
      expect(actions.filter((a) => a === 'locked')).toHaveLength(20);
      expect(actions.filter((a) => a === 'unlocked')).toHaveLength(20);
    }, 120_000); // 1,000 concurrent lock requests and 50 sign-ins: what it proves is one winner per round, not speed

    it('lets only the holder or an admin unlock (the admin is recorded), and a stale lock be taken over', async () => {
      const [p1, p2] = await createPackers(t, 2, 'holder');
      const doc = await push();
      expect((await lock(doc.id, p1.token)).status).toBe(200);
      expect((await lock(doc.id, p1.token)).status).toBe(200); // the holder may lock again
      const taken = await lock(doc.id, p2.token);
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ reason: 'LOCKED_BY_OTHER', lockedBy: { id: p1.id, name: p1.name } });
      expect((await lock(doc.id, p2.token, false)).status).toBe(409);
      expect((await lock(doc.id, warehouse, false)).status).toBe(409);

      const forced = await lock(doc.id, admin, false);
      expect(forced.status).toBe(200);
      expect(forced.body).toMatchObject({ is_locked: false, lockedById: null, status: 'NEW' });
      const last = (await historyOf(doc.id)).at(-1)!;
      expect(last).toMatchObject({ action: 'force_unlocked', userName: 'Adam Administracki' });
      expect(last.before).toMatchObject({ lockedById: p1.id, lockedByName: p1.name });

      // a lock idle longer than DOCUMENT_LOCK_TTL (2 h) can be taken over
      expect((await lock(doc.id, p1.token)).status).toBe(200);
      await em().nativeUpdate(Document, { id: doc.id }, { lockedAt: new Date(Date.now() - 2 * 3600_000 - 1000) });
      const takeover = await lock(doc.id, p2.token);
      expect(takeover.status).toBe(200);
      expect(takeover.body.lockedById).toBe(p2.id);
      expect((await historyOf(doc.id)).at(-1)).toMatchObject({ action: 'lock_taken_over', after: expect.objectContaining({ previousHolder: p1.name }) });
    });

    it('says in the list (REST and GraphQL) when a lock has expired and may be taken over', async () => {
      const [p1, p2] = await createPackers(t, 2, 'expiry');
      const doc = await push();
      const listed = async () => {
        const rest = await t.rest('GET', `/api/documents?number=${encodeURIComponent(doc.number)}`, { token: p2.token });
        const gql = await t.gql('query($n: String) { documents(number: $n) { items { id is_locked lockExpired } } }', { n: doc.number }, p2.token);
        expect(gql.errors).toBeUndefined();
        const fromRest = rest.body.data.find((d: { id: number }) => d.id === doc.id);
        const fromGql = gql.data.documents.items.find((d: { id: number }) => d.id === doc.id);
        expect(fromGql).toEqual({ id: doc.id, is_locked: fromRest.is_locked, lockExpired: fromRest.lockExpired });
        return { is_locked: fromRest.is_locked as boolean, lockExpired: fromRest.lockExpired as boolean };
      };
      expect(await listed()).toEqual({ is_locked: false, lockExpired: false });
      const locked = await lock(doc.id, p1.token);
      expect(locked.body).toMatchObject({ is_locked: true, lockExpired: false });
      expect(await listed()).toEqual({ is_locked: true, lockExpired: false });
      // just inside the TTL (2 h): still held, p2 is refused
      await em().nativeUpdate(Document, { id: doc.id }, { lockedAt: new Date(Date.now() - 2 * 3600_000 + 60_000) });
      expect(await listed()).toEqual({ is_locked: true, lockExpired: false });
      expect((await lock(doc.id, p2.token)).status).toBe(409);
      // past the TTL: the list says so, and exactly then p2 may take it over
      await em().nativeUpdate(Document, { id: doc.id }, { lockedAt: new Date(Date.now() - 2 * 3600_000 - 1000) });
      expect(await listed()).toEqual({ is_locked: true, lockExpired: true });
      const takeover = await lock(doc.id, p2.token);
      expect(takeover.status).toBe(200);
      expect(takeover.body).toMatchObject({ is_locked: true, lockedById: p2.id, lockExpired: false });
      expect(await listed()).toEqual({ is_locked: true, lockExpired: false });
    });

    it('passes a document to shipping (holder only) with the SPEC message; it leaves the queue, the file stays', async () => {
      const [holder, other] = await createPackers(t, 2, 'ship');
      const doc = await push();
      const notLocked = await t.rest('POST', `/api/documents/${doc.id}/ship`, { token: holder.token });
      expect(notLocked.status).toBe(409);
      expect(notLocked.body.reason).toBe('NOT_LOCKED');
      await lock(doc.id, holder.token);
      expect((await t.rest('POST', `/api/documents/${doc.id}/ship`, { token: other.token })).status).toBe(409);
      const shipped = await t.rest('POST', `/api/documents/${doc.id}/ship`, { token: holder.token });
      expect(shipped.status).toBe(200);
      expect(shipped.body.message).toBe(`Zamówienie ${doc.number} zostało przekazane do wysyłki`);
      expect(shipped.body.document).toMatchObject({ status: 'SHIPPED', is_locked: false });
      const queue = await t.rest('GET', `/api/documents?number=${encodeURIComponent(doc.number)}`, { token: office });
      expect(queue.body.count).toBe(0);
      expect((await fetch(`${t.url}/api/documents/${doc.id}`, { headers: { authorization: `Bearer ${office}` } })).status).toBe(200);
      expect((await t.rest('POST', `/api/documents/${doc.id}/ship`, { token: holder.token })).body.reason).toBe('NOT_IN_QUEUE');
      expect((await lock(doc.id, holder.token)).status).toBe(409);
      expect((await historyOf(doc.id)).map((h) => h.action)).toEqual(['created', 'locked', 'shipped']);
    });

    it('holds an order for missing parts: out of the queue with the parts and the note', async () => {
      const [holder] = await createPackers(t, 1, 'parts');
      const doc = await push();
      await lock(doc.id, holder.token);
      const invalid = await t.rest('POST', `/api/documents/${doc.id}/missing-parts`, { token: holder.token, body: { missingParts: [] } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.fields).toHaveProperty('missingParts');
      const res = await t.rest('POST', `/api/documents/${doc.id}/missing-parts`, { token: holder.token, body: { missingParts: ['Zawias 90°', 'Uszczelka 8 mm'], note: 'Dostawa w piątek' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain(doc.number);
      expect(res.body.message).toMatch(/ponownie na magazyn/);
      expect(res.body.document).toMatchObject({ status: 'MISSING_PARTS', missingParts: ['Zawias 90°', 'Uszczelka 8 mm'], missingPartsNote: 'Dostawa w piątek' });
      expect((await historyOf(doc.id)).at(-1)).toMatchObject({ action: 'missing_parts', reference: doc.number });
      const row = await em().findOneOrFail(Document, { id: doc.id });
      expect(row.status).toBe(DocumentStatus.MISSING_PARTS);
    });

    it('deletes a document from the queue, keeps it and its file, and refuses one another packer holds', async () => {
      const [holder] = await createPackers(t, 1, 'del');
      const held = await push();
      await lock(held.id, holder.token);
      const refused = await t.rest('DELETE', `/api/documents/${held.id}`, { token: office });
      expect(refused.status).toBe(409);
      expect(refused.body.lockedBy.name).toBe(holder.name);

      const doc = await push();
      const res = await t.rest('DELETE', `/api/documents/${doc.id}`, { token: office });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('DELETED');
      expect((await t.rest('DELETE', `/api/documents/${doc.id}`, { token: office })).status).toBe(409);
      expect(await em().count(DocumentFile, { documentId: doc.id })).toBe(1);
      expect((await historyOf(doc.id)).at(-1)).toMatchObject({ action: 'deleted', userName: 'Beata Biurowa' });
      expect((await t.rest('DELETE', '/api/documents/999999', { token: office })).status).toBe(404);
      expect((await lock(999999, office)).status).toBe(404);
      expect((await t.rest('GET', '/api/documents/abc', { token: office })).status).toBe(400);
    });

    it('the same operations through GraphQL', async () => {
      const doc = await push();
      const locked = await t.gql(`mutation($id: Int!) { documentLock(id: $id, is_locked: true) { is_locked lockedByName status } }`, { id: doc.id }, warehouse);
      expect(locked.data.documentLock).toEqual({ is_locked: true, lockedByName: 'Marek Magazynowy', status: 'LOCKED' });
      const refused = await t.gql(`mutation($id: Int!) { documentLock(id: $id, is_locked: true) { id } }`, { id: doc.id }, office);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', lockedBy: { name: 'Marek Magazynowy' } });
      const shipped = await t.gql(`mutation($id: Int!) { documentShip(id: $id) { message document { status } } }`, { id: doc.id }, warehouse);
      expect(shipped.data.documentShip).toEqual({ message: `Zamówienie ${doc.number} zostało przekazane do wysyłki`, document: { status: 'SHIPPED' } });

      const d2 = await push();
      await t.gql(`mutation($id: Int!) { documentLock(id: $id, is_locked: true) { id } }`, { id: d2.id }, warehouse);
      const parts = await t.gql(`mutation($id: Int!) { documentMissingParts(id: $id, input: { missingParts: ["Szyba"] }) { message document { status } } }`, { id: d2.id }, warehouse);
      expect(parts.data.documentMissingParts.document.status).toBe('MISSING_PARTS');
      const d3 = await push();
      const del = await t.gql(`mutation($id: Int!) { documentDelete(id: $id) { status } }`, { id: d3.id }, office);
      expect(del.data.documentDelete.status).toBe('DELETED');
    });

    it('announces new, locked, unlocked and leaving documents to every packing screen', async () => {
      const query = 'subscription { documentUpdated { kind documentId document { number is_locked lockedByName status } } }';
      const [screenA, screenB] = await t.subscribed(() => [subscribe(t.ws(office), query), subscribe(t.ws(warehouse), query)]);
      const doc = await push();
      await lock(doc.id, warehouse);
      await lock(doc.id, warehouse, false);
      await lock(doc.id, warehouse);
      await t.rest('POST', `/api/documents/${doc.id}/ship`, { token: warehouse });
      for (const screen of [screenA, screenB]) {
        await waitFor(() => screen.events.filter((e) => e.data?.documentUpdated.documentId === doc.id).length >= 5, 5000, 'five events');
        const mine = screen.events.map((e) => e.data.documentUpdated).filter((e) => e.documentId === doc.id);
        expect(mine.map((e) => e.kind)).toEqual(['CREATED', 'LOCKED', 'UNLOCKED', 'LOCKED', 'SHIPPED']);
        expect(mine[1].document).toMatchObject({ number: doc.number, is_locked: true, lockedByName: 'Marek Magazynowy' });
        expect(mine[4].document.status).toBe('SHIPPED');
      }
      screenA.unsubscribe();
      screenB.unsubscribe();
    });
  });

  describe('taking over a lock another packer holds (ADR 1010)', () => {
    const takeOver = (id: number, token: string, lockedById: unknown) => t.rest('POST', `/api/documents/${id}/take-over`, { token, body: { lockedById } });
    const ship = (id: number, token: string) => t.rest('POST', `/api/documents/${id}/ship`, { token });

    it('role 3+ takes over a fresh lock: recorded with whom it was taken from, the holder hears it at once and can no longer ship', async () => {
      const [holder] = await createPackers(t, 1, 'held');
      const [taker] = await createPackers(t, 1, 'taker', 3);
      const doc = await push();
      expect((await lock(doc.id, holder.token)).status).toBe(200);
      const query = 'subscription { documentUpdated { kind documentId previousHolderId document { lockedById lockedByName } } }';
      const [holderScreen] = await t.subscribed(() => [subscribe(t.ws(holder.token), query)]);

      // role 2 meets a fresh lock: refused (403), the lock stays
      const office2 = await takeOver(doc.id, office, holder.id);
      expect(office2.status).toBe(403);
      expect((await t.rest('GET', `/api/documents?number=${encodeURIComponent(doc.number)}`, { token: office })).body.data[0]).toMatchObject({ lockedById: holder.id });

      const taken = await takeOver(doc.id, taker.token, holder.id);
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect(taken.body).toMatchObject({ is_locked: true, lockedById: taker.id, lockedByName: taker.name, status: 'LOCKED', lockExpired: false });

      const entry = (await historyOf(doc.id)).at(-1)!;
      expect(entry).toMatchObject({ action: 'lock_taken_over', userName: taker.name });
      expect(entry.before).toMatchObject({ lockedById: holder.id, lockedByName: holder.name });
      expect(entry.after).toMatchObject({ lockedById: taker.id, lockedByName: taker.name, previousHolder: holder.name, reason: 'TAKE_OVER' });

      await waitFor(() => holderScreen.events.some((e) => e.data?.documentUpdated.kind === 'TAKEN_OVER' && e.data.documentUpdated.documentId === doc.id), 5000, 'TAKEN_OVER');
      const heard = holderScreen.events.map((e) => e.data.documentUpdated).find((e) => e.kind === 'TAKEN_OVER' && e.documentId === doc.id);
      expect(heard).toMatchObject({ previousHolderId: holder.id, document: { lockedById: taker.id, lockedByName: taker.name } });
      holderScreen.unsubscribe();

      // the former holder's actions are refused, naming who holds it now
      const late = await ship(doc.id, holder.token);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ reason: 'LOCKED_BY_OTHER', lockedBy: { id: taker.id, name: taker.name } });
      expect(late.body.lockedAt).toBe(taken.body.lockedAt);
      // taking over what one already holds changes nothing
      expect((await takeOver(doc.id, taker.token, holder.id)).body).toMatchObject({ lockedById: taker.id, lockedAt: taken.body.lockedAt });
      expect((await historyOf(doc.id)).filter((h) => h.action === 'lock_taken_over')).toHaveLength(1);
    });

    it('an expired lock is taken over by role 2 with lock and by role 3 with take-over; both say so in the history', async () => {
      const [p1, p2] = await createPackers(t, 2, 'stale');
      const [boss] = await createPackers(t, 1, 'staleboss', 3);
      const doc = await push();
      expect((await lock(doc.id, p1.token)).status).toBe(200);
      await em().nativeUpdate(Document, { id: doc.id }, { lockedAt: new Date(Date.now() - 2 * 3600_000 - 1000) });
      expect((await lock(doc.id, p2.token)).status).toBe(200);
      expect((await historyOf(doc.id)).at(-1)).toMatchObject({ action: 'lock_taken_over', after: expect.objectContaining({ previousHolder: p1.name, reason: 'LOCK_EXPIRED' }) });
      await em().nativeUpdate(Document, { id: doc.id }, { lockedAt: new Date(Date.now() - 2 * 3600_000 - 1000) });
      expect((await takeOver(doc.id, boss.token, p2.id)).status).toBe(200);
      const entry = (await historyOf(doc.id)).at(-1)!;
      expect(entry.before).toMatchObject({ lockedById: p2.id, lockedByName: p2.name });
      expect(entry.after).toMatchObject({ previousHolder: p2.name, lockedByName: boss.name, reason: 'LOCK_EXPIRED' });
    });

    it('names the field on bad input, 404 for no document, 409 when the holder is not the one named, NOT_IN_QUEUE after it left; GraphQL alike', async () => {
      const [holder, other] = await createPackers(t, 2, 'named');
      const doc = await push();
      expect((await lock(doc.id, holder.token)).status).toBe(200);
      for (const bad of [undefined, 'x', 0, 1.5]) {
        const res = await takeOver(doc.id, warehouse, bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(Object.keys(res.body.fields)).toEqual(['lockedById']);
      }
      expect((await takeOver(999_999_999, warehouse, holder.id)).status).toBe(404);
      const wrong = await takeOver(doc.id, warehouse, other.id);
      expect(wrong.status).toBe(409);
      expect(wrong.body).toMatchObject({ reason: 'LOCKED_BY_OTHER', lockedBy: { id: holder.id, name: holder.name } });
      expect(typeof wrong.body.lockedAt).toBe('string');

      const gql = await t.gql('mutation($id: Int!, $from: Int!) { documentTakeOver(id: $id, lockedById: $from) { lockedById lockedByName is_locked } }', { id: doc.id, from: holder.id }, admin);
      expect(gql.errors).toBeUndefined();
      expect(gql.data.documentTakeOver).toMatchObject({ lockedByName: 'Adam Administracki', is_locked: true });
      const refused = await t.gql('mutation($id: Int!, $from: Int!) { documentTakeOver(id: $id, lockedById: $from) { id } }', { id: doc.id, from: holder.id }, warehouse);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'LOCKED_BY_OTHER', lockedBy: { name: 'Adam Administracki' } });
      const office2 = await t.gql('mutation($id: Int!, $from: Int!) { documentTakeOver(id: $id, lockedById: $from) { id } }', { id: doc.id, from: holder.id }, office);
      expect(office2.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      expect((await ship(doc.id, admin)).status).toBe(200);
      const gone = await takeOver(doc.id, warehouse, gql.data.documentTakeOver.lockedById);
      expect(gone.status).toBe(409);
      expect(gone.body.reason).toBe('NOT_IN_QUEUE');
    });

    it('of 40 people taking over one lock at once, exactly one wins and the others are told who, 10 rounds in a row', async () => {
      const [holder] = await createPackers(t, 1, 'racehold');
      const takers = await createPackers(t, 40, 'racetake', 3);
      const doc = await push();
      for (let round = 0; round < 10; round++) {
        expect((await lock(doc.id, holder.token)).status, `round ${round}`).toBe(200);
        const answers = await Promise.all(takers.map((p) => takeOver(doc.id, p.token, holder.id)));
        const winners = answers.filter((a) => a.status === 200);
        expect(winners.length, `round ${round}`).toBe(1);
        const winner = takers.find((p) => p.id === winners[0].body.lockedById)!;
        for (const a of answers.filter((x) => x.status !== 200)) {
          expect(a.status, JSON.stringify(a.body)).toBe(409);
          expect(a.body.lockedBy, JSON.stringify(a.body)).toEqual({ id: winner.id, name: winner.name });
        }
        expect((await lock(doc.id, winner.token, false)).status).toBe(200);
      }
      const taken = (await historyOf(doc.id)).filter((h) => h.action === 'lock_taken_over');
      expect(taken).toHaveLength(10);
      for (const h of taken) expect(h.before).toMatchObject({ lockedById: holder.id });
    }, 120_000); // 400 concurrent requests on a loaded machine: what it proves is one winner per round, not speed
  });
});
