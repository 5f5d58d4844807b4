/**
 * A whole shift at once (issue 21, item 1; ADR 1050): the floor and the office working together,
 * played by N simulated users (BENCH_USERS, default 50 and 200) against the built server, on
 * SQLite and on MariaDB, with autocannon driving one connection per user.
 *
 * Every user repeats their role's cycle for BENCH_SECONDS (default 20) a phase:
 *  - packers (30 %): the queue (`GET /api/documents`), lock a document, ship it (of a pool pushed
 *    before the phase; once the pool is used up, unlock instead of ship);
 *  - stations (30 %): the records list, create a record for a pushed order, queue its labels,
 *    close it into a batch;
 *  - stock (25 %): a page of the stock list, a filtered list, a location change of an item of it;
 *  - office (15 %): Historia (a page, a reference filter), the CSV export of the last day,
 *    a quick-print label import, Analityka (the last 30 days).
 *
 * Reported per operation: requests/s, p50 / p95 / p99 (ms) and answers that were not 2xx; per
 * phase: the server's event-loop delay (monitorEventLoopDelay inside the server process, preloaded
 * by bench/loop-probe.mjs: the product has no such endpoint), its CPU per request (user + system
 * from /proc over the phase ÷ requests), its RSS (peak of 4 samples a second, and VmHWM), and the
 * load average. Stations print on the demo's Zebra (ZPL; BENCH_PRINTER_LANGUAGE=pdf for a PDF printer),
 * which is not reachable: its jobs fail as they would.
 *
 *   npm run build -w server && cd server
 *   NODE_ENV=production node --import @swc-node/register/esm-register ../bench/shift.ts
 *
 * BENCH_DATABASES=sqlite,mysql (default both), BENCH_USERS=50,200, BENCH_SECONDS=20, BENCH_USER_RATE=0.25 (each user paced
 * to an action every 4 s instead of back to back; a role's requests spread over each second at
 * random moments, not sent together),
 * BENCH_MYSQL / BENCH_DB as the other benches. The MariaDB database is made anew for every run
 * (BENCH_RESEED=0 keeps the last one): a kept one holds the last runs' print jobs, still queued for
 * the demo Zebra that never answers, and the job runner's retries of them slowed the print's p95
 * from under 60 ms to 330-350 ms. Not part of the test suite.
 *
 * Several nodes (ADR 1150): BENCH_NODES=1,2 plays each phase against one node, then two, each time
 * behind HAProxy with the repository's haproxy.cfg (so the balancer's hop is in both figures), on
 * MariaDB and Redis (BENCH_REDIS, default redis://127.0.0.1:6379; SQLite is one node's). CPU and
 * RSS are the nodes' sums, event-loop delay the worst node's, HAProxy's CPU is reported apart.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeOrderPdf } from '../seed/documents.pdf.js';
import { repoRoot } from '../server/src/platform/paths.js';
import { benchDatabase, cpuMs, load1, login, pct, rssMb, startBuiltServer, type BuiltServer } from './built-server.js';

if (process.env.NODE_ENV !== 'production') {
  console.error('Run the bench with NODE_ENV=production (see docs/PERFORMANCE.md).');
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const USERS = (process.env.BENCH_USERS ?? '50,200').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,mysql').split(',') as Array<'sqlite' | 'mysql'>;
const NODES = process.env.BENCH_NODES?.split(',').map(Number);
const REDIS = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
/** Requests a second each user sends (BENCH_USER_RATE, e.g. 0.25: an action every 4 s, a scanner's
 *  pace). Unset: every user sends the next request as soon as the last is answered (saturation). */
const USER_RATE = process.env.BENCH_USER_RATE ? Number(process.env.BENCH_USER_RATE) : undefined;

/** What a phase plays against: one node directly, or N nodes behind HAProxy. */
interface Target {
  url: string;
  servers: BuiltServer[];
  loopFiles: string[];
  balancer?: ChildProcess;
}

type Ctx = Record<string, unknown>;
interface Step {
  op: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string | ((c: Ctx) => string);
  body?: (c: Ctx) => unknown;
  /** Another step instead of this one (its op name, method, path, body) when the cycle cannot do it. */
  instead?: (c: Ctx) => Omit<Step, 'instead'> | null;
  after?: (status: number, body: string, c: Ctx) => void;
}

interface OpStats {
  /** Requests of this operation sent; those not answered by the end of the phase are `sent - times.length`. */
  sent: number;
  times: number[];
  failed: number;
  statuses: Map<number, number>;
}

