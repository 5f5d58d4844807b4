import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManufacturingBatch, ManufacturingLabel, ManufacturingRecord, MissingGlass, type RecordPane } from '../../src/modules/manufacturing-custom/custom.entity.js';
import { StandardEntry, StandardErrorLog, StandardPiece } from '../../src/modules/manufacturing-standard/standard-entry.entity.js';
import { TestApp } from '../support/test-app.js';

/**
 * Analityka (issue 14): a small known dataset around the spring DST change of 2024 (31/3, 02:00
 * CET -> 03:00 CEST), inserted with chosen timestamps, and every chart's numbers compared with a
 * hand count. The seeded manufacturing rows are removed first so nothing else counts.
 */
describe('manufacturing analytics', () => {
  let t: TestApp;
  let manager: string;
  const RANGE = 'startDate=2024-03-29&endDate=2024-04-01';
  const at = (iso: string) => new Date(iso);
  const min = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);
  const pane = (index: number, widthMm: number, heightMm: number): RecordPane => ({ index, part: null, widthMm, heightMm, thicknessMm: 6, glassKind: 'float', schemaId: null, weightKg: 1 });
  const now = new Date();

  beforeAll(async () => {
    t = await TestApp.start();
    manager = await t.tokenFor(3);
    const em = t.app.orm.em.fork();
    for (const e of [ManufacturingLabel, ManufacturingBatch, MissingGlass, ManufacturingRecord, StandardPiece, StandardErrorLog, StandardEntry]) await em.nativeDelete(e, {});

    const record = (type: string, worker: number, name: string, createdAt: Date, panes: RecordPane[], deleted = false) =>
      em.create(ManufacturingRecord, { orderNumber: `T/${createdAt.getTime()}`, type, employeeNumber: worker, employeeName: name, panes, createdAt, updatedAt: createdAt, status: deleted ? 'DELETED' : 'LABELED', deletedAt: deleted ? createdAt : null });
    // 23:30 Warsaw on 29/3 (UTC+1) -> day 29/3; 2 panes: 2 m² + 0.5 m²
    const r1 = record('kabina', 101, 'Anna', at('2024-03-29T22:30:00Z'), [pane(1, 1000, 2000), pane(2, 500, 1000)]);
    // 00:30 Warsaw on 31/3, still UTC+1 -> day 31/3
    const r2 = record('kabina', 101, 'Anna', at('2024-03-30T23:30:00Z'), [pane(1, 1000, 1000)]);
    // 00:30 Warsaw on 1/4, now UTC+2 -> day 1/4; 3 x 0.25 m²
    const r3 = record('lustro', 102, 'Bartek', at('2024-03-31T22:30:00Z'), [pane(1, 500, 500), pane(2, 500, 500), pane(3, 500, 500)]);
    const r4 = record('lustro', 102, 'Bartek', at('2024-03-31T12:00:00Z'), [pane(1, 2000, 1000)]);
    record('kabina', 101, 'Anna', at('2024-03-30T10:00:00Z'), [pane(1, 1000, 1000)], true); // deleted: never counts
    record('kabina', 101, 'Anna', at('2024-03-28T22:59:00Z'), [pane(1, 1000, 1000)]); // 23:59 on 28/3: before the range
    await em.flush();

    const label = (code: string, rec: ManufacturingRecord, createdAt: Date, extra: Partial<ManufacturingLabel> = {}) =>
      em.create(ManufacturingLabel, { code, recordId: rec.id, paneIndex: 1, paneCount: 1, printedBy: rec.employeeNumber, printedByName: rec.employeeName, payload: {}, createdAt, updatedAt: createdAt, ...extra });
    // record -> first label: r1 10 min, r2 30 min (a second label at 40), r3 5 min, r4 15 min
    const l1 = label('T-1', r1, min(r1.createdAt, 10), { voidedAt: at('2024-03-29T23:30:00Z'), voidReason: 'uszkodzona' });
    label('T-2', r2, min(r2.createdAt, 30), { voidedAt: at('2024-03-31T08:00:00Z'), voidReason: 'zły wymiar' });
    label('T-3', r2, min(r2.createdAt, 40));
    label('T-4', r3, min(r3.createdAt, 5));
    label('T-5', r4, min(r4.createdAt, 15));
    await em.flush();
    label('T-1-R1', r1, min(r1.createdAt, 100), { reprintOf: l1.id, reprintCount: 1 }); // a reprint: not the first label
    // The records' first label as the station's print keeps it (ADR 0925): the earliest label that is
    // not a reprint, voided or not (r1: T-1, voided; r2: T-2, not the later T-3; never T-1-R1).
    r1.firstLabelAt = min(r1.createdAt, 10);
    r2.firstLabelAt = min(r2.createdAt, 30);
    r3.firstLabelAt = min(r3.createdAt, 5);
    r4.firstLabelAt = min(r4.createdAt, 15);

    const batch = (createdAt: Date, paneCount: number) => em.create(ManufacturingBatch, { closedBy: 101, closedByName: 'Anna', recordCount: 1, paneCount, totalWeightKg: 1, createdAt, updatedAt: createdAt });
    batch(at('2024-03-30T08:00:00Z'), 6);
    batch(at('2024-03-30T15:00:00Z'), 2);
    batch(at('2024-04-01T10:00:00Z'), 5);

    const missing = (rec: ManufacturingRecord | null, reason: MissingGlass['reason'], createdAt: Date, closedAt: Date | null) =>
      em.create(MissingGlass, { recordId: rec?.id ?? null, orderNumber: rec?.orderNumber ?? 'T/0', reason, reportedBy: 101, reportedByName: 'Anna', createdAt, updatedAt: createdAt, status: closedAt ? 'CLOSED' : 'OPEN', closedAt });
    missing(r1, 'wada', at('2024-03-30T10:00:00Z'), at('2024-03-31T10:00:00Z')); // 1 day
    missing(r3, 'wada', at('2024-03-31T10:00:00Z'), at('2024-04-03T10:00:00Z')); // 3 days
    missing(r4, 'stluczka_w_produkcji', at('2024-03-31T11:00:00Z'), at('2024-04-02T11:00:00Z')); // 2 days
    // open now: 12 h, 2 days and 20 days old
    missing(null, 'inne', new Date(now.getTime() - 12 * 3_600_000), null);
    missing(null, 'inne', new Date(now.getTime() - 2 * 86_400_000), null);
    missing(null, 'inne', new Date(now.getTime() - 20 * 86_400_000), null);

    const entry = (quantity: number, status: StandardEntry['status'], persistedAt: Date | null) =>
      em.create(StandardEntry, { numer_pracownika: 101, manufacturingDataId: 1, index: 'IDX-1', name: 'Lustro', quantity, status, persistedAt, createdAt: persistedAt ?? at('2024-03-30T09:00:00Z'), updatedAt: at('2024-03-30T09:00:00Z') });
    const e1 = entry(5, 'PERSISTED', at('2024-03-30T10:00:00Z'));
    entry(3, 'PERSISTED', at('2024-03-31T22:30:00Z')); // 00:30 on 1/4
    entry(7, 'DRAFT', null);
    await em.flush();
    em.create(StandardPiece, { entryId: e1.id, seq: 1, code: 'ST-1', printCount: 3, printedAt: at('2024-03-30T09:00:00Z') }); // 2 reprints
    em.create(StandardPiece, { entryId: e1.id, seq: 2, code: 'ST-2', printCount: 1, printedAt: at('2024-03-30T09:00:00Z'), voidedAt: at('2024-03-30T09:30:00Z'), voidedBy: 101 });
    const error = (kind: 'CHECK' | 'ERP', createdAt: Date) => em.create(StandardErrorLog, { numer_pracownika: 101, entryId: e1.id, index: 'IDX-1', kind, message: 'x', createdAt, updatedAt: createdAt });
    error('CHECK', at('2024-03-30T12:00:00Z'));
    error('ERP', at('2024-03-30T13:00:00Z'));
    error('ERP', at('2024-03-31T23:00:00Z')); // 01:00 on 1/4
    await em.flush();
  });
  afterAll(() => t.stop());

  const get = (query: string, token = manager) => t.rest('GET', `/api/manufacturing/analytics${query ? `?${query}` : ''}`, { token });

  it('output per day and type: records, panes, m² and standard pieces by Warsaw day across the DST change', async () => {
    const res = await get(RANGE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.days).toEqual(['2024-03-29', '2024-03-30', '2024-03-31', '2024-04-01']);
    expect(res.body.output).toEqual([
      { day: '2024-03-29', type: 'kabina', records: 1, panes: 2, areaM2: 2.5, pieces: 0 },
      { day: '2024-03-30', type: 'standard', records: 1, panes: 0, areaM2: 0, pieces: 5 },
      { day: '2024-03-31', type: 'kabina', records: 1, panes: 1, areaM2: 1, pieces: 0 },
      { day: '2024-03-31', type: 'lustro', records: 1, panes: 1, areaM2: 2, pieces: 0 },
      { day: '2024-04-01', type: 'lustro', records: 1, panes: 3, areaM2: 0.75, pieces: 0 },
      { day: '2024-04-01', type: 'standard', records: 1, panes: 0, areaM2: 0, pieces: 3 },
    ]);
  });

  it('per worker: panes per active day and the median minutes from record to first label', async () => {
    const res = await get(RANGE);
    expect(res.body.workers).toEqual([
      { employeeNumber: 102, name: 'Bartek', records: 2, panes: 4, activeDays: 2, panesPerDay: 2, medianLabelMinutes: 10 },
      { employeeNumber: 101, name: 'Anna', records: 2, panes: 3, activeDays: 2, panesPerDay: 1.5, medianLabelMinutes: 20 },
    ]);
  });

  it('missing glass: rate by reason and by type in Pareto order, median days to close, open ones by age', async () => {
    const res = await get(RANGE);
    expect(res.body.missingByReason).toEqual([
      { key: 'wada', entries: 2, panes: 7, rate: 0.2857, cumulativeShare: 0.6667 },
      { key: 'stluczka_w_produkcji', entries: 1, panes: 7, rate: 0.1429, cumulativeShare: 1 },
    ]);
    expect(res.body.missingByType).toEqual([
      { key: 'lustro', entries: 2, panes: 4, rate: 0.5, cumulativeShare: 0.6667 },
      { key: 'kabina', entries: 1, panes: 3, rate: 0.3333, cumulativeShare: 1 },
    ]);
    expect(res.body.missingCloseMedianDays).toBe(2);
    expect(res.body.missingOpenByAge).toEqual([
      { bucket: '0-1', entries: 1 },
      { bucket: '1-3', entries: 1 },
      { bucket: '3-7', entries: 0 },
      { bucket: '7-14', entries: 0 },
      { bucket: '14+', entries: 1 },
    ]);
  });

  it('batches per day with panes per batch; label reprints and voids by reason; persist errors per day', async () => {
    const res = await get(RANGE);
    expect(res.body.batches).toEqual([
      { day: '2024-03-30', batches: 2, panes: 8, panesPerBatch: 4 },
      { day: '2024-04-01', batches: 1, panes: 5, panesPerBatch: 5 },
    ]);
    expect(res.body.labelEvents).toEqual(
      expect.arrayContaining([
        { source: 'custom', kind: 'REPRINT', reason: 'uszkodzona', count: 1 },
        { source: 'custom', kind: 'VOID', reason: 'zły wymiar', count: 1 },
        { source: 'standard', kind: 'REPRINT', reason: null, count: 2 },
        { source: 'standard', kind: 'VOID', reason: null, count: 1 },
      ]),
    );
    expect(res.body.labelEvents).toHaveLength(4);
    expect(res.body.persistErrors).toEqual([
      { day: '2024-03-30', kind: 'CHECK', errors: 1 },
      { day: '2024-03-30', kind: 'ERP', errors: 1 },
      { day: '2024-04-01', kind: 'ERP', errors: 1 },
    ]);
  });

  it('GraphQL answers the same series', async () => {
    const rest = await get(RANGE);
    const { data, errors } = await t.gql(
      `query($input: ManufacturingAnalyticsInput) { manufacturingAnalytics(input: $input) { startDate endDate days output { day type records panes areaM2 pieces } workers { employeeNumber name records panes activeDays panesPerDay medianLabelMinutes }
        missingByReason { key entries panes rate cumulativeShare } missingByType { key entries panes rate cumulativeShare } missingCloseMedianDays missingOpenByAge { bucket entries }
        batches { day batches panes panesPerBatch } labelEvents { source kind reason count } persistErrors { day kind errors } } }`,
      { input: { startDate: '2024-03-29', endDate: '2024-04-01' } },
      manager,
    );
    expect(errors).toBeUndefined();
    expect(data.manufacturingAnalytics).toEqual(rest.body);
  });

  it('defaults to the last 30 Warsaw days ending today', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
    expect(res.body.endDate).toBe(today);
    expect(res.body.output).toEqual([]);
  });

  it('each chart downloads as CSV with the same numbers', async () => {
    const res = await fetch(`${t.url}/api/manufacturing/analytics/export?chart=batches&${RANGE}`, { headers: { Authorization: `Bearer ${manager}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('analityka-batches-2024-03-29-2024-04-01.csv');
    expect(Buffer.from(await res.arrayBuffer()).toString('utf8')).toBe('\uFEFFDzień;Partie;Szyby;Szyby na partię\r\n2024-03-30;2;8;4\r\n2024-04-01;1;5;5\r\n');
    for (const chart of ['output', 'workers', 'missing-reasons', 'missing-types', 'missing-open', 'labels', 'persist-errors']) {
      const r = await fetch(`${t.url}/api/manufacturing/analytics/export?chart=${chart}&${RANGE}`, { headers: { Authorization: `Bearer ${manager}` } });
      expect(r.status, chart).toBe(200);
      const lines = (await r.text()).trim().split('\r\n');
      expect(lines.length, chart).toBeGreaterThan(1);
    }
    const workers = await (await fetch(`${t.url}/api/manufacturing/analytics/export?chart=workers&${RANGE}`, { headers: { Authorization: `Bearer ${manager}` } })).text();
    expect(workers).toContain('102;Bartek;2;4;2;2;10');
  });

  it('the CSVs are for a Polish Excel: Polish headers, codes as the words on screen, decimal commas', async () => {
    const csv = async (chart: string) => (await fetch(`${t.url}/api/manufacturing/analytics/export?chart=${chart}&${RANGE}`, { headers: { Authorization: `Bearer ${manager}` } })).arrayBuffer().then((b) => Buffer.from(b).toString('utf8'));
    const all = await Promise.all(['output', 'workers', 'missing-reasons', 'missing-types', 'missing-open', 'batches', 'labels', 'persist-errors'].map(csv));
    for (const text of all) {
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = text.slice(1).trim().split('\r\n');
      expect(header, header).not.toMatch(/[a-z]_[a-z]|^[a-z]/);
      // no raw codes (szklo_kabina, stluczka_w_produkcji, REPRINT, CHECK) and no dot decimals
      for (const row of rows) expect(row, row).not.toMatch(/[a-z]_[a-z]|(^|;)(REPRINT|VOID|CHECK|ERP|custom|standard)(;|$)|\d\.\d/);
    }
    const output = all[0];
    expect(output).toContain('2024-03-30;standardowa;1;0;0;5'); // not `standard`
    expect(output).toContain('2024-04-01;lustro;1;3;0,75;0'); // m² of glass with a decimal comma
    expect(all[2]).toMatch(/\r\n(stłuczka w produkcji|wada|nie dostarczono|zły wymiar|inne|bez przyczyny);/);
  });

  it('bad ranges are 400 naming the field; an unknown chart too', async () => {
    for (const [q, field] of [
      ['startDate=2024-04-02&endDate=2024-04-01', 'endDate'],
      ['startDate=2023-01-01&endDate=2024-01-02', 'endDate'],
      ['startDate=2024-02-30&endDate=2024-03-01', 'startDate'],
      ['startDate=1/4/2024', 'startDate'],
      ['startDate=2030-01-01', 'endDate'],
    ] as const) {
      const res = await get(q);
      expect(res.status, q).toBe(400);
      expect(JSON.stringify(res.body.fields ?? res.body), q).toContain(field);
    }
    const ok = await get('startDate=2023-04-02&endDate=2024-04-01'); // 366 days, both included
    expect(ok.status).toBe(200);
    expect(ok.body.days).toHaveLength(366);
    const chart = await t.rest('GET', `/api/manufacturing/analytics/export?chart=pie&${RANGE}`, { token: manager });
    expect(chart.status).toBe(400);
    const gql = await t.gql(`{ manufacturingAnalytics(input: { startDate: "2024-04-02", endDate: "2024-04-01" }) { startDate } }`, {}, manager);
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("a record's pane totals (the columns Analityka sums, ADR 0920) follow its panes on create and edit", async () => {
    const em = t.app.orm.em.fork();
    const totals = async (id: number) => {
      const [row] = (await em.getConnection().execute('select pane_count as n, area_mm2 as a from manufacturing_records where id = ?', [id], 'all')) as Array<{ n: unknown; a: unknown }>;
      return { panes: Number(row.n), areaMm2: Number(row.a) };
    };
    // Outside every range the other tests read.
    const rec = em.create(ManufacturingRecord, { orderNumber: 'T/totals', type: 'kabina', employeeNumber: 101, employeeName: 'Anna', panes: [pane(1, 1000, 2000)], createdAt: at('2023-01-10T10:00:00Z'), updatedAt: at('2023-01-10T10:00:00Z') });
    await em.flush();
    expect(await totals(rec.id)).toEqual({ panes: 1, areaMm2: 2_000_000 });
    rec.panes = [pane(1, 500, 500), pane(2, 1000, 1000), pane(3, 300, 700)];
    await em.flush();
    expect(await totals(rec.id)).toEqual({ panes: 3, areaMm2: 250_000 + 1_000_000 + 210_000 });
    rec.panes = [];
    await em.flush();
    expect(await totals(rec.id)).toEqual({ panes: 0, areaMm2: 0 });
  });

  it('role 3 and 4 may read Analityka, role 2 may not, anonymous is 401', async () => {
    expect((await get(RANGE, await t.tokenFor(4))).status).toBe(200);
    expect((await get(RANGE, await t.tokenFor(2))).status).toBe(403);
    expect((await get(RANGE, await t.tokenFor(1))).status).toBe(403);
    expect((await t.rest('GET', `/api/manufacturing/analytics?${RANGE}`, { token: null })).status).toBe(401);
    expect((await t.rest('GET', `/api/manufacturing/analytics/export?chart=output&${RANGE}`, { token: await t.tokenFor(2) })).status).toBe(403);
  });
});
