/**
 * Measures, in one run, against the database bench/generate-manufacturing.ts made (issues 13, 14):
 *  1. the custom manufacturing list (first page; filtered by worker and type; completed sorted by
 *     created_at) and the filters call through REST and GraphQL, against the same SQL sent with
 *     mysql2: every statement the app sent for the request is recorded once and replayed in order
 *     (so the floor is the app's own SQL, session lookup included): p50 / p95 of BENCH_RUNS runs,
 *     and the statements per request at limit 24 and 96. The REST request is timed twice: to the
 *     app in this process (its times include this bench's own HTTP client on the same event loop)
 *     and to the built server (server/dist, `npm run build` first) in its own process, as a
 *     deployment runs it; all four are timed in turn in one run. Then the built server once more
 *     through autocannon (one connection, BENCH_AC_REQUESTS requests): a lean HTTP client, where
 *     fetch() costs this process a few ms a request; its mean against the floor's mean;
 *  2. close-batch of 500 LABELED records (REST), each run reopened by the admin afterwards;
 *  3. each Analityka chart's queries (custom.analytics.ts, standard.analytics.ts) for the last
 *     30 days and the last 365 days, and the whole `GET /api/manufacturing/analytics` call.
 *
 *   cd server && NODE_ENV=production node --import @swc-node/register/esm-register ../bench/measure-manufacturing.ts
 *
 * On the embedded SQLite (BENCH_SQLITE_DIR: made and filled with BENCH_SQLITE_RECORDS records,
 * default 50,000, when it has no database yet, reused when it has; the floor through libsql):
 * parts 1 and 2 (Analityka on SQLite: measure-analytics.ts, which reads the same folder).
 *
 *   cd server && BENCH_SQLITE_DIR=/tmp/bench-mfg-sqlite NODE_ENV=production \
 *     node --import @swc-node/register/esm-register ../bench/measure-manufacturing.ts
 *
 * Not part of the test suite.
 */
import 'reflect-metadata';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { App, seedDemoData } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import * as custom from '../server/src/modules/manufacturing-custom/custom.analytics.js';
import * as standard from '../server/src/modules/manufacturing-standard/standard.analytics.js';
import { warsawDayEnd, warsawDayStart } from '../server/src/modules/history/warsaw-time.js';
import { epochDayToIso, isoToEpochDay } from '../server/src/platform/sql/warsaw-day-sql.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { mfgUrl } from './generate-manufacturing.js';
import { login, startBuiltServer } from './built-server.js';
import { fillManufacturingSqlite } from './fill-manufacturing-sqlite.js';
import { bareDriver, tapStatements, type Statement } from './sql-tap.js';
import { ms, pct, timed as timeRuns } from './timing.js';

if (process.env.NODE_ENV !== 'production') {
  console.error('Run the bench with NODE_ENV=production (see docs/PERFORMANCE.md).');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BATCH_RUNS = Number(process.env.BENCH_BATCH_RUNS ?? 3);
const ANALYTICS_RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 7);
const JWT_SECRET = 'bench-secret-that-is-at-least-32-bytes-long!!';
const AC_REQUESTS = Number(process.env.BENCH_AC_REQUESTS ?? 500);
const SQLITE_DIR = process.env.BENCH_SQLITE_DIR;
const SQLITE_RECORDS = Number(process.env.BENCH_SQLITE_RECORDS ?? 50_000);
/** Which parts run: lists (the list and filters cases), batch (close-batch), analytics; all by
 *  default (on SQLite lists and batch). */
const PARTS = new Set((process.env.BENCH_PARTS ?? (SQLITE_DIR ? 'lists,batch' : 'lists,batch,analytics')).split(','));

const timed = (fn: () => Promise<unknown>, runs = RUNS, warm = 3) => timeRuns(fn, runs, warm);

const CARD = `id numer_zamowienia documentId type status employeeNumber employeeName schemaId paneCount weightKg palletHeightCm batchId batchNumber version openMissingGlass activeLabels createdAt updatedAt`;
const LIST_GQL = `query($page: Int, $limit: Int, $complete: Boolean, $sort: String, $order: String, $type: String, $worker: Int) {
  manufacturingRecords(page: $page, limit: $limit, complete: $complete, sort: $sort, order: $order, type: $type, worker: $worker) { totalCount page limit totalPages items { ${CARD} } }
}`;
const FILTERS_GQL = `query($complete: Boolean) { manufacturingFilters(complete: $complete) { types { value count } workers { employeeNumber name count } batches { id number } statuses dateFrom dateTo } }`;

/** Times each function RUNS times, round-robin, after WARM rounds; one list of times per function. */
async function interleaved(fns: Array<() => Promise<unknown>>, runs = RUNS, warm = 3): Promise<number[][]> {
  for (let i = 0; i < warm; i++) for (const fn of fns) await fn();
  const out = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t0 = performance.now();
      await fn();
      out[k].push(performance.now() - t0);
    }
  }
  return out;
}

