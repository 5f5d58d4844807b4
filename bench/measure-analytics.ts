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
import { fillManufacturingSqlite } from './fill-manufacturing-sqlite.js';
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
    await fillManufacturingSqlite(app, SQLITE_RECORDS);
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
