import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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

/** The test's own connection to a test database's SQLite file (synchronous), beside the server
 *  processes that use it: to hold its write lock (`BEGIN IMMEDIATE` ... `ROLLBACK`) and to read it. */
export interface SqliteAside {
  exec(sql: string): void;
  prepare(sql: string): { get(...params: unknown[]): unknown };
  close(): void;
}

/**
 * Opens the test's own connection through libsql, the SQLite library the app runs on, never a
 * second one such as node:sqlite. SQLite's locks are POSIX locks, which belong to the process: a
 * library knows only its own connections, and closing any of its files drops every lock the
 * process holds on that file. The test process still holds the files of the app it started and
 * stopped in-process (libsql closes them only when the garbage collector takes the connection);
 * a collection while node:sqlite held the write lock released the lock (the held server wrote and
 * answered 200) and, with no server alive, checkpointed and deleted the -wal and -shm under the
 * test's connection (its reads then never saw a server's commits). With one library, a close
 * waits for the locks its other connections hold.
 */
export function openSqliteAside(db: TestDatabase): SqliteAside {
  const Database = createRequire(import.meta.url)('libsql') as new (file: string) => SqliteAside;
  const conn = new Database(join(db.dataDir, 'app.sqlite'));
  conn.exec('pragma busy_timeout = 10000');
  return conn;
}

/** A full garbage collection in this process, now: the in-process app's closed libsql connections
 *  close their files here, at a known point (while the test holds the lock), not at a random one.
 *  A test holding SQLite's lock through a second library then fails every time, not once in CI. */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Waits until a server process is blocked on an SQLite lock the test holds. SQLite shows no waiting
 * connection, so this looks at the process: while a statement waits for a lock another connection
 * holds, SQLite's busy handler sleeps on the server's main thread (nanosleep, in steps of up to
 * 100 ms, until busy_timeout), and nothing else puts a Node server's event loop thread to sleep
 * (idle it waits in epoll, the garbage collector on futexes). Linux: /proc/<pid>/wchan.
 * `broken()` says what shows the lock did not hold (the request answered, a row written); it is
 * asked on every look and once more after the sleep is seen, and fails the wait at once.
 */
export async function blockedOnSqliteLock(node: ServerProcess, broken: () => Promise<string | undefined>, timeoutMs = 30_000): Promise<void> {
  const wchan = `/proc/${node.child.pid}/wchan`;
  const sleeping = () => {
    try {
      return readFileSync(wchan, 'utf8').includes('nanosleep');
    } catch (err) {
      throw new Error(`cannot see whether the server waits on SQLite's lock (${wchan}); this case needs Linux`, { cause: err });
    }
  };
  const start = Date.now();
  for (;;) {
    const seen = sleeping();
    const why = await broken();
    if (why) throw new Error(`the test's SQLite lock did not hold the server: ${why}; output: ${node.output}`);
    if (seen) return;
    if (node.child.exitCode !== null || node.child.signalCode !== null) throw new Error(`the server exited; output: ${node.output}`);
    if (Date.now() - start > timeoutMs) throw new Error(`the server never waited on SQLite's lock; output: ${node.output}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
