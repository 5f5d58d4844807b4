import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admission } from '../../src/platform/http/admission.js';
import { TestApp } from '../support/test-app.js';

/** A server whose one route takes `ms` and records how many run at once and in which order. */
async function gatedServer(limit: number, ms: number) {
  const admission = new Admission(limit);
  const seen = { running: 0, most: 0, started: [] as number[] };
  const app = express();
  app.use(admission.handler());
  app.get('/work/:n', async (req, res) => {
    seen.started.push(Number(req.params.n));
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((r) => setTimeout(r, ms));
    seen.running--;
    res.json({ n: Number(req.params.n) });
  });
  const server: Server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { admission, seen, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('admission: at most N API requests work at once, the others wait their turn', () => {
  it('runs 30 simultaneous requests 3 at a time, in the order they came, and answers every one', async () => {
    const s = await gatedServer(3, 15);
    try {
      const answers: number[] = [];
      const all = [];
      for (let n = 0; n < 30; n++) {
        all.push(fetch(`${s.url}/work/${n}`).then(async (r) => answers.push(((await r.json()) as { n: number }).n)));
        // Sent one after another so their order is known (each connection is its own socket).
        await new Promise((r) => setTimeout(r, 1));
      }
      await Promise.all(all);
      expect(s.seen.most).toBe(3);
      expect(answers.sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
      expect(s.seen.started).toEqual([...Array(30).keys()]);
      expect(s.admission.waiting).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('does not start a request whose client went away while it waited, and gives its turn on', async () => {
    const s = await gatedServer(1, 150);
    try {
      const first = fetch(`${s.url}/work/1`);
      await new Promise((r) => setTimeout(r, 30));
      const gone = new AbortController();
      const abandoned = fetch(`${s.url}/work/2`, { signal: gone.signal }).catch(() => 'aborted');
      await new Promise((r) => setTimeout(r, 30));
      expect(s.admission.waiting).toBe(1);
      gone.abort();
      expect(await abandoned).toBe('aborted');
      expect((await first).status).toBe(200);
      const third = await fetch(`${s.url}/work/3`);
      expect(third.status).toBe(200);
      expect(s.seen.started).toEqual([1, 3]);
    } finally {
      await s.close();
    }
  });
});

describe('admission in the app: REST and GraphQL share the turns', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start({ API_CONCURRENCY: '1' });
    admin = await t.tokenFor(4);
  });
  afterAll(() => t.stop());

  it('one turn at a time: 40 simultaneous lists, GraphQL queries and a CSV export all answer, none waits for another forever', async () => {
    const rest = Array.from({ length: 15 }, (_, i) => t.rest('GET', `/api/stocks?page=${(i % 3) + 1}&limit=25`, { token: admin }));
    const gql = Array.from({ length: 15 }, () => t.gql('{ me { id role } }', {}, admin));
    const history = Array.from({ length: 9 }, (_, i) => t.rest('GET', `/api/history?page=${i + 1}&limit=10`, { token: admin }));
    // A stream keeps no turn: it answers while the JSON requests queue behind one another.
    const exported = fetch(`${t.url}/api/history/export?format=csv`, { headers: { authorization: `Bearer ${admin}` } });
    const [r, g, h, e] = await Promise.all([Promise.all(rest), Promise.all(gql), Promise.all(history), exported]);
    expect(r.map((x) => x.status)).toEqual(Array(15).fill(200));
    expect(r.every((x) => (x.body.data as unknown[]).length === 25)).toBe(true);
    expect(g.every((x) => x.errors === undefined && x.data.me.role === 4)).toBe(true);
    expect(h.map((x) => x.status)).toEqual(Array(9).fill(200));
    expect(e.status).toBe(200);
    expect(Buffer.from(await e.arrayBuffer()).toString('utf8')).toMatch(/^\uFEFFNr;Data/);
  });
});
