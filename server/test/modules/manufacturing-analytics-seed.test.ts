import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManufacturingBatch, ManufacturingLabel, ManufacturingRecord, MissingGlass } from '../../src/modules/manufacturing-custom/custom.entity.js';
import { StandardEntry, StandardErrorLog, StandardPiece } from '../../src/modules/manufacturing-standard/standard-entry.entity.js';
import { TestApp } from '../support/test-app.js';

/**
 * Issue 14: Analityka's figures equal a hand count over the real demo seed. TestApp seeds the demo
 * environment (every module's seeder, as `npm run db:seed`); this test reads the seeded rows through
 * the ORM and recounts every chart series of GET /api/manufacturing/analytics with plain loops over
 * Warsaw days (Intl, not SQL), independently of the SQL aggregates (ADR 0890), then compares.
 */

const DAY_MS = 86_400_000;
const warsawDayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });
const warsawDay = (d: Date) => warsawDayOf.format(d);
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor((s.length - 1) / 2);
  return s.length % 2 ? s[m] : (s[m] + s[m + 1]) / 2;
};
const countBy = <T>(xs: T[], key: (x: T) => string) => {
  const m = new Map<string, T[]>();
  for (const x of xs) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
  return m;
};

describe('Analityka over the demo seed: every series equals a hand count', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await TestApp.start();
    manager = await t.tokenFor(3);
  });
  afterAll(() => t.stop());

  it('output, workers, missing glass (reasons, types, close median, open by age), batches, label events, persist errors', async () => {
    await compareWithHandCount();
  });

  it('the same after a label reprint and a void made through the API (the seed has none)', async () => {
    const em = t.app.orm.em.fork();
    const unbatched = await em.find(ManufacturingRecord, { batchId: null, deletedAt: null, status: 'LABELED' }, { orderBy: { id: 'desc' }, limit: 2 });
    expect(unbatched).toHaveLength(2);
    const [reprinted, voided] = await Promise.all(unbatched.map((r) => em.findOneOrFail(ManufacturingLabel, { recordId: r.id, voidedAt: null })));
    const office = await t.tokenFor(4);
    const up = await t.rest('PATCH', '/api/manufacturing/custom-manufacturing/label-update', { token: office, body: { ids: [reprinted.id], reason: 'uszkodzona' } });
    expect(up.status).toBeLessThan(300);
    const del = await t.rest('PATCH', '/api/manufacturing/custom-manufacturing/label-delete', { token: office, body: { ids: [voided.id], reason: 'zły wymiar' } });
    expect(del.status).toBeLessThan(300);
    const a = await compareWithHandCount();
    expect(a.labelEvents).toEqual(
      expect.arrayContaining([
        { source: 'custom', kind: 'REPRINT', reason: 'uszkodzona', count: 1 },
        { source: 'custom', kind: 'VOID', reason: 'zły wymiar', count: 1 },
      ]),
    );
  });

  /** Asks for the charts over a range covering the seed and compares every series with a count of the rows. */
  async function compareWithHandCount() {
    const em = t.app.orm.em.fork();
    const records = await em.find(ManufacturingRecord, {});
    const labels = await em.find(ManufacturingLabel, {});
    const batches = await em.find(ManufacturingBatch, {});
    const missing = await em.find(MissingGlass, {});
    const entries = await em.find(StandardEntry, {});
    const pieces = await em.find(StandardPiece, {});
    const errorLogs = await em.find(StandardErrorLog, {});
    // The seed is what is counted: it must hold rows for every chart.
    expect(records.length).toBeGreaterThan(20);
    expect(entries.filter((e) => e.status === 'PERSISTED').length).toBeGreaterThan(10);

    // A range covering the whole seed (standard entries go back about 90 days), ending today in Warsaw.
    const endDate = warsawDay(new Date());
    const startDate = warsawDay(new Date(Date.now() - 120 * DAY_MS));
    const inRange = (d: Date | null | undefined): d is Date => !!d && warsawDay(d) >= startDate && warsawDay(d) <= endDate;
    const earliest = [...records.map((r) => r.createdAt), ...entries.map((e) => e.createdAt)].reduce((a, b) => (a < b ? a : b));
    expect(warsawDay(earliest) >= startDate).toBe(true);

    const before = Date.now();
    const res = await t.rest('GET', `/api/manufacturing/analytics?startDate=${startDate}&endDate=${endDate}`, { token: manager });
    const after = Date.now();
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.startDate).toBe(startDate);
    expect(a.endDate).toBe(endDate);

    // days: every Warsaw day of the range, in order
    const days: string[] = [];
    for (let d = new Date(`${startDate}T12:00:00Z`); d.toISOString().slice(0, 10) <= endDate; d = new Date(d.getTime() + DAY_MS)) days.push(d.toISOString().slice(0, 10));
    expect(a.days).toEqual(days);

    // ---- output per day: custom records (not deleted) by creation day and type; standard PERSISTED by persist day
    const live = records.filter((r) => r.deletedAt === null && inRange(r.createdAt));
    const area = (r: ManufacturingRecord) => r.panes.reduce((s, p) => s + Number(p.widthMm) * Number(p.heightMm), 0) / 1_000_000;
    const output: Array<{ day: string; type: string; records: number; panes: number; areaM2: number; pieces: number }> = [];
    for (const [key, rs] of countBy(live, (r) => `${warsawDay(r.createdAt)}|${r.type}`)) {
      const [day, type] = key.split('|');
      output.push({ day, type, records: rs.length, panes: rs.reduce((s, r) => s + r.panes.length, 0), areaM2: round(rs.reduce((s, r) => s + area(r), 0), 3), pieces: 0 });
    }
    const persisted = entries.filter((e) => e.status === 'PERSISTED' && inRange(e.persistedAt));
    for (const [day, es] of countBy(persisted, (e) => warsawDay(e.persistedAt!))) {
      output.push({ day, type: 'standard', records: es.length, panes: 0, areaM2: 0, pieces: es.reduce((s, e) => s + e.quantity, 0) });
    }
    output.sort((x, y) => x.day.localeCompare(y.day) || x.type.localeCompare(y.type));
    expect(output.length).toBeGreaterThan(5);
    expect(a.output.map((x: { areaM2: number }) => ({ ...x, areaM2: round(x.areaM2, 3) }))).toEqual(output);

    // ---- per worker: records, panes, active days, panes per day, median minutes to the first label
    const firstLabel = new Map<number, Date>();
    for (const l of labels) {
      if (l.reprintOf !== null && l.reprintOf !== undefined) continue;
      const seen = firstLabel.get(l.recordId);
      if (!seen || l.createdAt < seen) firstLabel.set(l.recordId, l.createdAt);
    }
    const workers = [...countBy(live, (r) => String(r.employeeNumber))].map(([numer, rs]) => {
      const panes = rs.reduce((s, r) => s + r.panes.length, 0);
      const activeDays = new Set(rs.map((r) => warsawDay(r.createdAt))).size;
      const delays = rs.filter((r) => firstLabel.has(r.id)).map((r) => (firstLabel.get(r.id)!.getTime() - r.createdAt.getTime()) / 1000);
      const m = median(delays);
      return {
        employeeNumber: Number(numer),
        name: rs.map((r) => r.employeeName).reduce((x, y) => (x > y ? x : y)),
        records: rs.length,
        panes,
        activeDays,
        panesPerDay: round(panes / activeDays, 2),
        medianLabelMinutes: m === null ? null : round(m / 60, 1),
      };
    });
    workers.sort((x, y) => y.panes - x.panes || x.employeeNumber - y.employeeNumber);
    expect(workers.length).toBeGreaterThan(1);
    expect(a.workers).toEqual(workers);

    // ---- missing glass reported in range: Pareto by reason (rate over all panes) and by the record's type
    const allPanes = live.reduce((s, r) => s + r.panes.length, 0);
    const panesOfType = (type: string | null) => (type === null ? 0 : live.filter((r) => r.type === type).reduce((s, r) => s + r.panes.length, 0));
    const reported = missing.filter((m) => inRange(m.createdAt));
    expect(reported.length).toBeGreaterThan(0);
    const byId = new Map(records.map((r) => [r.id, r]));
    const pareto = (groups: Map<string, MissingGlass[]>, keyOf: (k: string) => string | null, panesOf: (k: string | null) => number) => {
      const total = reported.length;
      let cumulative = 0;
      return [...groups]
        .map(([k, ms]) => ({ key: keyOf(k), entries: ms.length }))
        .sort((x, y) => y.entries - x.entries || String(x.key).localeCompare(String(y.key)))
        .map((x) => {
          cumulative += x.entries;
          const panes = panesOf(x.key);
          return { ...x, panes, rate: panes ? round(x.entries / panes, 4) : 0, cumulativeShare: round(cumulative / total, 4) };
        });
    };
    expect(a.missingByReason).toEqual(pareto(countBy(reported, (m) => m.reason), (k) => k, () => allPanes));
    const typeOf = (m: MissingGlass) => (m.recordId ? (byId.get(m.recordId)?.type ?? null) : null);
    expect(a.missingByType).toEqual(pareto(countBy(reported, (m) => String(typeOf(m))), (k) => (k === 'null' ? null : k), panesOfType));

    // median days from report to close (reported in range, closed)
    const closeDays = median(reported.filter((m) => m.status === 'CLOSED' && m.closedAt).map((m) => (m.closedAt!.getTime() - m.createdAt.getTime()) / 1000 / 86_400));
    expect(closeDays).not.toBeNull();
    expect(a.missingCloseMedianDays).toBe(round(closeDays!, 2));

    // open entries now, by age: under 1 day, 1-3, 3-7, 7-14, 14 and more (the state now, not the range)
    const ageBuckets = (now: number) => {
      const n = [0, 0, 0, 0, 0];
      for (const m of missing.filter((x) => x.status === 'OPEN')) {
        const age = (now - m.createdAt.getTime()) / DAY_MS;
        n[age < 1 ? 0 : age < 3 ? 1 : age < 7 ? 2 : age < 14 ? 3 : 4]++;
      }
      return ['0-1', '1-3', '3-7', '7-14', '14+'].map((bucket, i) => ({ bucket, entries: n[i] }));
    };
    expect(missing.some((m) => m.status === 'OPEN')).toBe(true);
    // the server counted at some instant between `before` and `after`
    expect([JSON.stringify(ageBuckets(before)), JSON.stringify(ageBuckets(after))]).toContain(JSON.stringify(a.missingOpenByAge));

    // ---- batches closed per day, their panes, panes per batch
    const batchRows = [...countBy(batches.filter((b) => inRange(b.createdAt)), (b) => warsawDay(b.createdAt))]
      .map(([day, bs]) => {
        const panes = bs.reduce((s, b) => s + b.paneCount, 0);
        return { day, batches: bs.length, panes, panesPerBatch: round(panes / bs.length, 2) };
      })
      .sort((x, y) => x.day.localeCompare(y.day));
    expect(batchRows.length).toBeGreaterThan(0);
    expect(a.batches).toEqual(batchRows);

    // ---- label events: custom reprints by the replaced label's void reason, custom voids not replaced,
    // standard extra prints (printCount - 1 of pieces last printed in range) and voided pieces
    const labelById = new Map(labels.map((l) => [l.id, l]));
    const replaced = new Set(labels.map((l) => l.reprintOf).filter((id): id is number => id !== null && id !== undefined));
    const events: Array<{ source: string; kind: string; reason: string | null; count: number }> = [];
    for (const [reason, ls] of countBy(labels.filter((l) => l.reprintOf && inRange(l.createdAt)), (l) => String(labelById.get(l.reprintOf!)?.voidReason ?? null))) {
      events.push({ source: 'custom', kind: 'REPRINT', reason: reason === 'null' ? null : reason, count: ls.length });
    }
    for (const [reason, ls] of countBy(labels.filter((l) => inRange(l.voidedAt) && !replaced.has(l.id)), (l) => String(l.voidReason ?? null))) {
      events.push({ source: 'custom', kind: 'VOID', reason: reason === 'null' ? null : reason, count: ls.length });
    }
    const extraPrints = pieces.filter((p) => p.printCount > 1 && inRange(p.printedAt)).reduce((s, p) => s + p.printCount - 1, 0);
    if (extraPrints) events.push({ source: 'standard', kind: 'REPRINT', reason: null, count: extraPrints });
    const voidedPieces = pieces.filter((p) => inRange(p.voidedAt)).length;
    if (voidedPieces) events.push({ source: 'standard', kind: 'VOID', reason: null, count: voidedPieces });
    const canonical = (xs: typeof events) => [...xs].sort((x, y) => `${x.source}|${x.kind}|${x.reason}`.localeCompare(`${y.source}|${y.kind}|${y.reason}`));
    expect(canonical(a.labelEvents)).toEqual(canonical(events));
    // most first
    for (let i = 1; i < a.labelEvents.length; i++) expect(a.labelEvents[i - 1].count).toBeGreaterThanOrEqual(a.labelEvents[i].count);

    // ---- standard persist errors per day and kind
    const errorRows = [...countBy(errorLogs.filter((g) => inRange(g.createdAt)), (g) => `${warsawDay(g.createdAt)}|${g.kind}`)]
      .map(([key, gs]) => ({ day: key.split('|')[0], kind: key.split('|')[1], errors: gs.length }))
      .sort((x, y) => x.day.localeCompare(y.day) || x.kind.localeCompare(y.kind));
    expect(errorRows.length).toBeGreaterThan(0);
    expect(a.persistErrors).toEqual(errorRows);

    console.log(
      'analytics over the seed:',
      JSON.stringify({ output: a.output.length, workers: a.workers.length, reasons: a.missingByReason.length, types: a.missingByType.length, batches: a.batches.length, labelEvents: a.labelEvents.length, persistErrors: a.persistErrors.length }),
    );
    return a;
  }
});
