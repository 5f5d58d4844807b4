/**
 * What one list request costs the server (issue 21, item 2; ADR 1051), against its raw SQL floor.
 *
 * For each list below, in one run: the built server (server/dist; and BENCH_BEFORE_DIST, a copy
 * of an older build, interleaved with it path by path so both see the same machine) at
 * saturation with 10 connections (autocannon) for BENCH_SECONDS: requests/s, p50 / p99, and the
 * server process's CPU per request (user + system from /proc/<pid>/stat over the timed window).
 * The floor: every SQL statement the app sent for one such request (recorded in-process, session
 * lookup included), replayed BENCH_FLOOR_RUNS times through the bare driver (libsql / mysql2):
 * wall and CPU per replay. The demo environment is the data (65 documents, 3,000 stock items,
 * 60 records), with the history copied up to ~1,300 entries.
 *
 * Then the mixed load: BENCH_MIX_CONNECTIONS (default 200) clients sending the stock,
 * Historia and custom manufacturing lists in turn, back to back, for BENCH_SECONDS: requests/s,
 * p50 / p95 / p99 of every answer, and CPU per request (issue 21 item 2: p95 under 300 ms). Each
 * value of BENCH_MIX_TURNS (the server's API_CONCURRENCY, default "8" as the product's; "1000,8" compares
 * with no turns) gets a freshly started server, alternating for BENCH_MIX_ROUNDS (default 1).
 *
 *   npm run build -w server && cd server
 *   NODE_ENV=production node --import @swc-node/register/esm-register ../bench/request-cost.ts            # SQLite
 *   BENCH_DATABASE=mysql NODE_ENV=production node --import @swc-node/register/esm-register ../bench/request-cost.ts
 *
 * Not part of the test suite.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { join } from 'node:path';
import { App } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import { benchDatabase, cpuMs, JWT_SECRET, load1, login, pct, startBuiltServer, type BenchDb } from './built-server.js';
import { bareDriver, tapStatements, type Statement } from './sql-tap.js';

if (process.env.NODE_ENV !== 'production') {
  console.error('Run the bench with NODE_ENV=production (see docs/PERFORMANCE.md).');
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOR_RUNS = Number(process.env.BENCH_FLOOR_RUNS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const KIND = (process.env.BENCH_DATABASE ?? 'sqlite') as 'sqlite' | 'mysql';
const MIX_CONNECTIONS = Number(process.env.BENCH_MIX_CONNECTIONS ?? 200);
const MIX_TURNS = (process.env.BENCH_MIX_TURNS ?? '8').split(',');
const MIX_ROUNDS = Number(process.env.BENCH_MIX_ROUNDS ?? 1);
const MIX_PATHS = ['/api/stocks?page=3&limit=25', '/api/history?page=2&limit=25', '/api/manufacturing/custom-manufacturing?page=1&limit=24'];

const PATHS = (process.env.BENCH_PATHS?.split(',') ?? [
  '/healthz',
  '/api/stocks?page=3&limit=25',
  '/api/history?page=2&limit=25',
  '/api/manufacturing/custom-manufacturing?page=1&limit=24',
  '/api/documents?page=1&limit=25',
]);

/** The history copied onto itself until it has at least 700 entries (the measured case). */
async function growHistory(app: App): Promise<number> {
  const conn = app.orm.em.getConnection();
  const count = async () => Number(((await conn.execute('select count(*) as n from history_entries')) as Array<{ n: number }>)[0].n);
  let n = await count();
  while (n < 700) {
    await conn.execute(
      'insert into history_entries (entity_type, entity_id, reference, action, `before`, `after`, user_id, user_name, numer_pracownika, created_at) ' +
        'select entity_type, entity_id, reference, action, `before`, `after`, user_id, user_name, numer_pracownika, created_at from history_entries',
    );
    n = await count();
  }
  return n;
}

