/**
 * The quick-print labels' search at volume (ADR 1330), in one run per database:
 *  - REST p50 / p95 of BENCH_RUNS warm runs of each case (`GET /api/quick-print?search=...`, a page of 25);
 *  - the floor: the SQL statements the app sent for that request (recorded from its connection),
 *    replayed directly, in order, on the same connection;
 *  - before: the LIKE-only SQL the list sent before the search structure (the page in name order
 *    and its count, both with `search_text like '%..%'`).
 *
 *   cd server && NODE_ENV=production BENCH_SQLITE_DIR=/tmp/labels node --import @swc-node/register/esm-register ../bench/measure-label-search.ts --labels 1000000
 *   cd server && NODE_ENV=production BENCH_DB=bench_labels node --import @swc-node/register/esm-register ../bench/measure-label-search.ts --labels 1000000
 *
 * The labels are made (raw SQL, through the triggers that keep the structure) when the database
 * holds fewer than --labels. Not part of the test suite.
 */
import 'reflect-metadata';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysqlp from 'mysql2/promise';
import { App, seedDemoData } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import { containsPattern, searchText } from '../server/src/platform/like.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { prng } from '../seed/stock-items.js';
import { JWT_SECRET } from './built-server.js';
import { benchUrl, BENCH_SERVER, BENCH_DB } from './generate.js';
import { fillTable } from './fill-table.js';
import { arg, load, ms, pct, requireProduction, runMain, timed as timeRuns } from './timing.js';

requireProduction();
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SQLITE_DIR = process.env.BENCH_SQLITE_DIR;
const timed = (fn: () => Promise<unknown>, runs = RUNS) => timeRuns(fn, runs);

const PRODUCTS = ['Szyba hartowana', 'Lustro srebrne', 'Zawias szklany', 'Uszczelka kabiny', 'Profil aluminiowy', 'Łącznik szkło-ściana', 'Pochwyt drzwiowy', 'Szkło laminowane', 'Kabina prysznicowa', 'Silikon sanitarny', 'Stabilizator', 'Kapturek ozdobny'];
const FINISH = ['chrom', 'satyna', 'czarny mat', 'złoty', 'biały', 'grafit', 'bezbarwny', 'mleczny'];

/** Label k of the bench: a product, a size, a finish, a batch number; an EAN or a code. */
function labelAt(k: number, rnd: () => number) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const mm = 4 + Math.floor(rnd() * 9);
  const name = `${pick(PRODUCTS)} ${mm} mm ${pick(FINISH)}`;
  const lines = [`${name}`, `Partia ${String(Math.floor(rnd() * 10_000_000)).padStart(7, '0')}`, `${100 + Math.floor(rnd() * 2900)}×${100 + Math.floor(rnd() * 2900)} mm`];
  const ean = rnd() < 0.5 ? `590${String(Math.floor(rnd() * 1e10)).padStart(10, '0')}` : null;
  const code = ean ? null : `QP-${String(k).padStart(7, '0')}`;
  return { name, lines, ean, code };
}

const CASES = [
  // The rare searches are taken from a label a quarter into the table (half of them have a code) (see main).
  { name: "rare: one label's code", search: '' },
  { name: 'rare: a batch number', search: '' },
  { name: 'common: a product word', search: 'szyba' },
  { name: 'common: a finish, accents', search: 'złoty' },
  { name: 'short, LIKE alone', search: 'qp' },
];

async function makeLabels(app: App, labels: number) {
  const rnd = prng(20_261_126);
  const now = new Date();
  await fillTable(app.orm.em.getConnection(), {
    table: 'quick_print_labels',
    columns: ['created_at', 'updated_at', 'name', '`lines`', 'ean', 'code', 'size', 'search_text'],
    target: labels,
    row: (k) => {
      const l = labelAt(k, rnd);
      return [now, now, l.name, JSON.stringify(l.lines), l.ean, l.code, 'small', searchText([l.name, ...l.lines, l.ean ?? '', l.code ?? ''].join(' ')).slice(0, 700)];
    },
    analyze: SQLITE_DIR ? 'analyze' : 'analyze table quick_print_labels',
    what: 'labels',
  });
}

