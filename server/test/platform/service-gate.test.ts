import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pingRedis, serviceGate } from '../support/services.js';

/** How tests that need Redis decide (issue 11): skipped with the reason, or failing under CI. */
describe('service gate for tests that need Redis', () => {
  let closedPort: number;
  let fake: Server;
  let fakePort: number;
  beforeAll(async () => {
    // A port nobody listens on: open one, note it, close it.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise((r) => probe.close(r));
    // Something that answers like Redis.
    fake = createServer((s) => s.on('data', () => s.write('+PONG\r\n')));
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    fakePort = (fake.address() as { port: number }).port;
  });
  afterAll(() => new Promise((r) => fake.close(r)));

  it('without the service and without CI: not available, with the reason in the title', async () => {
    const said: string[] = [];
    const gate = await serviceGate('Redis', () => pingRedis(`redis://127.0.0.1:${closedPort}`), {}, (line) => said.push(line));
    expect(gate.available).toBe(false);
    expect(said).toEqual([expect.stringMatching(/^SKIPPED: tests that need Redis: Redis at .* is unreachable/)]);
    expect(gate.reason).toMatch(/unreachable \(ECONNREFUSED\)/);
    expect(gate.title('several nodes')).toMatch(/^several nodes \[SKIPPED: Redis at .* is unreachable/);
  });

  it('without the service under CI=true: the suite fails, naming the service', async () => {
    await expect(serviceGate('Redis', () => pingRedis(`redis://127.0.0.1:${closedPort}`), { CI: 'true' })).rejects.toThrow(/Redis is required under CI=true/);
  });

  it('with the service: available, title unchanged', async () => {
    const gate = await serviceGate('Redis', () => pingRedis(`redis://127.0.0.1:${fakePort}`), { CI: 'true' });
    expect(gate).toMatchObject({ available: true, reason: '' });
    expect(gate.title('x')).toBe('x');
  });
});
