/**
 * Measures, in one run, against the database bench/generate.ts made:
 *  1. the stock list (first page, page 5,000, filtered and sorted) through REST and through
 *     GraphQL against the same SQL run directly with mysql2: p50 / p95 of BENCH_RUNS runs each,
 *     and the number of SQL statements per request at limit 10 and 100 (an N+1 shows up there);
 *  2. a ~1,000,000-row history export (CSV, streamed) from the built server in its own process:
 *     rows/s and peak RSS (VmHWM), against a raw mysql2 stream of the same rows.
 *
 *   npm run build -w server && cd server && NODE_ENV=production node --import @swc-node/register/esm-register ../bench/measure.ts
 *
 * Not part of the test suite.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2';
import mysqlp from 'mysql2/promise';
import { App } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import { repoRoot } from '../server/src/platform/paths.js';
import { searchText, containsPattern } from '../server/src/modules/inventory/search-text.js';
import { warsawDayEnd, warsawDayStart } from '../server/src/modules/history/warsaw-time.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { benchUrl } from './generate.js';

// What staff run: graphql-js, express and others read NODE_ENV when they load (graphql's
// development-mode type checks cost ~4 % of a GraphQL list request), so it must be set on the
// command line, before any import.
if (process.env.NODE_ENV !== 'production') {
  console.error('Run the bench with NODE_ENV=production (see docs/PERFORMANCE.md).');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The old naive SQL takes ~25 s at page 5,000: fewer runs of it. */
const NAIVE_RUNS = Number(process.env.BENCH_NAIVE_RUNS ?? 3);
const EXPORT_DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? 100);
/** csv, or csv,xlsx (the XLSX export zips as it goes: slower, measured for its memory). */
const EXPORT_FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'csv').split(',');
const JWT_SECRET = 'bench-secret-that-is-at-least-32-bytes-long!!';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (n: number) => n.toFixed(1);