async function main() {
  const dataDir = SQLITE_DIR ?? mkdtempSync(join(tmpdir(), 'bench-'));
  if (SQLITE_DIR && !existsSync(SQLITE_DIR)) mkdirSync(SQLITE_DIR, { recursive: true });
  if (!SQLITE_DIR) {
    const admin = await mysqlp.createConnection(BENCH_SERVER);
    await admin.query(`create database if not exists \`${BENCH_DB}\``);
    await admin.end();
  }
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: SQLITE_DIR ? '' : benchUrl(), JWT_SECRET, LOG_LEVEL: 'warn', WORKERS: 'false', DATA_DIR: dataDir, CLIENT_DIST: join(dataDir, 'none') });
  const app = await App.create(config);
  if (Number((await app.orm.em.getConnection().execute('select count(*) as n from users'))[0].n) === 0) await seedDemoData(app.orm);
  await makeLabels(app, arg('labels', 1_000_000));
  const [mid] = await app.orm.em
    .getConnection()
    .execute<Array<{ code: string; lines: string }>>(`select code, \`lines\` from quick_print_labels where code is not null order by id limit 1 offset ${Math.floor(arg('labels', 1_000_000) / 4)}`);
  CASES[0].search = mid.code;
  CASES[1].search = (JSON.parse(mid.lines) as string[])[1].replace('Partia ', '');
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: DEMO_PASSWORD }) });
  const headers = { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
  const appConn = app.orm.em.getConnection('read');
  const run = (sql: string, params: unknown[]) => appConn.execute(sql, params as never[]);

  // Every statement the app sends, with its parameters: recorded for one request, replayed raw.
  let recording: Array<{ sql: string; params: unknown[] }> | null = null;
  for (const c of [app.orm.em.getConnection(), appConn]) {
    const conn = c as unknown as { execute: (...a: unknown[]) => Promise<unknown> };
    const execute = conn.execute.bind(conn);
    conn.execute = (...a: unknown[]) => {
      const q = a[0] as string | { toSQL?: () => { sql: string; bindings: unknown[] } };
      if (recording) {
        if (typeof q === 'string') recording.push({ sql: q, params: (a[1] as unknown[]) ?? [] });
        else if (q && typeof q.toSQL === 'function') {
          const s = q.toSQL();
          recording.push({ sql: s.sql, params: s.bindings });
        }
      }
      return execute(...a);
    };
  }

  console.log(`# ${SQLITE_DIR ? 'SQLite' : 'MariaDB'} label search, ${arg('labels', 1_000_000)} labels, load average at start: ${load()}`);
  const lines = ['| case | matches | REST p50 / p95 (ms) | floor: the app\'s SQL raw p50 (ms; statements) | REST ÷ floor | before: LIKE-only SQL p50 (ms) | before ÷ REST | load |', '|---|---|---|---|---|---|---|---|'];
  for (const c of CASES) {
    const qs = new URLSearchParams({ page: '1', limit: '25', search: c.search }).toString();
    let count = 0;
    const rest = async () => {
      const r = await fetch(`${url}/api/quick-print?${qs}`, { headers });
      if (!r.ok) throw new Error(`REST ${r.status}: ${await r.text()}`);
      count = ((await r.json()) as { count: number }).count;
    };
    recording = [];
    await rest();
    const statements = recording.filter((s) => !/refresh_tokens|sessions|users/.test(s.sql));
    recording = null;
    const floor = async () => {
      for (const s of statements) await run(s.sql, s.params);
    };
    const like = containsPattern(searchText(c.search));
    const before = async () => {
      await run("select q0.* from quick_print_labels as q0 where q0.search_text like ? escape '!' order by q0.name asc, q0.id asc limit 25", [like]);
      await run("select count(*) as count from quick_print_labels as q0 where q0.search_text like ? escape '!'", [like]);
    };
    const restMs = await timed(rest);
    const floorMs = await timed(floor);
    const beforeMs = await timed(before, Math.min(RUNS, 5));
    lines.push(
      `| ${c.name} (\`search=${c.search}\`) | ${count} | ${ms(pct(restMs, 50))} / ${ms(pct(restMs, 95))} | ${ms(pct(floorMs, 50))}; ${statements.length} | ${(pct(restMs, 50) / pct(floorMs, 50)).toFixed(2)} | ${ms(pct(beforeMs, 50))} | ${(pct(beforeMs, 50) / pct(restMs, 50)).toFixed(1)} | ${load()} |`,
    );
    console.log(lines.at(-1));
  }
  await app.stop();
  console.log(`\n${lines.join('\n')}`);
}

runMain(main);
