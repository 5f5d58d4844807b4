import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Logger } from '../logger.js';

/** One function of a worker file, run on the pool. */
export interface CpuTask {
  /** Absolute path of the worker file (see `workerTask`). */
  file: string;
  /** The function the file exports under this name. */
  name: string;
}

/** Under dev and vitest this file is TypeScript: the threads then load the worker files with
 *  Node's own type stripping and a resolve hook (typescript-worker.mjs); the built server's are
 *  plain .js. */
const TYPESCRIPT = import.meta.url.endsWith('.ts');
const TYPESCRIPT_ARGV = () => ['--experimental-strip-types', '--no-warnings=ExperimentalWarning', '--import', fileURLToPath(new URL('./typescript-worker.mjs', import.meta.url))];

/**
 * A function exported by the worker file `base` next to the module at `moduleUrl` (its
 * `import.meta.url`): `base.worker.js` in the built server, `base.worker.ts` under dev and vitest.
 */
export function workerTask(moduleUrl: string, base: string, name: string): CpuTask {
  return { file: fileURLToPath(new URL(`./${base}.worker.${TYPESCRIPT ? 'ts' : 'js'}`, moduleUrl)), name };
}

/** cores - 1 (at least 1): the main thread keeps a core for requests. */
export const defaultCpuThreads = () => Math.max(1, availableParallelism() - 1);

/**
 * Worker threads (piscina) for CPU-bound work that would otherwise hold the event loop: PDFs,
 * ZPL, barcodes. Every other request keeps being answered while one renders. The threads start on
 * first use (a process that never prints starts none) or at `warm`; `close` ends them, waiting
 * for the tasks already running.
 */
export class CpuPool {
  private pool: Piscina | null = null;
  private closed = false;
  private readonly preloads = new Set<CpuTask>();

  constructor(
    private readonly opts: { threads?: number; logger?: Logger } = {},
  ) {}

  private get piscina(): Piscina {
    if (this.closed) throw new Error('The CPU pool is closed');
    if (!this.pool) {
      const threads = this.opts.threads ?? defaultCpuThreads();
      this.pool = new Piscina({
        minThreads: threads,
        maxThreads: threads,
        // A thread kept for the process's life: its libraries (pdfkit, bwip-js, fonts) load once.
        idleTimeout: Number.POSITIVE_INFINITY,
        // The server's own node flags (heap sizing) are process-wide and refused by workers.
        execArgv: TYPESCRIPT ? TYPESCRIPT_ARGV() : [],
      });
      this.pool.on('error', (err: unknown) => this.opts.logger?.error('cpu pool worker failed', err));
    }
    return this.pool;
  }

  /** Runs `task` with `arg` (structured-cloned) on a worker thread; a Uint8Array comes back as one. */
  run<R>(task: CpuTask, arg: unknown): Promise<R> {
    return this.piscina.run(arg, { filename: task.file, name: task.name }) as Promise<R>;
  }

  /** A task `warm` runs once per thread with `undefined`, which must only load its libraries. */
  preload(task: CpuTask): void {
    this.preloads.add(task);
  }

  /** Starts the threads and has each load what the preloaded tasks need, so the first print does
   *  not pay for it (the server calls it once it listens; tests start threads on first use). */
  async warm(): Promise<void> {
    const threads = this.opts.threads ?? defaultCpuThreads();
    await Promise.all(Array.from({ length: threads }, () => Promise.all([...this.preloads].map((t) => this.run(t, undefined)))));
  }

  /** Waits for running tasks, then ends the threads. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.close();
  }
}
