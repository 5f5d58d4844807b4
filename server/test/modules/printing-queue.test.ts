import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PrintJob } from '../../src/modules/printing/printing.entity.js';
import { Job } from '../../src/platform/jobs/job.entity.js';
import { TEST_JWT_SECRET, TestApp, waitFor } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { FakeZebra } from './printing.fixtures.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Creates a ZPL printer on the fake Zebra and one label per name; returns their ids. */
async function arrange(t: TestApp, zebra: FakeZebra, names: string[]) {
  const admin = await t.tokenFor(4);
  const staff = await t.tokenFor(3);
  const printer = await t.rest('POST', '/api/printers', { token: admin, body: { name: 'Zebra ZD421 kolejka', computer: { name: 'Magazyn', hostname: 'magazyn' }, driver: 'tcp', host: '127.0.0.1', port: zebra.port, language: 'zpl' } });
  expect(printer.status).toBe(201);
  const imp = await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data: names.map((name) => ({ name, lines: [name] })) } });
  expect(imp.status).toBe(200);
  const list = await t.rest('GET', `/api/quick-print?limit=100`, { token: staff });
  const ids = new Map<string, number>(list.body.data.map((l: { name: string; id: number }) => [l.name, l.id]));
  return { printerId: printer.body.id as number, labelIds: names.map((n) => ids.get(n)!), staff };
}

/** How many times each label name reached the printer. */
function receivedCounts(zebra: FakeZebra, names: string[]): Map<string, number> {
  const counts = new Map(names.map((n) => [n, 0]));
  for (const text of zebra.texts()) for (const n of names) if (text.includes(`^FD${n}^FS`)) counts.set(n, counts.get(n)! + 1);
  return counts;
}

const jobsOf = (t: TestApp) => t.app.orm.em.fork().find(PrintJob, {}, { orderBy: { id: 'asc' }, disableIdentityMap: true });

describe('the print queue across processes', () => {
  it('two server nodes on one database share one queue: 40 labels, each printed exactly once', async () => {
    const db = await createTestDatabase();
    const zebra = await FakeZebra.start({ holdMs: 15 });
    const a = await TestApp.start({}, db);
    const b = await TestApp.start({}, db);
    try {
      const names = Array.from({ length: 40 }, (_, i) => `Wspólna ${String(i).padStart(2, '0')} żółw`);
      const { printerId, labelIds, staff } = await arrange(a, zebra, names);
      // requests arrive at both nodes at once
      const answers = await Promise.all(
        labelIds.map((id, i) => (i % 2 ? b : a).rest('POST', '/api/quick-print/print', { token: staff, body: { id, quantity: 1, type: 'normal', printer: printerId } })),
      );
      expect(answers.every((r) => r.status === 202)).toBe(true);
      await waitFor(() => zebra.jobs.length >= 40, 30_000, '40 jobs at the printer');
      await new Promise((r) => setTimeout(r, 300));
      const counts = receivedCounts(zebra, names);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(zebra.jobs.length).toBe(40);
      const deadline = Date.now() + 10_000;
      while ((await jobsOf(a)).some((j) => j.status !== 'DONE') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect((await jobsOf(a)).map((j) => j.status)).toEqual(Array(40).fill('DONE'));
      const nodes = new Set((await a.app.orm.em.fork().find(Job, { queue: 'print' })).map((j) => j.lockedBy));
      expect(nodes.size).toBeGreaterThanOrEqual(1);
    } finally {
      await b.stop({ keepDatabase: true });
      await a.stop();
      await zebra.stop();
    }
  }, 90_000);

  it('a server killed (SIGKILL) mid-queue resumes after restart without sending a label twice: jobs caught mid-send need a person', async () => {
    const db: TestDatabase = await createTestDatabase();
    // A slow printer: it holds each connection 700 ms before closing it.
    const zebra = await FakeZebra.start({ holdMs: 700 });
    const names = Array.from({ length: 12 }, (_, i) => `Awaria ${String(i).padStart(2, '0')} ąę`);
    const setup = await TestApp.start({ WORKERS: 'false' }, db);
    const { printerId, labelIds, staff } = await arrange(setup, zebra, names);
    for (const id of labelIds) {
      const r = await setup.rest('POST', '/api/quick-print/print', { token: staff, body: { id, quantity: 1, type: 'normal', printer: printerId } });
      expect(r.status).toBe(202);
    }
    await setup.stop({ keepDatabase: true });

    // The real server as a child process works the queue ...
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: db.dataDir,
        CLIENT_DIST: db.dataDir + '/no-client',
        LOG_LEVEL: 'warn',
        ...(db.url ? { DATABASE_URL: db.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (c) => (out += c));
    child.stderr!.on('data', (c) => (out += c));
    const exited = new Promise((r) => child.on('exit', r));
    try {
      // ... until it is killed while labels are on the wire (the first 4 are done, the next ones are being sent).
      await waitFor(() => zebra.jobs.length >= 5, 30_000, `the child to print; output: ${out}`);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const atKill = zebra.jobs.length;
    expect(atKill).toBeLessThan(12);

    // Restart: a new server on the same database takes the queue over once the dead node's leases run out.
    const restarted = await TestApp.start({}, db);
    try {
      const deadline = Date.now() + 75_000;
      let jobs = await jobsOf(restarted);
      while (jobs.some((j) => j.status === 'QUEUED' || j.status === 'SENDING') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        jobs = await jobsOf(restarted);
      }
      await new Promise((r) => setTimeout(r, 300));
      const counts = receivedCounts(zebra, names);
      // never twice
      expect([...counts.values()].every((n) => n <= 1)).toBe(true);
      jobs = await jobsOf(restarted);
      const byLabel = new Map(jobs.map((j) => [j.reference, j]));
      for (const [i, name] of names.entries()) {
        const job = byLabel.get(`label:${labelIds[i]}`)!;
        if (job.status === 'DONE') expect(counts.get(name)).toBe(1);
        else {
          // caught mid-send: possibly printed, so not resent; a person decides
          expect(job.status).toBe('NEEDS_ATTENTION');
          expect(job.error).toContain('may have printed');
        }
      }
      const statuses = jobs.map((j) => j.status);
      expect(statuses.filter((s) => s === 'NEEDS_ATTENTION').length).toBeGreaterThanOrEqual(1);
      // the labels still queued at the kill were printed after the restart
      expect(zebra.jobs.length).toBeGreaterThan(atKill);
      expect(statuses.filter((s) => s === 'DONE').length + statuses.filter((s) => s === 'NEEDS_ATTENTION').length).toBe(12);
    } finally {
      await restarted.stop();
      await zebra.stop();
    }
  }, 150_000);
});
