/**
 * The stock list's substring filters at volume (ADR 1160), in one run per database:
 *  - REST p50 / p95 of BENCH_RUNS warm runs of each case;
 *  - the floor: the SQL statements the app sent for that request (recorded from its connections),
 *    replayed directly, in order, on a connection of the bench;
 *  - before: the LIKE-only SQL of ADR 0306 (one pass over the covering filter index with a window
 *    count, then the rows), what the list ran before the search structure;
 *  - MariaDB only, cold: BENCH_COLD_RUNS requests each after the buffer pool was emptied of the
 *    bench's pages (a scan of BENCH_FILLER, a table larger than the pool, read with
 *    innodb_old_blocks_time = 0 for the scan so its pages displace the young ones; put back after).
 *
 *   cd server && NODE_ENV=production BENCH_DB=bench_glass node --import @swc-node/register/esm-register ../bench/measure-stock-search.ts
 *   cd server && NODE_ENV=production BENCH_SQLITE_DIR=/tmp/s node --import @swc-node/register/esm-register ../bench/measure-stock-search.ts --items 200000
 *
 * On SQLite the database <dir>/app.sqlite is made (with --items stock items) when it is missing.
 * Not part of the test suite.
 */
import 'reflect-metadata';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysqlp from 'mysql2/promise';
import { App, seedDemoData } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import { containsPattern, searchText } from '../server/src/modules/inventory/search-text.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { prng, stockItemAt } from '../seed/stock-items.js';
import { benchUrl } from './generate.js';
import { tapStatements, type Statement } from './sql-tap.js';
import { arg, load, ms, pct, timed as timeRuns } from './timing.js';

