/**
 * Historia at volume (ADR 0980), against the database bench/generate-history.ts made:
 *  1. GET /api/history: the first page, one item's history (reference), type + action and every
 *     other filter of the screen, a deep page by number and by cursor: the first request of each
 *     case (whatever the buffer pool holds), then p50 / p95 of BENCH_RUNS warm runs;
 *  2. the CSV export of the newest BENCH_EXPORT_DAYS days from the built server in its own process:
 *     time to the first row, rows/s and peak RSS, against a raw mysql2 stream of the same SQL,
 *     the two alternating BENCH_EXPORT_ROUNDS times (default 5), the median of the ratios reported.
 *
 *   npm run build -w server && cd server && NODE_ENV=production node --import @swc-node/register/esm-register ../bench/measure-history.ts
 *
 * BENCH_PART=list|export runs one half. BENCH_CPU_PROF=<dir> profiles the exporting server. BENCH_SQLITE_DIR=<dir>: the list on <dir>/app.sqlite (the
 * embedded default; no export floor there). Not part of the test suite.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2';
import mysqlp from 'mysql2/promise';
import { App } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import { repoRoot } from '../server/src/platform/paths.js';
import { warsawDayEnd, warsawDayStart } from '../server/src/modules/history/warsaw-time.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { historyUrl, SQLITE_DIR } from './generate-history.js';

if (process.env.NODE_ENV !== 'production') {
  console.error('Run the bench with NODE_ENV=production (see docs/PERFORMANCE.md).');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const EXPORT_DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? 100);
const JWT_SECRET = 'bench-secret-that-is-at-least-32-bytes-long!!';
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (n: number) => n.toFixed(1);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function newestDay(): Promise<string> {
  const pool = await mysqlp.createPool({ uri: historyUrl(), connectionLimit: 1 });
  const [[{ newest }]] = (await pool.query('select max(created_at) as newest from history_entries')) as unknown as [[{ newest: Date }]];
  await pool.end();
  return new Date(newest.getTime() + 3_600_000).toISOString().slice(0, 10);
}

async function listBench(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    ...(SQLITE_DIR ? {} : { DATABASE_URL: historyUrl() }),
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    WORKERS: 'false',
    DATA_DIR: SQLITE_DIR ?? dataDir,
    CLIENT_DIST: join(dataDir, 'none'),
  });
  const app = await App.create(config);
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${await login(url)}` };
  const [{ newest }] = await app.orm.em.getConnection().execute<Array<{ newest: Date | number | string }>>('select max(created_at) as newest from history_entries');
  const last = new Date(new Date(newest).getTime() + 3_600_000).toISOString().slice(0, 10);
  const mid = new Date(Date.parse(last) - 200 * 86_400_000).toISOString().slice(0, 10);

  let lastBody: { count: number; countExact: boolean; nextCursor: string | null; data: unknown[] } | null = null;
  const get = async (q: string) => {
    const res = await fetch(`${url}/api/history?${q}`, { headers });
    if (!res.ok) throw new Error(`${q}: ${res.status} ${await res.text()}`);
    lastBody = (await res.json()) as typeof lastBody;
  };
  const cursorQ = async () => {
    await get('page=400&limit=25');
    return `page=401&limit=25&after=${lastBody!.nextCursor}`;
  };
  const cases: Array<[string, string | (() => Promise<string>)]> = [
    ['first page', 'page=1&limit=25'],
    ['one item\'s history (`reference=IDX-4242`)', 'page=1&limit=25&reference=IDX-4242'],
    ['part of a reference (`reference=4242`)', 'page=1&limit=25&reference=4242'],
    ['one order (`reference=ZAM/2025/123457`)', 'page=1&limit=25&reference=ZAM/2025/123457'],
    ['a common part (`reference=IDX-1`, read newest first)', 'page=1&limit=25&reference=IDX-1'],
    ['entity type + action (`entityType=stock_item&action=location_changed`)', 'page=1&limit=25&entityType=stock_item&action=location_changed'],
    ['entity type + rare action (`entityType=user&action=updated`)', 'page=1&limit=25&entityType=user&action=updated'],
    ['entity type (`entityType=document`)', 'page=1&limit=25&entityType=document'],
    ['action (`action=shipped`)', 'page=1&limit=25&action=shipped'],
    ['user by number (`user=1003`)', 'page=1&limit=25&user=1003'],
    ['user by name (`user=marek`)', 'page=1&limit=25&user=marek'],
    ['one day (`dateFrom=dateTo`, 200 days back)', `page=1&limit=25&dateFrom=${mid}&dateTo=${mid}`],
    ['type + user + days', `page=1&limit=25&entityType=stock_item&user=1002&dateFrom=${mid}&dateTo=${last}`],
    ['page 400 by number', 'page=400&limit=25'],
    ['page 401 by cursor (`after` = page 400\'s nextCursor)', cursorQ],
  ];
  const lines = [
    `| case | first request (ms) | p50 / p95 (ms) | count (exact?) |`,
    `|---|---|---|---|`,
  ];
  // The scale under this run's load: an HTTP round trip with no SQL at all.
  const hz: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t = performance.now();
    await fetch(`${url}/healthz`);
    if (i >= 3) hz.push(performance.now() - t);
  }
  lines.push(`| HTTP round trip alone (\`GET /healthz\`, no SQL) | | ${ms(pct(hz, 50))} / ${ms(pct(hz, 95))} | |`);
  for (const [name, q0] of cases) {
    const q = typeof q0 === 'string' ? q0 : await q0();
    const t0 = performance.now();
    await get(q);
    const first = performance.now() - t0;
    const body = lastBody!;
    for (let i = 0; i < 3; i++) await get(q);
    const xs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await get(q);
      xs.push(performance.now() - t);
    }
    lines.push(`| ${name} | ${ms(first)} | ${ms(pct(xs, 50))} / ${ms(pct(xs, 95))} | ${body.count.toLocaleString('en')}${body.countExact ? '' : ' (more than ' + (body.count - 1).toLocaleString('en') + ')'} |`);
    console.error(lines[lines.length - 1], `load ${load()}`);
  }
  await app.stop();
  return lines;
}

function readHwm(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

function serverFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  const script: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts['start:built'];
  return script.split(' ').filter((word) => word.startsWith('--'));
}

/** The export's statement as the service sends it (`mysqlExportQuery` for a window of dates only:
 *  the same columns, index, conditions and order), for the raw stream to read exactly what the
 *  product reads. */
