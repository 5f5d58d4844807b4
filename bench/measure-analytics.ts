/**
 * Analityka at volume (issues 21 and 22, ADR 1040), on MariaDB or the embedded SQLite:
 *  1. `GET /api/manufacturing/analytics` (every chart) for the last 30 and the last 365 Warsaw
 *     days: p50 / p95 of BENCH_ANALYTICS_RUNS runs, the 1-minute load average beside each;
 *  2. one GraphQL request of BENCH_ALIASES (default 3) aliases of `manufacturingAnalytics` for a year, as role 3;
 *  3. how long other requests wait meanwhile: `GET /healthz` sent every 10 ms while a year's
 *     `GET /api/manufacturing/analytics` runs, its slowest answer.
 * Only HTTP: the same script measures the code before and after a change.
 *
 *   MariaDB (the database bench/generate-manufacturing.ts made; BENCH_MYSQL, BENCH_MFG_DB as there):
 *     cd server && NODE_ENV=production node --import @swc-node/register/esm-register ../bench/measure-analytics.ts
 *   SQLite (BENCH_SQLITE_DIR: made and filled with BENCH_SQLITE_RECORDS records when it has no
 *   database yet, ~2 years like the MariaDB generator, at a smaller volume; reused when it has):
 *     cd server && BENCH_SQLITE_DIR=/tmp/bench-analytics BENCH_SQLITE_RECORDS=50000 NODE_ENV=production \
 *       node --import @swc-node/register/esm-register ../bench/measure-analytics.ts
 *
 * Opening the app applies pending migrations: the time it took is printed (the rollups' backfill
 * on existing data). Not part of the test suite.
 */
import 'reflect-metadata';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, seedDemoData } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import { epochDayToIso, isoToEpochDay } from '../server/src/platform/sql/warsaw-day-sql.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users.js';
import { prng } from '../seed/stock-items.js';
import { mfgUrl } from './generate-manufacturing.js';

if (process.env.NODE_ENV !== 'production') {
  console.error('Run the bench with NODE_ENV=production (see docs/PERFORMANCE.md).');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 7);
const ALIASES = Number(process.env.BENCH_ALIASES ?? 3);
const SQLITE_DIR = process.env.BENCH_SQLITE_DIR;
const SQLITE_RECORDS = Number(process.env.BENCH_SQLITE_RECORDS ?? 50_000);
const JWT_SECRET = 'bench-secret-that-is-at-least-32-bytes-long!!';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (n: number) => n.toFixed(1);
const load = () => loadavg()[0]!.toFixed(1);

/** SQLite: ~2 years of custom records (labels, reprints, batches, missing glass) and standard
 *  entries (pieces, error lines), written with multi-row INSERTs through the app's connection. */
