import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/core';
import { ManufacturingBatch, ManufacturingLabel, ManufacturingRecord, MissingGlass, type RecordPane } from '../../src/modules/manufacturing-custom/custom.entity.js';
import { StandardEntry, StandardErrorLog, StandardPiece } from '../../src/modules/manufacturing-standard/standard-entry.entity.js';
import { customAnalytics } from '../../src/modules/manufacturing-custom/index.js';
import { standardAnalytics } from '../../src/modules/manufacturing-standard/index.js';
import * as rollups from '../../src/modules/manufacturing-analytics/analytics.rollups.js';
import { warsawDayEnd, warsawDayStart } from '../../src/modules/history/index.js';
import { isoToEpochDay } from '../../src/platform/sql/warsaw-day-sql.js';
import { TestApp } from '../support/test-app.js';

/**
 * Analityka's daily rollups (ADR 1040) against the raw aggregates they replace: rounds of random
 * writes through the ORM (records created, edited, re-typed, re-dated, renamed, soft-deleted,
 * restored and deleted; standard entries persisted, failed, edited and deleted; batches and error
 * lines written, changed and deleted; labels voided and reprinted), at instants around Warsaw
 * midnights and both DST changes of 2024, and after every round each rollup chart's answer is
 * compared with the raw aggregation (custom.analytics.ts, standard.analytics.ts) over several
 * ranges. Then the migration is reverted and applied again: its backfill gives the same rows.
 * Runs on SQLite, and on MariaDB with DATABASE_URL.
 */