const stats = new Map<string, OpStats>();
/** Off between phases: what autocannon sends while it winds down is not counted. */
let measuring = false;
const statsOf = (op: string): OpStats => {
  let s = stats.get(op);
  if (!s) stats.set(op, (s = { sent: 0, times: [], failed: 0, statuses: new Map() }));
  return s;
};
const record = (op: string, ms: number, status: number) => {
  const s = statsOf(op);
  s.times.push(ms);
  if (status < 200 || status >= 300) {
    s.failed++;
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  }
};

/** The shared pools a phase hands out: documents to lock and ship, orders to make records for. */
interface Pools {
  shipDocs: number[];
  orders: string[];
  printer: number;
}

const warsawDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(d);
let seq = 0;

function cycles(p: Pools): Record<string, Step[]> {
  const today = warsawDay(new Date());
  const monthAgo = warsawDay(new Date(Date.now() - 30 * 86_400_000));
  return {
    packer: [
      { op: 'packer: queue', method: 'GET', path: '/api/documents?page=1&limit=25' },
      {
        op: 'packer: lock',
        method: 'POST',
        path: (c) => `/api/documents/${c.doc}/lock`,
        body: () => ({ is_locked: true }),
        instead: (c) => {
          c.doc = p.shipDocs.pop() ?? null;
          c.ship = c.doc !== null;
          if (c.doc === null) c.doc = c.ownDoc;
          return null;
        },
      },
      {
        op: 'packer: ship',
        method: 'POST',
        path: (c) => `/api/documents/${c.doc}/ship`,
        instead: (c) => (c.ship ? null : { op: 'packer: unlock', method: 'POST', path: `/api/documents/${c.doc}/lock`, body: () => ({ is_locked: false }) }),
      },
    ],
    station: [
      { op: 'station: records', method: 'GET', path: '/api/manufacturing/custom-manufacturing?page=1&limit=24' },
      {
        op: 'station: create record',
        method: 'POST',
        path: '/api/manufacturing/custom-manufacturing',
        body: (c) => ({
          numer_zamowienia: c.order,
          type: 'szklo_kabina',
          panes: [
            { part: 'A', widthMm: 900, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane' },
            { part: 'B', widthMm: 600, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane' },
          ],
          widthSpec: { fixedDim: [{ part: 'A', value: 90 }, { part: 'B', value: 60 }], sideWalls: [] },
          createManufacturingLogDto: { numer_pracownika: 1003, note: 'zmiana' },
        }),
        instead: (c) => {
          c.record = null;
          c.order = p.orders[seq++ % p.orders.length];
          return null;
        },
        after: (status, body, c) => {
          if (status === 201 || status === 200) c.record = JSON.parse(body).id;
        },
      },
      {
        op: 'station: print labels',
        method: 'POST',
        path: '/api/manufacturing/custom-manufacturing/print',
        body: (c) => ({ id: c.record, printer: p.printer }),
        instead: (c) => (c.record ? null : { op: 'station: filters (no record)', method: 'GET', path: '/api/manufacturing/filters' }),
      },
      {
        op: 'station: close batch',
        method: 'PATCH',
        path: '/api/manufacturing/custom-manufacturing/close-batch',
        body: (c) => ({ ids: [c.record] }),
        instead: (c) => (c.record ? null : { op: 'station: filters (no record)', method: 'GET', path: '/api/manufacturing/filters' }),
      },
    ],
    stock: [
      {
        op: 'stock: list',
        method: 'GET',
        path: () => `/api/stocks?page=${1 + Math.floor(Math.random() * 100)}&limit=25`,
        after: (status, body, c) => {
          if (status !== 200) return;
          const rows = JSON.parse(body).data as Array<{ index: string; location: string }>;
          c.item = rows[Math.floor(Math.random() * rows.length)] ?? null;
        },
      },
      { op: 'stock: filter', method: 'GET', path: () => `/api/stocks?name=${encodeURIComponent(['zawias', 'szyba', 'uszczelka', 'profil'][seq++ % 4])}&limit=25` },
      {
        op: 'stock: change location',
        method: 'POST',
        path: '/api/changes',
        body: (c) => {
          const item = c.item as { index: string; location: string };
          const next = `Z-${String(seq++ % 100).padStart(2, '0')}-01`;
          return { type: 'location', reference: item.index, data: { stara_lokalizacja: item.location, nowa_lokalizacja: next } };
        },
        instead: (c) => (c.item ? null : { op: 'stock: filter', method: 'GET', path: '/api/stocks?name=szyba&limit=25' }),
      },
    ],
    office: [
      { op: 'office: history', method: 'GET', path: '/api/history?page=2&limit=25' },
      { op: 'office: history by reference', method: 'GET', path: '/api/history?reference=ZAM&limit=25' },
      { op: 'office: export (history CSV, today)', method: 'GET', path: `/api/history/export?format=csv&dateFrom=${today}&dateTo=${today}` },
      {
        op: 'office: import labels',
        method: 'POST',
        path: '/api/quick-print/import',
        body: () => ({ data: [{ name: `Zawias ${++seq}`, lines: ['Zawias 90°', 'Chrom'], code: `Z-${seq}` }] }),
      },
      { op: 'office: Analityka', method: 'GET', path: `/api/manufacturing/analytics?startDate=${monthAgo}&endDate=${today}` },
    ],
  };
}

/** One autocannon instance per role: each connection is a user repeating the role's cycle. */
function runRole(server: Target, token: string, steps: Step[], users: number, perUser: (i: number) => Ctx): Promise<autocannon.Result> {
  let next = 0;
  const requests = steps.map((s) => ({
    method: s.method,
    setupRequest: (req: Record<string, unknown>, c: Ctx) => {
      if (!c.init) Object.assign(c, perUser(next++), { init: true });
      const step = s.instead?.(c) ?? s;
      const path = typeof step.path === 'function' ? step.path(c) : step.path;
      const body = step.body?.(c);
      c.op = step.op;
      c.t0 = performance.now();
      if (measuring) statsOf(step.op).sent++;
      return { ...req, method: step.method, path, body: body === undefined ? undefined : JSON.stringify(body), headers: { ...(req.headers as object), 'content-type': 'application/json' } };
    },
    onResponse: (status: number, body: string, c: Ctx) => {
      if (measuring) record(c.op as string, performance.now() - (c.t0 as number), status);
      if (process.env.BENCH_SHOW_ERRORS && (status < 200 || status >= 300)) console.error(c.op, status, body.slice(0, 300));
      if (c.op === s.op) s.after?.(status, body, c);
    },
  }));
  const options = { url: server.url, duration: SECONDS, headers: { authorization: `Bearer ${token}` }, requests: requests as never, timeout: 60 };
  if (!USER_RATE) return autocannon({ ...options, connections: users });
  // autocannon paces an instance at whole requests a second, and its connections all send at the
  // start of each second: one instance for the role sent its ~15 requests as one burst a second,
  // which no floor does. One instance per request a second instead, one connection each, started
  // at a random point of the first second: the role's requests fall at independent moments.
  const streams = Math.max(1, Math.round(users * USER_RATE));
  return Promise.all(
    Array.from({ length: streams }, () =>
      new Promise<autocannon.Result>((resolve, reject) => {
        setTimeout(() => autocannon({ ...options, connections: 1, overallRate: 1 }).then(resolve, reject), Math.random() * 1000);
      }),
    ),
  ).then((parts) => ({ ...parts[0], requests: { ...parts[0].requests, total: parts.reduce((n, r) => n + r.requests.total, 0) }, errors: parts.reduce((n, r) => n + r.errors, 0), timeouts: parts.reduce((n, r) => n + r.timeouts, 0) }));
}

async function pushDocuments(server: Target, key: string, count: number, prefix: string): Promise<Array<{ id: number; number: string }>> {
  const out: Array<{ id: number; number: string }> = [];
  const file = makeOrderPdf(['Zamówienie', 'Klient: Jan Kowalski', 'Pozycje: szyba 8 mm x 2']);
  let i = 0;
  const worker = async () => {
    while (i < count) {
      const n = i++;
      const form = new FormData();
      const number = `${prefix}/${n}`;
      const fields = { number, externalId: `${prefix}-${n}`, customer: 'Jan Kowalski', shippingMethod: 'Kurier DPD', wantsInvoice: 'true', paymentsCod: 'false', is_pickup: 'false', pickup_place: '' };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'order.pdf');
      const res = await fetch(`${server.url}/api/documents`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'idempotency-key': `${prefix}-${n}` }, body: form });
      if (res.status !== 201) throw new Error(`push ${number}: ${res.status} ${await res.text()}`);
      out.push({ id: ((await res.json()) as { id: number }).id, number });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return out;
}

async function json<T>(server: Target, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(server.url + path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function phase(server: Target, kind: string, users: number): Promise<string[]> {
  const run = `${Date.now().toString(36)}`;
  const admin = await login(server.url, 'admin@example.com');
  const tokens = { packer: await login(server.url, 'biuro@example.com'), station: await login(server.url, 'magazyn@example.com'), stock: await login(server.url, 'magazyn@example.com'), office: admin };
  const { key } = await json<{ key: string }>(server, admin, 'POST', '/api/api-keys', { name: `Bench ${run}`, scope: 'shop' });
  const split = { packer: Math.max(1, Math.round(users * 0.3)), station: Math.max(1, Math.round(users * 0.3)), stock: Math.max(1, Math.round(users * 0.25)), office: 0 };
  split.office = Math.max(1, users - split.packer - split.station - split.stock);
  // Each packer keeps a document of their own to lock and unlock once the pool to ship is used up.
  const own = await pushDocuments(server, key, split.packer, `BENCH/${run}/P`);
  const shipDocs = (await pushDocuments(server, key, Number(process.env.BENCH_SHIP_DOCS ?? 200), `BENCH/${run}/S`)).map((d) => d.id);
  const orders = (await pushDocuments(server, key, Number(process.env.BENCH_ORDERS ?? 100), `BENCH/${run}/O`)).map((d) => d.number);
  // The floor prints on Zebra printers (ZPL); BENCH_PRINTER_LANGUAGE=pdf takes a PDF printer instead
  // (the demo's Kiosk PDF writes files: pdfkit renders each label before the print answers).
  const printers = await json<Array<{ id: number; language: string }>>(server, tokens.station, 'GET', '/api/quick-print/printers');
  const language = process.env.BENCH_PRINTER_LANGUAGE ?? 'zpl';
  const pools: Pools = { shipDocs, orders, printer: (printers.find((p) => p.language === language) ?? printers[0])?.id ?? 1 };
  const roleSteps = cycles(pools);
  stats.clear();
  measuring = true;

  // RSS sampled 4 times a second, CPU and the event loop over the phase.
  let rssPeak = 0;
  const pids = server.servers.map((s) => s.pid);
  const sum = (f: (pid: number) => number) => pids.reduce((n, pid) => n + f(pid), 0);
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, sum((pid) => rssMb(pid).rss))), 250);
  for (const s of server.servers) s.child.kill('SIGUSR2'); // resets the loop histogram
  const cpu0 = sum(cpuMs);
  const balancerCpu0 = server.balancer ? cpuMs(server.balancer.pid!) : 0;
  const t0 = performance.now();
  const loads: string[] = [load1()];
  const results: autocannon.Result[] = await Promise.all(
    (Object.keys(split) as Array<keyof typeof split>).filter((role) => !process.env.BENCH_ROLES || process.env.BENCH_ROLES.split(',').includes(role)).map((role) =>
      runRole(server, tokens[role], roleSteps[role], split[role], (i) => (role === 'packer' ? { ownDoc: own[i % own.length].id } : {})),
    ),
  );
  measuring = false;
  const wall = (performance.now() - t0) / 1000;
  const cpu = sum(cpuMs) - cpu0;
  const balancerCpu = server.balancer ? cpuMs(server.balancer.pid!) - balancerCpu0 : 0;
  clearInterval(sampler);
  loads.push(load1());
  for (const s of server.servers) s.child.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 300));
  // the worst node's event loop
  const loops = server.loopFiles.map((f) => JSON.parse(readFileSync(f, 'utf8')) as { p50: number; p99: number; max: number; mean: number });
  const loop = { p50: Math.max(...loops.map((l) => l.p50)), p99: Math.max(...loops.map((l) => l.p99)), max: Math.max(...loops.map((l) => l.max)) };
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const errors = results.reduce((n, r) => n + r.errors + r.timeouts, 0);
  const mem = { rss: sum((pid) => rssMb(pid).rss), peak: sum((pid) => rssMb(pid).peak) };
  const nodesNote = server.balancer ? `, ${server.servers.length} node${server.servers.length > 1 ? 's' : ''} behind HAProxy` : '';

  const lines = [
    '',
    `### ${kind}${nodesNote}, ${users} users${USER_RATE ? `, each paced to ${USER_RATE} requests/s` : ''} (${split.packer} packers, ${split.station} stations, ${split.stock} stock, ${split.office} office), ${SECONDS} s, load average ${loads.join(' → ')}`,
    '',
    `All: ${total} requests, ${(total / wall).toFixed(0)} req/s; server CPU ${(cpu / total).toFixed(2)} ms a request (${((cpu / 1000 / wall) * 100).toFixed(0)} % of one core); event-loop delay p50 ${loop.p50} / p99 ${loop.p99} / max ${loop.max} ms; RSS peak ${rssPeak.toFixed(0)} MB (VmHWM ${mem.peak.toFixed(0)} MB, ${mem.rss.toFixed(0)} MB at the end); connection errors and timeouts: ${errors}${server.balancer ? `; HAProxy CPU ${(balancerCpu / total).toFixed(2)} ms a request` : ''}.`,
    '',
    '| operation | answered | req/s | p50 (ms) | p95 (ms) | p99 (ms) | not 2xx | not answered in the phase |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [op, s] of [...stats].sort((a, b) => a[0].localeCompare(b[0]))) {
    const codes = [...s.statuses].map(([c, n]) => `${n}×${c}`).join(', ');
    const f = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1));
    lines.push(`| ${op} | ${s.times.length} | ${(s.times.length / wall).toFixed(1)} | ${f(pct(s.times, 50))} | ${f(pct(s.times, 95))} | ${f(pct(s.times, 99))} | ${codes || 0} | ${s.sent - s.times.length} |`);
  }
  return lines;
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

