import mysql from 'mysql2/promise';
import { describe, expect, it } from 'vitest';
import { PrintJob } from '../../src/modules/printing/printing.entity.js';
import { IdempotencyKey } from '../../src/platform/idempotency/idempotency-key.entity.js';
import { TestApp, waitFor } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { blockedOnSqliteLock, collectGarbage, FakeZebra, openSqliteAside, ServerProcess } from './printing.fixtures.js';

const dialect = process.env.DATABASE_URL ? 'MariaDB/MySQL' : 'SQLite (WAL)';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A node that took a keyed print and died before answering: the key must not outlive it. The node's
 * print is held where the old order had already committed the key (the print job's insert) by a lock
 * the test holds: MySQL's table lock on print_jobs, SQLite's write lock. The node is killed there
 * with SIGKILL; the retry (another node) must print, once, instead of "still being processed".
 */
describe('a keyed print whose node dies before its job commits', () => {
  it(`leaves no claim on ${dialect}: the retry on another node prints once, a repeat answers the same job`, async () => {
    const db = await createTestDatabase();
    const zebra = await FakeZebra.start();
    const name = 'Klucz po awarii węzła';
    const setup = await TestApp.start({ WORKERS: 'false' }, db);
    const admin = await setup.tokenFor(4);
    const staff = await setup.tokenFor(3);
    const printer = await setup.rest('POST', '/api/printers', { token: admin, body: { name: 'Zebra awaria', computer: { name: 'Magazyn', hostname: 'magazyn' }, driver: 'tcp', host: '127.0.0.1', port: zebra.port, language: 'zpl' } });
    expect(printer.status).toBe(201);
    expect((await setup.rest('POST', '/api/quick-print/import', { token: staff, body: { data: [{ name, lines: [name] }] } })).status).toBe(200);
    const labelId = (await setup.rest('GET', `/api/quick-print?search=${encodeURIComponent('awarii')}`, { token: staff })).body.data[0].id as number;
    await setup.stop({ keepDatabase: true });

    const body = { id: labelId, quantity: 1, type: 'normal', printer: printer.body.id };
    const key = 'crash-before-commit-1';
    const printAt = (url: string) =>
      fetch(url + '/api/quick-print/print', { method: 'POST', headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });

    const node = await ServerProcess.start(db, { WORKERS: 'false' });
    let survivor: TestApp | undefined;
    try {
      // Hold the node's print where the job is written.
      const my = db.url ? await mysql.createConnection(db.url) : null;
      const lite = db.url ? null : openSqliteAside(db);
      if (my) await my.query('LOCK TABLES print_jobs WRITE');
      else lite!.exec('BEGIN IMMEDIATE');
      let lostAnswered = false;
      const lost = printAt(node.url)
        .then(
          (r) => r.status,
          () => 'no answer',
        )
        .finally(() => (lostAnswered = true));
      if (my) {
        const watch = await mysql.createConnection(db.url!);
        const waiting = async () => {
          const [rows] = await watch.query("SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO LIKE 'insert into `print_jobs`%'");
          return Number((rows as Array<{ n: number }>)[0].n) > 0;
        };
        const start = Date.now();
        while (!(await waiting())) {
          if (Date.now() - start > 20_000) throw new Error(`the node's print did not reach print_jobs; output: ${node.output}`);
          await sleep(25);
        }
        await watch.end();
      } else {
        // The print's first write is the transaction that inserts its job (its reads go to the read
        // connection): the node waiting on the lock, unanswered, with no job written, waits there.
        // Its busy_timeout (5 s) runs from here: it is killed at once.
        collectGarbage();
        const jobs = lite!.prepare('SELECT COUNT(*) AS n FROM print_jobs WHERE reference = ?');
        await blockedOnSqliteLock(node, async () => (lostAnswered ? `the print answered ${await lost}` : Number((jobs.get(name) as { n: number }).n) > 0 ? 'a print job was written' : undefined));
      }
      await node.stop('SIGKILL');
      expect(await lost).toBe('no answer');
      if (my) {
        await my.query('UNLOCK TABLES');
        await my.end();
      } else {
        lite!.exec('ROLLBACK');
        lite!.close();
      }

      survivor = await TestApp.start({ WORKERS: 'true', JOB_POLL_MS: '50' }, db);
      const em = () => survivor!.app.orm.em.fork();
      // The dead node left neither the key nor a job.
      expect(await em().count(IdempotencyKey, { scopedKey: { $like: `%:${key}` } })).toBe(0);
      expect(await em().count(PrintJob, { reference: name })).toBe(0);

      const retry = await survivor.rest('POST', '/api/quick-print/print', { token: staff, body, headers: { 'idempotency-key': key } });
      expect(retry.status, JSON.stringify(retry.body)).toBe(202);
      const again = await survivor.rest('POST', '/api/quick-print/print', { token: staff, body, headers: { 'idempotency-key': key } });
      expect(again.status).toBe(202);
      expect(again.body.jobId).toBe(retry.body.jobId);
      await waitFor(() => zebra.jobs.length >= 1, 15_000, 'the label at the printer');
      await sleep(300);
      expect(zebra.jobs.length).toBe(1);
      expect((await em().find(PrintJob, { reference: name })).map((j) => [j.id, j.status])).toEqual([[retry.body.jobId, 'DONE']]);
      const stored = await em().find(IdempotencyKey, { scopedKey: { $like: `%:${key}` } });
      expect(stored.map((k) => [k.state, (k.responseBody as { jobId: number }).jobId])).toEqual([['DONE', retry.body.jobId]]);
    } finally {
      await node.stop('SIGKILL');
      if (survivor) await survivor.stop();
      else await db.drop();
      await zebra.stop();
    }
  }, 120_000);
});