describe('manufacturing analytics rollups', () => {
  let t: TestApp;
  let dialect: 'sqlite' | 'mysql';
  const MIGRATION = 'Migration20261126031937_analytics_rollups';

  // A seeded PRNG: the same writes on every run and database.
  let seed = 0x5eed1040;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const chance = (p: number) => rand() < p;

  // Instants where a day bucket can go wrong: Warsaw midnights (CET and CEST) and the DST changes,
  // each to the millisecond and a minute either side, and random instants around them.
  const edges = [
    '2024-03-30T23:00:00Z', // 00:00 on 31/3 (CET)
    '2024-03-31T01:00:00Z', // 02:00 CET -> 03:00 CEST
    '2024-03-31T22:00:00Z', // 00:00 on 1/4 (CEST)
    '2024-10-26T22:00:00Z', // 00:00 on 27/10 (CEST)
    '2024-10-27T01:00:00Z', // 03:00 CEST -> 02:00 CET
    '2024-10-27T23:00:00Z', // 00:00 on 28/10 (CET)
    '2024-12-31T23:00:00Z', // 00:00 on 1/1/2025
  ].map((s) => Date.parse(s));
  const instant = (): Date => {
    if (chance(0.6)) return new Date(pick(edges) + pick([-60_000, -1, 0, 1, 60_000, -3_600_000, 3_600_000]));
    const around = pick(edges);
    return new Date(around + Math.floor((rand() - 0.5) * 4 * 86_400_000));
  };
  const TYPES = ['kabina', 'lustro', 'szklo_kabina', 'drzwi'];
  const WORKERS: Array<[number, string]> = [
    [101, 'Anna'],
    [101, 'Anna K.'],
    [102, 'Bartek'],
    [103, 'Zofia'],
  ];
  const pane = (index: number): RecordPane => ({ index, part: null, widthMm: 100 + Math.floor(rand() * 2000), heightMm: 100 + Math.floor(rand() * 2000), thicknessMm: 6, glassKind: 'float', schemaId: null, weightKg: 1 });
  const panes = () => Array.from({ length: 1 + Math.floor(rand() * 5) }, (_, i) => pane(i + 1));

  const RANGES: Array<[string, string]> = [
    ['2024-03-29', '2024-04-02'],
    ['2024-03-31', '2024-03-31'],
    ['2024-04-01', '2024-04-01'],
    ['2024-10-26', '2024-10-28'],
    ['2024-10-27', '2024-10-27'],
    ['2024-12-31', '2025-01-01'],
    ['2024-03-01', '2025-02-28'],
  ];

  /** The rollup answer of every chart it serves, next to the raw aggregation's. */
  async function both(em: EntityManager, [start, end]: [string, string]) {
    const r = { dialect, from: warsawDayStart(start), to: warsawDayEnd(end) };
    const d = { first: isoToEpochDay(start), last: isoToEpochDay(end) };
    // The raw statements leave the order of equal counts to the database: compared as sets.
    const byReason = (xs: Array<{ reason: string | null; count: number }>) => [...xs].sort((a, b) => String(a.reason).localeCompare(String(b.reason)));
    const labels = (x: { reprints: Array<{ reason: string | null; count: number }>; voids: Array<{ reason: string | null; count: number }> }) => ({ reprints: byReason(x.reprints), voids: byReason(x.voids) });
    const area = <T extends { areaM2: number }>(xs: T[]) => xs.map((x) => ({ ...x, areaM2: Math.round(x.areaM2 * 1e6) / 1e6 }));
    return {
      raw: {
        output: area(await customAnalytics.customOutputByDay(em, r)),
        workers: await customAnalytics.customOutputByWorker(em, r),
        standard: await standardAnalytics.standardPiecesByDay(em, r),
        batches: await customAnalytics.customBatchesByDay(em, r),
        errors: await standardAnalytics.standardErrorsByDay(em, r),
        labels: labels(await customAnalytics.customLabelEvents(em, r)),
      },
      rollup: {
        output: area(await rollups.outputByDay(em, d)),
        workers: await rollups.outputByWorker(em, d),
        standard: await rollups.standardPiecesByDay(em, d),
        batches: await rollups.batchesByDay(em, d),
        errors: await rollups.errorsByDay(em, d),
        labels: labels(await rollups.labelEvents(em, d)),
      },
    };
  }

  /** How many compared answers had rows, per chart. */
  const nonEmpty: Record<string, number> = {};
  async function expectSame(label: string) {
    const em = t.app.orm.em.fork();
    for (const range of RANGES) {
      const { raw, rollup } = await both(em, range);
      expect(rollup, `${label}, ${range.join('..')}`).toEqual(raw);
      const series = { ...raw, labels: undefined, reprints: raw.labels.reprints, voids: raw.labels.voids };
      for (const [k, v] of Object.entries(series)) if (v?.length) nonEmpty[k] = (nonEmpty[k] ?? 0) + 1;
    }
  }

  /** One round of random writes, each kind of change at least once in a few rounds. */
  async function writeRound(n: number) {
    const em = t.app.orm.em.fork();
    const records = await em.find(ManufacturingRecord, {});
    const entries = await em.find(StandardEntry, {});
    const batches = await em.find(ManufacturingBatch, {});
    const errors = await em.find(StandardErrorLog, {});
    const labels = await em.find(ManufacturingLabel, {});
    for (let i = 0; i < n; i++) {
      const createdAt = instant();
      const [worker, name] = pick(WORKERS);
      em.create(ManufacturingRecord, { orderNumber: `R/${i}/${createdAt.getTime()}`, type: pick(TYPES), employeeNumber: worker, employeeName: name, panes: panes(), createdAt, updatedAt: createdAt, status: 'LABELED' });
      const persisted = chance(0.7);
      const at = instant();
      em.create(StandardEntry, { numer_pracownika: worker, manufacturingDataId: 1, index: 'IDX-1', name: 'Lustro', quantity: 1 + Math.floor(rand() * 40), status: persisted ? 'PERSISTED' : 'DRAFT', persistedAt: persisted ? at : null, createdAt: at, updatedAt: at });
      if (chance(0.3)) {
        const b = instant();
        em.create(ManufacturingBatch, { closedBy: worker, closedByName: name, recordCount: 1, paneCount: 1 + Math.floor(rand() * 40), totalWeightKg: 1, createdAt: b, updatedAt: b });
      }
      if (chance(0.3) && entries.length) {
        const e = instant();
        em.create(StandardErrorLog, { numer_pracownika: worker, entryId: pick(entries).id, index: 'IDX-1', kind: pick(['CHECK', 'ERP'] as const), message: 'x', createdAt: e, updatedAt: e });
      }
    }
    for (const r of records) {
      const roll = rand();
      if (roll < 0.08) r.deletedAt = r.deletedAt ? null : instant(); // soft delete, or restore
      else if (roll < 0.14) r.panes = panes(); // an edit: pane count and area change
      else if (roll < 0.18) r.type = pick(TYPES);
      else if (roll < 0.21) r.createdAt = instant(); // moves to another day
      else if (roll < 0.24) [r.employeeNumber, r.employeeName] = pick(WORKERS);
      else if (roll < 0.27) em.remove(r);
      else if (roll < 0.6) {
        const l = em.create(ManufacturingLabel, { code: `L-${r.id}-${Math.floor(rand() * 1e9)}`, recordId: r.id, paneIndex: 1, paneCount: 1, printedBy: r.employeeNumber, printedByName: r.employeeName, payload: {}, createdAt: instant(), updatedAt: new Date() });
        if (!r.firstLabelAt) r.firstLabelAt = l.createdAt;
      }
    }
    for (const l of labels) {
      const roll = rand();
      if (!l.voidedAt && roll < 0.3) {
        l.voidedAt = instant();
        l.voidReason = pick(['uszkodzona', 'zły wymiar', null]);
        if (chance(0.5)) em.create(ManufacturingLabel, { code: `${l.code}-R`, recordId: l.recordId, paneIndex: 1, paneCount: 1, printedBy: 101, printedByName: 'Anna', payload: {}, reprintOf: l.id, reprintCount: 1, createdAt: instant(), updatedAt: new Date() });
      } else if (l.voidedAt && roll < 0.1) l.voidReason = pick(['uszkodzona', 'zły wymiar', 'inne', null]); // its reprints' reason changes
      else if (l.voidedAt && roll < 0.15) l.voidedAt = instant();
      else if (l.voidedAt && roll < 0.18) [l.voidedAt, l.voidReason] = [null, null];
      else if (roll < 0.22) l.createdAt = instant();
      else if (roll < 0.25) em.remove(l); // a replaced label gone: its reprints no longer count; a reprint gone: the replaced label is a plain void again
    }
    for (const e of entries) {
      const roll = rand();
      if (roll < 0.1) e.quantity = 1 + Math.floor(rand() * 40);
      else if (roll < 0.15) e.status = 'ERROR';
      else if (roll < 0.2) {
        e.status = 'PERSISTED';
        e.persistedAt = instant();
      } else if (roll < 0.25) em.remove(e);
    }
    for (const b of batches) {
      const roll = rand();
      if (roll < 0.1) b.paneCount = 1 + Math.floor(rand() * 40);
      else if (roll < 0.15) em.remove(b);
    }
    for (const g of errors) {
      const roll = rand();
      if (roll < 0.1) g.kind = g.kind === 'CHECK' ? 'ERP' : 'CHECK';
      else if (roll < 0.15) em.remove(g);
    }
    await em.flush();
  }

  beforeAll(async () => {
    t = await TestApp.start();
    dialect = t.app.config.database.kind;
    const em = t.app.orm.em.fork();
    // The seed's manufacturing rows go: their deletes take them out of the rollups too.
    for (const e of [ManufacturingLabel, ManufacturingBatch, MissingGlass, ManufacturingRecord, StandardPiece, StandardErrorLog, StandardEntry]) await em.nativeDelete(e, {});
  });
  afterAll(() => t.stop());

  it('the seed data deleted: every rollup is back to zero', async () => {
    const conn = t.app.orm.em.fork().getConnection();
    for (const [table, count] of [
      ['analytics_custom_days', 'records'],
      ['analytics_worker_days', 'records'],
      ['analytics_standard_days', 'entries'],
      ['analytics_batch_days', 'batches'],
      ['analytics_error_days', 'errors'],
      ['analytics_label_days', 'n'],
    ]) {
      const [row] = await conn.execute(`select count(*) as n from ${table} where ${count} <> 0`);
      expect(Number(row.n), table).toBe(0);
    }
  });

  it('after each round of random writes, every rollup chart answers as the raw aggregation', async () => {
    for (let round = 1; round <= 6; round++) {
      await writeRound(round === 1 ? 60 : 25);
      await expectSame(`round ${round}`);
    }
    // The comparisons compared something: every chart had rows in many of the 42 answers.
    for (const k of ['output', 'workers', 'standard', 'batches', 'errors', 'reprints', 'voids']) expect(nonEmpty[k] ?? 0, k).toBeGreaterThan(15);
  });

  it('the migration reverted and applied again: the backfill gives the rows the triggers kept', async () => {
    const conn = t.app.orm.em.fork().getConnection();
    const tables = ['analytics_custom_days', 'analytics_worker_days', 'analytics_standard_days', 'analytics_batch_days', 'analytics_error_days', 'analytics_label_days'];
    const counts: Record<string, string> = { analytics_custom_days: 'records', analytics_worker_days: 'records', analytics_standard_days: 'entries', analytics_batch_days: 'batches', analytics_error_days: 'errors', analytics_label_days: 'n' };
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of tables) {
        const rows = await conn.execute(`select * from ${table} where ${counts[table]} <> 0`);
        out[table] = rows
          .map((x: Record<string, unknown>) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, k === 'area_mm2' ? Math.round(Number(v)) : typeof v === 'string' ? v : Number(v)])))
          .sort((a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      }
      return out;
    };
    const before = await snapshot();
    expect(before.analytics_custom_days!.length).toBeGreaterThan(5);
    const migrator = t.app.orm.getMigrator();
    await migrator.down({ migrations: [MIGRATION] });
    expect(await migrator.getPendingMigrations()).toEqual([expect.objectContaining({ name: MIGRATION })]);
    await migrator.up({ migrations: [MIGRATION] });
    expect(await snapshot()).toEqual(before);
    // And the triggers are back: another round of writes still agrees.
    await writeRound(20);
    await expectSame('after the migration again');
  });
});
