import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { hostname } from 'node:os';
import type { Dialect, EntityManager, Orm } from '../database.js';
import type { Logger } from '../logger.js';
import { JOBS_QUEUED, type AppPubSub, type JobsQueuedEvent } from '../pubsub.js';
import { Job } from './job.entity.js';

/** Thrown by a handler when retrying cannot help (bad payload, refused by a person): FAILED at once. */
export class PermanentJobError extends Error {}

export interface JobHandlerContext<P> {
  job: Job;
  payload: P;
  /** A fresh EntityManager for this run. */
  em: EntityManager;
  /** 1 on the first run, 2 on the first retry ... */
  attempt: number;
}

interface QueueOptions {
  /** Runs at most this many jobs of the queue at once on this node. */
  concurrency?: number;
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1-based), in ms. Default: 1s, 2s, 4s ... capped at 60s. */
  backoffMs?: (attempt: number) => number;
}

interface Registered {
  handler: (ctx: JobHandlerContext<any>) => Promise<void>;
  concurrency: number;
  maxAttempts: number;
  backoffMs: (attempt: number) => number;
  running: number;
}

interface JobRunnerOptions {
  pollIntervalMs?: number;
  leaseMs?: number;
  nodeId?: string;
  /** The bus shared by the nodes (Redis): a wake-up is announced on it, so the node that runs the
   *  job need not be the one that queued it (a web node with WORKERS=false, or a busy one). */
  crossNode?: AppPubSub;
}

const defaultBackoff = (attempt: number) => Math.min(60_000, 1000 * 2 ** (attempt - 1));

/** Runs the jobs of registered queues on this node. Several nodes may share one database: a job
 *  is only ever held by one runner at a time (conditional claim under a lease). */
export class JobRunner {
  readonly nodeId: string;
  private readonly queues = new Map<string, Registered>();
  private readonly pollIntervalMs: number;
  readonly leaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private polling: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private wakeRequested = false;
  /** Queues woken since the last poll: a wake-up polls only these; the interval's poll, all. */
  private woken: Set<string> | 'all' = new Set();
  private nextFullPoll = 0;
  private readonly crossNode: AppPubSub | undefined;
  private announcements: (AsyncIterableIterator<JobsQueuedEvent> & { return?(): Promise<unknown> }) | null = null;

  constructor(
    private readonly orm: Orm,
    private readonly dialect: Dialect,
    private readonly logger: Logger,
    opts: JobRunnerOptions = {},
  ) {
    this.pollIntervalMs = opts.pollIntervalMs ?? 500;
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.nodeId = opts.nodeId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.crossNode = opts.crossNode;
  }

  register<P>(queue: string, handler: (ctx: JobHandlerContext<P>) => Promise<void>, opts: QueueOptions = {}): void {
    this.queues.set(queue, {
      handler,
      concurrency: opts.concurrency ?? 4,
      maxAttempts: opts.maxAttempts ?? 5,
      backoffMs: opts.backoffMs ?? defaultBackoff,
      running: 0,
    });
  }

  /** Adds a job in the caller's transaction (the caller flushes); it runs after commit. */
  enqueue(em: EntityManager, queue: string, payload: Record<string, unknown>, opts: { runAt?: Date; maxAttempts?: number } = {}): Job {
    const registered = this.queues.get(queue);
    return em.create(Job, {
      queue,
      payload,
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? registered?.maxAttempts ?? 5,
    });
  }

  start(): void {
    if (this.timer || this.stopping) return;
    this.timer = setTimeout(() => this.tick(), 0);
    if (this.crossNode && !this.announcements) {
      const announcements = (this.announcements = this.crossNode.subscribe(JOBS_QUEUED));
      void (async () => {
        for await (const event of announcements) if (event.nodeId !== this.nodeId) this.wakeHere(event.queues);
      })().catch((err) => this.logger.warn('job announcements stopped', err));
    }
  }

  private tick(): void {
    this.timer = null;
    // The interval's full poll keeps its own rhythm, however often wake-ups come (retries, other
    // nodes' jobs); a wake-up in between polls the queues it names.
    const now = Date.now();
    const full = now >= this.nextFullPoll || this.woken === 'all';
    const only = full ? undefined : [...this.woken];
    if (full) this.nextFullPoll = now + this.pollIntervalMs;
    this.woken = new Set();
    this.wakeRequested = false;
    this.polling = this.pollOnce(only)
      .then(() => undefined, (err) => this.logger.error('job poll failed', err))
      .finally(() => {
        this.polling = null;
        if (!this.stopping) this.timer = setTimeout(() => this.tick(), this.wakeRequested ? 0 : Math.max(0, this.nextFullPoll - Date.now()));
      });
  }

  /** Polls again at once (after an enqueue on this node has committed) instead of waiting for the
   *  interval, which stays the safety net (jobs of other nodes, retries, a missed wake-up). With
   *  queue names, that poll claims from those queues only: a print does not query every queue. */
  wake(...queues: string[]): void {
    this.wakeHere(queues);
    // The other nodes hear it too; the one with room claims first. Their polls stay the net
    // under a lost message (Redis pub/sub keeps nothing for a node that is reconnecting).
    this.crossNode?.publish(JOBS_QUEUED, { nodeId: this.nodeId, queues });
  }

