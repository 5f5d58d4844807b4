import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_AGENT_JOB, PRINT_JOB_UPDATED } from '../../src/modules/printing/printing.events.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

const REGISTER = 'mutation($input: AgentRegisterInput!) { printAgentRegister(input: $input) { id name } }';
const JOBS = 'subscription($hostname: String!) { printAgentJobs(hostname: $hostname) { jobId queue } }';
const REPORT = 'mutation($jobId: Int!) { printAgentReport(jobId: $jobId, outcome: ACCEPTED) }';

/** Issue 11 item 11: who sees which print job, and which computer a print-agent key serves (ADR 0614). */
describe('print jobs and print agents: row-level rules', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let keyA: string;
  let keyB: string;
  let printerA: number;
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' }); // jobs stay QUEUED: nothing is sent anywhere
    admin = await t.tokenFor(4);
    staff = await t.tokenFor(3);
    const key = async (name: string) => (await t.rest('POST', '/api/api-keys', { token: admin, body: { name, scope: 'print-agent' } })).body.key as string;
    keyA = await key('Agent A');
    keyB = await key('Agent B');
    const regA = await t.gql(REGISTER, { input: { computer: { name: 'Komputer A', hostname: 'komputer-a' }, printers: [{ name: 'Zebra A', queue: 'zebra-a', language: 'zpl' }] } }, keyA);
    expect(regA.errors).toBeUndefined();
    printerA = Number(regA.data.printAgentRegister[0].id);
    const regB = await t.gql(REGISTER, { input: { computer: { name: 'Komputer B', hostname: 'komputer-b' }, printers: [{ name: 'Zebra B', queue: 'zebra-b', language: 'zpl' }] } }, keyB);
    expect(regB.errors).toBeUndefined();
  });
  afterAll(() => t.stop());

  const printLabel = async (token: string) => {
    const labels = await t.rest('GET', '/api/quick-print?limit=1', { token });
    const res = await t.rest('POST', '/api/quick-print/print', { token, body: { id: labels.body.data[0].id, quantity: 1, type: 'normal', printer: printerA } });
    expect(res.status).toBe(202);
    return res.body.jobId as number;
  };

  it('a print-agent key is bound to the computer it registered: it cannot register another, nor take a computer another key serves', async () => {
    const other = await t.gql(REGISTER, { input: { computer: { name: 'C', hostname: 'komputer-c' }, printers: [] } }, keyA);
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(other.errors?.[0].message).toMatch(/serves the computer komputer-a/);
    const takeover = await t.gql(REGISTER, { input: { computer: { name: 'A', hostname: 'KOMPUTER-A' }, printers: [] } }, keyB);
    expect(takeover.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Registering its own computer again is fine (the agent does it at every connect).
    const again = await t.gql(REGISTER, { input: { computer: { name: 'Komputer A', hostname: 'komputer-a' }, printers: [{ name: 'Zebra A', queue: 'zebra-a', language: 'zpl' }] } }, keyA);
    expect(again.errors).toBeUndefined();
  });

  it("a key hears only its own computer's jobs, even when it subscribes to another hostname", async () => {
    // All three registered by the server before anything is published (a fixed wait missed them under load).
    const [spy, own, bOwn] = await t.subscribed(() => [
      subscribe(t.ws(keyB), JOBS, { hostname: 'komputer-a' }),
      subscribe(t.ws(keyA), JOBS, { hostname: 'komputer-a' }),
      subscribe(t.ws(keyB), JOBS, { hostname: 'komputer-b' }),
    ]);
    t.app.platform.pubSub.publish(PRINT_AGENT_JOB, { hostname: 'komputer-a', jobId: 9001, queue: 'zebra-a', format: 'zpl', contentBase64: 'XlhB' });
    t.app.platform.pubSub.publish(PRINT_AGENT_JOB, { hostname: 'komputer-b', jobId: 9002, queue: 'zebra-b', format: 'zpl', contentBase64: 'XlhB' });
    await waitFor(() => own.events.length === 1 && bOwn.events.length === 1, 5000, 'the owners to hear their jobs');
    await new Promise((r) => setTimeout(r, 300));
    expect(own.events[0].data.printAgentJobs).toEqual({ jobId: 9001, queue: 'zebra-a' });
    expect(bOwn.events[0].data.printAgentJobs).toEqual({ jobId: 9002, queue: 'zebra-b' });
    expect(spy.events).toEqual([]);
    [spy, own, bOwn].forEach((s) => s.unsubscribe());
  });

  it("a key reports only on jobs of its computer's printers; another id is answered as missing", async () => {
    const jobId = await printLabel(staff);
    const foreign = await t.gql(REPORT, { jobId }, keyB);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(REPORT, { jobId: 987654 }, keyA)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(REPORT, { jobId }, keyA)).data).toEqual({ printAgentReport: true });
    // an admin's sign-in is not a print agent (ADR 0970): support resends or cancels instead
    expect((await t.gql(REPORT, { jobId }, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('role 3 reads its own print jobs only; another person\'s job (and who asked for it) is answered as missing; admins read all', async () => {
    const mine = await printLabel(staff);
    const admins = await printLabel(admin);
    const own = await t.rest('GET', `/api/print-jobs/${mine}`, { token: staff });
    expect(own.status).toBe(200);
    expect(own.body.requestedByName).toBeTruthy();
    const foreign = await t.rest('GET', `/api/print-jobs/${admins}`, { token: staff });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toMatch(/Admin|requestedBy/i);
    const gql = await t.gql('query($id: Int!) { printJob(id: $id) { id requestedByName } }', { id: admins }, staff);
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql('query($id: Int!) { printJob(id: $id) { id } }', { id: mine }, staff)).data.printJob.id).toBe(mine);
    expect((await t.rest('GET', `/api/print-jobs/${admins}`, { token: admin })).status).toBe(200);
    expect((await t.rest('GET', `/api/print-jobs/${mine}`, { token: admin })).status).toBe(200);
    expect((await t.rest('GET', '/api/print-jobs', { token: staff })).status).toBe(403);
  });

  it('printJobUpdated: role 3 hears its own jobs only, admins every job', async () => {
    const staffUserId = (await t.gql('{ me { id } }', {}, staff)).data.me.id;
    const adminUserId = (await t.gql('{ me { id } }', {}, admin)).data.me.id;
    const q = 'subscription { printJobUpdated { jobId status } }';
    const asStaff = subscribe(t.ws(staff), q);
    const asAdmin = subscribe(t.ws(admin), q);
    await new Promise((r) => setTimeout(r, 400));
    t.app.platform.pubSub.publish(PRINT_JOB_UPDATED, { jobId: 1, printerId: printerA, status: 'DONE', error: null, requestedById: Number(adminUserId) });
    t.app.platform.pubSub.publish(PRINT_JOB_UPDATED, { jobId: 2, printerId: printerA, status: 'DONE', error: null, requestedById: Number(staffUserId) });
    await waitFor(() => asAdmin.events.length === 2 && asStaff.events.length === 1, 5000, 'the updates');
    await new Promise((r) => setTimeout(r, 300));
    expect(asStaff.events.map((e) => e.data.printJobUpdated.jobId)).toEqual([2]);
    expect(asAdmin.events.map((e) => e.data.printJobUpdated.jobId)).toEqual([1, 2]);
    asStaff.unsubscribe();
    asAdmin.unsubscribe();
  });

  it('a revoked key frees its computer for a new key', async () => {
    const list = await t.rest('GET', '/api/api-keys', { token: admin });
    const a = (list.body.data ?? list.body).find((k: { name: string }) => k.name === 'Agent A');
    expect((await t.rest('DELETE', `/api/api-keys/${a.id}`, { token: admin })).status).toBeLessThan(300);
    const keyC = (await t.rest('POST', '/api/api-keys', { token: admin, body: { name: 'Agent C', scope: 'print-agent' } })).body.key as string;
    const reg = await t.gql(REGISTER, { input: { computer: { name: 'Komputer A', hostname: 'komputer-a' }, printers: [] } }, keyC);
    expect(reg.errors).toBeUndefined();
  });
});