if (process.env.NODE_ENV !== 'production') {
  console.error('Run the bench with NODE_ENV=production (see docs/PERFORMANCE.md).');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const SQLITE_DIR = process.env.BENCH_SQLITE_DIR;
const FILLER = process.env.BENCH_FILLER ?? '';
const JWT_SECRET = 'bench-secret-that-is-at-least-32-bytes-long!!';
const timed = (fn: () => Promise<unknown>, runs = RUNS, warm = true) => timeRuns(fn, runs, warm ? 3 : 0);

const CASES: Array<{ name: string; query: Record<string, string>; like: Record<string, string> }> = [
  { name: 'filtered + sorted (`name=zawias&location=a-0&sort=quantity`)', query: { name: 'zawias', location: 'a-0', sort: 'quantity' }, like: { search_name: 'zawias', search_location: 'a-0' } },
  { name: 'rare filter (`index=12345&sort=quantity`)', query: { index: '12345', sort: 'quantity' }, like: { search_index: '12345' } },
  { name: 'one name word (`name=zawias`)', query: { name: 'zawias' }, like: { search_name: 'zawias' } },
  { name: 'part of an EAN (`ean=5901234`)', query: { ean: '5901234' }, like: { ean: '5901234' } },
  { name: 'short filter, LIKE alone (`location=a`)', query: { location: 'a', sort: 'quantity' }, like: { search_location: 'a' } },
];

async function makeSqlite(file: string, items: number) {
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: '', DATA_DIR: SQLITE_DIR!, JWT_SECRET, LOG_LEVEL: 'warn', WORKERS: 'false' });
  const app = await App.create(config);
  await seedDemoData(app.orm);
  const conn = app.orm.em.getConnection();
  const rnd = prng(20_261_121);
  const now = new Date().toISOString();
  for (let n = 0; n < items; n += 2000) {
    const rows: unknown[] = [];
    let values = 0;
    for (let k = n; k < Math.min(items, n + 2000); k++, values++) {
      const s = stockItemAt(k, rnd);
      rows.push(s.catalogueIndex, s.name, s.ean, s.location, s.quantity, s.unit, rnd() < 0.05 ? 1 : 0, now, searchText(s.catalogueIndex), searchText(s.name), searchText(s.location));
    }
    await conn.execute(
      `insert or ignore into stock_items (catalogue_index, name, ean, location, quantity, unit, availability_check, updated_at, search_index, search_name, search_location) values ${Array.from({ length: values }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows,
    );
  }
  await conn.execute('analyze');
  await app.stop();
  console.log(`made ${file} with ${items} stock items`);
}

async function main() {
  const dataDir = SQLITE_DIR ?? mkdtempSync(join(tmpdir(), 'bench-'));
  if (SQLITE_DIR && !existsSync(join(SQLITE_DIR, 'app.sqlite'))) await makeSqlite(join(SQLITE_DIR, 'app.sqlite'), arg('items', 200_000));
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: SQLITE_DIR ? '' : benchUrl(), JWT_SECRET, LOG_LEVEL: 'warn', WORKERS: 'false', DATA_DIR: dataDir, CLIENT_DIST: join(dataDir, 'none') });
  const app = await App.create(config);
  if (SQLITE_DIR && Number((await app.orm.em.getConnection().execute('select count(*) as n from users'))[0].n) === 0) await seedDemoData(app.orm);
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: DEMO_PASSWORD }) });
  const headers = { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
  const mysql = SQLITE_DIR ? null : await mysqlp.createPool({ uri: benchUrl(), connectionLimit: 2 });
  const appConn = app.orm.em.getConnection();
  /** One statement on the bench's own connection (SQLite: the app's database file, in-process). */
  const run = async (sql: string, params: unknown[]) => (mysql ? (await mysql.query(sql, params))[0] : await appConn.execute(sql, params as never[]));

  // Every statement the app sends, with its parameters: recorded for one request, replayed raw.
  let recording: Statement[] | null = null;
  tapStatements(app, (s) => recording?.push(s));
  const cold = async () => {
    if (!mysql || !FILLER) return;
    const [[{ t }]] = (await mysql.query('select @@global.innodb_old_blocks_time as t')) as unknown as [[{ t: number }]];
    await mysql.query('set global innodb_old_blocks_time = 0');
    try {
      await mysql.query(`select count(*) from ${FILLER} force index (primary)`);
    } finally {
      await mysql.query('set global innodb_old_blocks_time = ?', [t]);
    }
  };

  console.log(`# ${SQLITE_DIR ? 'SQLite' : 'MariaDB'} stock substring search, load average at start: ${load()}`);
  const lines = [
    '| case | matches | REST p50 / p95 (ms) | floor: the app\'s SQL raw p50 (ms; statements) | REST ÷ floor | before: LIKE-only SQL p50 (ms) | before ÷ REST | cold REST (ms) | cold LIKE-only SQL (ms) | load |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [n, c] of CASES.entries()) {
    if (n < Number(process.env.BENCH_SKIP ?? 0)) continue;
    const qs = new URLSearchParams({ page: '1', limit: '100', ...c.query }).toString();
    let count = 0;
    const rest = async () => {
      const r = await fetch(`${url}/api/stocks?${qs}`, { headers });
      if (!r.ok) throw new Error(`REST ${r.status}: ${await r.text()}`);
      count = ((await r.json()) as { count: number }).count;
    };
    recording = [];
    await rest();
    const statements = recording;
    recording = null;
    const floor = async () => {
      for (const s of statements) await run(s.sql, s.params);
    };
    const where = Object.keys(c.like).map((col) => `s.${col} like ? escape '!'`).join(' and ');
    const params = Object.entries(c.like).map(([col, v]) => containsPattern(col === 'ean' ? v : searchText(v)));
    const order = c.query.sort === 'quantity' ? 's.quantity desc, s.id desc' : 's.catalogue_index asc';
    const before = async () => {
      const rows = (await run(`select s.id, count(*) over () as total from stock_items s where ${where} order by ${order} limit 100`, params)) as Array<{ id: number }>;
      if (rows.length) await run(`select * from stock_items where id in (${rows.map((r) => Number(r.id)).join(', ')})`, []);
    };
    const restMs = await timed(rest);
    const floorMs = await timed(floor);
    const beforeMs = await timed(before, Math.min(RUNS, 5));
    const coldRest: number[] = [];
    const coldBefore: number[] = [];
    // Cold: the two cases.
    if (mysql && FILLER && n < 2) {
      for (let i = 0; i < COLD_RUNS; i++) {
        await cold();
        coldRest.push(...(await timed(rest, 1, false)));
        await cold();
        coldBefore.push(...(await timed(before, 1, false)));
      }
    }
    lines.push(
      `| ${c.name} | ${count} | ${ms(pct(restMs, 50))} / ${ms(pct(restMs, 95))} | ${ms(pct(floorMs, 50))}; ${statements.length} | ${(pct(restMs, 50) / pct(floorMs, 50)).toFixed(2)} | ${ms(pct(beforeMs, 50))} | ${(pct(beforeMs, 50) / pct(restMs, 50)).toFixed(1)} | ${coldRest.length ? coldRest.map(ms).join(', ') : '-'} | ${coldBefore.length ? coldBefore.map(ms).join(', ') : '-'} | ${load()} |`,
    );
    console.log(lines.at(-1));
  }
  await mysql?.end();
  await app.stop();
  console.log(`\n${lines.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
