import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTITIES } from '../../src/app.js';
import { openDatabase, type Orm } from '../../src/platform/database.js';
import { Job } from '../../src/platform/jobs/job.entity.js';
import { JobRunner, PermanentJobError } from '../../src/platform/jobs/job-runner.js';
import { createLogger } from '../../src/platform/logger.js';
import { TestApp, waitFor } from '../support/test-app.js';

const silent = createLogger('silent');

describe('job runner', () => {
  let t: TestApp;
  let secondOrm: Orm; // a second "node": its own connection pool on the same database
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    secondOrm = await openDatabase(t.app.config, APP_ENTITIES, { migrate: false });
  });
  afterAll(async () => {
    await secondOrm.close(true);
    await t.stop();
  });

  const enqueue = async (runner: JobRunner, queue: string, payloads: Array<Record<string, unknown>>) => {
    const em = t.app.orm.em.fork();
    const jobs = payloads.map((p) => runner.enqueue(em, queue, p));
    await em.flush();
    return jobs.map((j) => j.id);
  };
  const jobById = (id: number) => t.app.orm.em.fork().findOneOrFail(Job, { id });

  it('runs an enqueued job once and marks it DONE', async () => {
    const runner = new JobRunner(t.app.orm, t.app.config.database.kind, silent, { pollIntervalMs: 20 });
    const seen: unknown[] = [];
    runner.register<{ n: number }>('echo', async ({ payload }) => {
      seen.push(payload.n);
    });
    const [id] = await enqueue(runner, 'echo', [{ n: 7 }]);
    runner.start();
    await waitFor(() => seen.length === 1, 5000, 'the job to run');
    await runner.stop();
    expect(seen).toEqual([7]);
    expect((await jobById(id)).status).toBe('DONE');
  });

  it('retries with backoff, then FAILED with the reason; a permanent error fails at once', async () => {
    const runner = new JobRunner(t.app.orm, t.app.config.database.kind, silent, { pollIntervalMs: 10 });
    let calls = 0;
    runner.register('flaky', async () => {
      calls++;
      throw new Error('printer offline');
    }, { maxAttempts: 3, backoffMs: () => 10 });
    runner.register('doomed', async () => {
      throw new PermanentJobError('bad label');
    });
    const [flaky] = await enqueue(runner, 'flaky', [{}]);
    const [doomed] = await enqueue(runner, 'doomed', [{}]);
    runner.start();
    await waitFor(() => calls === 3, 5000, 'three attempts');
    await new Promise((r) => setTimeout(r, 100));
    await runner.stop();
    const f = await jobById(flaky);
    expect(f).toMatchObject({ status: 'FAILED', attempts: 3, lastError: 'printer offline' });
    expect(calls).toBe(3);
    expect(await jobById(doomed)).toMatchObject({ status: 'FAILED', attempts: 1, lastError: 'bad label' });
  });

  it('two nodes working one queue run each of 60 jobs exactly once', async () => {
    const runs = new Map<number, number>();
    const handler = async ({ payload }: { payload: { i: number } }) => {
      await new Promise((r) => setTimeout(r, 5));
      runs.set(payload.i, (runs.get(payload.i) ?? 0) + 1);
    };
    const a = new JobRunner(t.app.orm, t.app.config.database.kind, silent, { pollIntervalMs: 5, nodeId: 'node-a' });
    const b = new JobRunner(secondOrm, t.app.config.database.kind, silent, { pollIntervalMs: 5, nodeId: 'node-b' });
    a.register('shared', handler, { concurrency: 8 });
    b.register('shared', handler, { concurrency: 8 });
    await enqueue(a, 'shared', Array.from({ length: 60 }, (_, i) => ({ i })));
    a.start();
    b.start();
    await waitFor(() => runs.size === 60, 20_000, 'all 60 jobs');
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    // Every job is DONE and was claimed by one of the two nodes (which node took how many is timing).
    const rows: Array<{ status: string; node: string; n: number | string }> = await t.app.orm.em.fork().getConnection().execute(`select status, locked_by as node, count(*) as n from jobs where queue = 'shared' group by status, locked_by`);
    expect(rows.every((r) => r.status === 'DONE' && ['node-a', 'node-b'].includes(r.node))).toBe(true);
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBe(60);
  });

  it('takes over a job whose runner died (lease ran out), and not before', async () => {
    const em = t.app.orm.em.fork();
    const dead = em.create(Job, { queue: 'orphan', payload: { what: 'stale' }, status: 'RUNNING', lockedBy: 'dead-node', lockedUntil: new Date(Date.now() - 1000), attempts: 1 });
    const alive = em.create(Job, { queue: 'orphan', payload: { what: 'held' }, status: 'RUNNING', lockedBy: 'live-node', lockedUntil: new Date(Date.now() + 60_000), attempts: 1 });
    await em.flush();
    const runner = new JobRunner(t.app.orm, t.app.config.database.kind, silent, { pollIntervalMs: 10 });
    const seen: string[] = [];
    runner.register<{ what: string }>('orphan', async ({ payload, attempt }) => {
      seen.push(`${payload.what}#${attempt}`);
    });
    runner.start();
    await waitFor(() => seen.length === 1, 5000, 'the orphan');
    await new Promise((r) => setTimeout(r, 100));
    await runner.stop();
    expect(seen).toEqual(['stale#2']);
    expect((await jobById(dead.id)).status).toBe('DONE');
    expect((await jobById(alive.id)).status).toBe('RUNNING');
  });

  it('a wake-up runs a new job at once (not at the next poll), claiming from its queue only, in one claim query', async () => {
    const runner = new JobRunner(t.app.orm, t.app.config.database.kind, silent, { pollIntervalMs: 60_000 });
    const ran: number[] = [];
    for (const q of ['woken-a', 'woken-b', 'woken-c']) runner.register<{ n: number }>(q, async ({ payload }) => void ran.push(payload.n));
    runner.start();
    await new Promise((r) => setTimeout(r, 200)); // the first (full) poll is over; the next is a minute away
    // Every statement the database is sent from here on.
    const statements: string[] = [];
    // Both connections on SQLite (reads go to the second, ADR 1201); one on MySQL.
    const knexes = new Set([t.app.orm.em.getKnex('write'), t.app.orm.em.getKnex('read')]);
    const onQuery = (q: { sql: string }) => statements.push(q.sql);
    for (const knex of knexes) knex.on('query', onQuery);
    try {
      const t0 = performance.now();
      await enqueue(runner, 'woken-b', [{ n: 1 }]);
      runner.wake('woken-b');
      await waitFor(() => ran.length === 1, 5000, 'the woken job');
      expect(performance.now() - t0).toBeLessThan(2000);
      await runner.drain();
    } finally {
      for (const knex of knexes) knex.off('query', onQuery);
      await runner.stop();
    }
    // select candidates, one conditional update (status, lease and attempt), read the claimed rows
    const claims = statements.filter((sql) => /from [`"]jobs[`"]/i.test(sql) && /select/i.test(sql) && /locked_until/i.test(sql));
    expect(claims).toHaveLength(1);
    const claimUpdates = statements.filter((sql) => /^update [`"]jobs[`"]/i.test(sql) && /attempts/i.test(sql));
    expect(claimUpdates).toHaveLength(1);
    expect(ran).toEqual([1]);
  });
});
