import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { LibSqlDriver } from '@mikro-orm/libsql';
import type { Configuration } from '@mikro-orm/core';

const require = createRequire(import.meta.url);

/**
 * The embedded database's read connection (the MikroORM read replica, database.ts) runs its
 * statements on worker threads: libsql is synchronous, so a long read (a Historia count, an
 * Analityka aggregation, a substring scan of the stock) on the main thread would stop every other
 * request for its whole duration. Here the main thread only posts the SQL and its bindings and
 * receives the rows; each worker holds its own libsql connection to the same file, read-only (query_only), with
 * the same per-connection pragmas. The write connection stays on the main thread (transactions,
 * migrations, `exec`).
 */

/** Two connections: a long read on one leaves the other for /readyz, the session check and the
 *  short reads; more would only compete for the two cores. */
export const SQLITE_READ_WORKERS = 2;

/** The worker's code, evaluated as a CommonJS script (the same in the TypeScript sources and the
 *  built server: no worker file to find or transpile). It runs each statement with the method the
 *  knex dialect chose (`all` or `run`), as the in-thread dialect does. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const failure = (err) => ({ message: String(err && err.message || err), code: err && err.code, rawCode: err && err.rawCode });
let db;
try {
  // libsql ignores better-sqlite3's \`readonly\` option: query_only refuses every write instead
  // ("attempt to write a readonly database", as a read-only connection would).
  db = new Database(workerData.filename);
  db.exec(workerData.pragmas);
  db.exec('pragma query_only = 1');
  parentPort.postMessage({ id: 0 });
} catch (err) {
  parentPort.postMessage({ id: 0, error: failure(err) });
}
parentPort.on('message', (m) => {
  if (m.close) {
    try { if (db) db.close(); } catch {}
    parentPort.postMessage({ id: m.id });
    parentPort.close();
    return;
  }
  try {
    const response = db.prepare(m.sql)[m.method](m.bindings);
    // Rows clone as they are (libsql gives blobs as ArrayBuffers, which clone as such).
    parentPort.postMessage({ id: m.id, response: Array.isArray(response) ? response : response && { changes: response.changes, lastInsertRowid: response.lastInsertRowid } });
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: failure(err) });
  }
});
`;

interface Reply {
  id: number;
  response?: unknown;
  error?: { message: string; code?: string; rawCode?: number };
}

/** The error libsql would have thrown in this thread (`SqliteError`, with its `code`): the
 *  exception converter reads the message. */
function sqliteError(e: NonNullable<Reply['error']>): Error {
  const err = new Error(e.message) as Error & { code?: string; rawCode?: number };
  Object.defineProperty(err, 'name', { value: 'SqliteError', enumerable: false, configurable: true, writable: true });
  err.code = e.code;
  err.rawCode = e.rawCode;
  return err;
}

