import mysql from 'mysql2/promise';
import { describe, expect, it } from 'vitest';
import { ManufacturingData } from '../../src/modules/manufacturing-reference/manufacturing-data.entity.js';
import { StandardPiece } from '../../src/modules/manufacturing-standard/standard-entry.entity.js';
import { PrintJob } from '../../src/modules/printing/printing.entity.js';
import { IdempotencyKey } from '../../src/platform/idempotency/idempotency-key.entity.js';
import { TestApp, waitFor } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { blockedOnSqliteLock, collectGarbage, FakeZebra, openSqliteAside, ServerProcess } from './printing.fixtures.js';

const dialect = process.env.DATABASE_URL ? 'MariaDB/MySQL' : 'SQLite (WAL)';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BASE = '/api/manufacturing/standard-manufacturing';
const PIECES = 3;

/**
 * The standard station's keyed print (one print job per piece) on a server that is killed
 * (SIGKILL) around the commit that queues its jobs. The key must commit with the jobs: killed
 * before that commit, neither is left and the retry prints once; killed right after it, both are
 * there and the retry answers the stored run without printing again. Every print asks
 * `onlyUnprinted: false`, so a run done twice would print every label twice.
 */
describe('a keyed standard station print whose server dies around its commit', () => {
  it(`on ${dialect}: killed before the commit or right after it, the retry prints each label once; ten at once with one key queue one run`, async () => {
    const db = await createTestDatabase();
    const zebra = await FakeZebra.start();
    const setup = await TestApp.start({ WORKERS: 'false' }, db);
    const admin = await setup.tokenFor(4);
    const office = await setup.tokenFor(2);
    const printerRes = await setup.rest('POST', '/api/printers', { token: admin, body: { name: 'Zebra stanowisko awaria', computer: { name: 'Produkcja', hostname: 'produkcja-awaria' }, driver: 'tcp', host: '127.0.0.1', port: zebra.port, language: 'zpl' } });
    expect(printerRes.status).toBe(201);
    const printer = printerRes.body.id as number;
    const entry = async (n: number) => {
      const em = setup.app.orm.em.fork();
      const index = `AWARIA-${n}-${Date.now() % 100000}`;
      const row = em.create(ManufacturingData, {
        index,
        name: `Lustro awaria ${n} 600x800`,
        type: 'obraz_lustro_wc',
        glassKind: 'lustro',
        thicknessMm: 5,
        widthMm: 600,
        heightMm: 800,
        labelsPerPiece: 1,
        active: true,
        searchIndex: index.toLowerCase(),
        searchName: `lustro awaria ${n} 600x800`,
      });
      await em.flush();
      const made = await setup.rest('POST', BASE, { token: office, body: { manufacturingDataId: row.id, quantity: PIECES } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return { id: made.body.id as number, codes: (made.body.pieces as Array<{ code: string }>).map((p) => p.code) };
    };
    const before = await entry(1);
    const after = await entry(2);
    const crowd = await entry(3);
    await setup.stop({ keepDatabase: true });

    const keys = { before: 'std-crash-before-commit', after: 'std-crash-after-commit', crowd: 'std-ten-at-once' };
    const printAt = (url: string, id: number, key: string) =>
      fetch(url + `${BASE}/print`, {
        method: 'POST',
        headers: { authorization: `Bearer ${office}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ id, printer, onlyUnprinted: false }),
      }).then(
        (r) => r.status,
        () => 'no answer' as const,
      );
    const my = db.url ? await mysql.createConnection(db.url) : null;
    const lite = db.url ? null : openSqliteAside(db);
    const jobsOf = async (codes: string[]): Promise<number> => {
      const sql = `SELECT COUNT(*) AS n FROM print_jobs WHERE reference IN (${codes.map(() => '?').join(', ')})`;
      if (my) {
        const [rows] = await my.query(sql, codes);
        return Number((rows as Array<{ n: number }>)[0].n);
      }
      return Number((lite!.prepare(sql).get(...codes) as { n: number }).n);
    };
    let node: ServerProcess | undefined;
    let survivor: TestApp | undefined;
    try {
      // 1. Killed before the commit: the node's print is held where its jobs are written (MySQL's
      //    table lock on print_jobs, SQLite's write lock), and killed there.
      node = await ServerProcess.start(db, { WORKERS: 'false' });
      if (my) await my.query('LOCK TABLES print_jobs WRITE');
      else lite!.exec('BEGIN IMMEDIATE');
      let lostAnswered = false;
      const lost = printAt(node.url, before.id, keys.before).finally(() => (lostAnswered = true));
      if (my) {
        const watch = await mysql.createConnection(db.url!);
        const start = Date.now();
        for (;;) {
          const [rows] = await watch.query("SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO LIKE 'insert into `print_jobs`%'");
          if (Number((rows as Array<{ n: number }>)[0].n) > 0) break;
          if (Date.now() - start > 30_000) throw new Error(`the node's print did not reach print_jobs; output: ${node.output}`);
          await sleep(25);
        }
        await watch.end();
      } else {
        // The print's first write is the transaction that inserts its jobs (its reads go to the
        // read connection): the node waiting on the lock, unanswered, with no job written, waits
        // there. Its busy_timeout (5 s) runs from here: it is killed at once.
        collectGarbage();
        await blockedOnSqliteLock(node, async () => (lostAnswered ? `the print answered ${await lost}` : (await jobsOf(before.codes)) > 0 ? 'a print job was written' : undefined));
      }
      await node.stop('SIGKILL');
      expect(await lost).toBe('no answer');
      if (my) await my.query('UNLOCK TABLES');
      else lite!.exec('ROLLBACK');

      // 2. Killed right after the commit: as soon as the first of its jobs can be read, the test
      //    takes the locks again (the next write of the node waits on them) and kills it.
      node = await ServerProcess.start(db, { WORKERS: 'false' });
      const cut = printAt(node.url, after.id, keys.after);
      const start = Date.now();
      while ((await jobsOf(after.codes)) === 0) {
        if (Date.now() - start > 30_000) throw new Error(`the node's print queued nothing; output: ${node.output}`);
        await sleep(2);
      }
      if (my) await my.query('LOCK TABLES print_jobs WRITE, standard_manufacturing_pieces WRITE, idempotency_keys WRITE, history_entries WRITE');
      else lite!.exec('BEGIN IMMEDIATE');
      await node.stop('SIGKILL');
      if (my) await my.query('UNLOCK TABLES');
      else lite!.exec('ROLLBACK');
      await cut;

      survivor = await TestApp.start({ WORKERS: 'true', JOB_POLL_MS: '50' }, db);
      const em = () => survivor!.app.orm.em.fork();
      const storedKeys = (key: string) => em().find(IdempotencyKey, { scopedKey: { $like: `%:${key}` } });
      const print = (id: number, key: string) => survivor!.rest('POST', `${BASE}/print`, { token: office, body: { id, printer, onlyUnprinted: false }, headers: { 'idempotency-key': key } });

      // Before the commit: the dead node left neither the key nor a job; the retry prints once.
      expect(await storedKeys(keys.before)).toEqual([]);
      expect(await jobsOf(before.codes)).toBe(0);
      const retried = await print(before.id, keys.before);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.codes).toEqual(before.codes);
      expect(retried.body.jobIds).toHaveLength(PIECES);
      expect((await print(before.id, keys.before)).body).toEqual(retried.body);

      // After the commit: the key (DONE, with the run's jobs), the jobs and the pieces all there;
      // the retry answers that run and queues nothing.
      const afterJobs = (await em().find(PrintJob, { reference: { $in: after.codes } }, { orderBy: { id: 'asc' } })).map((j) => j.id);
      expect(afterJobs).toHaveLength(PIECES);
      const stored = await storedKeys(keys.after);
      expect(stored.map((k) => [k.state, (k.responseBody as { jobIds: number[] }).jobIds])).toEqual([['DONE', afterJobs]]);
      const answered = await print(after.id, keys.after);
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(answered.body).toMatchObject({ codes: after.codes, jobIds: afterJobs });
      expect(await jobsOf(after.codes)).toBe(PIECES);

      // Ten at once with one key: one run; every one of them answers it.
      const ten = await Promise.all(Array.from({ length: 10 }, () => print(crowd.id, keys.crowd)));
      expect(ten.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(new Set(ten.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(await jobsOf(crowd.codes)).toBe(PIECES);

      // At the printer: every label of the three entries exactly once.
      const all = [...before.codes, ...after.codes, ...crowd.codes];
      await waitFor(() => zebra.jobs.length >= all.length, 30_000, 'the labels at the printer');
      const sent = Date.now();
      while ((await em().count(PrintJob, { reference: { $in: all }, status: 'DONE' })) < all.length) {
        if (Date.now() - sent > 15_000) throw new Error('the print jobs did not end DONE');
        await sleep(50);
      }
      await sleep(500);
      expect(zebra.jobs.length).toBe(all.length);
      for (const code of all) expect(zebra.jobs.filter((j) => j.toString('latin1').includes(code)).length, code).toBeGreaterThanOrEqual(1);
      const pieces = await em().find(StandardPiece, { code: { $in: all } });
      expect(pieces.map((p) => [p.code, p.printCount, p.printJobId !== null]).sort()).toEqual(all.map((c) => [c, 1, true]).sort());
    } finally {
      if (node) await node.stop('SIGKILL');
      if (my) await my.end().catch(() => undefined);
      lite?.close();
      if (survivor) await survivor.stop();
      else await db.drop();
      await zebra.stop();
    }
  }, 240_000);
});