const EXPORT_SQL =
  'select `h`.`id`, `h`.`created_at`, `h`.`entity_type`, `h`.`entity_id`, `h`.`reference`, `h`.`action`, `h`.`user_name`, `h`.`numer_pracownika`, `h`.`before`, `h`.`after` ' +
  "from `history_entries` as `h` force index (`history_entries_created_at_id_index`) where not (`h`.`entity_type` = 'print_job' and `h`.`action` in ('sending', 'retry_scheduled')) " +
  'and `h`.`created_at` >= ? and `h`.`created_at` < ? order by `h`.`created_at` desc, `h`.`id` desc';

/** Counts the lines of a streamed body with Buffer.indexOf (memchr), so the bench's own reading
 *  costs the shared CPU as little as the raw stream's row counting does. */
function countNewlines(chunk: Uint8Array): number {
  const buf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  let n = 0;
  for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1)) n++;
  return n;
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The database server's process on this machine (MariaDB or MySQL), for its share of the CPU;
 *  null when the database runs elsewhere. */
function databasePid(): number | null {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (/^(mariadbd|mysqld)$/.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) return Number(pid);
    } catch {
      /* gone */
    }
  }
  return null;
}
const DATABASE_PID = databasePid();
const databaseCpu = () => (DATABASE_PID === null ? Number.NaN : cpuSeconds(DATABASE_PID));