  private wakeHere(queues: readonly string[]): void {
    if (!queues.length) this.woken = 'all';
    else if (this.woken !== 'all') for (const q of queues) this.woken.add(q);
    this.wakeRequested = true;
    if (this.timer && !this.polling && !this.stopping) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.tick(), 0);
    }
  }

  /** Stops claiming, waits for running jobs (their leases keep them safe if we are killed instead). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.announcements?.return?.();
    this.announcements = null;
    await this.polling;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Claims and starts what this node has room for (in `only` these queues). Exposed for tests. */
  async pollOnce(only?: readonly string[]): Promise<number> {
    let started = 0;
    for (const [queue, reg] of this.queues) {
      if (only && !only.includes(queue)) continue;
      const room = reg.concurrency - reg.running;
      if (room <= 0) continue;
      const claimed = await this.claim(queue, room);
      for (const job of claimed) {
        started++;
        reg.running++;
        // A job whose own bookkeeping failed (the database busy or gone) is left to its lease: another
        // poll takes it again once the lease runs out. It must never take the process down.
        const run = this.execute(reg, job)
          .catch((err) => this.logger.error(`job ${job.id} (${job.queue}): its state could not be written; its lease will expire`, err))
          .finally(() => {
            reg.running--;
            this.inFlight.delete(run);
          });
        this.inFlight.add(run);
      }
    }
    return started;
  }

  /** Waits for the jobs this node is running right now (tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private async claim(queue: string, limit: number): Promise<Job[]> {
    const em = this.orm.em.fork();
    const now = new Date();
    const claimable = {
      queue,
      $or: [
        { status: 'QUEUED' as const, runAt: { $lte: now } },
        // A runner that died keeps its lease only until it runs out.
        { status: 'RUNNING' as const, lockedUntil: { $lt: now } },
      ],
    };
    let candidates: Array<{ id: number }>;
    if (this.dialect === 'mysql') {
      // SKIP LOCKED: concurrent nodes look at different rows instead of queueing on the same ones.
      candidates = await em.transactional(async (tx) => {
        const rows = await tx.createQueryBuilder(Job).select('id').where(claimable).orderBy({ runAt: 'asc', id: 'asc' }).limit(limit).setLockMode(LockMode.PESSIMISTIC_PARTIAL_WRITE).execute<Array<{ id: number }>>('all', false);
        return rows.map((r) => ({ id: Number(r.id) }));
      });
    } else {
      candidates = (await em.find(Job, claimable, { fields: ['id'], orderBy: { runAt: 'asc', id: 'asc' }, limit })).map((j) => ({ id: j.id }));
    }
    if (!candidates.length) return [];
    const won: number[] = [];
    for (const { id } of candidates) {
      const leaseUntil = new Date(Date.now() + this.leaseMs);
      // The conditional update is what makes the claim exclusive, on every dialect; it counts the
      // attempt in the same statement.
      const affected = await em.nativeUpdate(
        Job,
        { id, ...claimable },
        { status: 'RUNNING', lockedBy: this.nodeId, lockedUntil: leaseUntil, attempts: em.getKnex().raw('attempts + 1') as never },
      );
      if (affected === 1) won.push(id);
    }
    if (!won.length) return [];
    // The claimed rows in one read, in claim order.
    const rows = await this.orm.em.fork().find(Job, { id: { $in: won } }, { disableIdentityMap: true, orderBy: { runAt: 'asc', id: 'asc' } });
    return rows;
  }

  private async execute(reg: Registered, job: Job): Promise<void> {
    const heartbeat = setInterval(() => {
      void this.orm.em
        .fork()
        .nativeUpdate(Job, { id: job.id, lockedBy: this.nodeId, status: 'RUNNING' }, { lockedUntil: new Date(Date.now() + this.leaseMs) })
        .catch((err) => this.logger.warn(`job ${job.id} heartbeat failed`, err));
    }, Math.max(50, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    const em = this.orm.em.fork();
    try {
      await reg.handler({ job, payload: job.payload, em, attempt: job.attempts });
      await this.orm.em.fork().nativeUpdate(Job, { id: job.id, lockedBy: this.nodeId }, { status: 'DONE', finishedAt: new Date(), lockedUntil: null, lastError: null });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const permanent = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      this.logger[permanent ? 'warn' : 'info'](`job ${job.id} (${job.queue}) attempt ${job.attempts} failed: ${message}`);
      await this.orm.em
        .fork()
        .nativeUpdate(
          Job,
          { id: job.id, lockedBy: this.nodeId },
          permanent
            ? { status: 'FAILED', finishedAt: new Date(), lockedUntil: null, lastError: message }
            : { status: 'QUEUED', runAt: new Date(Date.now() + reg.backoffMs(job.attempts)), lockedUntil: null, lockedBy: null, lastError: message },
        );
    } finally {
      clearInterval(heartbeat);
    }
  }
}
