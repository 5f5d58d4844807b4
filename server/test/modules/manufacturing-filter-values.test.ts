import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManufacturingRecord, type RecordStatus } from '../../src/modules/manufacturing-custom/custom.entity.js';
import { TestApp } from '../support/test-app.js';

/**
 * The filter drop-downs' values (GET /api/manufacturing/filters and manufacturingFilters), read
 * from the counts the triggers keep, against the GROUP BY over every record they replace: rounds
 * of random writes through the ORM (records created in every state, re-typed, moved to another
 * worker or name, batched and un-batched, soft-deleted and restored, hard-deleted) and bulk
 * updates as close-batch sends them, then both answers compared for open and completed work.
 * Values whose last record goes must leave the answer. Then the migration is reverted and applied
 * again: its backfill gives the rows the triggers kept. Runs on SQLite, and on MariaDB with DATABASE_URL.
 */
describe('manufacturing filter values', { timeout: 120_000 }, () => {
  let t: TestApp;
  let office: string;
  const MIGRATION = 'Migration20261126071831_manufacturing_filter_values';

  let seed = 0x5eed0f17;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const TYPES = ['szklo_kabina', 'dach', 'paleta', 'inne'];
  const WORKERS: Array<[number, string]> = [
    [101, 'Anna'],
    [101, 'Anna K.'],
    [102, 'Bartek'],
    [103, 'Zofia'],
  ];
  const STATUSES: RecordStatus[] = ['NEW', 'LABELED', 'CLOSED'];
  const BATCHES: Array<[number, string]> = [
    [7001, 'PRT/2026/007001'],
    [7002, 'PRT/2026/007002'],
    [7003, 'PRT/2026/007003'],
  ];
  const instant = () => new Date(Date.UTC(2025, 0, 1) + Math.floor(rand() * 700 * 86_400_000));

  /** What the filters call answered before the counts: a GROUP BY over the records, as JSON. */
  async function grouped(complete: boolean) {
    const conn = t.app.orm.em.fork().getConnection();
    const statuses = complete ? "'CLOSED'" : "'NEW', 'LABELED'";
    const where = `deleted_at is null and status in (${statuses})`;
    const types = await conn.execute<Array<{ type: string; n: number }>>(`select type, count(*) as n from manufacturing_records where ${where} group by type`);
    const workers = await conn.execute<Array<{ w: number; name: string; n: number }>>(`select employee_number as w, max(employee_name) as name, count(*) as n from manufacturing_records where ${where} group by employee_number`);
    const batches = complete ? await conn.execute<Array<{ id: number; number: string }>>(`select batch_id as id, max(batch_number) as number from manufacturing_records where ${where} and batch_id is not null group by batch_id`) : [];
    const [range] = await t.app.orm.em.fork().createQueryBuilder(ManufacturingRecord, 'r').select(['r.id', 'r.createdAt']).where({ deletedAt: null, status: { $in: complete ? ['CLOSED'] : ['NEW', 'LABELED'] } }).orderBy({ createdAt: 'asc' }).limit(1).getResult();
    const [last] = await t.app.orm.em.fork().createQueryBuilder(ManufacturingRecord, 'r').select(['r.id', 'r.createdAt']).where({ deletedAt: null, status: { $in: complete ? ['CLOSED'] : ['NEW', 'LABELED'] } }).orderBy({ createdAt: 'desc' }).limit(1).getResult();
    return {
      types: types.map((x) => ({ value: x.type, count: Number(x.n) })).sort((a, b) => a.value.localeCompare(b.value)),
      workers: workers.map((x) => ({ employeeNumber: Number(x.w), name: x.name, count: Number(x.n) })).sort((a, b) => a.employeeNumber - b.employeeNumber),
      batches: batches.map((x) => ({ id: Number(x.id), number: x.number })).sort((a, b) => b.id - a.id),
      statuses: complete ? ['CLOSED'] : ['NEW', 'LABELED'],
      dateFrom: range ? range.createdAt.toISOString() : null,
      dateTo: last ? last.createdAt.toISOString() : null,
    };
  }

  /** How many compared answers had values, per list. */
  const nonEmpty: Record<string, number> = {};
  async function expectSame(label: string) {
    for (const complete of [false, true]) {
      const res = await t.rest('GET', `/api/manufacturing/filters${complete ? '?complete=complete' : ''}`, { token: office });
      expect(res.status).toBe(200);
      const want = await grouped(complete);
      expect(res.body, `${label}, ${complete ? 'completed' : 'open'}`).toEqual(want);
      for (const k of ['types', 'workers', 'batches'] as const) if (want[k].length) nonEmpty[k] = (nonEmpty[k] ?? 0) + 1;
    }
  }

  const create = (em: ReturnType<typeof t.app.orm.em.fork>, i: number) => {
    const status = pick(STATUSES);
    const [worker, name] = pick(WORKERS);
    const batch = status === 'CLOSED' ? pick(BATCHES) : null;
    const at = instant();
    return em.create(ManufacturingRecord, {
      orderNumber: `F/${i}/${Math.floor(rand() * 1e9)}`,
      type: pick(TYPES),
      employeeNumber: worker,
      employeeName: name,
      status,
      batchId: batch?.[0] ?? null,
      batchNumber: batch?.[1] ?? null,
      createdAt: at,
      updatedAt: at,
    });
  };

  async function writeRound(n: number) {
    const em = t.app.orm.em.fork();
    const records = await em.find(ManufacturingRecord, {});
    for (let i = 0; i < n; i++) create(em, i);
    for (const r of records) {
      const roll = rand();
      if (roll < 0.08) r.deletedAt = r.deletedAt ? null : instant();
      else if (roll < 0.14) r.type = pick(TYPES);
      else if (roll < 0.2) [r.employeeNumber, r.employeeName] = pick(WORKERS);
      else if (roll < 0.26) {
        r.status = pick(STATUSES);
        [r.batchId, r.batchNumber] = r.status === 'CLOSED' ? pick(BATCHES) : [null, null];
      } else if (roll < 0.3) r.createdAt = instant();
      else if (roll < 0.34) em.remove(r);
    }
    await em.flush();
    // As close-batch and reopen send them: one statement for many records.
    const open = records.filter((r) => r.status !== 'CLOSED' && !r.deletedAt).slice(0, 5);
    const [batchId, batchNumber] = pick(BATCHES);
    if (open.length) await t.app.orm.em.fork().nativeUpdate(ManufacturingRecord, { id: { $in: open.map((r) => r.id) }, status: { $ne: 'CLOSED' } }, { status: 'CLOSED', batchId, batchNumber });
    await t.app.orm.em.fork().nativeUpdate(ManufacturingRecord, { batchId: pick(BATCHES)[0], deletedAt: null }, { status: 'LABELED', batchId: null, batchNumber: null });
  }

  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    office = await t.tokenFor(2);
  });
  afterAll(() => t.stop());

  it('the seed: the counts answer as the GROUP BY', async () => {
    await expectSame('seed');
  });

  it('a value whose last record is deleted, moved or re-typed leaves the drop-down', async () => {
    const em = t.app.orm.em.fork();
    const at = new Date(Date.UTC(2026, 0, 5));
    const only = em.create(ManufacturingRecord, { orderNumber: 'F/last/1', type: 'jedyny_typ', employeeNumber: 9901, employeeName: 'Jedyny Pracownik', status: 'CLOSED', batchId: 9901, batchNumber: 'PRT/2026/009901', createdAt: at, updatedAt: at });
    await em.flush();
    const has = async () => {
      const res = await t.rest('GET', '/api/manufacturing/filters?complete=complete', { token: office });
      return {
        type: res.body.types.some((x: { value: string }) => x.value === 'jedyny_typ'),
        worker: res.body.workers.some((x: { employeeNumber: number }) => x.employeeNumber === 9901),
        batch: res.body.batches.some((x: { id: number }) => x.id === 9901),
      };
    };
    expect(await has()).toEqual({ type: true, worker: true, batch: true });
    await expectSame('one record of its own');
    // re-typed, given to another worker, taken out of its batch: each value goes with it
    await em.nativeUpdate(ManufacturingRecord, { id: only.id }, { type: 'dach' });
    expect(await has()).toEqual({ type: false, worker: true, batch: true });
    await em.nativeUpdate(ManufacturingRecord, { id: only.id }, { employeeNumber: 102, employeeName: 'Bartek' });
    expect(await has()).toEqual({ type: false, worker: false, batch: true });
    await em.nativeUpdate(ManufacturingRecord, { id: only.id }, { batchId: null, batchNumber: null, status: 'LABELED' });
    expect(await has()).toEqual({ type: false, worker: false, batch: false });
    await expectSame('moved away');
    // back, then soft-deleted; back again, then hard-deleted
    await em.nativeUpdate(ManufacturingRecord, { id: only.id }, { type: 'jedyny_typ', employeeNumber: 9901, employeeName: 'Jedyny Pracownik', batchId: 9901, batchNumber: 'PRT/2026/009901', status: 'CLOSED' });
    expect(await has()).toEqual({ type: true, worker: true, batch: true });
    await em.nativeUpdate(ManufacturingRecord, { id: only.id }, { deletedAt: new Date(), status: 'DELETED' });
    expect(await has()).toEqual({ type: false, worker: false, batch: false });
    await em.nativeUpdate(ManufacturingRecord, { id: only.id }, { deletedAt: null, status: 'CLOSED' });
    expect(await has()).toEqual({ type: true, worker: true, batch: true });
    await em.nativeDelete(ManufacturingRecord, { id: only.id });
    expect(await has()).toEqual({ type: false, worker: false, batch: false });
    await expectSame('deleted');
  });

  it('after each round of random writes, the counts answer as the GROUP BY', async () => {
    for (let round = 1; round <= 6; round++) {
      await writeRound(round === 1 ? 60 : 20);
      await expectSame(`round ${round}`);
    }
    for (const k of ['types', 'workers', 'batches']) expect(nonEmpty[k] ?? 0, k).toBeGreaterThan(6);
  });

  it('the migration reverted and applied again: the backfill gives the rows the triggers kept', async () => {
    const conn = t.app.orm.em.fork().getConnection();
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of ['manufacturing_filter_types', 'manufacturing_filter_workers', 'manufacturing_filter_batches']) {
        const rows = await conn.execute(`select * from ${table} where records <> 0`);
        out[table] = rows
          .map((x: Record<string, unknown>) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, typeof v === 'string' ? v : Number(v)])))
          .sort((a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      }
      return out;
    };
    const before = await snapshot();
    expect(before.manufacturing_filter_types!.length).toBeGreaterThan(3);
    const migrator = t.app.orm.getMigrator();
    await migrator.down({ migrations: [MIGRATION] });
    expect(await migrator.getPendingMigrations()).toEqual([expect.objectContaining({ name: MIGRATION })]);
    await migrator.up({ migrations: [MIGRATION] });
    expect(await snapshot()).toEqual(before);
    await writeRound(15);
    await expectSame('after the migration again');
  });
});
