// Starts the BUILT server (node, no TypeScript loader) the way production runs it, on a fresh
// SQLite database, checks it answers, then sends SIGTERM and expects a clean exit within 10 s.
// Catches what vitest cannot: missing files in the build, import cycles that only break under
// plain node, a server that ignores SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'smoke-'));
const base = `http://127.0.0.1:${port}`;
// The command line of `npm run start:built`, V8 heap flags included (ADR 0305).
const startBuilt = JSON.parse(readFileSync('package.json', 'utf8')).scripts['start:built'].split(' ');
if (startBuilt[0] !== 'node') throw new Error(`smoke: start:built does not start with node: ${startBuilt.join(' ')}`);
const server = spawn(process.execPath, startBuilt.slice(1), {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, JWT_SECRET: 'smoke-test-secret-smoke-test-secret-0123', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));

const fail = async (msg) => {
  console.error(`smoke: FAILED: ${msg}`);
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
};

let ready = false;
for (let i = 0; i < 120 && !ready; i++) {
  try {
    ready = (await fetch(base + '/readyz')).status === 200;
  } catch {
    /* not yet */
  }
  if (!ready) await new Promise((r) => setTimeout(r, 250));
}
if (!ready) await fail('/readyz did not answer 200 within 30 s');

const checks = [
  ['GET /healthz', async () => (await fetch(base + '/healthz')).status === 200],
  ['GET /app serves the client', async () => (await (await fetch(base + '/app')).text()).includes('<div id="root"')],
  ['POST /api/auth/login answers 401 for an unknown user', async () => (await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody@example.com', password: 'x' }) })).status === 401],
  ['GET /api/openapi.json', async () => (await (await fetch(base + '/api/openapi.json')).json()).openapi?.startsWith('3.')],
  ['POST /graphql', async () => (await (await fetch(base + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })).json()).data?.__typename === 'Query'],
];
for (const [name, check] of checks) {
  if (!(await check().catch(() => false))) await fail(name);
  console.log(`smoke: ok  ${name}`);
}

const started = Date.now();
server.kill('SIGTERM');
const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 10_000));
const result = await Promise.race([exited, timeout]);
if (!result) await fail('the server did not exit within 10 s of SIGTERM');
if (result.code !== 0) await fail(`the server exited with ${JSON.stringify(result)} after SIGTERM`);
console.log(`smoke: ok  SIGTERM -> clean exit in ${Date.now() - started} ms`);
rmSync(dataDir, { recursive: true, force: true });
