import { spawn } from 'node:child_process';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { hostname as osHostname } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A printer of this computer's spooler, as the agent announces it. */
export interface AgentPrinter {
  name: string;
  /** The OS spooler queue (lp -d <queue>). */
  queue: string;
  language: 'zpl' | 'pdf';
}

interface AgentOptions {
  /** http(s)://host:port of the back office. */
  server: string;
  /** An integration API key (gbo_live_...) of scope print-agent. */
  key: string;
  computerName?: string;
  hostname?: string;
  printers: AgentPrinter[];
  /** Instead of the spooler, write each job to <outputDir>/<queue>/job-<id>.<format> (tests, hot folders). */
  outputDir?: string;
  log?: (line: string) => void;
}

interface RunningAgent {
  /** Resolves when the server accepted the registration (again after each reconnect). */
  registered: Promise<void>;
  printed: number[];
  stop(): Promise<void>;
}

const REGISTER = `mutation Register($input: AgentRegisterInput!) { printAgentRegister(input: $input) { id name } }`;
const JOBS = `subscription Jobs($hostname: String!) { printAgentJobs(hostname: $hostname) { jobId queue format contentBase64 } }`;
const REPORT = `mutation Report($jobId: Int!, $outcome: AgentOutcome!, $error: String) { printAgentReport(jobId: $jobId, outcome: $outcome, error: $error) }`;

/** Lists the spooler's queues (`lpstat -e`); Zebra-looking names speak ZPL. */
export async function discoverPrinters(): Promise<AgentPrinter[]> {
  const out = await new Promise<string>((resolve) => {
    const p = spawn('lpstat', ['-e']);
    let text = '';
    p.stdout.on('data', (c) => (text += c));
    p.on('error', () => resolve(''));
    p.on('close', () => resolve(text));
  });
  return out
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((queue) => ({ name: queue.replace(/_/g, ' '), queue, language: /zebra|zdesigner|zpl|gk420|zd4/i.test(queue) ? 'zpl' : 'pdf' }));
}

/** Prints with the OS spooler: raw for ZPL (the printer gets the bytes as they are). */
function spool(queue: string, format: string, content: Buffer): Promise<void> {
  const args = format === 'zpl' ? ['-d', queue, '-o', 'raw'] : ['-d', queue];
  return new Promise((resolve, reject) => {
    const p = spawn('lp', args);
    let err = '';
    p.stderr.on('data', (c) => (err += c));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(err.trim() || `lp exited with ${code}`))));
    p.stdin.end(content);
  });
}

async function toFolder(dir: string, queue: string, jobId: number, format: string, content: Buffer): Promise<void> {
  const folder = join(dir, queue.replace(/[^A-Za-z0-9._-]/g, '_'));
  await mkdir(folder, { recursive: true });
  const file = join(folder, `job-${jobId}.${format === 'zpl' ? 'zpl' : 'pdf'}`);
  await writeFile(file + '.part', content);
  await rename(file + '.part', file);
}

/** Connects over graphql-ws with the API key, registers this computer and its printers,
 *  prints what the server sends, and reports ACCEPTED, then DONE or FAILED. Reconnects. */
export function startPrintAgent(opts: AgentOptions): RunningAgent {
  const log = opts.log ?? ((line: string) => process.stdout.write(line + '\n'));
  const hostname = (opts.hostname ?? osHostname()).toLowerCase();
  const computerName = opts.computerName ?? hostname;
  const printed: number[] = [];
  let resolveRegistered!: () => void;
  const registered = new Promise<void>((r) => (resolveRegistered = r));
  let stopped = false;

  const client: Client = createClient({
    url: opts.server.replace(/^http/, 'ws').replace(/\/+$/, '') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${opts.key}` },
    lazy: false,
    keepAlive: 10_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => !stopped,
    retryWait: async (retries) => new Promise((r) => setTimeout(r, Math.min(30_000, 500 * 2 ** retries))),
    on: {
      connected: () => {
        log(`connected to ${opts.server} as ${hostname}`);
        void register();
      },
      closed: (e) => {
        if (!stopped) log(`disconnected (${(e as { code?: number }).code ?? '?'}); reconnecting`);
      },
    },
  });

  const request = <T>(query: string, variables: Record<string, unknown>): Promise<T> =>
    new Promise((resolve, reject) => {
      let result: T | undefined;
      client.subscribe<T>(
        { query, variables },
        {
          next: (v) => {
            if (v.errors?.length) reject(new Error(v.errors.map((e) => e.message).join('; ')));
            else result = v.data as T;
          },
          error: (e) => reject(e instanceof Error ? e : new Error(JSON.stringify(e))),
          complete: () => resolve(result as T),
        },
      );
    });

  const report = (jobId: number, outcome: 'ACCEPTED' | 'DONE' | 'FAILED', error: string | null = null) =>
    request(REPORT, { jobId, outcome, error }).catch((err) => log(`report of job ${jobId} failed: ${(err as Error).message}`));

  async function register(): Promise<void> {
    try {
      await request(REGISTER, { input: { computer: { name: computerName, hostname }, printers: opts.printers } });
      log(`registered ${opts.printers.length} printer(s): ${opts.printers.map((p) => p.queue).join(', ')}`);
      resolveRegistered();
    } catch (err) {
      log(`registration failed: ${(err as Error).message}`);
    }
  }

  const unsubscribe = client.subscribe<{ printAgentJobs: { jobId: number; queue: string; format: string; contentBase64: string } }>(
    { query: JOBS, variables: { hostname } },
    {
      next: (v) => {
        const job = v.data?.printAgentJobs;
        if (!job) return;
        void (async () => {
          await report(job.jobId, 'ACCEPTED');
          try {
            const content = Buffer.from(job.contentBase64, 'base64');
            if (opts.outputDir) await toFolder(opts.outputDir, job.queue, job.jobId, job.format, content);
            else await spool(job.queue, job.format, content);
            printed.push(job.jobId);
            log(`job ${job.jobId} printed on ${job.queue}`);
            await report(job.jobId, 'DONE');
          } catch (err) {
            log(`job ${job.jobId} failed: ${(err as Error).message}`);
            await report(job.jobId, 'FAILED', (err as Error).message.slice(0, 1000));
          }
        })();
      },
      error: (e) => log(`job stream error: ${JSON.stringify(e)}`),
      complete: () => {},
    },
  );

  return {
    registered,
    printed,
    stop: async () => {
      stopped = true;
      unsubscribe();
      await client.dispose();
    },
  };
}
