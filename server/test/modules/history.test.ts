import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { formatWarsaw, warsawDayEnd, warsawDayStart } from '../../src/modules/history/warsaw-time.js';
import { TestApp, subscribe, waitFor } from '../support/test-app.js';
import { ACTIONS, FIELDS, FILTER_ACTIONS } from '../../../domain/history/index.js';

describe('history (Historia zamówień)', () => {
  let t: TestApp;
  let admin: string;
  let office: string;
  const base = Date.UTC(2026, 2, 10, 12, 0, 0); // 10 March 2026, 13:00 in Warsaw
  beforeAll(async () => {
    // One export at a time: every export below also proves it gives its slot back.
    t = await TestApp.start({ EXPORT_CONCURRENCY: '1' });
    admin = await t.tokenFor(4);
    office = await t.tokenFor(2);
    // 2600 entries: more than one export batch, spread over days, two users, two entity types.
    const em = t.app.orm.em.fork();
    const rows = Array.from({ length: 2600 }, (_, i) => ({
      entityType: i % 2 ? 'stock_item' : 'document',
      entityId: String(i),
      reference: i % 2 ? `ZA-CHR-${String(i).padStart(5, '0')}` : `ZAM/${i}`,
      action: i % 3 ? 'quantity_changed' : 'location_changed',
      before: { quantity: i },
      after: { quantity: i + 1, note: i === 7 ? 'średnik; "cudzysłów"\nnowa linia' : undefined },
      userId: i % 4 ? 2 : 3,
      userName: i % 4 ? 'Ewa Biurowa' : 'Łukasz Magazyn',
      numer_pracownika: i % 4 ? 1002 : 1003,
      createdAt: new Date(base + i * 60_000), // one a minute: ~43 hours
    }));
    for (let i = 0; i < rows.length; i += 500) await em.insertMany(HistoryEntry, rows.slice(i, i + 500));
  });
  afterAll(() => t.stop());

  const list = (q: string, token = admin) => t.rest('GET', `/api/history${q}`, { token });
  const ours = '&dateFrom=2026-03-10&dateTo=2026-03-12';

  it('print jobs: one entry per outcome; the steps (sending, retries) older servers recorded are folded away', async () => {
    const em = t.app.orm.em.fork();
    const at = new Date('2025-06-01T10:00:00Z');
    const step = (action: string, i: number) => ({ entityType: 'print_job', entityId: '77', reference: 'Zawias', action, before: null, after: { status: 'QUEUED' }, userId: null, userName: null, numer_pracownika: null, createdAt: new Date(at.getTime() + i) });
    await em.insertMany(HistoryEntry, [step('queued', 0), ...Array.from({ length: 12 }, (_, i) => step(i % 2 ? 'retry_scheduled' : 'sending', i + 1)), step('failed', 20)]);
    const res = await list('?entityType=print_job&dateFrom=2025-06-01&dateTo=2025-06-01');
    expect(res.body.data.map((d: { action: string }) => d.action)).toEqual(['failed', 'queued']);
  });

  it('an action two modules write under different codes (label_printed, labels_printed) is one filter value that finds both', async () => {
    const em = t.app.orm.em.fork();
    const at = new Date('2025-05-01T10:00:00Z');
    const entry = (action: string, i: number) => ({ entityType: i ? 'standard_manufacturing' : 'manufacturing_record', entityId: String(i + 1), reference: `LBL-${i}`, action, before: null, after: null, userId: null, userName: null, numer_pracownika: null, createdAt: new Date(at.getTime() + i) });
    await em.insertMany(HistoryEntry, [entry('label_printed', 0), entry('labels_printed', 1), entry('label_voided', 2)]);
    const found = async (action: string) => (await list(`?action=${action}&dateFrom=2025-05-01&dateTo=2025-05-01`)).body.data.map((d: { action: string }) => d.action).sort();
    expect(await found('label_printed')).toEqual(['label_printed', 'labels_printed']);
    expect(await found('labels_printed')).toEqual(['label_printed', 'labels_printed']);
    expect(await found('label_voided')).toEqual(['label_voided']);
    // the filter list offers each word once
    expect(FILTER_ACTIONS.filter((c) => ACTIONS[c].pl === 'Wydrukowano etykiety')).toHaveLength(1);
    expect(FILTER_ACTIONS.filter((c) => ACTIONS[c].pl === 'Unieważniono etykiety')).toHaveLength(1);
    expect(new Set(FILTER_ACTIONS.map((c) => ACTIONS[c].pl)).size).toBe(FILTER_ACTIONS.length);
  });

  it('lists newest first with { data, count, totalPages }, 25 per page by default, admin only', async () => {
    const res = await list(`?page=1${ours}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2600, totalPages: 104, limit: 25 });
    expect(res.body.data).toHaveLength(25);
    expect(res.body.data[0]).toMatchObject({ entityId: '2599', before: { quantity: 2599 } });
    const times = res.body.data.map((d: { createdAt: string }) => Date.parse(d.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.data[0].createdAt).toMatch(/\.\d{3}Z$/);
    expect((await list('', office)).status).toBe(403);
    expect((await t.rest('GET', '/api/history')).status).toBe(401);
  });

  it('filters by reference, entity type, action, user and Warsaw calendar days', async () => {
    expect((await list(`?reference=ZAM/12${ours}`)).body.count).toBe(1 + 5 + 50); // ZAM/12, ZAM/120..128, ZAM/1200..1298 (documents have even numbers)
    // a part of the number is enough (ADR 0863): "00007" finds ZA-CHR-00007
    expect((await list(`?reference=00007${ours}`)).body.data.map((d: { reference: string }) => d.reference)).toEqual(['ZA-CHR-00007']);
    expect((await list(`?entityType=document${ours}`)).body.count).toBe(1300);
    expect((await list(`?action=location_changed${ours}`)).body.count).toBe(867);
    expect((await list(`?user=1003${ours}`)).body.count).toBe(650);
    expect((await list(`?user=${encodeURIComponent('łukasz')}${ours}`)).body.count).toBe(650);
    // 10 March in Warsaw: entries from 13:00 to 23:59 local = the first 660 minutes
    expect((await list('?dateFrom=2026-03-10&dateTo=2026-03-10')).body.count).toBe(660);
    expect((await list('?dateFrom=2026-03-11&dateTo=2026-03-11')).body.count).toBe(1440);
    const combined = await list(`?entityType=stock_item&action=quantity_changed&user=1002&dateFrom=2026-03-11&dateTo=2026-03-11`);
    expect(combined.status).toBe(200);
    for (const d of combined.body.data) expect(d).toMatchObject({ entityType: 'stock_item', action: 'quantity_changed', numer_pracownika: 1002 });
  });

  it('answers 400 for unknown filters, bad dates and limits, never 500 (fast-check)', async () => {
    for (const [q, field] of [
      ['?colour=red', 'colour'],
      ['?dateFrom=2026-02-30', 'dateFrom'],
      ['?dateFrom=yesterday', 'dateFrom'],
      ['?dateFrom=2026-03-12&dateTo=2026-03-10', 'dateTo'],
      ['?limit=101', 'limit'],
      ['?page=0', 'page'],
    ] as const) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.body.fields, q).toHaveProperty(field);
    }
    const key = fc.oneof(fc.constantFrom('page', 'limit', 'reference', 'entityType', 'action', 'user', 'dateFrom', 'dateTo'), fc.string({ maxLength: 8 }));
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('2026-03-10', '%', '_', "' or 1=1 --", 'ł'));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 4 }), async (pairs) => {
        const qs = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const res = await list(`?${qs}`);
        expect([200, 400]).toContain(res.status);
        const exp = await t.rest('GET', `/api/history/export?${qs}`, { token: admin });
        expect([200, 400]).toContain(exp.status);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('gives one entry with its before/after (REST and GraphQL)', async () => {
    const first = (await list(`?reference=ZA-CHR-00007${ours}`)).body.data[0];
    const one = await t.rest('GET', `/api/history/${first.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ reference: 'ZA-CHR-00007', before: { quantity: 7 }, after: { quantity: 8 } });
    expect((await t.rest('GET', '/api/history/99999999', { token: admin })).status).toBe(404);
    expect((await t.rest('GET', `/api/history/${first.id}`, { token: office })).status).toBe(403);
    const gql = await t.gql('query($id: Int!) { historyEntry(id: $id) { reference before after } }', { id: first.id }, admin);
    expect(gql.data.historyEntry).toMatchObject({ reference: 'ZA-CHR-00007', before: { quantity: 7 } });
    const page = await t.gql('{ historyEntries(entityType: "document", dateFrom: "2026-03-10", dateTo: "2026-03-12") { totalCount totalPages items { id } } }', {}, admin);
    expect(page.data.historyEntries).toMatchObject({ totalCount: 1300, totalPages: 52 });
    expect(page.data.historyEntries.items).toHaveLength(25);
  });

  it('exports the filtered entries as CSV, streamed, with Warsaw dates and safe quoting', async () => {
    const res = await fetch(`${t.url}/api/history/export?dateFrom=2026-03-10&dateTo=2026-03-12`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    // No count before the first byte (it held a large export back for seconds): progress carries it.
    expect(res.headers.get('x-total-count')).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf'); // UTF-8 BOM for Excel
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('Nr;Data (Europe/Warsaw);Typ;Identyfikator;Referencja;Akcja;')).toBe(true);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.length).toBe(1 + 2600); // header + rows (a line break inside a value is quoted, and not \r\n)
    expect(lines[1]).toMatch(/^\d+;12\/3\/2026 08:19:00\.000;Pozycja magazynowa;2599;ZA-CHR-02599;Zmiana stanu;Ewa Biurowa;1002;/);
    // before/after in words, as the detail drawer shows them: no JSON
    expect(text).toContain('"Stan: 8; Uwagi: średnik; ""cudzysłów""\nnowa linia"');
    const filtered = await (await fetch(`${t.url}/api/history/export?entityType=document&user=1003${ours}`, { headers: { authorization: `Bearer ${admin}` } })).text();
    expect(filtered.split('\r\n').filter(Boolean).length).toBe(1 + 650);
    expect((await t.rest('GET', '/api/history/export?format=pdf', { token: admin })).status).toBe(400);
    expect((await t.rest('GET', '/api/history/export', { token: office })).status).toBe(403);
  });

  it('exports XLSX with progress on operationStatus', async () => {
    const operationId = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';
    const sub = await t.subscribed(() => subscribe(t.ws(admin), 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
    const res = await fetch(`${t.url}/api/history/export?format=xlsx&operationId=${operationId}${ours}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(2601);
    expect(sheet.getRow(2).getCell(3).value).toBe('Pozycja magazynowa');
    expect(sheet.getRow(2).getCell(6).value).toBe('Zmiana stanu');
    expect(sheet.getRow(2).getCell(2).value).toBe('12/3/2026 08:19:00.000');
    await waitFor(() => sub.events.some((e) => e.data.operationStatus.status === 'FINISH'), 3000, 'FINISH');
    const statuses = sub.events.map((e) => e.data.operationStatus);
    // The total is counted alongside the rows (the first byte does not wait for it): the first report
    // says how far the rows had come when the count arrived, and the reports only go forward.
    const progress = statuses.slice(0, -2);
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) expect(p).toEqual({ status: 'IN_PROGRESS', message: expect.stringMatching(/^\d+ \/ 2600$/) });
    const done = progress.map((p) => Number(p.message.split(' / ')[0]));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(statuses.at(-2)).toEqual({ status: 'SUCCESS', message: 'Eksport zakończony' });
    expect(statuses.at(-1)).toEqual({ status: 'FINISH', message: '2600 / 2600' });
  });

  it('stops an export the client abandons and leaves every database connection usable', async () => {
    // 20,000 entries in January 2025 (~3 MB of CSV, more than the socket buffers take at once),
    // abandoned after the first chunk, more times than the connection pool has connections (20): a
    // connection left mid-answer (MySQL streams the rows) would leave the last requests hanging.
    const em = t.app.orm.em.fork();
    const jan = Date.UTC(2025, 0, 2, 12, 0, 0);
    for (let i = 0; i < 20_000; i += 1000) {
      await em.insertMany(
        HistoryEntry,
        Array.from({ length: 1000 }, (_, k) => ({
          entityType: 'stock_item', entityId: String(i + k), reference: `ABANDON-${i + k}`, action: 'quantity_changed',
          before: { quantity: k }, after: { quantity: k + 1 }, userId: 2, userName: 'Ewa Biurowa', numer_pracownika: 1002,
          createdAt: new Date(jan + (i + k) * 1000),
        })),
      );
    }
    for (let n = 0; n < 22; n++) {
      const abort = new AbortController();
      const format = n % 4 === 3 ? 'xlsx' : 'csv'; // the XLSX export waits on its zip stream: abandoned too
      const res = await fetch(`${t.url}/api/history/export?dateFrom=2025-01-01&dateTo=2025-01-31&format=${format}`, { headers: { authorization: `Bearer ${admin}` }, signal: abort.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read();
      abort.abort();
    }
    const started = Date.now();
    const whole = await (await fetch(`${t.url}/api/history/export?dateFrom=2025-01-01&dateTo=2025-01-31`, { headers: { authorization: `Bearer ${admin}` } })).text();
    expect(whole.split('\r\n').filter(Boolean).length).toBe(1 + 20_000);
    expect((await list(`?reference=ABANDON-19999`)).body.count).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    // The 20,000 inserts also write their references' pieces (a trigger, ADR 0980): seconds on a busy MariaDB.
  }, 90_000);

  it('with one export slot (EXPORT_CONCURRENCY=1) each export gives it back: three asked at once all arrive whole', async () => {
    const started = Date.now();
    const texts = await Promise.all(
      [0, 1, 2].map(async () => (await fetch(`${t.url}/api/history/export?dateFrom=2025-01-01&dateTo=2025-01-31`, { headers: { authorization: `Bearer ${admin}` } })).text()),
    );
    for (const text of texts) expect(text.split('\r\n').filter(Boolean).length).toBe(1 + 20_000);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('computes Warsaw days across daylight-saving changes', () => {
    expect(warsawDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(warsawDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(warsawDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z'); // the 23-hour day
    expect(warsawDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(warsawDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z'); // the 25-hour day
    expect(formatWarsaw(new Date('2026-07-01T08:05:09.007Z'))).toBe('1/7/2026 10:05:09.007');
  });

  // Last: the entries of the demo environment and of every flow above.
  it('every field written to Historia has a word: no raw key in the drawer or the export', async () => {
    const entries = await t.app.orm.em.fork().find(HistoryEntry, {});
    const keys = new Set(entries.flatMap((e) => [e.before, e.after].flatMap((d) => (d && typeof d === 'object' ? Object.keys(d) : []))));
    expect([...keys]).toEqual(expect.arrayContaining(['number', 'customer', 'shippingMethod', 'quantity']));
    expect([...keys].filter((k) => !FIELDS[k])).toEqual([]);
  });
});
