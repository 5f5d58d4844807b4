import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp, waitFor } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { pingRedis, serviceGate } from '../support/services.js';
import { FakeZebra } from './printing.fixtures.js';

/** A print does not wait for the queue's poll: the commit that queues it wakes the runner, on this
 *  node, and through Redis on every other node. The polls here are a minute apart, so a label that
 *  arrives within seconds was woken, not polled. */
const MINUTE = '60000';

async function addPrinter(t: TestApp, zebra: FakeZebra): Promise<number> {
  const printer = await t.rest('POST', '/api/printers', {
    token: await t.tokenFor(4),
    body: { name: 'Zebra budzik', computer: { name: 'Magazyn', hostname: 'magazyn' }, driver: 'tcp', host: '127.0.0.1', port: zebra.port, language: 'zpl' },
  });
  expect(printer.status).toBe(201);
  return printer.body.id as number;
}

/** Queues a test print on `on` and says how long until its bytes reached the printer. */
async function printAndTime(on: TestApp, printerId: number, zebra: FakeZebra): Promise<number> {
  const before = zebra.jobs.length;
  const admin = await on.tokenFor(4);
  // The runner's first (full) poll at start is over; the next is a minute away.
  await new Promise((r) => setTimeout(r, 300));
  const t0 = performance.now();
  const res = await on.rest('POST', `/api/printers/${printerId}/test-print`, { token: admin });
  expect(res.status).toBe(202);
  await waitFor(() => zebra.jobs.length > before, 10_000, 'the label at the printer');
  return performance.now() - t0;
}

describe('a print wakes the queue', () => {
  let t: TestApp;
  let zebra: FakeZebra;
  beforeAll(async () => {
    zebra = await FakeZebra.start();
    t = await TestApp.start({ JOB_POLL_MS: MINUTE });
    // The render thread's start is not what is timed here.
    await t.app.platform.cpu.warm();
  });
  afterAll(async () => {
    await t.stop();
    await zebra.stop();
  });

  it('on its own node: the label leaves at once, not at the next poll a minute later', async () => {
    const printerId = await addPrinter(t, zebra);
    const ms = await printAndTime(t, printerId, zebra);
    expect(ms).toBeLessThan(5000);
    expect(zebra.texts().at(-1)).toContain('Wydruk testowy');
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = await serviceGate('Redis', () => pingRedis(REDIS_URL));

describe.skipIf(!redis.available)(redis.title('a print wakes the queue of another node through Redis'), () => {
  let db: TestDatabase;
  let web: TestApp;
  let worker: TestApp;
  let zebra: FakeZebra;
  beforeAll(async () => {
    db = await createTestDatabase();
    zebra = await FakeZebra.start();
    // The node that takes the request runs no jobs; the other polls once a minute.
    web = await TestApp.start({ REDIS_URL, WORKERS: 'false', JOB_POLL_MS: MINUTE }, db);
    worker = await TestApp.start({ REDIS_URL, JOB_POLL_MS: MINUTE }, db);
    await web.app.platform.cpu.warm();
  });
  afterAll(async () => {
    await worker.stop({ keepDatabase: true });
    await web.stop();
    await zebra.stop();
  });

  it('a label asked of a node without workers is printed by the other node at once', async () => {
    const printerId = await addPrinter(web, zebra);
    const ms = await printAndTime(web, printerId, zebra);
    expect(ms).toBeLessThan(5000);
    expect(zebra.jobs).toHaveLength(1);
  });
});
