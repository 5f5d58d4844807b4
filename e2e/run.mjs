// Browser tests against the built app: `npm run build` first, then `npm run test:e2e`.
// Starts the built server on a free port with a fresh SQLite database (development mode, so the
// demo users are seeded), waits for /readyz, runs e2e/tests/*.test.mjs with node:test, stops it.
// Arguments filter the test files by name: `node e2e/run.mjs layout`.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'server/dist/server/src/main.js');
const clientIndex = join(root, 'client/dist/index.html');
const artifacts = join(root, 'e2e/artifacts');
const READY_TIMEOUT_MS = 60_000;
/** `node e2e/run.mjs layout roles` runs only the test files whose names contain those words. */
const only = process.argv.slice(2);

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseUrl, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /readyz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

function stop(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const killTimer = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

if (!existsSync(serverEntry) || !existsSync(clientIndex)) {
  fail('the app is not built (missing server/dist or client/dist): run `npm run build` first');
}
mkdirSync(artifacts, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), 'glass-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const serverLogPath = join(artifacts, 'server.log');
const serverLog = createWriteStream(serverLogPath);

const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
delete env.DATABASE_URL;
delete env.NODE_ENV;
delete env.REDIS_URL;

console.log(`e2e: starting the built server on ${baseUrl} (data in ${dataDir})`);
const server = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.pipe(serverLog);
server.stderr.pipe(serverLog);

let exitCode = 1;
try {
  await waitForReady(baseUrl, server);
  console.log('e2e: server ready, running the browser tests\n');
  const testFiles = readdirSync(join(root, 'e2e/tests'))
    .filter((name) => name.endsWith('.test.mjs'))
    .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
    .sort()
    .map((name) => join(root, 'e2e/tests', name));
  const runner = spawn(
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-concurrency=1', ...testFiles],
    { cwd: root, env: { ...process.env, E2E_BASE_URL: baseUrl }, stdio: 'inherit' },
  );
  exitCode = await new Promise((resolve) => runner.once('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`e2e: ${error.message} (server log: ${serverLogPath})`);
} finally {
  await stop(server);
  serverLog.end();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  exitCode === 0
    ? '\ne2e: PASSED, all browser tests passed'
    : `\ne2e: FAILED (exit code ${exitCode}); screenshots and server.log in e2e/artifacts/`,
);
process.exit(exitCode);
