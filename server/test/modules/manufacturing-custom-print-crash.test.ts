import { describe, expect, it } from 'vitest';
import { PrintJob } from '../../src/modules/printing/printing.entity.js';
import { TestApp, waitFor } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { cabin, createWorkers, pushOrder } from './manufacturing-custom.fixtures.js';
import { FakeZebra, ServerProcess } from './printing.fixtures.js';

const LEASE_MS = 2000;
const PANES = 10;

describe('manufacturing labels and a server killed while they print', () => {
  it('no label reaches the printer twice: printed once, or held for a person when caught mid-send', async () => {
    const db = await createTestDatabase();
    const zebra = await FakeZebra.start({ holdMs: 700 });
    const setup = await TestApp.start({ WORKERS: 'false' }, db);
    const admin = await setup.tokenFor(4);
    const staff = await setup.tokenFor(3);
    const printer = await setup.rest('POST', '/api/printers', { token: admin, body: { name: 'Zebra ZD421 szklarnia', computer: { name: 'Szklarnia', hostname: 'szklarnia' }, driver: 'tcp', host: '127.0.0.1', port: zebra.port, language: 'zpl' } });
    expect(printer.status).toBe(201);
    const [worker] = await createWorkers(setup, 1, 'crash');
    const order = await pushOrder(setup, admin);
    const panes = Array.from({ length: PANES }, (_, i) => ({ part: `P${i + 1}`, widthMm: 500 + i, heightMm: 800, thicknessMm: 6, glassKind: 'lustro' }));
    const rec = await setup.rest('POST', '/api/manufacturing/custom-manufacturing', { token: staff, body: { ...cabin(order.number, worker), type: 'obraz_lustro_wc', widthSpec: undefined, panes } });
    expect(rec.status).toBe(201);
    const printed = await setup.rest('POST', '/api/manufacturing/custom-manufacturing/print', { token: staff, body: { id: rec.body.id, printer: printer.body.id } });
    expect(printed.status).toBe(200);
    expect(printed.body.labels).toHaveLength(PANES);
    await setup.stop({ keepDatabase: true });

    const child = await ServerProcess.start(db, { JOB_LEASE_MS: String(LEASE_MS), JOB_POLL_MS: '50' });
    try {
      await waitFor(() => zebra.jobs.length >= 3, 30_000, `the child to print; output: ${child.output}`);
      zebra.stalling = true;
      await waitFor(() => zebra.stalledCount >= 1, 30_000, 'a label caught mid-send');
    } finally {
      await child.stop('SIGKILL');
    }
    zebra.release();
    const atKill = zebra.jobs.length;
    expect(atKill).toBeLessThan(PANES);

    const restarted = await TestApp.start({ JOB_LEASE_MS: String(LEASE_MS), JOB_POLL_MS: '50' }, db);
    try {
      const jobsOf = () => restarted.app.orm.em.fork().find(PrintJob, { source: 'manufacturing' }, { disableIdentityMap: true });
      const deadline = Date.now() + 30_000;
      let jobs = await jobsOf();
      while (jobs.some((j) => j.status === 'QUEUED' || j.status === 'SENDING') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        jobs = await jobsOf();
      }
      const codes = printed.body.labels.map((l: { code: string }) => l.code as string);
      const counts = new Map<string, number>(codes.map((c: string) => [c, zebra.texts().filter((t) => t.includes(`^FD${c}^FS`)).length]));
      expect([...counts.values()].every((n) => n <= 1)).toBe(true);
      for (const j of jobs) {
        if (j.status === 'DONE') expect(counts.get(j.reference!)).toBe(1);
        else expect(j.status).toBe('NEEDS_ATTENTION');
      }
      expect(jobs.filter((j) => j.status === 'NEEDS_ATTENTION').length).toBeGreaterThanOrEqual(1);
      expect(zebra.jobs.length).toBeGreaterThan(atKill);
      // the record shows each label's state from its job
      const view = await restarted.rest('GET', `/api/manufacturing/${rec.body.id}`, { token: await restarted.tokenFor(3) });
      expect(view.body.labels.filter((l: { status: string }) => l.status === 'PRINTED').length).toBe(jobs.filter((j) => j.status === 'DONE').length);
      // what is known after the crash, in words staff understand: sent, outcome unknown; the label
      // says so too (not "queued"), and a person confirms it printed or prints it again
      const held = jobs.filter((j) => j.status === 'NEEDS_ATTENTION');
      for (const j of held) expect(j.error).toMatch(/^Wysłano do drukarki, wynik nieznany: serwer zatrzymał się w trakcie wysyłania/);
      expect(view.body.labels.filter((l: { status: string }) => l.status === 'UNKNOWN').length).toBe(held.length);
      const admin = await restarted.tokenFor(4);
      const confirmed = await restarted.rest('POST', `/api/print-jobs/${held[0].id}/confirm`, { token: admin });
      expect(confirmed.status).toBe(200);
      const after = await restarted.rest('GET', `/api/manufacturing/${rec.body.id}`, { token: admin });
      expect(after.body.labels.filter((l: { status: string }) => l.status === 'PRINTED').length).toBe(jobs.filter((j) => j.status === 'DONE').length + 1);
    } finally {
      await restarted.stop();
      await zebra.stop();
    }
  }, 120_000);
});