async function timed(fn: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  // Warm-up: the steady state of a server that answers the same request all day (JIT-compiled
  // code, warm pool connections): up to 50 runs or 1 s, at least one.
  const warmUntil = performance.now() + 1000;
  for (let i = 0; i < 50; i++) {
    await fn();
    if (performance.now() > warmUntil) break;
  }
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

interface Case {
  name: string;
  query: Record<string, string | number>;
  /** The same statements the service runs, written by hand. `order` is the deferred join's
   *  order (ADR 0304); `naiveOrder` the one the service used before (SELECT * ... ORDER BY
   *  column, id LIMIT/OFFSET with an exact count every time). */
  raw: { where: string; params: unknown[]; order: string; naiveOrder: string; limit: number; offset: number };
}

const nameFilter = containsPattern(searchText('zawias'));
const locFilter = containsPattern(searchText('a-0'));
const CASES: Case[] = [
  // Not one of the issue's cases: the same request for one row, i.e. what any list request costs
  // (HTTP, token check, session lookup, parsing, serialising) before its rows.
  { name: 'first page, limit 1 (fixed cost)', query: { page: 1, limit: 1 }, raw: { where: '', params: [], order: 's.catalogue_index asc', naiveOrder: 's.catalogue_index asc, s.id asc', limit: 1, offset: 0 } },
  { name: 'first page', query: { page: 1, limit: 100 }, raw: { where: '', params: [], order: 's.catalogue_index asc', naiveOrder: 's.catalogue_index asc, s.id asc', limit: 100, offset: 0 } },
  { name: 'page 5,000', query: { page: 5000, limit: 100 }, raw: { where: '', params: [], order: 's.catalogue_index asc', naiveOrder: 's.catalogue_index asc, s.id asc', limit: 100, offset: 499_900 } },
  {
    name: 'rare filter (20 matches) + sorted',
    query: { page: 1, limit: 100, index: '12345', sort: 'quantity', order: 'DESC' },
    raw: { where: `s.search_index like ? escape '!'`, params: [containsPattern(searchText('12345'))], order: 's.quantity desc, s.id desc', naiveOrder: 's.quantity desc, s.id desc', limit: 100, offset: 0 },
  },
  {
    name: 'filtered + sorted',
    query: { page: 1, limit: 100, name: 'zawias', location: 'a-0', sort: 'quantity', order: 'DESC' },
    raw: { where: `s.search_name like ? escape '!' and s.search_location like ? escape '!'`, params: [nameFilter, locFilter], order: 's.quantity desc, s.id desc', naiveOrder: 's.quantity desc, s.id desc', limit: 100, offset: 0 },
  },
];

const GQL = `query($page: Int, $limit: Int, $index: String, $name: String, $location: String, $sort: String, $order: String) {
  stockItems(page: $page, limit: $limit, index: $index, name: $name, location: $location, sort: $sort, order: $order) {
    totalCount totalPages items { id index name ean location quantity unit availabilityCheck updatedAt hasErrorChanges hasPendingChange }
  }
}`;

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

async function listBench(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: benchUrl(), JWT_SECRET, LOG_LEVEL: 'warn', WORKERS: 'false', DATA_DIR: dataDir, CLIENT_DIST: join(dataDir, 'none') });
  const app = await App.create(config);
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const token = await login(url);
  const headers = { authorization: `Bearer ${token}` };

  // Every SQL statement the app sends goes through this connection: count them.
  let statements = 0;
  const conn = app.orm.em.getDriver().getConnection() as unknown as { execute: (...a: unknown[]) => Promise<unknown> };
  const execute = conn.execute.bind(conn);
  conn.execute = (...a: unknown[]) => {
    statements++;
    return execute(...a);
  };

  const raw = await mysqlp.createPool({ uri: benchUrl(), connectionLimit: 2 });
  // Every request starts with the session lookup (the token's user): the floor sends it too.
  const [[{ id: adminId }]] = (await raw.query('select id from users where email = ?', ['admin@example.com'])) as unknown as [[{ id: number }]];
  const lines: string[] = [
    '| case | REST p50 / p95 (ms) | GraphQL p50 / p95 (ms) | raw SQL (the app\'s SQL now) p50 / p95 (ms) | REST ÷ raw (p50) | GraphQL ÷ raw (p50) | ADR 0304 SQL (ids only) p50 / p95 (ms) | old naive SQL p50 / p95 (ms) | SQL statements per request (limit 10 → 100) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  // Not SQL at all: what one HTTP round trip costs here (client fetch, server, no database, no
  // token). Part of every REST/GraphQL figure, none of the raw SQL's.
  const http = await timed(async () => {
    const res = await fetch(`${url}/healthz`);
    await res.text();
  });
  lines.push(`| HTTP round trip alone (\`GET /healthz\`, no SQL) | ${ms(pct(http, 50))} / ${ms(pct(http, 95))} | | | | | | | |`);
  console.log(lines.at(-1));
  for (const c of CASES) {
    const qs = new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v)])).toString();
    const rest = await timed(async () => {
      const res = await fetch(`${url}/api/stocks?${qs}`, { headers });
      if (!res.ok) throw new Error(`REST ${res.status}`);
      await res.json();
    });
    const gql = await timed(async () => {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: GQL, variables: c.query }) });
      const body = (await res.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    });
    const where = c.raw.where ? `where ${c.raw.where}` : '';
    // What the app runs now: the session lookup, the count only when filtered (the unfiltered total is cached,
    // ADR 0304), the page's ids in index order, then their rows and ERROR marks together.
    const pageIds = async (previous: boolean) => {
      await raw.query('select u.* from users u where u.id = ? limit 1', [adminId]);
      // A substring filter: one pass with a window count (ADR 0306); before it, ADR 0304's
      // separate count and ids walked from the sort index.
      if (c.raw.where && !previous) {
        const [rows] = (await raw.query(`select s.id, count(*) over () as total from stock_items s ${where} order by ${c.raw.order} limit ? offset ?`, [...c.raw.params, c.raw.limit, c.raw.offset])) as unknown as [Array<{ id: number }>];
        return rows;
      }
      if (c.raw.where) await raw.query(`select count(*) as n from stock_items s ${where}`, c.raw.params);
      const [rows] = (await raw.query(`select s.id from stock_items s ${where} order by ${c.raw.order} limit ? offset ?`, [...c.raw.params, c.raw.limit, c.raw.offset])) as unknown as [Array<{ id: number }>];
      return rows;
    };
    const sql = await timed(async () => {
      const ids = await pageIds(false);
      if (ids.length) {
        // The service sends these two at once, each on its own pool connection: so does the floor.
        await Promise.all([
          raw.query(`select s.* from stock_items s where s.id in (?)`, [ids.map((r) => r.id)]),
          raw.query(`select distinct stock_item_id from stock_changes where status = 'ERROR' and stock_item_id in (?)`, [ids.map((r) => r.id)]),
        ]);
      }
    });
    // What ADR 0304's list sent for a filter (the same as now without one).
    const previous = c.raw.where ? await timed(() => pageIds(true), NAIVE_RUNS) : null;
    // What it ran before, for comparison.
    const naive = await timed(async () => {
      await raw.query('select u.* from users u where u.id = ? limit 1', [adminId]);
      await raw.query(`select count(*) as n from stock_items s ${where}`, c.raw.params);
      const [rows] = (await raw.query(`select s.* from stock_items s ${where} order by ${c.raw.naiveOrder} limit ? offset ?`, [...c.raw.params, c.raw.limit, c.raw.offset])) as unknown as [Array<{ id: number }>];
      if (rows.length) await raw.query(`select distinct stock_item_id from stock_changes where status = 'ERROR' and stock_item_id in (?)`, [rows.map((r) => r.id)]);
    }, NAIVE_RUNS);
    const perRequest = async (limit: number) => {
      const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(c.query).map(([k, v]) => [k, String(v)])), limit: String(limit), page: String(Math.min(Number(c.query.page), 1000)) });
      statements = 0;
      await (await fetch(`${url}/api/stocks?${q}`, { headers })).json();
      const restCount = statements;
      statements = 0;
      await (await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: GQL, variables: { ...c.query, limit } }) })).json();
      return `${restCount}/${statements}`;
    };
    const counts = `REST/GraphQL ${await perRequest(10)} → ${await perRequest(100)}`;
    lines.push(
      `| ${c.name} | ${ms(pct(rest, 50))} / ${ms(pct(rest, 95))} | ${ms(pct(gql, 50))} / ${ms(pct(gql, 95))} | ${ms(pct(sql, 50))} / ${ms(pct(sql, 95))} | ${(pct(rest, 50) / pct(sql, 50)).toFixed(2)} | ${(pct(gql, 50) / pct(sql, 50)).toFixed(2)} | ${previous ? `${ms(pct(previous, 50))} / ${ms(pct(previous, 95))}` : 'same'} | ${ms(pct(naive, 50))} / ${ms(pct(naive, 95))} | ${counts} |`,
    );
    console.log(lines.at(-1));
  }
  // Not a target of the issue, measured for honesty: the history list counts its rows each time.
  for (const q of ['page=1&limit=25', 'page=1&limit=25&entityType=stock_item&action=location_changed', 'page=1&limit=25&reference=IDX-4242']) {
    const h = await timed(async () => {
      const res = await fetch(`${url}/api/history?${q}`, { headers });
      if (!res.ok) throw new Error(`history ${res.status}`);
      await res.json();
    }, 5);
    lines.push(`| history list \`${q}\` (5M rows) | ${ms(pct(h, 50))} / ${ms(pct(h, 95))} | | | | | | | |`);
    console.log(lines.at(-1));
  }
  await raw.end();
  await app.stop();
  return lines;
}

