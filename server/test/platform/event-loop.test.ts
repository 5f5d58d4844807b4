import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTableExport } from '../../src/platform/export/table-export.js';
import { TestApp } from '../support/test-app.js';

/** Issue 21, item 3: no request stops the others. The server runs in this process, so a probe of
 *  /readyz every 50 ms answers late exactly when something holds the event loop.
 *  Two figures: the slowest /readyz (wall time: what a user waits), and the most CPU this thread
 *  spent between two turns of the loop (what our code held it for; a machine whose other
 *  processes take the cores stretches the first, never the second). */
class ReadyProbe {
  private timer: NodeJS.Timeout | null = null;
  private ticker: NodeJS.Timeout | null = null;
  private readonly pending = new Set<Promise<void>>();
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });
  readonly times: number[] = [];
  /** The most CPU time (ms) this thread used between two ticks of a 5 ms timer. */
  longestCpuMs = 0;

  constructor(private readonly url: string) {}

  start(): this {
    this.loop.enable();
    let last = cpuMs();
    this.ticker = setInterval(() => {
      const now = cpuMs();
      this.longestCpuMs = Math.max(this.longestCpuMs, now - last);
      last = now;
    }, 5);
    const ask = () => {
      const t0 = performance.now();
      const p = fetch(this.url + '/readyz')
        .then(async (r) => {
          await r.arrayBuffer();
          if (r.status !== 200) throw new Error(`/readyz answered ${r.status}`);
          this.times.push(performance.now() - t0);
        })
        .finally(() => this.pending.delete(p));
      this.pending.add(p);
    };
    // Asked at once too: a streamed upload may be refused before the first 50 ms have passed.
    ask();
    this.timer = setInterval(ask, 50);
    return this;
  }

  /** Stops asking; checks the loop never held more than 100 ms of CPU and (on a machine not
   *  overloaded) that /readyz always answered within 250 ms. Answers the slowest /readyz. */
  async stop(): Promise<number> {
    if (this.timer) clearInterval(this.timer);
    if (this.ticker) clearInterval(this.ticker);
    await Promise.all([...this.pending]);
    this.loop.disable();
    expect(this.times.length).toBeGreaterThan(0);
    const sorted = [...this.times].sort((a, b) => a - b);
    const slowest = sorted[sorted.length - 1];
    const load = loadavg()[0] / availableParallelism();
    console.info(
      `/readyz x${sorted.length}: p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, max ${slowest.toFixed(0)} ms; ` +
        `event-loop delay p99 ${(this.loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(this.loop.max / 1e6).toFixed(0)} ms; ` +
        `longest CPU stretch ${this.longestCpuMs.toFixed(0)} ms; load ${loadavg()[0].toFixed(1)}`,
    );
    // 100, not 50: a major GC of this test process (server and client in one heap) alone takes
    // tens of ms of this thread's CPU; a request that holds the loop takes far more.
    expect(this.longestCpuMs).toBeLessThan(100);
    // On a machine whose run queue is several times its cores, an idle server's own /readyz
    // already waits over 250 ms: only the CPU figure holds there.
    if (load <= 1.5) expect(slowest).toBeLessThan(250);
    return slowest;
  }
}