/** Every statement the app sends for one request to each path (in-process app, same database). */
async function recordStatements(db: BenchDb): Promise<Map<string, Statement[]>> {
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET, LOG_LEVEL: 'warn', WORKERS: 'false', CLIENT_DIST: join(db.env.DATA_DIR, 'none'), ...db.env });
  const app = await App.create(config);
  const out = new Map<string, Statement[]>();
  try {
    console.log(`history entries: ${await growHistory(app)}`);
    const port = await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${port}`;
    const token = await login(url);
    let recording: Statement[] | null = null;
    tapStatements(app, (s) => recording?.push(s));
    for (const path of PATHS) {
      await fetch(url + path, { headers: { authorization: `Bearer ${token}` } }); // caches warm
      recording = [];
      const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
      out.set(path, recording);
      recording = null;
    }
  } finally {
    await app.stop();
  }
  return out;
}

/** The recorded statements replayed through the bare driver: wall p50 (ms) and CPU (ms) per replay. */
async function floor(db: BenchDb, statements: Map<string, Statement[]>): Promise<Map<string, { p50: number; cpu: number; n: number }>> {
  const out = new Map<string, { p50: number; cpu: number; n: number }>();
  const driver = bareDriver(db.kind === 'sqlite' ? { sqliteFile: join(db.env.DATA_DIR, 'app.sqlite') } : { mysqlUrl: db.env.DATABASE_URL });
  const run = (s: Statement) => driver.query(s.sql, s.params);
  for (const [path, list] of statements) {
    const once = async () => {
      for (const s of list) await run(s);
    };
    for (let i = 0; i < 50; i++) await once();
    const times: number[] = [];
    const c0 = process.cpuUsage();
    for (let i = 0; i < FLOOR_RUNS; i++) {
      const t0 = performance.now();
      await once();
      times.push(performance.now() - t0);
    }
    const c = process.cpuUsage(c0);
    out.set(path, { p50: pct(times, 50), cpu: (c.user + c.system) / 1000 / FLOOR_RUNS, n: list.length });
  }
  await driver.close();
  return out;
}

interface HttpFigure {
  rps: number;
  p50: number;
  p99: number;
  cpu: number;
  load: string;
  errors: number;
}

async function saturate(server: { url: string; pid: number }, token: string, path: string): Promise<HttpFigure> {
  const opts = { url: server.url + path, connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } };
  await autocannon({ ...opts, amount: 200 }); // warm
  const c0 = cpuMs(server.pid);
  const r = await autocannon({ ...opts, duration: SECONDS });
  const cpu = cpuMs(server.pid) - c0;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpu: cpu / Math.max(1, r.requests.total), load: load1(), errors: r.non2xx + r.errors };
}

/** MIX_CONNECTIONS clients, each sending the MIX_PATHS in turn as soon as the last answered. */
async function mixedLoad(server: { url: string; pid: number }, token: string): Promise<string> {
  const requests = MIX_PATHS.map((path) => ({ method: 'GET' as const, path, headers: { authorization: `Bearer ${token}` } }));
  await autocannon({ url: server.url, connections: 20, amount: 600, requests }); // warm
  const times: number[] = [];
  const c0 = cpuMs(server.pid);
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url: server.url, connections: MIX_CONNECTIONS, duration: SECONDS, requests }, (err, result) => (err ? reject(err) : resolve(result)));
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  const cpu = (cpuMs(server.pid) - c0) / Math.max(1, r.requests.total);
  const err = r.non2xx + r.errors ? ` (${r.non2xx + r.errors} errors)` : '';
  return `| ${r.requests.average.toFixed(0)}${err} | ${pct(times, 50).toFixed(0)} / ${pct(times, 95).toFixed(0)} / ${pct(times, 99).toFixed(0)} | ${cpu.toFixed(2)} | ${load1()} |`;
}

async function main() {
  const db = await benchDatabase(KIND, 'cost');
  const statements = await recordStatements(db);
  const floors = await floor(db, statements);
  const builds: Array<[string, string | undefined]> = [['now', undefined]];
  if (process.env.BENCH_BEFORE_DIST) builds.unshift(['before', process.env.BENCH_BEFORE_DIST]);
  const servers = [];
  for (const [name, dist] of builds) {
    const server = await startBuiltServer(db, { dist, env: { WORKERS: 'false' } });
    servers.push({ name, server, token: await login(server.url) });
  }
  const rows: string[] = [];
  try {
    for (const path of PATHS) {
      const f = floors.get(path)!;
      for (const { name, server, token } of servers) {
        const h = await saturate(server, token, path);
        const err = h.errors ? ` (${h.errors} errors)` : '';
        const row = `| \`${path}\` | ${name} | ${h.rps.toFixed(0)}${err} | ${h.p50} / ${h.p99} | ${h.cpu.toFixed(2)} | ${f.n} | ${f.p50.toFixed(2)} | ${f.cpu.toFixed(2)} | ${f.cpu > 0 && f.n ? (h.cpu / f.cpu).toFixed(1) : ''} | ${h.load} |`;
        console.log(row);
        rows.push(row);
      }
    }
  } finally {
    for (const { server } of servers) await server.stop();
  }
  const mixed: string[] = [];
  for (let round = 0; round < MIX_ROUNDS && MIX_CONNECTIONS > 0; round++) {
    for (const turns of MIX_TURNS) {
      const server = await startBuiltServer(db, { env: { WORKERS: 'false', API_CONCURRENCY: turns } });
      try {
        mixed.push(`| ${turns} ${await mixedLoad(server, await login(server.url))}`);
        console.log(mixed[mixed.length - 1]);
      } finally {
        await server.stop();
      }
    }
  }
  console.log(`\n${KIND}, ${CONNECTIONS} connections, ${SECONDS} s a case, floor ${FLOOR_RUNS} replays\n`);
  console.log('| path | build | req/s | p50 / p99 (ms) | server CPU / request (ms) | SQL statements | floor p50 (ms) | floor CPU / request (ms) | CPU ÷ floor CPU | load (1 min) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  if (mixed.length) {
    console.log(`\n${MIX_CONNECTIONS} clients back to back (${MIX_PATHS.join(', ')} in turn), ${SECONDS} s each:\n`);
    console.log('| API_CONCURRENCY | req/s | p50 / p95 / p99 (ms) | server CPU / request (ms) | load (1 min) |');
    console.log('|---|---|---|---|---|');
    for (const m of mixed) console.log(m);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