function readHwm(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** The node flags `npm run start:built` starts the server with (ADR 0305), so the bench measures
 *  the process staff run; BENCH_NODE_FLAGS replaces them (e.g. "" for node's defaults). */
function serverFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  const script: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts['start:built'];
  return script.split(' ').filter((word) => word.startsWith('--'));
}

/** One export from a freshly started built server (its own process, so its RSS is the export's
 *  and the server's alone): time, rows, bytes and the server's peak RSS. */
async function serverExport(format: string, firstDay: string, lastDay: string): Promise<string> {
  const port = await freePort();
  const entry = join(repoRoot, 'server/dist/server/src/main.js');
  const server = spawn(process.execPath, [...serverFlags(), entry], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: benchUrl(), JWT_SECRET, WORKERS: 'false', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-srv-')) },
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
  const t0 = performance.now();
  const res = await fetch(`${url}/api/history/export?dateFrom=${firstDay}&dateTo=${lastDay}&format=${format}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export ${res.status}`);
  const total = Number(res.headers.get('x-total-count'));
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) newlines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const after = readHwm(server.pid!);
  server.kill('SIGTERM');

  await new Promise((resolve) => server.once('exit', resolve));
  const lines = format === 'csv' ? ` (${(newlines - 1).toLocaleString('en')} lines)` : '';
  return `| GET /api/history/export (${format.toUpperCase()}, built server, own process) | ${total.toLocaleString('en')}${lines} | ${seconds.toFixed(1)} | ${Math.round(total / seconds).toLocaleString('en')} | ${(bytes / 1e6).toFixed(0)} | ${Math.max(peakRss, after.hwm).toFixed(0)} (VmHWM; ${before.rss.toFixed(0)} before the export) |`;
}

async function exportBench(): Promise<string[]> {
  // The export window: the newest EXPORT_DAYS whole Warsaw days that hold history.
  const pool = await mysqlp.createPool({ uri: benchUrl(), connectionLimit: 1 });
  const [[{ newest }]] = (await pool.query('select max(created_at) as newest from history_entries')) as unknown as [[{ newest: Date }]];
  await pool.end();
  const lastDay = new Date(newest.getTime() + 3_600_000).toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(lastDay) - (EXPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);

  const measured = [];
  for (const format of EXPORT_FORMATS) measured.push(await serverExport(format, firstDay, lastDay));

  // The floor: the same rows streamed straight from mysql2 and turned into the same kind of line.
  const from = warsawDayStart(firstDay);
  const to = warsawDayEnd(lastDay);
  const rawStart = performance.now();
  const rawRssStart = process.memoryUsage().rss / 1024 / 1024;
  let rawPeak = rawRssStart;
  let rawRows = 0;
  let rawBytes = 0;
  await new Promise<void>((resolve, reject) => {
    const c = mysql.createConnection({ uri: benchUrl() });
    const stream = c
      .query({ sql: 'select * from history_entries where created_at >= ? and created_at < ? order by created_at desc, id desc', values: [from, to] })
      .stream({ highWaterMark: 1000 });
    stream.on('data', (row: Record<string, unknown>) => {
      rawRows++;
      rawBytes += Object.values(row).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? ''))).join(';').length + 2;
      if (rawRows % 20000 === 0) rawPeak = Math.max(rawPeak, process.memoryUsage().rss / 1024 / 1024);
    });
    stream.on('end', () => {
      c.end();
      resolve();
    });
    stream.on('error', reject);
  });
  const rawSeconds = (performance.now() - rawStart) / 1000;

  return [
    `| path | rows | time (s) | rows/s | size (MB) | peak RSS (MB) |`,
    `|---|---|---|---|---|---|`,
    ...measured,
    `| raw mysql2 stream of the same rows | ${rawRows.toLocaleString('en')} | ${rawSeconds.toFixed(1)} | ${Math.round(rawRows / rawSeconds).toLocaleString('en')} | ${(rawBytes / 1e6).toFixed(0)} | ${rawPeak.toFixed(0)} (the measuring process) |`,
    ``,
    `Export window: ${firstDay} .. ${lastDay} (Europe/Warsaw), ${EXPORT_DAYS} days. Server flags: ${serverFlags().join(' ') || '(none)'}.`,
  ];
}

const PART = process.env.BENCH_PART ?? 'all';
const list = PART === 'export' ? [] : await listBench();
const exp = PART === 'list' ? [] : await exportBench();
console.log('\n## Stock list\n');
console.log(list.join('\n'));
console.log('\n## History export\n');
console.log(exp.join('\n'));
process.exit(0);
