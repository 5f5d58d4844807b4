import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintJob } from '../../src/modules/printing/printing.entity.js';
import { TestApp, waitFor } from '../support/test-app.js';
import { POLISH } from './printing.fixtures.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** The print agent CLI as a separate process, printing into a folder. */
describe('print agent', () => {
  let t: TestApp;
  let admin: string;
  let key: string;
  let agent: ChildProcess | null = null;
  let output = '';
  const outDir = mkdtempSync(join(tmpdir(), 'agent-out-'));

  beforeAll(async () => {
    t = await TestApp.start({ PRINT_AGENT_ACK_MS: '1500', PRINT_RETRY_MS: '50', PRINT_MAX_ATTEMPTS: '2' });
    admin = await t.tokenFor(4);
    const created = await t.rest('POST', '/api/api-keys', { token: admin, body: { name: 'Agent magazyn', scope: 'print-agent' } });
    expect(created.status).toBe(201);
    key = created.body.key;
  });
  afterAll(async () => {
    agent?.kill('SIGKILL');
    await t.stop();
  });

  const startAgent = (withKey = key) => {
    const config = join(outDir, 'agent.json');
    writeFileSync(config, JSON.stringify({ printers: [{ name: 'ZDesigner GK420d USB', queue: 'gk420d', language: 'zpl' }, { name: 'Kiosk PDF USB', queue: 'kiosk_pdf', language: 'pdf' }] }));
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/print-agent/cli.ts', '--server', t.url, '--key', withKey, '--config', config, '--name', 'Stanowisko 1', '--hostname', 'stanowisko-1', '--output-dir', outDir], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    return child;
  };
  const waitJob = async (id: number, statuses: string[], ms = 15_000) => {
    const start = Date.now();
    for (;;) {
      const j = await t.app.orm.em.fork().findOneOrFail(PrintJob, { id }, { disableIdentityMap: true });
      if (statuses.includes(j.status)) return j;
      if (Date.now() - start > ms) throw new Error(`job ${id} stayed ${j.status} (${j.error})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('registers its computer and printers with an API key, receives jobs over graphql-ws and prints them (to a folder here)', async () => {
    agent = startAgent();
    await waitFor(() => output.includes('registered 2 printer(s)'), 20_000, `agent registration; output: ${output}`);
    const printers = await t.rest('GET', '/api/printers', { token: admin });
    const gk = printers.body.find((p: { name: string }) => p.name === 'ZDesigner GK420d USB');
    expect(gk).toMatchObject({ driver: 'agent', queue: 'gk420d', language: 'zpl', computer: { name: 'Stanowisko 1', hostname: 'stanowisko-1' } });

    const staff = await t.tokenFor(3);
    await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data: [{ name: 'Agentowa', lines: [POLISH], code: 'AG-1' }] } });
    const label = (await t.rest('GET', '/api/quick-print?search=Agentowa', { token: staff })).body.data[0];
    const res = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: label.id, quantity: 2, type: 'normal', printer: gk.id } });
    expect(res.status).toBe(202);
    await waitJob(res.body.jobId, ['DONE']);
    const file = join(outDir, 'gk420d', `job-${res.body.jobId}.zpl`);
    expect(existsSync(file)).toBe(true);
    const zpl = readFileSync(file, 'utf8');
    expect(zpl).toContain('^CI28');
    // the layout engine wraps the name over the label's lines; every Polish letter arrives as UTF-8
    expect([...zpl.matchAll(/\^FD([^^]*)\^FS/g)].map((m) => m[1]).filter((t) => t !== 'AG-1').join(' ')).toBe(POLISH);
    expect(zpl).toContain('^BCN,');
    expect(zpl).toContain('^PQ2,');
  });

  it('with the agent gone, its printer counts as unreachable: retried, then FAILED with the reason', async () => {
    agent!.kill('SIGKILL');
    agent = null;
    await new Promise((r) => setTimeout(r, 300));
    const admins = await t.rest('GET', '/api/printers', { token: admin });
    const gk = admins.body.find((p: { name: string }) => p.name === 'ZDesigner GK420d USB');
    const staff = await t.tokenFor(3);
    const label = (await t.rest('GET', '/api/quick-print?search=Agentowa', { token: staff })).body.data[0];
    const res = await t.rest('POST', '/api/quick-print/print', { token: staff, body: { id: label.id, quantity: 1, type: 'normal', printer: gk.id } });
    const failed = await waitJob(res.body.jobId, ['FAILED', 'DONE', 'NEEDS_ATTENTION']);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(failed.error).toContain('No print agent answered on stanowisko-1');
  });

  it('a shop key cannot register as a print agent: the CLI says which scope it needs', async () => {
    const shop = await t.rest('POST', '/api/api-keys', { token: admin, body: { name: 'Sklep', scope: 'shop' } });
    expect(shop.status).toBe(201);
    const before = output;
    const wrong = startAgent(shop.body.key);
    try {
      await waitFor(() => output.includes('registration failed'), 20_000, `agent refusal; output: ${output}`);
      expect(output.slice(before.length)).toContain('needs an API key of scope print-agent');
      expect(output.slice(before.length)).not.toContain('registered 2 printer(s)');
    } finally {
      wrong.kill('SIGKILL');
    }
  });

  it('agent operations refuse every user token, an admin\'s included, and anonymous callers', async () => {
    const q = 'mutation { printAgentRegister(input: { computer: { name: "x", hostname: "x" }, printers: [] }) { id } }';
    expect((await t.gql(q, {}, await t.tokenFor(3))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asAdmin = await t.gql(q, {}, await t.tokenFor(4));
    expect(asAdmin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(asAdmin.errors?.[0].message).toMatch(/API key of scope print-agent/);
    expect((await t.gql(q, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
