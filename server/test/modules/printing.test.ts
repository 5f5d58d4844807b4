import { existsSync, readFileSync } from 'node:fs';
import { printingModule } from '../../src/modules/printing/index.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../../src/platform/jobs/job.entity.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { PrintJob } from '../../src/modules/printing/printing.entity.js';
import { StockItem } from '../../src/modules/inventory/stock-item.entity.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';
import { FakeZebra, POLISH, refusingPort } from './printing.fixtures.js';

describe('printing: printers, the print queue, ZPL and PDF', () => {
  let t: TestApp;
  let zebra: FakeZebra;
  let admin: string;
  let staff: string;
  let zebraId: number;
  let labelId: number;

  beforeAll(async () => {
    t = await TestApp.start({ PRINT_RETRY_MS: '20', PRINT_MAX_ATTEMPTS: '3', PRINT_CONNECT_TIMEOUT_MS: '1000', PRINT_WRITE_TIMEOUT_MS: '3000' });
    zebra = await FakeZebra.start();
    admin = await t.tokenFor(4);
    staff = await t.tokenFor(3);
    const res = await t.rest('POST', '/api/printers', {
      token: admin,
      body: { name: 'Zebra ZD421 test', computer: { name: 'Magazyn', hostname: 'magazyn-pc' }, driver: 'tcp', host: '127.0.0.1', port: zebra.port, language: 'zpl' },
    });
    expect(res.status).toBe(201);
    zebraId = res.body.id;
    const imp = await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data: [{ name: 'Uchwyt', lines: [POLISH, 'Linia ^2~'], ean: '5901234123457' }] } });
    expect(imp.status).toBe(200);
    labelId = (await t.rest('GET', '/api/quick-print?search=Uchwyt', { token: staff })).body.data[0].id;
  });
  afterAll(async () => {
    await zebra.stop();
    await t.stop();
  });

  const job = (id: number) => t.app.orm.em.fork().findOneOrFail(PrintJob, { id }, { disableIdentityMap: true });
  const waitStatus = async (id: number, statuses: string[], ms = 10_000) => {
    const start = Date.now();
    for (;;) {
      const j = await job(id);
      if (statuses.includes(j.status)) return j;
      if (Date.now() - start > ms) throw new Error(`job ${id} stayed ${j.status} (${j.error})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('admins manage printers; the answer is { id, name, computer { name, hostname } }; bad input names the fields', async () => {
    const list = await t.rest('GET', '/api/quick-print/printers', { token: staff });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ id: zebraId, name: 'Zebra ZD421 test', computer: expect.objectContaining({ name: 'Magazyn', hostname: 'magazyn-pc' }) }));
    const ids = list.body.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const bad = await t.rest('POST', '/api/printers', { token: admin, body: { name: '', computer: { name: 'X' }, driver: 'usb', language: 'zpl' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'computer.hostname', 'driver']));
    const noHost = await t.rest('POST', '/api/printers', { token: admin, body: { name: 'P', computer: { name: 'X', hostname: 'x' }, driver: 'tcp', language: 'zpl' } });
    expect(noHost.status).toBe(400);
    expect(noHost.body.fields).toHaveProperty('host');

    const created = await t.rest('POST', '/api/printers', { token: admin, body: { name: 'Tymczasowa', computer: { name: 'Biuro', hostname: 'biuro-pc' }, driver: 'file', folder: 'tmp', language: 'pdf' } });
    expect(created.status).toBe(201);
    const patched = await t.rest('PATCH', `/api/printers/${created.body.id}`, { token: admin, body: { name: 'Tymczasowa 2', enabled: false } });
    expect(patched.body).toMatchObject({ name: 'Tymczasowa 2', enabled: false, driver: 'file' });
    expect((await t.rest('DELETE', `/api/printers/${created.body.id}`, { token: admin })).status).toBe(200);
    expect((await t.rest('DELETE', `/api/printers/${created.body.id}`, { token: admin })).status).toBe(404);
    const history = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'printer', entityId: String(created.body.id) }, { orderBy: { id: 'asc' } });
    expect(history.map((h) => h.action)).toEqual(['created', 'updated', 'deleted']);

    expect((await t.rest('POST', '/api/printers', { token: staff, body: {} })).status).toBe(403);
    expect((await t.rest('GET', '/api/quick-print/printers', { token: await t.tokenFor(2) })).status).toBe(403);
  });

  it('the fake Zebra receives exactly the expected ZPL: UTF-8 (^CI28) with Polish letters byte-exact, EAN-13, N copies; the user hears SUCCESS', async () => {
    const client = t.ws(staff);
    const operationId = 'print-op-0001';
    const sub = await t.subscribed(() => subscribe(client, 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
    const before = zebra.jobs.length;
    const res = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 3, type: 'normal', printer: zebraId, operationId } });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ operationId, status: 'QUEUED' });
    await waitStatus(res.body.jobId, ['DONE']);
    await waitFor(() => zebra.jobs.length === before + 1, 5000, 'the printer to receive the job');
    const expected = [
      '^XA',
      '^CI28',
      '^PW400',
      '^LL240',
      '^LH0,0',
      // Laid out by the engine (ADR 0860): one-line field blocks as wide as the label's text box.
      `^FO16,16^A0N,28,28^FB368,1,0,L,0^FD${POLISH}^FS`,
      '^FO16,57^A0N,28,28^FB368,1,0,L,0^FH\\^FDLinia \\5E2\\7E^FS',
      '^FO93,136^BY2^BEN,68,Y,N^FD590123412345^FS',
      '^PQ3,0,1,Y',
      '^XZ',
      '',
    ].join('\n');
    const got = zebra.jobs[before];
    expect(got.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    // ż ó ł ć ę ś ą ź ń as their UTF-8 bytes, not transliterated
    expect(got.includes(Buffer.from([0xc5, 0xbc, 0xc3, 0xb3, 0xc5, 0x82, 0xc4, 0x87]))).toBe(true);
    await waitFor(() => sub.events.length >= 3, 5000, 'operation statuses');
    expect(sub.events.map((e) => e.data.operationStatus.status)).toEqual(['IN_PROGRESS', 'SUCCESS', 'FINISH']);
    expect(sub.events[1].data.operationStatus.message).toBe('Drukowanie zakończyło się sukcesem');
    const entries = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'print_job', entityId: String(res.body.jobId) }, { orderBy: { id: 'asc' } });
    // one entry for the outcome, with what was printed where (ADR 0863)
    expect(entries.map((e) => e.action)).toEqual(['printed']);
    expect(entries[0].after).toMatchObject({ status: 'DONE', printer: 'Zebra ZD421 test', copies: 3, source: 'quick_print', attempts: 1 });
  });

  it('a printer that refuses connections ends FAILED after the retries, with the reason; the others are unaffected', async () => {
    const dead = await t.rest('POST', '/api/printers', { token: admin, body: { name: 'Zebra odłączona', computer: { name: 'Magazyn', hostname: 'magazyn-pc' }, driver: 'tcp', host: '127.0.0.1', port: await refusingPort(), language: 'zpl' } });
    const before = zebra.jobs.length;
    const failing = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 1, type: 'normal', printer: dead.body.id } });
    const good = await Promise.all(
      Array.from({ length: 5 }, () => t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 2, type: 'normal', printer: zebraId } })),
    );
    const failed = await waitStatus(failing.body.jobId, ['FAILED'], 15_000);
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/ECONNREFUSED/);
    for (const g of good) await waitStatus(g.body.jobId, ['DONE']);
    await waitFor(() => zebra.jobs.length === before + 5, 5000, 'five jobs');
    expect(zebra.jobs.slice(before).every((j) => j.toString().includes('^PQ2,'))).toBe(true);
  });

  it('a printer that cannot be reached is said at once on operationStatus ("Drukarka nieosiągalna"), before the retries end', async () => {
    const dead = await t.rest('POST', '/api/printers', { token: admin, body: { name: 'Zebra wyłączona', computer: { name: 'Magazyn', hostname: 'magazyn-pc' }, driver: 'tcp', host: '127.0.0.1', port: await refusingPort(), language: 'zpl' } });
    const client = t.ws(staff);
    const operationId = 'print-op-unreachable';
    const sub = await t.subscribed(() => subscribe(client, 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
    const res = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 1, type: 'normal', printer: dead.body.id, operationId } });
    expect(res.status).toBe(202);
    await waitFor(() => sub.events.some((e) => e.data.operationStatus.status === 'FINISH'), 15_000, 'the job to end');
    const said = sub.events.map((e) => e.data.operationStatus as { status: string; message: string });
    const firstUnreachable = said.findIndex((e) => e.status === 'IN_PROGRESS' && e.message.startsWith('Drukarka nieosiągalna: Cannot connect to the printer: ECONNREFUSED'));
    expect(firstUnreachable).toBeGreaterThan(0);
    expect(said[firstUnreachable].message).toContain('(próba 1 z 3)');
    // said before the final ERROR, once per attempt that will be retried
    expect(said.findIndex((e) => e.status === 'ERROR')).toBeGreaterThan(firstUnreachable);
    expect(said.filter((e) => e.message.startsWith('Drukarka nieosiągalna')).length).toBe(2);
    // Historia zamówień: one entry for this job, its outcome, not one per attempt
    const entries = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'print_job', entityId: String(res.body.jobId) });
    expect(entries.map((e) => e.action)).toEqual(['failed']);
    expect(entries[0].after).toMatchObject({ status: 'FAILED', attempts: 3, error: expect.stringContaining('ECONNREFUSED') });
  });

  it('a job found SENDING when its lease is taken over (the node died mid-send) is never resent by itself: NEEDS_ATTENTION; an admin resends it once', async () => {
    // Queue with the runner stopped, then make it look like a dead node was sending it.
    await t.app.platform.jobs.stop();
    const before = zebra.jobs.length;
    const res = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 1, type: 'normal', printer: zebraId } });
    const em = t.app.orm.em.fork();
    await em.nativeUpdate(PrintJob, { id: res.body.jobId }, { status: 'SENDING', attempts: 1 });
    await em.nativeUpdate(Job, { queue: 'print', status: 'QUEUED' }, { status: 'RUNNING', lockedBy: 'dead-node', lockedUntil: new Date(Date.now() - 1000) });
    const { JobRunner } = await import('../../src/platform/jobs/job-runner.js');
    const runner = new JobRunner(t.app.orm, t.app.config.database.kind, t.app.logger, { pollIntervalMs: 20 });
    runner.register(PRINT_QUEUE, (ctx) => t.app.api(printingModule).printing.runJob(ctx as never));
    runner.start();
    const attention = await waitStatus(res.body.jobId, ['NEEDS_ATTENTION', 'DONE']);
    expect(attention.status).toBe('NEEDS_ATTENTION');
    expect(zebra.jobs.length).toBe(before);

    expect((await t.rest('POST', `/api/print-jobs/${res.body.jobId}/resend`, { token: staff })).status).toBe(403);
    const resent = await t.rest('POST', `/api/print-jobs/${res.body.jobId}/resend`, { token: admin });
    expect(resent.status).toBe(200);
    await waitStatus(res.body.jobId, ['DONE']);
    await waitFor(() => zebra.jobs.length === before + 1, 5000, 'the resent job');
    expect((await t.rest('POST', `/api/print-jobs/${res.body.jobId}/resend`, { token: admin })).status).toBe(409);
    await runner.stop();
    expect(zebra.jobs.length).toBe(before + 1);
    const list = await t.rest('GET', '/api/print-jobs?limit=5', { token: admin });
    expect(list.body.data[0]).toMatchObject({ id: res.body.jobId, status: 'DONE', attempts: 2 });
  });

  it('a job cut off mid-send says what is known in Polish (sent, outcome unknown) and a person confirms it printed: DONE, nothing sent again', async () => {
    await t.app.platform.jobs.stop();
    const before = zebra.jobs.length;
    const res = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 1, type: 'normal', printer: zebraId } });
    const em = t.app.orm.em.fork();
    await em.nativeUpdate(PrintJob, { id: res.body.jobId }, { status: 'SENDING', attempts: 1 });
    await em.nativeUpdate(Job, { queue: 'print', status: 'QUEUED' }, { status: 'RUNNING', lockedBy: 'dead-node', lockedUntil: new Date(Date.now() - 1000) });
    const { JobRunner } = await import('../../src/platform/jobs/job-runner.js');
    const runner = new JobRunner(t.app.orm, t.app.config.database.kind, t.app.logger, { pollIntervalMs: 20 });
    runner.register(PRINT_QUEUE, (ctx) => t.app.api(printingModule).printing.runJob(ctx as never));
    runner.start();
    try {
      const held = await waitStatus(res.body.jobId, ['NEEDS_ATTENTION', 'DONE']);
      expect(held.status).toBe('NEEDS_ATTENTION');
      expect(held.error).toBe('Wysłano do drukarki, wynik nieznany: serwer zatrzymał się w trakcie wysyłania, etykieta mogła się wydrukować. Sprawdź drukarkę: potwierdź wydruk albo wydrukuj ponownie.');
      const listed = (await t.rest('GET', `/api/print-jobs/${res.body.jobId}`, { token: admin })).body;
      expect(listed).toMatchObject({ status: 'NEEDS_ATTENTION', error: held.error });

      expect((await t.rest('POST', `/api/print-jobs/${res.body.jobId}/confirm`, { token: staff })).status).toBe(403);
      const confirmed = await t.rest('POST', `/api/print-jobs/${res.body.jobId}/confirm`, { token: admin });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'DONE', error: null });
      const again = await t.rest('POST', `/api/print-jobs/${res.body.jobId}/confirm`, { token: admin });
      expect(again.status).toBe(409);
      expect(again.body.reason).toBe('NOT_CONFIRMABLE');
      await new Promise((r) => setTimeout(r, 300));
      expect(zebra.jobs.length).toBe(before);
      const history = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'print_job', entityId: String(res.body.jobId) }, { orderBy: { id: 'asc' } });
      expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['needs_attention', 'confirmed_printed']));
      const gql = await t.gql('mutation($id: Int!) { printJobConfirm(id: $id) { status } }', { id: res.body.jobId }, admin);
      expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    } finally {
      await runner.stop();
    }
  });

  it('PDF printers get a PDF from the same layout (file driver), one page per copy, Polish text embedded', async () => {
    const kiosk = await t.rest('POST', '/api/printers', { token: admin, body: { name: 'Kiosk PDF', computer: { name: 'Kiosk', hostname: 'kiosk' }, driver: 'file', folder: 'kiosk', language: 'pdf' } });
    const res = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 2, type: 'normal', printer: kiosk.body.id } });
    expect(res.status).toBe(202);
    // the automatic runner was stopped in the previous test: run this one by hand
    const { JobRunner } = await import('../../src/platform/jobs/job-runner.js');
    const runner = new JobRunner(t.app.orm, t.app.config.database.kind, t.app.logger, { pollIntervalMs: 20 });
    runner.register(PRINT_QUEUE, (ctx) => t.app.api(printingModule).printing.runJob(ctx as never));
    runner.start();
    await waitStatus(res.body.jobId, ['DONE']);
    await runner.stop();
    const file = join(t.db.dataDir, 'print-files', 'kiosk', `job-${res.body.jobId}.pdf`);
    expect(existsSync(file)).toBe(true);
    const pdf = readFileSync(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(2);
    // the job says where the file went (the print dialog shows it)
    const shown = await t.rest('GET', `/api/print-jobs/${res.body.jobId}`, { token: staff });
    expect(shown.body.output).toBe(`print-files/kiosk/job-${res.body.jobId}.pdf`);
    // a test print from the Drukarki tab goes through the same queue, and is named as such
    const test = await t.rest('POST', `/api/printers/${kiosk.body.id}/test-print`, { token: admin, body: {} });
    expect(test.status).toBe(202);
    expect((await t.rest('POST', `/api/printers/${kiosk.body.id}/test-print`, { token: staff, body: {} })).status).toBe(403);
    expect((await t.rest('POST', '/api/printers/987654/test-print', { token: admin, body: {} })).status).toBe(404);
    const queued = await job(test.body.jobId);
    expect(queued).toMatchObject({ source: 'test_print', reference: 'Wydruk testowy: Kiosk PDF', status: 'QUEUED' });
  });

  it('stock labels: POST /api/stocks/print { id, quantity, printer, documentSize } prints index, name, location and EAN in the requested size', async () => {
    const em = t.app.orm.em.fork();
    const item = (await em.find(StockItem, {}, { limit: 1, orderBy: { id: 'asc' } }))[0];
    expect(item).toBeDefined();
    item.name = 'Szkło hartowane Łódź';
    item.ean = '5901234123457';
    item.location = 'A-01-03';
    await em.flush();
    const { JobRunner } = await import('../../src/platform/jobs/job-runner.js');
    const runner = new JobRunner(t.app.orm, t.app.config.database.kind, t.app.logger, { pollIntervalMs: 20 });
    runner.register(PRINT_QUEUE, (ctx) => t.app.api(printingModule).printing.runJob(ctx as never));
    runner.start();
    try {
      const before = zebra.jobs.length;
      const res = await t.rest('POST', '/api/stocks/print', { token: staff, body: { id: item.id, quantity: 2, printer: zebraId, documentSize: 'large' } });
      expect(res.status).toBe(202);
      await waitStatus(res.body.jobId, ['DONE']);
      await waitFor(() => zebra.jobs.length === before + 1, 5000, 'the stock label');
      const zpl = zebra.jobs[before].toString('utf8');
      expect(zpl).toContain('^PW800\n^LL1200');
      expect(zpl).toContain(`^FD${item.catalogueIndex}^FS`);
      expect(zpl).toContain('^FDSzkło hartowane Łódź^FS');
      expect(zpl).toContain('^FDLokalizacja: A-01-03^FS');
      expect(zpl).toContain('^BEN,');
      expect(zpl).toContain('^FD590123412345^FS');
      expect(zpl).toContain('^PQ2,');

      const kiosk = (await t.rest('GET', '/api/printers', { token: admin })).body.find((p: { name: string }) => p.name === 'Kiosk PDF');
      const a4 = await t.rest('POST', '/api/stocks/print', { token: staff, body: { id: item.id, quantity: 1, printer: kiosk.id, documentSize: 'a4' } });
      await waitStatus(a4.body.jobId, ['DONE']);
      const pdf = readFileSync(join(t.db.dataDir, 'print-files', 'kiosk', `job-${a4.body.jobId}.pdf`)).toString('latin1');
      expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2755\d* 841\.889\d*\]/);
    } finally {
      await runner.stop();
    }
    const bad = await t.rest('POST', '/api/stocks/print', { token: staff, body: { id: item.id, quantity: 1, printer: zebraId, documentSize: 'xl' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('documentSize');
    expect((await t.rest('POST', '/api/stocks/print', { token: staff, body: { id: 99999999, quantity: 1, printer: zebraId } })).status).toBe(404);
    expect((await t.rest('POST', '/api/stocks/print', { token: await t.tokenFor(2), body: { id: item.id, quantity: 1, printer: zebraId } })).status).toBe(403);
    const preview = await fetch(`${t.url}/api/stocks/${item.id}/label-preview?documentSize=small`, { headers: { authorization: `Bearer ${staff}` } });
    expect(await preview.text()).toContain('Lokalizacja: A-01-03');
  });

  describe('Idempotency-Key on label prints: the same key prints once and answers the first job', () => {
    // The app's own runner was stopped by a test above: this group sends its jobs with its own.
    let runner: { stop(): Promise<void> };
    beforeAll(async () => {
      const { JobRunner } = await import('../../src/platform/jobs/job-runner.js');
      const r = new JobRunner(t.app.orm, t.app.config.database.kind, t.app.logger, { pollIntervalMs: 20 });
      r.register(PRINT_QUEUE, (ctx) => t.app.api(printingModule).printing.runJob(ctx as never));
      r.start();
      runner = r;
    });
    afterAll(() => runner.stop());
    const stockItemId = async () => (await t.app.orm.em.fork().find(StockItem, {}, { limit: 1, orderBy: { id: 'asc' } }))[0].id;
    const settle = async (jobIds: number[]) => {
      for (const id of jobIds) await waitStatus(id, ['DONE']);
      await new Promise((r) => setTimeout(r, 300)); // a second print would have reached the printer by now
    };

    it('POST /api/quick-print/print: twice with one key -> one job, the same answer; ten at once with one key -> one label', async () => {
      const before = zebra.jobs.length;
      const body = { id: labelId, quantity: 1, type: 'normal', printer: zebraId };
      const first = await t.rest('POST', '/api/quick-print/print', { token: staff, body, headers: { 'idempotency-key': 'qp-once-1' } });
      expect(first.status).toBe(202);
      const again = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { ...body, operationId: 'another-listener-1' }, headers: { 'idempotency-key': 'qp-once-1' } });
      expect(again.status).toBe(202);
      expect(again.body).toEqual(first.body);
      await settle([first.body.jobId]);
      expect(zebra.jobs.length).toBe(before + 1);

      const other = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { ...body, quantity: 2 }, headers: { 'idempotency-key': 'qp-once-1' } });
      expect(other.status).toBe(422);
      expect(other.body.fields).toHaveProperty('Idempotency-Key');

      const ten = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', '/api/quick-print/print', { token: staff, body, headers: { 'idempotency-key': 'qp-ten-1' } })));
      for (const r of ten) expect([202, 409]).toContain(r.status);
      const jobIds = [...new Set(ten.filter((r) => r.status === 202).map((r) => r.body.jobId as number))];
      expect(jobIds).toHaveLength(1);
      await settle(jobIds);
      expect(zebra.jobs.length).toBe(before + 2);
    });

    it('POST /api/stocks/print and the stockPrint / quickPrint mutations honour the key the same way', async () => {
      const id = await stockItemId();
      const before = zebra.jobs.length;
      const body = { id, quantity: 1, printer: zebraId, documentSize: 'small' };
      const ten = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', '/api/stocks/print', { token: staff, body, headers: { 'idempotency-key': 'stock-ten-1' } })));
      for (const r of ten) expect([202, 409]).toContain(r.status);
      const jobIds = [...new Set(ten.filter((r) => r.status === 202).map((r) => r.body.jobId as number))];
      expect(jobIds).toHaveLength(1);
      const later = await t.rest('POST', '/api/stocks/print', { token: staff, body, headers: { 'idempotency-key': 'stock-ten-1' } });
      expect(later.body.jobId).toBe(jobIds[0]);
      await settle(jobIds);
      expect(zebra.jobs.length).toBe(before + 1);

      const stockPrint = 'mutation($input: StockPrintInput!, $key: String) { stockPrint(input: $input, idempotencyKey: $key) { jobId } }';
      const quickPrint = 'mutation($input: QuickPrintInput!, $key: String) { quickPrint(input: $input, idempotencyKey: $key) { jobId } }';
      const s1 = await t.gql(stockPrint, { input: body, key: 'gql-stock-1' }, staff);
      const s2 = await t.gql(stockPrint, { input: body, key: 'gql-stock-1' }, staff);
      const q1 = await t.gql(quickPrint, { input: { id: labelId, quantity: 1, type: 'normal', printer: zebraId }, key: 'gql-quick-1' }, staff);
      const q2 = await t.gql(quickPrint, { input: { id: labelId, quantity: 1, type: 'normal', printer: zebraId }, key: 'gql-quick-1' }, staff);
      expect(s1.errors).toBeUndefined();
      expect(s2.data.stockPrint.jobId).toBe(s1.data.stockPrint.jobId);
      expect(q2.data.quickPrint.jobId).toBe(q1.data.quickPrint.jobId);
      await settle([s1.data.stockPrint.jobId, q1.data.quickPrint.jobId]);
      expect(zebra.jobs.length).toBe(before + 3);
      const bad = await t.gql(quickPrint, { input: { id: labelId, quantity: 1, type: 'normal', printer: zebraId }, key: 'has space' }, staff);
      expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  it('the preview is an SVG with the text and a drawn barcode', async () => {
    const res = await fetch(`${t.url}/api/quick-print/${labelId}/preview`, { headers: { authorization: `Bearer ${staff}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain(POLISH);
    expect(svg).toMatch(/<path [^>]*d="M/);
  });

  it('quantity and printer are checked: 400 naming the field, 404 for an unknown printer or label', async () => {
    const zero = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 0, type: 'normal', printer: zebraId } });
    expect(zero.status).toBe(400);
    expect(zero.body.fields).toHaveProperty('quantity');
    const type = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 1, type: 'fancy', printer: zebraId } });
    expect(type.body.fields).toHaveProperty('type');
    expect((await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: labelId, quantity: 1, type: 'normal', printer: 99999 } })).status).toBe(404);
    expect((await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: 99999, quantity: 1, type: 'normal', printer: zebraId } })).status).toBe(404);
  });
});

const PRINT_QUEUE = 'print';