/** One worker thread holding one read-only connection: the knex pool's raw connection. */
export class ReadWorkerConnection {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(r: Reply): void; reject(e: Error): void }>();
  private nextId = 1;
  /** Set once the thread has ended or failed: the pool then replaces this connection. */
  dead: Error | null = null;
  /** Closing: the thread stays referenced until it has ended, so a close is awaited to the end. */
  private closing = false;
  readonly memory = false;

  private constructor(filename: string, pragmas: string) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { filename, pragmas, driver: require.resolve('libsql') },
      // The server's own node flags (heap sizing) are process-wide and refused by workers.
      execArgv: [],
    });
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0 && !this.closing) this.worker.unref();
      p.resolve(reply);
    });
    const fail = (err: Error) => {
      this.dead ??= err;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The SQLite read worker ended (exit code ${code})`)));
  }

  /** Starts the thread and waits until its connection is open and set up. */
  static async open(filename: string, pragmas: string): Promise<ReadWorkerConnection> {
    const conn = new ReadWorkerConnection(filename, pragmas);
    const opened = await conn.request(0, null);
    if (opened.error) {
      await conn.worker.terminate();
      throw sqliteError(opened.error);
    }
    return conn;
  }

  private request(id: number, message: object | null): Promise<Reply> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Kept alive while a statement runs, not while idle (a forgotten close must not hold the process).
      this.worker.ref();
      if (message) this.worker.postMessage(message);
    });
  }

  /** Runs one statement on the thread: the rows (`all`) or `{ changes, lastInsertRowid }` (`run`). */
  async query(sql: string, bindings: unknown[], method: 'all' | 'run'): Promise<unknown> {
    const id = this.nextId++;
    const reply = await this.request(id, { id, sql, bindings, method });
    if (reply.error) throw sqliteError(reply.error);
    return reply.response;
  }

  /** Closes the connection, then the thread ends. */
  async close(): Promise<void> {
    if (this.dead) return;
    this.closing = true;
    const id = this.nextId++;
    const exited = new Promise<void>((r) => this.worker.once('exit', () => r()));
    try {
      await this.request(id, { id, close: true });
      await exited;
    } catch {
      // The thread had already ended.
    }
    this.dead ??= new Error('The SQLite read connection is closed');
  }
}

interface KnexQuery {
  sql: string;
  bindings?: unknown[];
  method?: string;
  response?: unknown;
  context?: { lastID: unknown; changes: unknown };
}

let driverClass: (new (config: Configuration) => LibSqlDriver) | undefined;

/**
 * The libsql driver whose read replica runs on worker threads (one libsql connection each, pool of
 * SQLITE_READ_WORKERS). `pragmas`: the per-connection settings (busy_timeout, foreign_keys), run by
 * each worker on its connection. Loaded on first use: only the embedded dialect needs libsql.
 */
export function workerReadLibSqlDriver(pragmas: string): new (config: Configuration) => LibSqlDriver {
  if (driverClass) return driverClass;
  // @mikro-orm/libsql re-exports @mikro-orm/knex (and its knex).
  const { LibSqlConnection, LibSqlKnexDialect, LibSqlPlatform, AbstractSqlDriver, knex } = require('@mikro-orm/libsql') as typeof import('@mikro-orm/libsql');

  /** What this file uses of the dialect (knex's better-sqlite3 client, libsql's variant). */
  type DialectBase = {
    connectionSettings: { filename: string };
    getCallMethod(obj: KnexQuery): 'all' | 'run';
    _formatBindings(bindings: unknown[] | undefined): unknown[];
  };
  const Base = LibSqlKnexDialect as unknown as new (...args: unknown[]) => DialectBase;

  /** The libsql knex dialect, its raw connections worker threads. */
  class WorkerReadDialect extends Base {
    async acquireRawConnection(): Promise<ReadWorkerConnection> {
      return ReadWorkerConnection.open(this.connectionSettings.filename, pragmas);
    }

    async destroyRawConnection(connection: ReadWorkerConnection): Promise<void> {
      await connection.close();
    }

    /** The in-thread libsql dialect replaces a connection once it is 10 s old; a worker's
     *  connection is kept for the process's life (a new thread costs tens of ms), replaced only
     *  when its thread has ended. */
    validateConnection(connection: ReadWorkerConnection): boolean {
      return !connection.dead;
    }

    async _query(connection: ReadWorkerConnection, obj: KnexQuery): Promise<KnexQuery> {
      if (!obj.sql) throw new Error('The query is empty');
      if (!connection) throw new Error('No connection provided');
      const response = (await connection.query(obj.sql, this._formatBindings(obj.bindings), this.getCallMethod(obj))) as {
        lastInsertRowid?: unknown;
        changes?: unknown;
      };
      obj.response = response;
      obj.context = { lastID: response?.lastInsertRowid, changes: response?.changes };
      return obj;
    }
  }

  class WorkerReadConnection extends LibSqlConnection {
    override createKnex(): void {
      const file = this.config.get('dbName');
      if (this.type !== 'read' || !file || file === ':memory:') {
        super.createKnex();
        return;
      }
      this.client = knex({
        client: WorkerReadDialect as never,
        connection: { filename: file },
        // No afterCreate: the worker sets its pragmas itself. Both threads kept while the process runs.
        pool: { min: SQLITE_READ_WORKERS, max: SQLITE_READ_WORKERS, idleTimeoutMillis: Number.MAX_SAFE_INTEGER },
        useNullAsDefault: true,
      }).on('query', (data: unknown) => data) as never;
      this.connected = true;
    }
  }

  /** LibSqlDriver, with the connection class above. */
  class Driver extends AbstractSqlDriver<InstanceType<typeof LibSqlConnection>> {
    constructor(config: Configuration) {
      super(config, new LibSqlPlatform(), WorkerReadConnection, ['knex', 'libsql']);
    }
  }
  driverClass = Driver as unknown as new (config: Configuration) => LibSqlDriver;
  return driverClass;
}