async function fillSqlite(app: App, records: number) {
  const conn = app.orm.em.fork().getConnection();
  const rnd = prng(22);
  const now = Date.now();
  const span = 730 * 86_400_000;
  const types = ['szklo_kabina', 'szklo_kabina', 'kabina', 'lustro', 'drzwi', 'prysznic', 'hartowane'];
  const workers: Array<[number, string]> = [
    [1002, 'Jan Kowalski'],
    [1003, 'Anna Nowak'],
    [1004, 'Piotr Wiśniewski'],
  ];
  const insert = async (table: string, cols: string[], rows: unknown[][]) => {
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await conn.execute(`insert into ${table} (${cols.map((c) => `\`${c}\``).join(', ')}) values ${chunk.map((r) => `(${r.map(() => '?').join(', ')})`).join(', ')}`, chunk.flat() as never[]);
    }
  };
  const t0 = performance.now();
  const recs: unknown[][] = [];
  for (let i = 0; i < records; i++) {
    const at = now - span + Math.floor((i / records) * span) + Math.floor(rnd() * 60_000);
    const [w, name] = workers[i % 3]!;
    const n = 1 + Math.floor(rnd() * 10);
    const panes = Array.from({ length: n }, (_, k) => ({ index: k + 1, part: null, widthMm: 500, heightMm: 1000, thicknessMm: 6, glassKind: 'float', schemaId: null, weightKg: 7.5 }));
    recs.push([at, at, `B/${i}`, types[Math.floor(rnd() * types.length)], at < now - 10 * 86_400_000 ? 'CLOSED' : 'LABELED', w, name, JSON.stringify(panes), n, n * 500_000, at + 600_000, rnd() < 0.005 ? at + 1000 : null]);
  }
  await insert('manufacturing_records', ['created_at', 'updated_at', 'order_number', 'type', 'status', 'employee_number', 'employee_name', 'panes', 'pane_count', 'area_mm2', 'first_label_at', 'deleted_at'], recs);
  // One label per record, 3 % voided and reprinted.
  const labels: unknown[][] = recs.map((r, i) => [Number(r[0]) + 600_000, Number(r[0]) + 600_000, `L-${i}`, i + 1, 1, 1, 1002, 'Jan Kowalski', '{}', null, null, null]);
  const voided = labels.filter(() => rnd() < 0.03).map((l) => {
    l[10] = Number(l[0]) + 3_600_000;
    l[11] = rnd() < 0.5 ? 'uszkodzona' : 'zły wymiar';
    return l;
  });
  await insert('manufacturing_labels', ['created_at', 'updated_at', 'code', 'record_id', 'pane_index', 'pane_count', 'printed_by', 'printed_by_name', 'payload', 'reprint_of', 'voided_at', 'void_reason'], labels);
  const ids = new Map(((await conn.execute(`select id, code from manufacturing_labels`)) as Array<{ id: number; code: string }>).map((x) => [x.code, x.id]));
  await insert(
    'manufacturing_labels',
    ['created_at', 'updated_at', 'code', 'record_id', 'pane_index', 'pane_count', 'printed_by', 'printed_by_name', 'payload', 'reprint_of'],
    voided.map((l) => [Number(l[10]) + 60_000, Number(l[10]) + 60_000, `${l[2]}-R`, l[3], 1, 1, 1002, 'Jan Kowalski', '{}', ids.get(String(l[2]))]),
  );
  const batches: unknown[][] = [];
  for (let i = 0; i < records / 25; i++) {
    const at = now - span + Math.floor((i / (records / 25)) * span);
    batches.push([at, at, 1002, 'Jan Kowalski', 25, 25 + Math.floor(rnd() * 200), 100, '[]', '[]']);
  }
  await insert('manufacturing_batches', ['created_at', 'updated_at', 'closed_by', 'closed_by_name', 'record_count', 'pane_count', 'total_weight_kg', 'manifest', 'reopen_log'], batches);
  await insert(
    'manufacturing_missing_glass',
    ['created_at', 'updated_at', 'record_id', 'order_number', 'reason', 'reported_by', 'reported_by_name', 'status', 'closed_at'],
    recs.filter(() => rnd() < 0.02).map((r, i) => [Number(r[0]) + 86_400_000, Number(r[0]) + 86_400_000, i + 1, r[2], 'wada', 1002, 'Jan Kowalski', rnd() < 0.7 ? 'CLOSED' : 'OPEN', Number(r[0]) + 3 * 86_400_000]),
  );
  const entries: unknown[][] = [];
  for (let i = 0; i < records / 2; i++) {
    const at = now - span + Math.floor((i / (records / 2)) * span);
    const status = rnd() < 0.01 ? 'ERROR' : 'PERSISTED';
    entries.push([at, at, 1002, 1, 'IDX-1', 'Lustro', 1 + Math.floor(rnd() * 20), status, status === 'PERSISTED' ? at : null]);
  }
  await insert('standard_manufacturing_entries', ['created_at', 'updated_at', 'numer_pracownika', 'manufacturing_data_id', 'index', 'name', 'quantity', 'status', 'persisted_at'], entries);
  const pieces: unknown[][] = [];
  entries.forEach((e, i) => {
    for (let s = 1; s <= Number(e[6]); s++) pieces.push([e[0], e[0], i + 1, s, `ST-${i}-${s}`, rnd() < 0.02 ? 2 : 1, e[0], rnd() < 0.01 ? Number(e[0]) + 1000 : null]);
  });
  await insert('standard_manufacturing_pieces', ['created_at', 'updated_at', 'entry_id', 'seq', 'code', 'print_count', 'printed_at', 'voided_at'], pieces);
  await insert(
    'standard_manufacturing_error_logs',
    ['created_at', 'updated_at', 'numer_pracownika', 'entry_id', 'index', 'kind', 'message'],
    entries.filter((e) => e[7] === 'ERROR').map((e, i) => [e[0], e[0], 1002, i + 1, 'IDX-1', rnd() < 0.5 ? 'CHECK' : 'ERP', 'x']),
  );
  console.log(`filled: ${recs.length} records, ${labels.length + voided.length} labels, ${batches.length} batches, ${entries.length} entries, ${pieces.length} pieces in ${ms((performance.now() - t0) / 1000)} s`);
}

async function main() {
  const dataDir = SQLITE_DIR ?? mkdtempSync(join(tmpdir(), 'bench-analytics-'));
  const fresh = SQLITE_DIR ? !existsSync(join(SQLITE_DIR, 'app.sqlite')) : false;
  if (SQLITE_DIR) mkdirSync(SQLITE_DIR, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'production',
    ...(SQLITE_DIR ? {} : { DATABASE_URL: mfgUrl() }),
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    WORKERS: 'false',
    DATA_DIR: dataDir,
    CLIENT_DIST: join(dataDir, 'none'),
  });
  console.log(`database: ${SQLITE_DIR ? `SQLite ${join(SQLITE_DIR, 'app.sqlite')}` : mfgUrl()}; load ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  const opened = performance.now();
  const app = await App.create(config);
  console.log(`app opened (pending migrations applied) in ${ms(performance.now() - opened)} ms, load ${load()}`);
  if (fresh) {
    await seedDemoData(app.orm);
    await fillSqlite(app, SQLITE_RECORDS);
  }
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const login = async (email: string) => {
    const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: DEMO_PASSWORD }) });
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const manager = await login(DEMO_USERS.find((u) => u.role === 3)!.email);
  const get = async (path: string) => {
    const r = await fetch(url + path, { headers: { authorization: `Bearer ${manager}` } });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const ranges = [30, 365].map((days) => ({ days, startDate: epochDayToIso(isoToEpochDay(today) - (days - 1)) }));
  const lines = ['| measure | 30 days p50 / p95 (ms) | load | 365 days p50 / p95 (ms) | load |', '|---|---|---|---|---|'];

  const cells: string[] = [];
  for (const { startDate } of ranges) {
    const path = `/api/manufacturing/analytics?startDate=${startDate}&endDate=${today}`;
    await get(path); // warm-up
    const l0 = load();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await get(path);
      times.push(performance.now() - t0);
    }
    cells.push(`${ms(pct(times, 50))} / ${ms(pct(times, 95))}`, `${l0}-${load()}`);
  }
  lines.push(`| \`GET /api/manufacturing/analytics\` (every chart, REST, ${RUNS} runs) | ${cells.join(' | ')} |`);
  console.log(lines.at(-1));

  // Issue 21: aliases of a year in one GraphQL request, as role 3 (BENCH_ALIASES, default 3: ten exceed MAX_COST).
  const year = ranges[1]!.startDate;
  const fields = 'startDate output { day type records panes areaM2 pieces } workers { employeeNumber panes activeDays medianLabelMinutes } missingByReason { key entries } batches { day batches } labelEvents { kind reason count } persistErrors { day errors }';
  const query = `query { ${Array.from({ length: ALIASES }, (_, i) => `a${i}: manufacturingAnalytics(input: { startDate: "${year}", endDate: "${today}" }) { ${fields} }`).join(' ')} }`;
  const gql: number[] = [];
  let gqlAnswer = '';
  const lg = load();
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = await fetch(`${url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const body = (await r.json()) as { errors?: Array<{ message: string }> };
    gql.push(performance.now() - t0);
    gqlAnswer = body.errors ? `refused: ${body.errors[0]!.message}` : 'answered';
  }
  lines.push(`| GraphQL, ${ALIASES} aliases of a year in one request (role 3, 3 runs; ${gqlAnswer}) | | | ${ms(pct(gql, 50))} / ${ms(Math.max(...gql))} | ${lg}-${load()} |`);
  console.log(lines.at(-1));

  // Issue 21: other requests while a year is computed.
  const waits: number[] = [];
  const lb = load();
  for (let i = 0; i < 3; i++) {
    let done = false;
    let slowest = 0;
    const probe = (async () => {
      while (!done) {
        const t0 = performance.now();
        await (await fetch(`${url}/healthz`)).text();
        slowest = Math.max(slowest, performance.now() - t0);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await get(`/api/manufacturing/analytics?startDate=${year}&endDate=${today}`);
    done = true;
    await probe;
    waits.push(slowest);
  }
  lines.push(`| slowest \`GET /healthz\` while a year's analytics runs (3 runs: median / max) | | | ${ms(pct(waits, 50))} / ${ms(Math.max(...waits))} | ${lb}-${load()} |`);
  console.log(lines.at(-1));
  lines.push('', `Ranges: ${ranges.map((x) => `${x.startDate} .. ${today}`).join(' and ')} (Warsaw days).`);
  console.log('\n' + lines.join('\n'));
  await app.stop();
}

main().catch((err) => {
  console.error(String(err?.stack ?? err).slice(0, 2000));
  process.exit(1);
});
