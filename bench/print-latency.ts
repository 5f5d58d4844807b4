/**
 * A label print, from the request to the first byte at an idle TCP printer (issue 21, item 5):
 * PRINTS quick-print labels one after another against a fresh database with the demo data, each
 * waiting for its bytes before the next; reports p50 / p95 / max and the SQL statements sent
 * between the request and the first byte (median), with the load average.
 *
 *   cd server && NODE_ENV=production node --import @swc-node/register/esm-register ../bench/print-latency.ts
 *   BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/ ... (MariaDB: a database made and dropped for the run)
 *
 * Not part of the test suite.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { App, seedDemoData } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users.js';

const PRINTS = Number(process.env.PRINTS ?? 20);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'print-bench-'));
  let dbName: string | null = null;
  let url: string | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    dbName = `print_bench_${process.pid}`;
    const admin = await mysql.createConnection(process.env.BENCH_DATABASE_URL);
    await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    url = new URL(dbName, process.env.BENCH_DATABASE_URL.replace(/\/?$/, '/')).toString();
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-that-is-at-least-32-bytes-long!!',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CLIENT_DIST: join(dataDir, 'no-client'),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await App.create(config);
  await seedDemoData(app.orm);
  const port = await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;

  // The printer: takes every connection, notes when its first byte arrives.
  let firstByte: (() => void) | null = null;
  const printer = createServer((socket) => {
    let seen = false;
    socket.on('data', () => {
      if (!seen) {
        seen = true;
        firstByte?.();
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));

  const admin = DEMO_USERS.find((u) => u.role === 4)!;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: admin.email, password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const created = await fetch(`${base}/api/printers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench ZPL', computer: { name: 'Bench', hostname: 'bench' }, driver: 'tcp', host: '127.0.0.1', port: (printer.address() as AddressInfo).port, language: 'zpl' }),
  });
  const printerId = ((await created.json()) as { id: number }).id;
  const labels = (await (await fetch(`${base}/api/quick-print?limit=1`, { headers })).json()) as { data: Array<{ id: number }> };
  const labelId = labels.data[0].id;

  // SQL statements sent while a print is on its way.
  let counting = false;
  let statements = 0;
  const seen: string[] = [];
  app.orm.em.getKnex().on('query', (q: { sql: string }) => {
    if (!counting) return;
    statements++;
    if (process.env.BENCH_SHOW_SQL) seen.push(q.sql.slice(0, 140));
  });

  const once = async () => {
    const arrived = new Promise<number>((resolve) => (firstByte = () => resolve(performance.now())));
    statements = 0;
    counting = true;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/quick-print/print`, { method: 'POST', headers, body: JSON.stringify({ id: labelId, quantity: 1, printer: printerId }) });
    if (res.status !== 202 && res.status !== 200) throw new Error(`print answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    const at = await arrived;
    counting = false;
    return { ms: at - t0, statements };
  };
  for (let i = 0; i < 3; i++) await once(); // warm-up: JIT, pool connections, the printer's socket path
  const runs: Array<{ ms: number; statements: number }> = [];
  for (let i = 0; i < PRINTS; i++) {
    runs.push(await once());
    await new Promise((r) => setTimeout(r, 20));
  }
  if (process.env.BENCH_SHOW_SQL) console.log(seen.slice(-runs[runs.length - 1].statements).join('\n'));
  const times = runs.map((r) => r.ms);
  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(
    `${config.database.kind}: ${PRINTS} prints, request -> first byte at the printer: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; ` +
      `SQL statements before the first byte (median) ${pct(runs.map((r) => r.statements), 50)}; load average ${load}`,
  );

  printer.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const c = await mysql.createConnection(process.env.BENCH_DATABASE_URL!);
    await c.query(`DROP DATABASE \`${dbName}\``);
    await c.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