interface Round {
  kind: 'export' | 'raw';
  /** CPU seconds of the process doing the work: the server for the export, the bench for the raw stream. */
  cpu: number;
  /** CPU seconds of the database server meanwhile (both paths make it send the same rows). */
  dbCpu: number;
  /** CPU seconds the bench spent reading the export's answer (0 for the raw stream: its reading is `cpu`). */
  readerCpu: number;
  rows: number;
  firstMs: number;
  seconds: number;
  bytes: number;
  load: string;
}

/** The export and the raw stream measured ALTERNATELY, BENCH_EXPORT_ROUNDS times each (default 5),
 *  against one server: the raw stream alone varied 52k-110k rows/s between runs minutes apart, so
 *  each export is compared with the raw stream next to it and the median of those ratios reported.
 *  BENCH_CPU_PROF=<dir> starts the server with --cpu-prof (a profile is written when it stops). */
async function exportBench(): Promise<string[]> {
  const rounds = Number(process.env.BENCH_EXPORT_ROUNDS ?? 5);
  const lastDay = await newestDay();
  const firstDay = new Date(Date.parse(lastDay) - (EXPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const port = await freePort();
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...serverFlags(), ...prof, process.env.BENCH_SERVER_MAIN ?? join(repoRoot, 'server/dist/server/src/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: historyUrl(), JWT_SECRET, WORKERS: 'false', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-srv-')) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const token = await login(url);
  const before = readHwm(server.pid!);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, readHwm(server.pid!).rss);
  }, 50);

  const product = async (): Promise<Round> => {
    const loadNow = load();
    const cpu0 = cpuSeconds(server.pid!);
    const db0 = databaseCpu();
    const reader0 = process.cpuUsage();
    const t0 = performance.now();
    // node:http, not fetch: undici's web streams took 1.1-1.6 s of the 2 cores' CPU to read the
    // 146 MB, which the server and the database then lacked (node:http: 0.6-0.9 s).
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(`${url}/api/history/export?dateFrom=${firstDay}&dateTo=${lastDay}&format=csv`, { headers: { authorization: `Bearer ${token}` } }, resolve).on('error', reject),
    );
    if (res.statusCode !== 200) throw new Error(`export ${res.statusCode}`);
    let firstMs = 0;
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      // The first row, not the BOM and header line the answer starts with.
      if (!firstMs && newlines > 0) firstMs = performance.now() - t0;
      bytes += chunk.length;
      newlines += countNewlines(chunk);
    }
    const reader = process.cpuUsage(reader0);
    return { kind: 'export', cpu: cpuSeconds(server.pid!) - cpu0, dbCpu: databaseCpu() - db0, readerCpu: (reader.user + reader.system) / 1e6, rows: newlines - 1, firstMs, seconds: (performance.now() - t0) / 1000, bytes, load: loadNow };
  };
  const from = warsawDayStart(firstDay);
  const to = warsawDayEnd(lastDay);
  const raw = async (): Promise<Round> => {
    const loadNow = load();
    const cpu0 = process.cpuUsage();
    const db0 = databaseCpu();
    const t0 = performance.now();
    let firstMs = 0;
    let rows = 0;
    await new Promise<void>((resolve, reject) => {
      // The driver options the product's connections have (MikroORM's MySqlConnection): DATETIME
      // as text, as the export reads it.
      const c = mysql.createConnection({ uri: historyUrl(), dateStrings: true, supportBigNumbers: true });
      const stream = c.query({ sql: EXPORT_SQL, values: [from, to] }).stream({ highWaterMark: 1000 });
      stream.on('data', () => {
        if (!rows) firstMs = performance.now() - t0;
        rows++;
      });
      stream.on('end', () => {
        c.end();
        resolve();
      });
      stream.on('error', reject);
    });
    const used = process.cpuUsage(cpu0);
    return { kind: 'raw', cpu: (used.user + used.system) / 1e6, dbCpu: databaseCpu() - db0, readerCpu: 0, rows, firstMs, seconds: (performance.now() - t0) / 1000, bytes: 0, load: loadNow };
  };

  const results: Array<{ exp: Round; raw: Round }> = [];
  for (let i = 0; i < rounds; i++) {
    // Which goes first alternates too, so a drift in the machine's load favours neither.
    let exp: Round;
    let rawRound: Round;
    if (i % 2 === 0) {
      exp = await product();
      rawRound = await raw();
    } else {
      rawRound = await raw();
      exp = await product();
    }
    results.push({ exp, raw: rawRound });
    const r = results[results.length - 1];
    console.error(`round ${i + 1}: export ${Math.round(r.exp.rows / r.exp.seconds)} rows/s (load ${r.exp.load}), raw ${Math.round(r.raw.rows / r.raw.seconds)} rows/s (load ${r.raw.load}), ratio ${((100 * r.exp.rows * r.raw.seconds) / r.exp.seconds / r.raw.rows).toFixed(0)} %`);
  }
  clearInterval(sampler);
  const after = readHwm(server.pid!);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  const rate = (r: Round) => r.rows / r.seconds;
  const ratios = results.map((r) => rate(r.exp) / rate(r.raw));
  const lines = [
    `| round | path | load average at its start | rows | first row (ms) | time (s) | rows/s | CPU (s) | database CPU (s) | reader CPU (s) | export ÷ raw |`,
    `|---|---|---|---|---|---|---|---|---|---|---|`,
  ];
  results.forEach((r, i) => {
    for (const x of i % 2 === 0 ? [r.exp, r.raw] : [r.raw, r.exp]) {
      const path = x.kind === 'export' ? `GET /api/history/export (CSV, ${(x.bytes / 1e6).toFixed(0)} MB)` : 'raw mysql2 stream, same SQL';
      lines.push(`| ${i + 1} | ${path} | ${x.load} | ${x.rows.toLocaleString('en')} | ${x.firstMs.toFixed(0)} | ${x.seconds.toFixed(1)} | ${Math.round(rate(x)).toLocaleString('en')} | ${x.cpu.toFixed(1)} | ${x.dbCpu.toFixed(1)} | ${x.kind === 'export' ? x.readerCpu.toFixed(1) : ''} | ${x.kind === 'export' ? (100 * ratios[i]).toFixed(0) + ' %' : ''} |`);
    }
  });
  lines.push(
    '',
    `Median export ÷ raw over ${rounds} alternating rounds: **${(100 * pct(ratios, 50)).toFixed(0)} %** (each ${ratios.map((x) => (100 * x).toFixed(0) + ' %').join(', ')}). ` +
      `CPU per export (server) ${pct(results.map((r) => r.exp.cpu), 50).toFixed(1)} s, per raw stream (mysql2 client) ${pct(results.map((r) => r.raw.cpu), 50).toFixed(1)} s (medians). ` +
      `Peak RSS of the server ${Math.max(peakRss, after.hwm).toFixed(0)} MB (VmHWM over every round; ${before.rss.toFixed(0)} MB before the first). ` +
      `Window ${firstDay} .. ${lastDay}; load average at the end ${load()}. Server flags: ${serverFlags().join(' ') || '(none)'}.`,
  );
  return lines;
}

const PART = process.env.BENCH_PART ?? 'all';
console.log(`load average at start: ${load()}`);
const list = PART === 'export' ? [] : await listBench();
const exp = PART === 'list' || SQLITE_DIR ? [] : await exportBench();
console.log('\n## Historia list\n');
console.log(list.join('\n'));
console.log('\n## History export\n');
console.log(exp.join('\n'));
console.log(`\nload average at the end: ${load()}`);
process.exit(0);
