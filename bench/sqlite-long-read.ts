/**
 * Issue 21, item 3: how long a long read on the embedded database holds the event loop, run in
 * the main thread (libsql, as before ADR 1201) and on a read worker (sqlite-read-worker.ts).
 * A 5 ms timer measures the loop: its latest firing is the longest the loop was held.
 *
 *   cd server && node --import @swc-node/register/esm-register ../bench/sqlite-long-read.ts
 *
 * BENCH_COUNT: the rows the recursive CTE counts (default 3,000,000). Not part of the test suite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadWorkerConnection } from '../server/src/platform/sqlite-read-worker.js';

const COUNT = Number(process.env.BENCH_COUNT ?? 3_000_000);
const SQL = `with recursive c (x) as (select 1 union all select x + 1 from c where x < ${COUNT}) select count(*) as n from c`;
const require = createRequire(import.meta.url);
const Database = require('libsql') as new (file: string, opts?: object) => { exec(sql: string): void; prepare(sql: string): { all(b: unknown[]): unknown[] }; close(): void };

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  let last = performance.now();
  let held = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    held = Math.max(held, now - last);
    last = now;
  }, 5);
  await new Promise((r) => setTimeout(r, 50));
  const t0 = performance.now();
  await run();
  const took = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 20));
  clearInterval(ticker);
  console.log(`${label}: read ${took.toFixed(0)} ms, loop held at most ${held.toFixed(0)} ms (load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
}

const dir = mkdtempSync(join(tmpdir(), 'long-read-'));
const file = join(dir, 'app.sqlite');
const db = new Database(file);
db.exec('pragma journal_mode = WAL; create table t (x integer)');
const worker = await ReadWorkerConnection.open(file, 'pragma busy_timeout = 5000;');
for (let round = 0; round < 2; round++) {
  await measure('main thread', async () => db.prepare(SQL).all([]));
  await measure('read worker', () => worker.query(SQL, [], 'all'));
}
await worker.close();
db.close();
rmSync(dir, { recursive: true, force: true });
