/**
 * The users' search at volume (users.md 1260), in one run per database:
 *  - REST p50 / p95 of BENCH_RUNS warm runs of each case (`GET /api/users?query=...`, a page of 25);
 *  - before: the instr()-only SQL the list sent before the search structure (the page in id order
 *    and its count).
 *
 *   cd server && NODE_ENV=production BENCH_SQLITE_DIR=/tmp/users node --import @swc-node/register/esm-register ../bench/measure-user-search.ts --users 200000
 *   cd server && NODE_ENV=production BENCH_DB=bench_users node --import @swc-node/register/esm-register ../bench/measure-user-search.ts --users 200000
 *
 * The users are made (raw SQL, through the triggers that keep the structure) when the database
 * holds fewer than --users. Not part of the test suite.
 */
import 'reflect-metadata';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysqlp from 'mysql2/promise';
import { App, seedDemoData } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
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

const FIRST = ['Anna', 'Łukasz', 'Piotr', 'Zofia', 'Jan', 'Małgorzata', 'Krzysztof', 'Ewa', 'Tomasz', 'Agnieszka', 'Paweł', 'Katarzyna'];
const LAST = ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik', 'Kamiński', 'Lewandowska', 'Zieliński', 'Szymańska', 'Woźniak', 'Dąbrowski'];
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();

/** User k of the bench: a name, an e-mail made of it and k, an employee number; half a shop number. */
function userAt(k: number, rnd: () => number) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const first = pick(FIRST);
  const last = pick(LAST);
  return { email: `${ascii(first)}.${ascii(last)}.${k}@firma.pl`, first, last, numer: 100_000 + k, zew: rnd() < 0.5 ? `K-${String(k).padStart(7, '0')}` : null };
}

const CASES = [
  { name: "rare: one user's shop number (`query=K-0050000`)", query: 'K-0050000' },
  { name: 'rare: an e-mail piece (`query=.12345@`)', query: '.12345@' },
  { name: 'two words, one rare (`query=nowak 77777`)', query: 'nowak 77777' },
  { name: 'common: a last name (`query=kowalski`)', query: 'kowalski' },
  { name: 'short, instr() alone (`query=ko`)', query: 'ko' },
];

async function makeUsers(app: App, users: number) {
  const rnd = prng(20_261_206);
  const now = new Date();
  await fillTable(app.orm.em.getConnection(), {
    table: 'users',
    columns: ['created_at', 'updated_at', 'email', 'password_hash', 'first_name', 'last_name', 'role', 'numer_pracownika', 'numer_zewnetrzny', 'active', 'token_version'],
    target: users,
    row: (k) => {
      const u = userAt(k, rnd);
      return [now, now, u.email, 'x', u.first, u.last, 2, u.numer, u.zew, 1, 0];
    },
    analyze: SQLITE_DIR ? 'analyze' : 'analyze table users, user_grams',
    what: 'users',
  });
}

const INSTR =
  '(instr(lower(u0.email), ?) > 0 or instr(lower(u0.first_name), ?) > 0 or instr(lower(u0.last_name), ?) > 0' +
  " or instr(lower(coalesce(u0.numer_zewnetrzny, '')), ?) > 0 or instr(cast(u0.numer_pracownika as char), ?) > 0)";

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
  const total = arg('users', 200_000);
  await makeUsers(app, total);
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: DEMO_PASSWORD }) });
  const headers = { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
  const conn = app.orm.em.getConnection('read');

  console.log(`# ${SQLITE_DIR ? 'SQLite' : 'MariaDB'} users search, ${total} users, load average at start: ${load()}`);
  const lines = ['| case | matches | REST p50 / p95 (ms) | before: instr()-only SQL p50 (ms) | before ÷ REST | load |', '|---|---|---|---|---|---|'];
  for (const c of CASES) {
    const qs = new URLSearchParams({ page: '1', limit: '25', query: c.query }).toString();
    let count = 0;
    const rest = async () => {
      const r = await fetch(`${url}/api/users?${qs}`, { headers });
      if (!r.ok) throw new Error(`REST ${r.status}: ${await r.text()}`);
      count = ((await r.json()) as { count: number }).count;
    };
    const terms = c.query.toLowerCase().split(/\s+/).filter(Boolean);
    const where = `u0.deleted_at is null${terms.map(() => ` and ${INSTR}`).join('')}`;
    const params = terms.flatMap((x) => [x, x, x, x, x]);
    const before = async () => {
      await conn.execute(`select u0.* from users as u0 where ${where} order by u0.id desc limit 25`, params as never[]);
      await conn.execute(`select count(*) as count from users as u0 where ${where}`, params as never[]);
    };
    const restMs = await timed(rest);
    const beforeMs = await timed(before, Math.min(RUNS, 5));
    lines.push(`| ${c.name} | ${count} | ${ms(pct(restMs, 50))} / ${ms(pct(restMs, 95))} | ${ms(pct(beforeMs, 50))} | ${(pct(beforeMs, 50) / pct(restMs, 50)).toFixed(1)} | ${load()} |`);
    console.log(lines.at(-1));
  }
  await app.stop();
  console.log(`\n${lines.join('\n')}`);
}

runMain(main);
