import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { QuickPrintLabel } from '../../src/modules/labels/quick-print-label.entity.js';
import { readImportTable } from '../../src/platform/files/bounded-import.js';
import { TestApp } from '../support/test-app.js';
import { xlsxWithSheet } from '../support/xlsx-files.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;

describe('uploads are read within limits (issue 11 item 1): a bomb is refused, the server lives, memory stays bounded', () => {
  let t: TestApp;
  let staff: string;
  let seeded: { labels: number; history: number };
  const counts = async () => {
    const em = t.app.orm.em.fork();
    return { labels: await em.count(QuickPrintLabel, {}), history: await em.count(HistoryEntry, { entityType: 'quick_print_label' }) };
  };
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    staff = await t.tokenFor(3);
    seeded = await counts();
    seededMaxId = (await t.app.orm.em.fork().find(QuickPrintLabel, {}, { orderBy: { id: 'desc' }, limit: 1 }))[0]?.id ?? 0;
  });
  afterAll(() => t.stop());

  const upload = async (name: string, content: Buffer | string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type }), name);
    const res = await fetch(`${t.url}/api/quick-print/import`, { method: 'POST', headers: { authorization: `Bearer ${staff}` }, body: form });
    return { status: res.status, body: (await res.json()) as any };
  };

  /** Uploads while sampling this process's RSS (the server runs in it): the peak growth. */
  const uploadMeasured = async (name: string, content: Buffer, type: string) => {
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      const answer = await upload(name, content, type);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { ...answer, growth: peak - base };
    } finally {
      clearInterval(sampler);
    }
  };

  const nothingWritten = async () => expect(await counts()).toEqual(seeded);
  const forgetImported = async () => {
    const em = t.app.orm.em.fork();
    await em.nativeDelete(QuickPrintLabel, { id: { $gt: seededMaxId } });
    await em.nativeDelete(HistoryEntry, { entityType: 'quick_print_label', action: 'imported' });
  };
  let seededMaxId = 0;

  const stillServing = async () => {
    expect((await t.rest('GET', '/healthz')).status).toBe(200);
    expect((await t.rest('GET', '/api/quick-print', { token: staff })).status).toBe(200);
  };

  it('a 3 MB XLSX whose sheet inflates to 1 GB is refused with 413 naming the limit, at less than 100 MB of RSS', async () => {
    const bomb = await xlsxWithSheet({ body: '<c r="A2" t="inlineStr"><is><t>x</t></is></c>', times: Math.floor(GB / 45) });
    expect(bomb.length).toBeLessThan(5 * MB);
    const res = await uploadMeasured('bomba.xlsx', bomb, XLSX);
    expect(res.status).toBe(413);
    expect(res.body.limit).toEqual({ name: 'maxInflatedBytes', value: 16 * MB });
    expect(res.body.fields.file).toMatch(/maxInflatedBytes/);
    expect(res.growth).toBeLessThan(100 * MB);
    await stillServing();
    await nothingWritten();
  }, 120_000); // builds a 1 GB sheet in the test: CPU-bound, and the machine may be busy

  // A sheet of 64 MB (four times the 16 MB cap) proves the stop while inflating as well as 1 GB
  // would; deflating 1 GB in the test itself took most of a loaded machine's 30 s.
  it('a bomb whose zip headers lie about its size (declares 1 kB) is stopped while it inflates', async () => {
    const liar = await xlsxWithSheet({ body: '<c r="A2" t="inlineStr"><is><t>x</t></is></c>', times: Math.floor((64 * MB) / 45) }, { declaredSheetSize: 1000 });
    const res = await uploadMeasured('bomba.xlsx', liar, XLSX);
    expect(res.status).toBe(413);
    expect(res.body.limit.name).toBe('maxInflatedBytes');
    expect(res.growth).toBeLessThan(100 * MB);
    await stillServing();
    await nothingWritten();
  });

  it('an XLSX with more rows than the import allows is refused while it is read (413 naming maxRows), nothing written', async () => {
    const rows = 150_000; // ~15 MB of sheet, under the inflate cap: the reader stops at row 10,002
    const body = '<row><c t="inlineStr"><is><t>Szyba</t></is></c><c t="inlineStr"><is><t>Linia</t></is></c></row>';
    const file = await xlsxWithSheet({ body, times: rows });
    const res = await upload('duzo.xlsx', file, XLSX);
    expect(res.status).toBe(413);
    expect(res.body.limit).toEqual({ name: 'maxRows', value: 10_000 });
    expect(res.body.message).toBe('The file has more than 10000 rows');
    await nothingWritten();
  });

  it('a CSV with more rows than the import allows is refused with 413 naming maxRows, nothing written', async () => {
    const csv = 'name;line1\n' + 'Szyba;Linia\n'.repeat(10_001);
    const res = await upload('duzo.csv', csv, 'text/csv');
    expect(res.status).toBe(413);
    expect(res.body.limit).toEqual({ name: 'maxRows', value: 10_000 });
    await nothingWritten();
    const exactly = 'name;line1\n' + 'Szyba;Linia\n'.repeat(10_000);
    const ok = await upload('pelny.csv', exactly, 'text/csv');
    expect(ok.status).toBe(200);
    expect(ok.body.created).toBe(10_000);
    await forgetImported();
  });

  /** A multipart upload sent slowly (64 kB, then a pause), as a slow line or a big file does: the
   *  answer, the bytes sent when it came, and whether the connection failed before it came. */
  const slowUpload = (path: string, content: Buffer, name: string) =>
    new Promise<{ status: number; body: any; sentWhenAnswered: number; total: number }>((resolve, reject) => {
      const boundary = `----slow${process.pid}${Date.now()}`;
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="operationId"\r\n\r\nslow-1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const total = head.length + content.length + tail.length;
      const req = request(t.url + path, { method: 'POST', headers: { authorization: `Bearer ${staff}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(total) } });
      let sent = 0;
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const sentWhenAnswered = sent;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), sentWhenAnswered, total });
        });
      });
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      void (async () => {
        req.write(head);
        sent += head.length;
        for (let at = 0; at < content.length && !answered; at += 64 * 1024) {
          const slice = content.subarray(at, at + 64 * 1024);
          req.write(slice);
          sent += slice.length;
          await new Promise((r) => setTimeout(r, 15));
        }
        if (!answered) {
          req.end(tail);
          sent += tail.length;
        }
      })();
    });

  it('a slowly sent 3 MB CSV of 1,000,000 rows gets its 413 (maxRows) while it is still being sent, on both imports; the server goes on serving', async () => {
    const rows = Buffer.from('name;line1\n' + 'x;y\n'.repeat(750_000));
    expect(rows.length).toBeGreaterThan(3_000_000);
    for (const path of ['/api/quick-print/import', '/api/manufacturing-data/import']) {
      if (path.includes('manufacturing')) staff = await t.tokenFor(4);
      const res = await slowUpload(path, rows, 'duzo.csv');
      expect(res.status, JSON.stringify(res.body)).toBe(413);
      expect(res.body.limit.name).toBe('maxRows');
      // Answered after the limit's rows, not after the file: the rest was never waited for.
      expect(res.sentWhenAnswered).toBeLessThan(res.total / 4);
    }
    staff = await t.tokenFor(3);
    await nothingWritten();
    await stillServing();
  });

  it('a slowly sent 6 MB CSV (few rows, long cells) gets its 413 (the 5 MB limit) as the limit passes, before the client has sent it all', async () => {
    const csv = Buffer.from('name;line1\n' + `Szyba;${'x'.repeat(900)}\n`.repeat(6_700));
    expect(csv.length).toBeGreaterThan(6_000_000);
    const res = await slowUpload('/api/quick-print/import', csv, 'szerokie.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(res.body.fields.file).toMatch(/at most 5242880 bytes/);
    expect(res.sentWhenAnswered).toBeLessThan(res.total);
    expect(res.sentWhenAnswered).toBeGreaterThan(5 * MB);
    await nothingWritten();
    await stillServing();
  });

  it('a cell longer than the limit and a row wider than the limit are refused naming the limit', async () => {
    const long = await upload('dlugi.csv', `name;line1\nSzyba;${'x'.repeat(1001)}\n`, 'text/csv');
    expect(long.status).toBe(413);
    expect(long.body.limit.name).toBe('maxCellChars');
    const wide = await xlsxWithSheet({ body: '<row r="2"><c r="A2" t="inlineStr"><is><t>Szyba</t></is></c><c r="ZZ2"><v>1</v></c></row>', times: 1 });
    const res = await upload('szeroki.xlsx', wide, XLSX);
    expect(res.status).toBe(413);
    expect(res.body.limit).toEqual({ name: 'maxColumns', value: 64 });
    await nothingWritten();
  });

  it('a valid workbook that also holds a zip-slip entry (../../../../tmp/x.txt) is a 400 naming the file, on both imports; nothing written', async () => {
    const target = `/tmp/zip-slip-${process.pid}.txt`;
    const slip = await xlsxWithSheet(
      { body: '<row r="2"><c r="A2" t="inlineStr"><is><t>Szyba</t></is></c><c r="B2" t="inlineStr"><is><t>Linia</t></is></c></row>', times: 1 },
      { extraParts: [{ name: `../../../..${target}`, content: Buffer.from('owned') }, { name: '/etc/absolute.txt', content: Buffer.from('x') }] },
    );
    const res = await upload('zip-slip.xlsx', slip, XLSX);
    expect(res.status).toBe(400);
    expect(res.body.fields.file).toMatch(/zip entry/);
    expect(res.body.fields.file).toContain(`../../../..${target}`);
    const form = new FormData();
    form.append('file', new Blob([slip], { type: XLSX }), 'zip-slip.xlsx');
    const admin = await t.tokenFor(4);
    const data = await fetch(`${t.url}/api/manufacturing-data/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(data.status).toBe(400);
    expect(((await data.json()) as any).fields.file).toMatch(/zip entry/);
    expect(existsSync(target)).toBe(false);
    await nothingWritten();
    await stillServing();
  });

  it('keeps the accepted CSV forms: BOM, comma separator, CRLF, Polish headers, a quoted cell over two lines', async () => {
    const csv = '\uFEFFNazwa,Linia1,Linia2,Kod,Rozmiar\r\nSzyba,"Szyba 4 mm, hartowana","dwie\r\nlinie",SZ-4,LARGE\r\n\r\n,,,,\r\nKątownik,Kątownik ąę,,,\r\nbłąd,,,,\r\n';
    const res = await upload('etykiety.csv', csv, 'text/csv');
    // The last row has no line, EAN or code: reported by the line it starts on (7).
    expect(res.status).toBe(422);
    expect(res.body.rows).toEqual([{ line: 7, field: 'lines', reason: 'a label needs at least one text line, an EAN or a code' }]);
    const ok = await upload('etykiety.csv', csv.replace('błąd,,,,\r\n', ''), 'text/csv');
    expect(ok.status).toBe(200);
    expect(ok.body.created).toBe(2);
    const szyba = await t.app.orm.em.fork().findOneOrFail(QuickPrintLabel, { name: 'Szyba' });
    expect(szyba).toMatchObject({ lines: ['Szyba 4 mm, hartowana', 'dwie\r\nlinie'], code: 'SZ-4', size: 'large' });
    expect((await upload('zle.csv', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x0a]), 'text/csv')).status).toBe(400);
    await forgetImported();
  });
});

