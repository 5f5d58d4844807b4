import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_BCRYPT_COST, TEST_JWT_SECRET } from '../support/test-app.js';
import type { TestDatabase } from '../support/test-database.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A fake Zebra printer: a TCP server on 127.0.0.1 that keeps every job's bytes (one job per
 *  connection) and counts labels by their ^PQ. `holdMs` keeps each connection open that long
 *  before closing it (a slow printer). */
export class FakeZebra {
  readonly jobs: Buffer[] = [];
  private sockets = new Set<Socket>();
  /** While true, a job's connection stays open after its bytes arrive (the sender waits, its
   *  job stays SENDING) until release(): a printer caught mid-job, deterministically. */
  stalling = false;
  private stalled: Socket[] = [];
  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(opts: { holdMs?: number } = {}): Promise<FakeZebra> {
    // eslint-disable-next-line prefer-const -- the connection handler closes over it before it is assigned
    let zebra: FakeZebra;
    // allowHalfOpen: a real printer does not hang up the moment the sender finishes writing;
    // without it node would end our side at once and holdMs / stalling would do nothing.
    const server = createServer({ allowHalfOpen: true }, (socket) => {
      zebra.sockets.add(socket);
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('end', () => {
        zebra.jobs.push(Buffer.concat(chunks));
        if (zebra.stalling) zebra.stalled.push(socket);
        else setTimeout(() => socket.end(), opts.holdMs ?? 0);
      });
      socket.on('close', () => zebra.sockets.delete(socket));
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    zebra = new FakeZebra(server, port);
    return zebra;
  }

  /** Stops stalling and finishes the connections held so far. */
  release(): void {
    this.stalling = false;
    for (const s of this.stalled.splice(0)) s.end();
  }

  /** How many jobs arrived and are being held open right now. */
  get stalledCount(): number {
    return this.stalled.length;
  }

  /** Label count: sum of ^PQn over all jobs. */
  labels(): number {
    return this.jobs.reduce((n, j) => n + Number(/\^PQ(\d+)/.exec(j.toString('utf8'))?.[1] ?? 0), 0);
  }

  texts(): string[] {
    return this.jobs.map((j) => j.toString('utf8'));
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A port on 127.0.0.1 where nothing listens (connections are refused). */
export async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const POLISH = 'Zażółć gęślą jaźń ŻÓŁW';

/** The real server (src/main.ts) as a child process on a test database, on a free port. */
export class ServerProcess {
  output = '';
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    private readonly exited: Promise<unknown>,
  ) {}

  static async start(db: TestDatabase, env: Record<string, string> = {}, timeoutMs = 90_000): Promise<ServerProcess> {
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        BCRYPT_COST: TEST_BCRYPT_COST,
        DATA_DIR: db.dataDir,
        CLIENT_DIST: db.dataDir + '/no-client',
        LOG_LEVEL: 'warn',
        WORKERS: 'true',
        ...(db.url ? { DATABASE_URL: db.url } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    const exited = new Promise((r) => child.on('exit', r));
    let port: string | undefined;
    let gone = false;
    void exited.then(() => (gone = true));
    const start = Date.now();
    while (!(port = /running on http:\/\/localhost:(\d+)/.exec(output)?.[1])) {
      if (gone || Date.now() - start > timeoutMs) {
        child.kill('SIGKILL');
        throw new Error(`the server process did not start; output: ${output}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    const server = new ServerProcess(child, `http://127.0.0.1:${port}`, exited);
    child.stdout!.on('data', (c) => (server.output += c));
    child.stderr!.on('data', (c) => (server.output += c));
    server.output = output;
    return server;
  }

  async rest(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.url + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** SIGTERM (graceful drain) or SIGKILL (a crash); resolves when the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}
