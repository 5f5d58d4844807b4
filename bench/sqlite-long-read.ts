/**
 * Issue 21, item 3: how long a long read on the embedded database holds the event loop, run in
 * the main thread (libsql, as before ADR 1202) and on a read worker (sqlite-read-worker.ts).
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
const rss0 = process.memoryUsage().rss;
const worker = await ReadWorkerConnection.open(file, 'pragma busy_timeout = 5000;');
const second = await ReadWorkerConnection.open(file, 'pragma busy_timeout = 5000;');
await Promise.all([worker.query('select count(*) from t', [], 'all'), second.query('select count(*) from t', [], 'all')]);
console.log(`two read workers, open and used once: +${((process.memoryUsage().rss - rss0) / 2 ** 20).toFixed(0)} MB of RSS`);
await second.close();
for (let round = 0; round < 2; round++) {
  await measure('main thread', async () => db.prepare(SQL).all([]));
  await measure('read worker', () => worker.query(SQL, [], 'all'));
}
// What a short read costs now: a one-row read by primary key (the session check of every
// request) and a 10,000-row read (a page of an export), each the median of BENCH_RUNS runs.
db.exec(`insert into t (x) select value from generate_series(1, 10000)`);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
async function median(label: string, run: () => unknown): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(RUNS / 2)].toFixed(3)} ms (load ${loadavg()[0].toFixed(1)})`);
}
const ONE = 'select x from t where rowid = ?';
const MANY = 'select x, x * 2 as y, cast(x as text) as z from t';
await median('one row, main thread', () => db.prepare(ONE).all([7]));
await median('one row, read worker', () => worker.query(ONE, [7], 'all'));
await median('10,000 rows, main thread', () => db.prepare(MANY).all([]));
await median('10,000 rows, read worker', () => worker.query(MANY, [], 'all'));
await measure('10,000 rows once, main thread', async () => db.prepare(MANY).all([]));
await measure('10,000 rows once, read worker', () => worker.query(MANY, [], 'all'));
await worker.close();
db.close();
rmSync(dir, { recursive: true, force: true });