/** CPU time of this thread (all threads where Node cannot tell), in ms. */
function cpuMs(): number {
  const u = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ?? process.cpuUsage();
  return (u.user + u.system) / 1000;
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

  it('refuses a 1,000,000-row CSV to /api/quick-print/import (413) while reading it; the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const csv = bigCsv('name', 1_000_000, (i) => String(i % 10));
    expect(csv.length).toBeGreaterThan(2_000_000);
    const probe = new ReadyProbe(t.url).start();
    const res = await upload('/api/quick-print/import', csv, 'labels.csv');
    await probe.stop();
    expect(res.status).toBe(413);
    expect(JSON.stringify(res.body)).toContain('maxRows');
  });

  it('refuses a 1,000,000-row CSV to /api/manufacturing-data/import (413) while reading it; the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const csv = bigCsv('kind;name', 1_000_000, (i) => `g;${i % 10}`);
    const probe = new ReadyProbe(t.url).start();
    const res = await upload('/api/manufacturing-data/import', csv, 'data.csv');
    await probe.stop();
    expect(res.status).toBe(413);
  });

  /** writeTableExport on its own HTTP server in this process, fed `rows` history-like rows in
   *  groups of `group` (what a query answers at once), downloaded to the end by a client. */
  async function exportOf(format: 'csv' | 'xlsx', rows: number, group: number): Promise<{ bytes: number; written: number }> {
    let written = 0;
    const server: Server = createServer((_req, res) => {
      async function* batches() {
        for (let at = 0; at < rows; at += group) {
          yield Array.from({ length: Math.min(group, rows - at) }, (_, i) => at + i);
        }
      }
      void writeTableExport(format, { stream: res, start: () => res.writeHead(200) }, {
        fileName: 'historia',
        sheetName: 'Historia',
        columns: ['Data', 'Użytkownik', 'Typ', 'Obiekt', 'Akcja', 'Przed', 'Po'],
        total: rows,
        batches: batches(),
        cells: (i) => ['2026-01-01 12:00:00', `Pracownik ${i % 50}`, 'stock_item', `ZAM/2026/${i}`, 'updated', `{"quantity":${i}}`, `{"quantity":${i + 1}}`],
      }).then((n) => (written = n));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      let bytes = 0;
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
      return { bytes, written };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('a 1,000,000-row CSV export lets other requests run: the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const probe = new ReadyProbe(t.url).start();
    const { bytes, written } = await exportOf('csv', 1_000_000, 2000);
    await probe.stop();
    expect(written).toBe(1_000_000);
    expect(bytes).toBeGreaterThan(50_000_000);
  }, 120_000);

  it('an XLSX export in groups of 20,000 rows lets other requests run: the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const probe = new ReadyProbe(t.url).start();
    const { written } = await exportOf('xlsx', 100_000, 20_000);
    await probe.stop();
    expect(written).toBe(100_000);
  }, 120_000);

  it('an accepted 10,000-row label CSV import (the most allowed) lets other requests run: the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const csv = bigCsv('name;lines;size', 10_000, (i) => `Szkło ${i};Linia ${i} żółw|druga;small`);
    const probe = new ReadyProbe(t.url).start();
    const res = await upload('/api/quick-print/import', csv, 'labels.csv');
    await probe.stop();
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect((res.body as { created?: number }).created).toBe(10_000);
  }, 120_000);

  it('an accepted 5,000-row Dane produkcyjne CSV import (the most allowed) lets other requests run: the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const header = 'indeks;nazwa;typ;rodzaj_szkla;grubosc_mm;szerokosc_mm;wysokosc_mm;waga_kg;schemat;etykiet_na_sztuke;aktywny';
    const csv = bigCsv(header, 5000, (i) => `PETLA-${i};Szkło pętli ${i};szklo_kabina;hartowane;8;${900 + (i % 100)};2000;;;1;tak`);
    const probe = new ReadyProbe(t.url).start();
    const res = await upload('/api/manufacturing-data/import', csv, 'dane.csv');
    await probe.stop();
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect((res.body as { created?: number }).created).toBe(5000);
  }, 120_000);

  it('a year of Analityka, over REST and as three GraphQL aliases, lets other requests run: the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const manager = await t.tokenFor(3);
    const probe = new ReadyProbe(t.url).start();
    const rest = await t.rest('GET', '/api/manufacturing/analytics?startDate=2025-06-01&endDate=2026-05-31', { token: manager });
    const year = (i: number) => `y${i}: manufacturingAnalytics(input: { startDate: "2025-06-01", endDate: "2026-05-31" }) { days output { day records } workers { employeeNumber records } }`;
    const gql = await t.gql(`{ ${[1, 2, 3].map(year).join(' ')} }`, {}, manager);
    // Read from rollups it can be over before the probe's first answer: the probe needs one.
    while (probe.times.length === 0) await new Promise((r) => setTimeout(r, 10));
    await probe.stop();
    expect(rest.status).toBe(200);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.y3.days).toHaveLength(365);
  }, 120_000);

  it('ten label PDFs printed at once (drawn on the CPU pool) let other requests run: the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const printer = await t.rest('POST', '/api/printers', { token: admin, body: { name: 'PDF pętla', computer: { name: 'Biuro', hostname: 'biuro' }, driver: 'file', language: 'pdf' } });
    expect(printer.status).toBe(201);
    await t.app.platform.cpu.warm();
    const probe = new ReadyProbe(t.url).start();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', `/api/printers/${printer.body.id}/test-print`, { token: admin })));
    await probe.stop();
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(202));
  }, 120_000);
  it('200 quick-print labels of six full lines printed as one job (laid out and drawn on the CPU pool) let other requests run: the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    // The most one job takes, each label at the limits of an import row: measuring and wrapping
    // their text held the main thread 120-130 ms when layouts were fitted in the request.
    const line = (i: number, k: number) => `Zawias szklany ${i}-${k} do drzwi prysznicowych chrom połysk ściana`.slice(0, 60);
    const csv = bigCsv('name;lines;size', 200, (i) => `Pętla ${i};${[1, 2, 3, 4, 5, 6].map((k) => line(i, k)).join('|')};large`);
    expect((await upload('/api/quick-print/import', csv, 'petla.csv')).status).toBe(200);
    const ids: number[] = [];
    for (const page of [1, 2]) {
      const list = await t.rest('GET', `/api/quick-print?search=P%C4%99tla&limit=100&page=${page}`, { token: admin });
      ids.push(...(list.body.data as Array<{ id: number }>).map((l) => l.id));
    }
    expect(ids).toHaveLength(200);
    const printer = await t.rest('POST', '/api/printers', { token: admin, body: { name: 'Zebra pętla', computer: { name: 'Biuro', hostname: 'biuro' }, driver: 'file', language: 'zpl' } });
    expect(printer.status).toBe(201);
    await t.app.platform.cpu.warm();
    const probe = new ReadyProbe(t.url).start();
    const res = await t.rest('POST', '/api/quick-print/print-many', { token: admin, body: { ids, quantity: 1, printer: printer.body.id } });
    while (probe.times.length === 0) await new Promise((r) => setTimeout(r, 10));
    await probe.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(202);
  }, 120_000);
});
