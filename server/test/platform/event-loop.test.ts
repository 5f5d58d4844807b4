import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
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
  /** The most CPU time (ms) this thread used between two ticks of a 5 ms timer, less the
   *  garbage collector's pauses in that stretch. */
  longestCpuMs = 0;
  /** Stretches over 5 ms of CPU: when (performance.now()) and how much, judged at stop() once the
   *  collector's pauses in them have been reported. */
  private readonly stretches: Array<{ from: number; to: number; cpuMs: number }> = [];
  private readonly gcPauses: Array<{ at: number; ms: number }> = [];
  private readonly gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) this.gcPauses.push({ at: e.startTime, ms: e.duration });
  });

  constructor(private readonly url: string) {}

  private pressureAtStart = cpuPressureUs();
  private startedAt = performance.now();

  start(): this {
    this.pressureAtStart = cpuPressureUs();
    this.startedAt = performance.now();
    this.loop.enable();
    this.gcObserver.observe({ entryTypes: ['gc'] });
    let last = cpuMs();
    let lastAt = performance.now();
    this.ticker = setInterval(() => {
      const now = cpuMs();
      const at = performance.now();
      if (now - last > 5) this.stretches.push({ from: lastAt, to: at, cpuMs: now - last });
      last = now;
      lastAt = at;
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
    // A major GC of this test process (server, client and the test's data in one heap) is not a
    // request holding the loop: its pauses are taken out of the stretch they fell in.
    await new Promise((r) => setImmediate(r));
    this.gcObserver.disconnect();
    for (const s of this.stretches) {
      const gcMs = this.gcPauses.filter((g) => g.at >= s.from && g.at < s.to).reduce((sum, g) => sum + g.ms, 0);
      this.longestCpuMs = Math.max(this.longestCpuMs, s.cpuMs - gcMs);
    }
    const gcMax = Math.max(0, ...this.gcPauses.map((g) => g.ms));
    expect(this.times.length).toBeGreaterThan(0);
    const sorted = [...this.times].sort((a, b) => a - b);
    const slowest = sorted[sorted.length - 1];
    const load = loadavg()[0] / availableParallelism();
    // The share of this probe's time in which some task on the machine waited for a core (Linux
    // PSI): the 1-minute load average lags, and CI's other test workers come and go within it.
    const contended = (cpuPressureUs() - this.pressureAtStart) / ((performance.now() - this.startedAt) * 1000);
    console.info(
      `/readyz x${sorted.length}: p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, max ${slowest.toFixed(0)} ms; ` +
        `event-loop delay p99 ${(this.loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(this.loop.max / 1e6).toFixed(0)} ms; ` +
        `longest CPU stretch ${this.stretches.length ? `${this.longestCpuMs.toFixed(0)} ms` : 'under 5 ms'} (GC pauses out; longest pause ${gcMax.toFixed(0)} ms, ${this.stretches.length} stretches over 5 ms); load ${loadavg()[0].toFixed(1)}; cores contended ${(100 * contended).toFixed(0)} % of the time`,
    );
    // 100, not 50: a major GC of this test process (server and client in one heap) alone takes
    // tens of ms of this thread's CPU; a request that holds the loop takes far more.
    expect(this.longestCpuMs).toBeLessThan(100);
    // On a machine whose run queue is several times its cores, an idle server's own /readyz
    // already waits over 250 ms: only the CPU figure holds there. A CI run on a slower host
    // (7 Dec) had /readyz wait 473 ms at load 1.4 per core while this thread spent at most 50 ms
    // of CPU at a stretch: the wall time is judged only when the cores were mostly free.
    if (load <= 1.5 && !(contended > 0.25)) expect(slowest).toBeLessThan(250);
    return slowest;
  }
}

/** Microseconds in which some task waited for a core since boot (/proc/pressure/cpu), or NaN
 *  where the kernel does not report it (then only the load average gates the wall time). */
function cpuPressureUs(): number {
  try {
    return Number(/^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** CPU time of this thread (all threads where Node cannot tell), in ms. */
function cpuMs(): number {
  const u = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ?? process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** `rows` lines of a CSV. Built as one string: a million small strings joined left garbage whose
 *  major GC then ran in this thread (server and client share it) during the first case's probe. */
function bigCsv(header: string, rows: number, row: (i: number) => string): Buffer {
  let body = header + '\n';
  for (let i = 0; i < rows; i++) body += row(i) + '\n';
  return Buffer.from(body);
}

/** A million-row CSV whose rows repeat every ten: one `repeat`, next to no garbage. */
function repeatingCsv(header: string, rows: number, row: (i: number) => string): Buffer {
  const ten = Array.from({ length: 10 }, (_, i) => row(i) + '\n').join('');
  return Buffer.from(header + '\n' + ten.repeat(rows / 10));
}

describe('no request blocks the others', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
    await t.rest('GET', '/readyz'); // warm the HTTP stack before anything is timed
    // And each import route once, a refused large upload included: the first call of a code path
    // pays its compilation and optimisation, which is not what the cases below judge. The first
    // case took 62-127 ms of CPU at a stretch on a slower host without this, 35-61 ms with it.
    const refused = await upload('/api/quick-print/import', repeatingCsv('name', 200_000, (i) => String(i)), 'warm.csv');
    expect(refused.status).toBe(413);
    const warmed = [
      await upload('/api/quick-print/import', Buffer.from('name;lines;size\nRozgrzewka;Linia;small\n'), 'warm.csv'),
      await upload(
        '/api/manufacturing-data/import',
        Buffer.from('indeks;nazwa;typ;rodzaj_szkla;grubosc_mm;szerokosc_mm;wysokosc_mm;waga_kg;schemat;etykiet_na_sztuke;aktywny\nROZGRZEWKA-1;Szkło;szklo_kabina;hartowane;8;900;2000;;;1;tak\n'),
        'warm.csv',
      ),
    ];
    expect(warmed.map((w) => w.status)).toEqual([200, 200]);
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
    const csv = repeatingCsv('name', 1_000_000, (i) => String(i));
    expect(csv.length).toBeGreaterThan(2_000_000);
    const probe = new ReadyProbe(t.url).start();
    const res = await upload('/api/quick-print/import', csv, 'labels.csv');
    await probe.stop();
    expect(res.status).toBe(413);
    expect(JSON.stringify(res.body)).toContain('maxRows');
  });

  it('refuses a 1,000,000-row CSV to /api/manufacturing-data/import (413) while reading it; the loop is never held 100 ms of CPU, /readyz answers within 250 ms (load per core <= 1.5)', async () => {
    const csv = repeatingCsv('kind;name', 1_000_000, (i) => `g;${i}`);
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