describe('readImportTable: the generic reader (header row + rows of text cells, limits passed in)', () => {
  const limits = { maxRows: 3, maxColumns: 4, maxCellChars: 20, maxInflatedBytes: 1 * MB };

  it('reads an XLSX sheet: first non-empty row as header, numbers and booleans as text, gaps as empty cells', async () => {
    const file = await xlsxWithSheet({ body: '<row r="3"><c r="A3" t="inlineStr"><is><t>Profil</t></is></c><c r="C3"><v>5.901234123457E12</v></c><c r="D3" t="b"><v>1</v></c></row>', times: 1 });
    const table = await readImportTable({ buffer: file, fileName: 'x.xlsx' }, limits);
    expect(table).toEqual({ format: 'xlsx', header: ['name', 'line1'], headerLine: 1, rows: [{ line: 3, cells: ['Profil', '', '5901234123457', 'true'] }] });
  });

  it('refuses a file that is neither CSV nor XLSX, and a broken zip, with 400', async () => {
    await expect(readImportTable({ buffer: Buffer.from('%PDF'), fileName: 'a.pdf' }, limits)).rejects.toMatchObject({ status: 400 });
    await expect(readImportTable({ buffer: Buffer.from('PK\x03\x04garbage'), fileName: 'a.xlsx' }, limits)).rejects.toMatchObject({ status: 400 });
  });

  it('reads a CSV larger than one parsing slice: Polish letters cut by a slice edge stay whole, lines stay counted', async () => {
    // Rows of 'ż' (2 bytes) make a 16 KiB edge fall inside a letter somewhere in the file.
    const rows = Array.from({ length: 2000 }, (_, i) => `${'ż'.repeat(7)}${i};"a\nb"`);
    const table = await readImportTable({ buffer: Buffer.from(['nazwa;opis', ...rows].join('\n')), fileName: 'a.csv' }, { ...limits, maxRows: 2000 });
    expect(table.rows).toHaveLength(2000);
    expect(table.rows[1999]).toEqual({ line: 2 + 1999 * 2, cells: [`${'ż'.repeat(7)}1999`, 'a\nb'] });
    expect(table.rows.every((r, i) => r.cells[0] === `${'ż'.repeat(7)}${i}`)).toBe(true);
  });
});