interface Case {
  name: string;
  rest: (limit: number) => string;
  gql: (limit: number) => { query: string; variables: Record<string, unknown> };
  /** Whether the request has a page size (the filters call has none). */
  paged: boolean;
}

const listCase = (name: string, q: Record<string, string | number>, v: Record<string, unknown>): Case => ({
  name,
  paged: true,
  rest: (limit) => `/api/manufacturing/custom-manufacturing?${new URLSearchParams(Object.entries({ page: 1, limit, ...q }).map(([k, x]) => [k, String(x)]))}`,
  gql: (limit) => ({ query: LIST_GQL, variables: { page: 1, limit, ...v } }),
});

async function main() {
  const dataDir = SQLITE_DIR ?? mkdtempSync(join(tmpdir(), 'bench-mfg-'));
  const fresh = SQLITE_DIR !== undefined && !existsSync(join(SQLITE_DIR, 'app.sqlite'));
  mkdirSync(dataDir, { recursive: true });
  // The database: the one generate-manufacturing.ts made on MariaDB, or the embedded file.
  const dbEnv: Record<string, string> = SQLITE_DIR ? { DATA_DIR: SQLITE_DIR } : { DATABASE_URL: mfgUrl(), DATA_DIR: dataDir };
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET, LOG_LEVEL: 'warn', WORKERS: 'false', CLIENT_DIST: join(dataDir, 'none'), ...dbEnv });
  const app = await App.create(config);
  if (fresh) {
    await seedDemoData(app.orm);
    await fillManufacturingSqlite(app, SQLITE_RECORDS);
  }
  console.log(`database: ${SQLITE_DIR ? `SQLite ${join(SQLITE_DIR, 'app.sqlite')}` : mfgUrl()}`);
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };

  // Every SQL statement the app sends: count (and record) them.
  let statements = 0;
  let recording: Statement[] | null = null;
  tapStatements(app, (s) => {
    statements++;
    recording?.push(s);
  });
  // The bare driver on the same database: the floor.
  const driver = bareDriver(SQLITE_DIR ? { sqliteFile: join(SQLITE_DIR, 'app.sqlite') } : { mysqlUrl: mfgUrl() });
  const rawQuery = driver.query;
  const one = async <T>(sql: string, params: unknown[] = []) => (await rawQuery(sql, params)) as T[];

  const [{ worker, type }] = await one<{ worker: number; type: string }>(`select employee_number as worker, type from manufacturing_records where status = 'CLOSED' group by employee_number, type order by count(*) desc limit 1`);
  const counts = await one<{ status: string; n: number }>('select status, count(*) as n from manufacturing_records group by status');
  console.log('records by status:', counts.map((c) => `${c.status} ${c.n}`).join(', '));

  const CASES: Case[] = [
    listCase('open work, first page (newest first)', {}, {}),
    listCase(`completed, filtered by worker ${worker} and type ${type}`, { complete: 'complete', worker, type }, { complete: true, worker, type }),
    listCase('completed, sorted by created_at ASC', { complete: 'complete', sort: 'created_at', order: 'ASC' }, { complete: true, sort: 'created_at', order: 'ASC' }),
    listCase('completed, first page (newest first)', { complete: 'complete' }, { complete: true }),
    { name: '`GET /api/manufacturing/filters` (open work)', paged: false, rest: () => '/api/manufacturing/filters', gql: () => ({ query: FILTERS_GQL, variables: {} }) },
    { name: '`GET /api/manufacturing/filters?complete=complete`', paged: false, rest: () => '/api/manufacturing/filters?complete=complete', gql: () => ({ query: FILTERS_GQL, variables: { complete: true } }) },
  ];
  const getRest = async (path: string) => {
    const r = await fetch(url + path, { headers });
    if (!r.ok) throw new Error(`REST ${r.status} ${await r.text()}`);
    return r.json();
  };
  const postGql = async (body: unknown) => {
    const r = await fetch(`${url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const b = (await r.json()) as { errors?: unknown };
    if (b.errors) throw new Error(JSON.stringify(b.errors));
    return b;
  };
  const stmtsOf = async (fn: () => Promise<unknown>) => {
    const before = statements;
    await fn();
    return statements - before;
  };

  // The built server in its own process on the same database: what a deployment answers.
  const built = PARTS.has('lists')
    ? await startBuiltServer(SQLITE_DIR ? { kind: 'sqlite', env: dbEnv } : { kind: 'mysql', env: { DATABASE_URL: mfgUrl(), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-mfg-built-')) } })
    : null;
  const builtHeaders = built ? { authorization: `Bearer ${await login(built.url)}` } : {};
  const getBuilt = async (path: string) => {
    const r = await fetch(built!.url + path, { headers: builtHeaders });
    if (!r.ok) throw new Error(`built REST ${r.status} ${await r.text()}`);
    return r.json();
  };

  const lines: string[] = [
    `| case | REST p50 / p95 (ms) | GraphQL p50 / p95 (ms) | built server REST p50 / p95 (ms) | SQL floor (the same statements via ${SQLITE_DIR ? 'libsql' : 'mysql2'}) p50 / p95 (ms) | REST ÷ SQL | GraphQL ÷ SQL | built server ÷ SQL | built server via autocannon, mean / p97.5 (ms) | its mean ÷ the floor's mean | statements per request REST / GraphQL, limit 24 → 96 |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  // Not SQL at all: one HTTP round trip (no token, no database), part of every REST/GraphQL figure.
  const http = await timed(async () => (await fetch(`${url}/healthz`)).text());
  const builtHttp = built ? await timed(async () => (await fetch(`${built.url}/healthz`)).text()) : [];
  const acHealth = built ? await autocannon({ url: `${built.url}/healthz`, connections: 1, amount: AC_REQUESTS }) : null;
  lines.push(`| HTTP round trip alone (\`GET /healthz\`, no SQL) | ${ms(pct(http, 50))} / ${ms(pct(http, 95))} | | ${built ? `${ms(pct(builtHttp, 50))} / ${ms(pct(builtHttp, 95))}` : ''} | | | | | ${acHealth ? `${ms(acHealth.latency.average)} / ${ms(acHealth.latency.p97_5)}` : ''} | | |`);
  for (const c of PARTS.has('lists') ? CASES : []) {
    // The app's statements for the REST request at limit 24, replayed as the floor.
    recording = [];
    await getRest(c.rest(24));
    const replay = recording;
    recording = null;
    // The three are timed in turn (SQL, REST, GraphQL, SQL, ...) so a change in the shared
    // machine's load falls on all three alike.
    const [sqlTimes, rest, gql, builtRest] = await interleaved([
      async () => {
        for (const s of replay) await rawQuery(s.sql, s.params);
      },
      () => getRest(c.rest(24)),
      () => postGql(c.gql(24)),
      () => getBuilt(c.rest(24)),
    ]);
    const s24 = [await stmtsOf(() => getRest(c.rest(24))), await stmtsOf(() => postGql(c.gql(24)))];
    const s96 = c.paged ? [await stmtsOf(() => getRest(c.rest(96))), await stmtsOf(() => postGql(c.gql(96)))] : s24;
    const floor = pct(sqlTimes, 50);
    const floorMean = sqlTimes.reduce((a, b) => a + b, 0) / sqlTimes.length;
    // The built server through a lean client, one request at a time.
    const lean = { url: built!.url + c.rest(24), connections: 1, headers: builtHeaders };
    await autocannon({ ...lean, amount: 50 });
    const ac = await autocannon({ ...lean, amount: AC_REQUESTS });
    if (ac.non2xx + ac.errors > 0) throw new Error(`autocannon: ${ac.non2xx} non-2xx, ${ac.errors} errors`);
    lines.push(
      `| ${c.name} | ${ms(pct(rest, 50))} / ${ms(pct(rest, 95))} | ${ms(pct(gql, 50))} / ${ms(pct(gql, 95))} | ${ms(pct(builtRest, 50))} / ${ms(pct(builtRest, 95))} | ${ms(floor)} / ${ms(pct(sqlTimes, 95))} | ${(pct(rest, 50) / floor).toFixed(2)} | ${(pct(gql, 50) / floor).toFixed(2)} | ${(pct(builtRest, 50) / floor).toFixed(2)} | ${ms(ac.latency.average)} / ${ms(ac.latency.p97_5)} | ${(ac.latency.average / floorMean).toFixed(2)} | ${s24.join(' / ')} → ${c.paged ? s96.join(' / ') : 'n/a'} |`,
    );
    console.log(lines.at(-1));
    if (process.env.BENCH_SHOW_SQL) for (const s of replay) console.log('   ', s.sql.slice(0, 400));
  }

  // ------------------------------------------------------------------ close-batch of 500
  const eligible = !PARTS.has('batch') ? [] : await one<{ id: number }>( 
    `select r.id from manufacturing_records r where r.status = 'LABELED' and r.batch_id is null and r.deleted_at is null
       and not exists (select 1 from manufacturing_missing_glass m where m.record_id = r.id and m.status = 'OPEN')
       and exists (select 1 from manufacturing_labels l where l.record_id = r.id and l.voided_at is null)
     order by r.id limit 500`,
  );
  const batchTimes: number[] = [];
  let batchStatements = 0;
  if (eligible.length === 500) {
    const ids = eligible.map((r) => r.id);
    for (let i = 0; i < BATCH_RUNS; i++) {
      const before = statements;
      const t0 = performance.now();
      const r = await fetch(`${url}/api/manufacturing/custom-manufacturing/close-batch`, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ ids }) });
      const t = performance.now() - t0;
      if (!r.ok) throw new Error(`close-batch ${r.status} ${await r.text()}`);
      batchStatements = statements - before;
      batchTimes.push(t);
      const b = (await r.json()) as { id: number };
      const back = await fetch(`${url}/api/manufacturing/custom-manufacturing/batches/${b.id}/reopen`, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ note: 'bench' }) });
      if (!back.ok) throw new Error(`reopen ${back.status} ${await back.text()}`);
    }
    lines.push('', `close-batch of 500 records (REST, ${BATCH_RUNS} runs, each reopened after): p50 ${ms(pct(batchTimes, 50))} ms, max ${ms(Math.max(...batchTimes))} ms, ${batchStatements} SQL statements`);
  } else if (PARTS.has('batch')) lines.push('', `close-batch: only ${eligible.length} eligible records, not measured`);
  console.log(lines.at(-1));

  // ------------------------------------------------------------------ Analityka
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const em = app.orm.em.fork();
  const dialect = SQLITE_DIR ? ('sqlite' as const) : ('mysql' as const);
  const ranges = [30, 365].map((days) => {
    const startDate = epochDayToIso(isoToEpochDay(today) - (days - 1));
    return { days, startDate, r: { dialect: dialect as 'mysql' | 'sqlite', from: warsawDayStart(startDate), to: warsawDayEnd(today) } };
  });
  type R = (typeof ranges)[number]['r'];
  const charts: Array<[string, (r: R) => Promise<unknown>]> = [
    ['output per day: custom records/panes/m² by type (customOutputByDay)', (r) => custom.customOutputByDay(em, r)],
    ['output per day: standard pieces (standardPiecesByDay)', (r) => standard.standardPiecesByDay(em, r)],
    ['per worker: panes per day (customOutputByWorker)', (r) => custom.customOutputByWorker(em, r)],
    ['per worker: median record → first label, every worker (customLabelDelayMedians)', (r) => custom.customLabelDelayMedians(em, r)],
    ['missing glass by reason and type (customMissingCounts)', (r) => custom.customMissingCounts(em, r)],
    ['missing glass: median days to close (customMissingCloseMedianDays)', (r) => custom.customMissingCloseMedianDays(em, r)],
    ['missing glass open by age (customMissingOpenByAge)', () => custom.customMissingOpenByAge(em, dialect, new Date())],
    ['batches per day (customBatchesByDay)', (r) => custom.customBatchesByDay(em, r)],
    ['custom label reprints and voids (customLabelEvents)', (r) => custom.customLabelEvents(em, r)],
    ['standard label voids and reprints (standardLabelEvents)', (r) => standard.standardLabelEvents(em, r)],
    ['persist errors per day (standardErrorsByDay)', (r) => standard.standardErrorsByDay(em, r)],
  ];
  if (PARTS.has('analytics')) lines.push('', '| chart query | 30 days p50 / p95 (ms) | 365 days p50 / p95 (ms) | statements |', '|---|---|---|---|');
  for (const [name, fn] of PARTS.has('analytics') ? charts : []) {
    const cells: string[] = [];
    let n = 0;
    for (const { r } of ranges) {
      const t = await timed(() => fn(r), ANALYTICS_RUNS, 1);
      n = await stmtsOf(() => fn(r));
      cells.push(`${ms(pct(t, 50))} / ${ms(pct(t, 95))}`);
    }
    lines.push(`| ${name} | ${cells.join(' | ')} | ${n} |`);
    console.log(lines.at(-1));
  }
  const whole: string[] = [];
  let wholeStatements = 0;
  for (const { startDate } of PARTS.has('analytics') ? ranges : []) {
    const path = `/api/manufacturing/analytics?startDate=${startDate}&endDate=${today}`;
    const t = await timed(() => getRest(path), ANALYTICS_RUNS, 1);
    wholeStatements = await stmtsOf(() => getRest(path));
    whole.push(`${ms(pct(t, 50))} / ${ms(pct(t, 95))}`);
  }
  if (PARTS.has('analytics')) {
    lines.push(`| the whole \`GET /api/manufacturing/analytics\` (every chart) | ${whole.join(' | ')} | ${wholeStatements} |`);
    console.log(lines.at(-1));
    lines.push('', `Ranges: ${ranges.map((x) => `${x.startDate} .. ${today}`).join(' and ')} (Warsaw days).`);
  }

  console.log('\n' + lines.join('\n'));
  await built?.stop();
  await driver.close();
  await app.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
