import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../support/test-app.js';

/** Issue 21, item 3: no request stops the others. The server runs in this process, so a probe of
 *  /readyz every 50 ms answers late exactly when something holds the event loop. */
class ReadyProbe {
  private timer: NodeJS.Timeout | null = null;
  private readonly pending = new Set<Promise<void>>();
  readonly times: number[] = [];

  constructor(private readonly url: string) {}

  start(): this {
    this.timer = setInterval(() => {
      const t0 = performance.now();
      const p = fetch(this.url + '/readyz')
        .then(async (r) => {
          await r.arrayBuffer();
          if (r.status !== 200) throw new Error(`/readyz answered ${r.status}`);
          this.times.push(performance.now() - t0);
        })
        .finally(() => this.pending.delete(p));
      this.pending.add(p);
    }, 50);
    return this;
  }

  /** The slowest answer, once every probe asked so far has answered. */
  async stop(): Promise<number> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.pending]);
    expect(this.times.length).toBeGreaterThan(0);
    return Math.max(...this.times);
  }
}

/** `rows` lines of a label CSV: about 3 bytes a row at 1,000,000. */
function bigCsv(header: string, rows: number, row: (i: number) => string): Buffer {
  const parts = [header];
  for (let i = 0; i < rows; i++) parts.push(row(i));
  return Buffer.from(parts.join('\n') + '\n');
}

describe('no request blocks the others', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
    await t.rest('GET', '/readyz'); // warm the HTTP stack before anything is timed
  });
  afterAll(() => t.stop());

  async function upload(path: string, file: Buffer, name: string) {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), name);
    const t0 = performance.now();
    const res = await fetch(t.url + path, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    const body = (await res.json()) as { error?: { details?: { limit?: { name: string } } } };
    return { status: res.status, body, ms: performance.now() - t0 };
  }

  it('refuses a 1,000,000-row CSV to /api/quick-print/import (413) while reading it; /readyz stays under 250 ms', async () => {
    const csv = bigCsv('name', 1_000_000, (i) => String(i % 10));
    expect(csv.length).toBeGreaterThan(2_000_000);
    const probe = new ReadyProbe(t.url).start();
    const res = await upload('/api/quick-print/import', csv, 'labels.csv');
    const slowest = await probe.stop();
    expect(res.status).toBe(413);
    expect(JSON.stringify(res.body)).toContain('maxRows');
    expect(slowest).toBeLessThan(250);
  });

  it('refuses a 1,000,000-row CSV to /api/manufacturing-data/import (413) while reading it; /readyz stays under 250 ms', async () => {
    const csv = bigCsv('kind;name', 1_000_000, (i) => `g;${i % 10}`);
    const probe = new ReadyProbe(t.url).start();
    const res = await upload('/api/manufacturing-data/import', csv, 'data.csv');
    const slowest = await probe.stop();
    expect(res.status).toBe(413);
    expect(slowest).toBeLessThan(250);
  });
});
