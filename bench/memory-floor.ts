/**
 * Issue 22's memory floor: how much of the server's resident memory is there before any product
 * code, measured in one run with the same node binary and `start:built`'s flags.
 *   - node alone, after formatting one Warsaw date (its binary, ICU data and a bare isolate);
 *   - the owner's fixed stack with nothing of the product (bench/stack-floor.mjs: Apollo Server,
 *     TypeGraphQL, graphql-ws, MikroORM with one entity, jsonwebtoken, bcrypt);
 *   - the built product as shipped, after start-up, a sign-in and one Historia page.
 * Each is measured BENCH_ROUNDS times (default 3), 2 s after it answered, on each database of
 * BENCH_DATABASES (default sqlite,mysql; MariaDB at BENCH_MYSQL, database bench_floor, dropped
 * at the end). Needs `npm run build`. Prints a markdown table.
 *
 *   cd server && NODE_ENV=production node --import @swc-node/register/esm-register ../bench/memory-floor.ts
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import mysqlp from 'mysql2/promise';
import { repoRoot } from '../server/src/platform/paths.js';
import { benchDatabase, load1, login, NODE, rssMb, startBuiltFlags, startBuiltServer, type BenchDb } from './built-server.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,mysql').split(',') as Array<'sqlite' | 'mysql'>;
const MYSQL = (process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const FLAGS = startBuiltFlags();

const rssOf = (script: string[]): number => (JSON.parse(execFileSync(NODE, [...FLAGS, ...script], { encoding: 'utf8' }).trim().split('\n').pop()!) as { rssMb: number }).rssMb;

const BARE_NODE = `new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw' }).format(new Date());
setTimeout(() => console.log(JSON.stringify({ rssMb: Number(require('fs').readFileSync('/proc/self/status', 'utf8').match(/^VmRSS:\\s+(\\d+)/m)[1]) / 1024 })), 2000);`;

async function product(db: BenchDb): Promise<number> {
  const server = await startBuiltServer(db);
  try {
    const token = await login(server.url);
    const page = await fetch(`${server.url}/api/history?page=1&limit=25`, { headers: { authorization: `Bearer ${token}` } });
    if (!page.ok) throw new Error(`Historia answered ${page.status}`);
    await page.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return rssMb(server.pid).rss;
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (what: string, xs: number[]) => `| ${what} | ${xs.map((x) => x.toFixed(0)).join(', ')} | **${median(xs).toFixed(0)}** |`;

const lines = [`Node ${execFileSync(NODE, ['-v'], { encoding: 'utf8' }).trim()}, flags ${FLAGS.join(' ')}; load average ${load1()} at the start.`, '', '| process | RSS (MB), each round | median |', '|---|---|---|'];
const bare: number[] = [];
for (let i = 0; i < ROUNDS; i++) bare.push(rssOf(['-e', BARE_NODE]));
lines.push(row('node alone (one Warsaw date formatted)', bare));
for (const kind of DATABASES) {
  const db = await benchDatabase(kind, 'floor');
  const stackTarget = kind === 'mysql' ? db.env.DATABASE_URL : join(db.env.DATA_DIR, 'stack-floor.sqlite');
  const stack: number[] = [];
  const built: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    stack.push(rssOf([join(repoRoot, 'bench/stack-floor.mjs'), stackTarget]));
    built.push(await product(db));
  }
  const name = kind === 'mysql' ? 'MariaDB' : 'SQLite';
  lines.push(row(`the fixed stack alone (Apollo, TypeGraphQL, graphql-ws, MikroORM, one entity), ${name}`, stack));
  lines.push(row(`the built product as shipped, idle after a sign-in and one Historia page, ${name}`, built));
  if (kind === 'mysql') {
    const admin = await mysqlp.createConnection({ uri: `${MYSQL}/` });
    await admin.query('drop database if exists `bench_floor`');
    await admin.end();
  }
  rmSync(db.env.DATA_DIR, { recursive: true, force: true });
}
lines.push('', `Load average ${load1()} at the end.`);
console.log(lines.join('\n'));