/** `nodes` built servers on the bench database; with `balanced`, HAProxy (haproxy.cfg) in front. */
async function startTarget(db: Awaited<ReturnType<typeof benchDatabase>>, nodes: number, balanced: boolean): Promise<Target & { stop(): Promise<void> }> {
  const loopFiles = Array.from({ length: nodes }, (_, i) => join(tmpdir(), `bench-loop-${process.pid}-${i}.json`));
  const several: Record<string, string> = nodes > 1 ? { MULTI_NODE: 'true', REDIS_URL: REDIS, TRUST_PROXY: 'true' } : balanced ? { TRUST_PROXY: 'true' } : {};
  const flags = ['--import', join(repoRoot, 'bench/loop-probe.mjs'), ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const servers = await Promise.all(loopFiles.map((f) => startBuiltServer(db, { env: { BENCH_LOOP_FILE: f, ...several }, flags })));
  let url = servers[0].url;
  let balancer: ChildProcess | undefined;
  if (balanced) {
    const port = await freePort();
    const addr = (i: number) => servers[Math.min(i, servers.length - 1)].url.replace('http://', '');
    // haproxy.cfg names two nodes: one node stands behind both lines when the phase has one.
    balancer = spawn('haproxy', ['-db', '-f', join(repoRoot, 'haproxy.cfg')], { env: { PATH: process.env.PATH, HAPROXY_BIND: `127.0.0.1:${port}`, APP_NODE_1: addr(0), APP_NODE_2: addr(1) }, stdio: ['ignore', 'ignore', 'inherit'] });
    url = `http://127.0.0.1:${port}`;
    for (let i = 0; !(await fetch(`${url}/readyz`).then((r) => r.ok, () => false)); i++) {
      if (i > 100) throw new Error('haproxy did not answer');
      await new Promise((r) => setTimeout(r, 100));
    }
    // both server lines up (checks every second)
    await new Promise((r) => setTimeout(r, 2500));
  }
  return {
    url,
    servers,
    loopFiles,
    balancer,
    async stop() {
      balancer?.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.stop()));
      for (const f of loopFiles) rmSync(f, { force: true });
    },
  };
}

async function main() {
  const out: string[] = [`Shift bench, ${new Date().toISOString()}, built server (server/dist), Node ${process.version}`];
  process.env.BENCH_RESEED ??= '1'; // see the header: a kept database carries a print backlog
  for (const kind of DATABASES) {
    const db = await benchDatabase(kind, 'shift');
    // SQLite is one node's database (ADR 1150): it plays one node, directly.
    const counts = NODES && kind === 'mysql' ? NODES : [1];
    for (const users of USERS) {
      for (const nodes of counts) {
        const target = await startTarget(db, nodes, NODES !== undefined && kind === 'mysql');
        try {
          const lines = await phase(target, kind === 'sqlite' ? 'SQLite' : 'MariaDB', users);
          console.log(lines.join('\n'));
          out.push(...lines);
        } finally {
          await target.stop();
        }
      }
    }
  }
  console.log('\n\n' + out.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
