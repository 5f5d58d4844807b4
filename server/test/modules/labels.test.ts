import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuickPrintLabel } from '../../src/modules/labels/quick-print-label.entity.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { PrintJob } from '../../src/modules/printing/printing.entity.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

describe('quick-print labels (Wydruk etykiet): list, search, import all or nothing', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false' });
    staff = await t.tokenFor(3);
  });
  afterAll(() => t.stop());

  const count = () => t.app.orm.em.fork().count(QuickPrintLabel, {});
  const upload = async (name: string, content: Buffer | string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([content], { type }), name);
    const res = await fetch(`${t.url}/api/quick-print/import`, { method: 'POST', headers: { authorization: `Bearer ${staff}` }, body: form });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('imports JSON rows and answers the SPEC message', async () => {
    const res = await t.rest('POST', '/api/quick-print/import', {
      token: staff,
      body: {
        data: [
          { name: 'Zawias szklany QZ', lines: ['Zawias 90°', 'Chromqz'], ean: '5901234123457' },
          { name: 'Uszczelka XQ', line1: 'Uszczelka 8 mm', line2: 'Długość 2 m', code: 'USZ-8-200', size: 'large' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Import zakończył się sukcesem', created: 2, updated: 0 });
    const list = await t.rest('GET', '/api/quick-print?search=uszczelka xq', { token: staff });
    expect(list.body).toMatchObject({ count: 1, totalPages: 1, data: [{ name: 'Uszczelka XQ', lines: ['Uszczelka 8 mm', 'Długość 2 m'], code: 'USZ-8-200', ean: null, size: 'large' }] });
    // search reaches the text lines too
    expect((await t.rest('GET', '/api/quick-print?search=chromqz', { token: staff })).body.data.map((l: { name: string }) => l.name)).toEqual(['Zawias szklany QZ']);
    const history = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'quick_print_label', action: 'imported' });
    expect(history[0].after).toMatchObject({ rows: 2, created: 2 });
  });

  it('searches % and _ as the characters they are, on every database', async () => {
    const res = await t.rest('POST', '/api/quick-print/import', {
      token: staff,
      body: { data: [{ name: 'Profil_U 10%', code: 'PU_10' }, { name: 'ProfilXU 105', code: 'PUX10' }] },
    });
    expect(res.status).toBe(200);
    const names = async (search: string) =>
      (await t.rest('GET', `/api/quick-print?search=${encodeURIComponent(search)}`, { token: staff })).body.data.map((l: { name: string }) => l.name);
    expect(await names('Profil_U')).toEqual(['Profil_U 10%']);
    expect(await names('10%')).toEqual(['Profil_U 10%']);
    expect(await names('PU_1')).toEqual(['Profil_U 10%']);
  });

  it('a batch with bad rows writes nothing and lists every bad row with its line and reason', async () => {
    const before = await count();
    const res = await t.rest('POST', '/api/quick-print/import', {
      token: staff,
      body: {
        data: [
          { name: 'Dobry', lines: ['OK'] },
          { name: '', lines: ['bez nazwy'] },
          { name: 'Zły EAN', lines: ['x'], ean: '5901234123458' },
          'not a row',
          { name: 'Za duży', lines: ['x'], size: 'huge' },
          { name: 'Pusty' },
          { id: 999999, name: 'Nieistniejąca', lines: ['x'] },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.rows).toEqual([
      { line: 2, field: 'name', reason: 'is required' },
      { line: 3, field: 'ean', reason: 'must be a valid EAN-13 (13 digits, correct check digit)' },
      { line: 4, field: '_', reason: 'must be an object' },
      { line: 5, field: 'size', reason: 'must be small (mała, 50x30) or large (duża, 100x150)' },
      { line: 6, field: 'lines', reason: 'a label needs at least one text line, an EAN or a code' },
      { line: 7, field: 'id', reason: 'no label has this id' },
    ]);
    expect(await count()).toBe(before);
    expect((await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data: 'x' } })).status).toBe(400);
    expect((await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data: [] } })).status).toBe(400);
  });

  it('a problem is reported under the column the file named it by (rozmiar, not size)', async () => {
    const before = await count();
    const csv = 'Nazwa;tekst;Kod EAN;rozmiar\nSzyba;Szyba 4 mm;;ogromna\n;bez nazwy;;mała\nLustro;Lustro;123;duża\n';
    const res = await upload('etykiety.csv', csv, 'text/csv');
    expect(res.status).toBe(422);
    expect(res.body.rows).toEqual([
      { line: 2, field: 'rozmiar', reason: 'must be small (mała, 50x30) or large (duża, 100x150)' },
      { line: 3, field: 'Nazwa', reason: 'is required' },
      { line: 4, field: 'Kod EAN', reason: 'must be a valid EAN-13 (13 digits, correct check digit)' },
    ]);
    expect(await count()).toBe(before);
  });

  it('imports a CSV file (; separated, quoted fields, UTF-8); bad rows are reported by their line in the file', async () => {
    const before = await count();
    const bad = 'name;line1;line2;ean;code\nSzyba;"Szyba 4 mm; hartowana";"Wymiar ""A""";;SZ-4\n;brak nazwy;;;\nKątownik;Kątownik;;123;\n';
    const r1 = await upload('etykiety.csv', bad, 'text/csv');
    expect(r1.status).toBe(422);
    expect(r1.body.rows).toEqual([
      { line: 3, field: 'name', reason: 'is required' },
      { line: 4, field: 'ean', reason: 'must be a valid EAN-13 (13 digits, correct check digit)' },
    ]);
    expect(await count()).toBe(before);
    const good = 'name;line1;line2;ean;code\nSzyba;"Szyba 4 mm; hartowana";"Wymiar ""A""";;SZ-4\nKątownik;Kątownik ąę;;5901234123457;\n';
    const r2 = await upload('etykiety.csv', good, 'text/csv');
    expect(r2.status).toBe(200);
    expect(r2.body).toMatchObject({ message: 'Import zakończył się sukcesem', created: 2 });
    const szyba = await t.app.orm.em.fork().findOneOrFail(QuickPrintLabel, { name: 'Szyba' });
    expect(szyba.lines).toEqual(['Szyba 4 mm; hartowana', 'Wymiar "A"']);
    expect(szyba.code).toBe('SZ-4');
  });

  it('imports an XLSX workbook (first sheet, header row)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Etykiety');
    ws.addRow(['Nazwa', 'Linia1', 'Linia2', 'EAN', 'Rozmiar']);
    ws.addRow(['Profil U', 'Profil U 10 mm', 'Aluminium', '5901234123457', 'small']);
    ws.addRow(['Profil L', 'Profil L 12 mm', '', '', 'large']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload('etykiety.xlsx', buffer, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(2);
    const l = await t.app.orm.em.fork().findOneOrFail(QuickPrintLabel, { name: 'Profil L' });
    expect(l).toMatchObject({ lines: ['Profil L 12 mm'], size: 'large', ean: null });
    expect((await upload('notes.pdf', Buffer.from('%PDF-1.4'), 'application/pdf')).status).toBe(400);
  });

  it('a file with a column it does not know is refused, naming the column; JSON rows name it per row (nothing imported)', async () => {
    const before = await count();
    const csv = 'nazwa;tekst;ean;rozmiar;kolor\nSzyba X;Szyba 4 mm;;mała;czerwony\n';
    const r = await upload('etykiety.csv', csv, 'text/csv');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('Unknown columns: kolor');
    expect(r.body.fields.file).toBe('unknown columns: kolor');
    const json = await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data: [{ nazwa: 'A', tekst: 'x', opis: 'y' }] } });
    expect(json.status).toBe(422);
    expect(json.body.rows).toEqual([{ line: 1, field: 'opis', reason: expect.stringContaining('is not a label column') }]);
    expect(await count()).toBe(before);
  });

  it('Polish headers throughout: nazwa;tekst;ean;rozmiar imports the text (the issue\'s file), mała/duża sizes', async () => {
    const csv = 'nazwa;tekst;ean;rozmiar\nSzkło Ółwie;Szkło hartowane|8 mm;5901234123457;duża\nLustro Ćma;Lustro 4 mm;;mała\n';
    const r = await upload('etykiety.csv', csv, 'text/csv');
    expect(r.status).toBe(200);
    const l = await t.app.orm.em.fork().findOneOrFail(QuickPrintLabel, { name: 'Szkło Ółwie' });
    expect(l).toMatchObject({ lines: ['Szkło hartowane', '8 mm'], size: 'large', ean: '5901234123457' });
    const m = await t.app.orm.em.fork().findOneOrFail(QuickPrintLabel, { name: 'Lustro Ćma' });
    expect(m).toMatchObject({ lines: ['Lustro 4 mm'], size: 'small' });
  });

  it('search ignores accents and case, like the stock list: "szklo olwie" finds "Szkło Ółwie", "LUSTRO CMA" finds "Lustro Ćma"', async () => {
    const names = async (search: string) =>
      (await t.rest('GET', `/api/quick-print?search=${encodeURIComponent(search)}`, { token: staff })).body.data.map((l: { name: string }) => l.name);
    expect(await names('szklo olwie')).toEqual(['Szkło Ółwie']);
    expect(await names('LUSTRO CMA')).toEqual(['Lustro Ćma']);
    expect(await names('ćma')).toEqual(['Lustro Ćma']);
  });

  it('a label can be edited (recorded with what changed) and deleted', async () => {
    const l = await t.app.orm.em.fork().findOneOrFail(QuickPrintLabel, { name: 'Lustro Ćma' });
    const bad = await t.rest('PATCH', `/api/quick-print/${l.id}`, { token: staff, body: { ean: '123' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('ean');
    const res = await t.rest('PATCH', `/api/quick-print/${l.id}`, { token: staff, body: { name: 'Lustro Żuraw', lines: ['Lustro 5 mm', ''], size: 'large' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: l.id, name: 'Lustro Żuraw', lines: ['Lustro 5 mm'], size: 'large' });
    // the search text follows the edit
    expect((await t.rest('GET', '/api/quick-print?search=zuraw', { token: staff })).body.data.map((x: { id: number }) => x.id)).toEqual([l.id]);
    const updated = await t.app.orm.em.fork().findOneOrFail(HistoryEntry, { entityType: 'quick_print_label', entityId: String(l.id), action: 'updated' });
    expect(updated.before).toEqual({ name: 'Lustro Ćma', lines: ['Lustro 4 mm'], size: 'small' });
    expect((await t.rest('DELETE', `/api/quick-print/${l.id}`, { token: staff })).status).toBe(200);
    expect((await t.rest('DELETE', `/api/quick-print/${l.id}`, { token: staff })).status).toBe(404);
    expect((await t.rest('PATCH', `/api/quick-print/${l.id}`, { token: staff, body: { name: 'x' } })).status).toBe(404);
    expect(await t.app.orm.em.fork().count(HistoryEntry, { entityType: 'quick_print_label', entityId: String(l.id), action: 'deleted' })).toBe(1);
    expect((await t.rest('DELETE', `/api/quick-print/${l.id}`, { token: await t.tokenFor(2) })).status).toBe(403);
  });

  it('a big import reports progress through operationStatus', async () => {
    const client = t.ws(staff);
    const operationId = 'import-op-12345';
    const sub = await t.subscribed(() => subscribe(client, 'subscription($id: String!) { operationStatus(operationId: $id) { status message } }', { id: operationId }));
    const data = Array.from({ length: 1200 }, (_, i) => ({ name: `Masowa ${i}`, lines: [`Pozycja ${i}`], code: `M-${i}` }));
    const res = await t.rest('POST', '/api/quick-print/import', { token: staff, body: { data, operationId } });
    expect(res.status).toBe(200);
    await waitFor(() => sub.events.some((e) => e.data.operationStatus.status === 'FINISH'), 5000, 'FINISH');
    const statuses = sub.events.map((e) => `${e.data.operationStatus.status} ${e.data.operationStatus.message}`);
    expect(statuses).toEqual(['IN_PROGRESS 0/1200', 'IN_PROGRESS 500/1200', 'IN_PROGRESS 1000/1200', 'SUCCESS Import zakończył się sukcesem', 'FINISH Import zakończył się sukcesem']);
    const page = await t.rest('GET', '/api/quick-print?search=Masowa&limit=50&page=2', { token: staff });
    expect(page.body).toMatchObject({ count: 1200, totalPages: 24, page: 2, limit: 50 });
    expect(page.body.data).toHaveLength(50);
  });

  it('several labels printed at once make ONE print job whose document holds every label (ZPL formats in order, a PDF page each)', async () => {
    const admin = await t.tokenFor(4);
    const names = ['Wiele A Żółta szyba', 'Wiele B Lustro', 'Wiele C Hartowane'];
    const imported = await t.rest('POST', '/api/quick-print/import', {
      token: staff,
      body: { data: names.map((name, i) => ({ name, lines: [name, `linia ${i}`], code: `WIELE${i}`, size: i === 2 ? 'large' : 'small' })) },
    });
    expect(imported.status).toBe(200);
    const list = await t.rest('GET', '/api/quick-print?search=Wiele&limit=100', { token: staff });
    const ids = names.map((n) => (list.body.data as Array<{ id: number; name: string }>).find((l) => l.name === n)!.id);
    const printer = async (name: string, language: 'zpl' | 'pdf') =>
      (await t.rest('POST', '/api/printers', { token: admin, body: { name, computer: { name: 'Biuro', hostname: 'biuro-pc' }, driver: 'tcp', host: '127.0.0.1', port: 9, language } })).body.id as number;
    const zebra = await printer('Zebra wiele', 'zpl');
    const pdf = await printer('Arizona wiele', 'pdf');
    const jobs = () => t.app.orm.em.fork().count(PrintJob, {});

    // ZPL: 3 labels x 2 copies -> 1 job; 3 label formats in the order given, each ^PQ2
    const before = await jobs();
    const res = await t.rest('POST', '/api/quick-print/print-many', { token: staff, body: { ids: [ids[2], ids[0], ids[1]], quantity: 2, type: 'normal', printer: zebra } });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ jobId: expect.any(Number), status: 'QUEUED', message: 'Drukowanie w toku' });
    expect(await jobs()).toBe(before + 1);
    const job = await t.app.orm.em.fork().findOneOrFail(PrintJob, { id: res.body.jobId }, { disableIdentityMap: true, populate: ['content'] });
    const zpl = Buffer.from(job.content).toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    expect(zpl.match(/\^XZ/g)).toHaveLength(3);
    expect(zpl.match(/\^PQ2,/g)).toHaveLength(3);
    const order = ['WIELE2', 'WIELE0', 'WIELE1'].map((code) => zpl.indexOf(code));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(job.reference).toBe(`3 etykiet: ${names[2]}, ${names[0]}, ${names[1]}`);
    expect(job.copies).toBe(2);

    // PDF: 3 labels x 1 copy -> 1 job, a document of 3 pages, the large label at its own size
    const resPdf = await t.rest('POST', '/api/quick-print/print-many', { token: staff, body: { ids, quantity: 1, printer: pdf } });
    expect(resPdf.status).toBe(202);
    expect(await jobs()).toBe(before + 2);
    const pdfJob = await t.app.orm.em.fork().findOneOrFail(PrintJob, { id: resPdf.body.jobId }, { disableIdentityMap: true, populate: ['content'] });
    const doc = Buffer.from(pdfJob.content).toString('latin1');
    expect(doc.startsWith('%PDF')).toBe(true);
    expect(doc.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(doc.match(/\/Count 3\b/)).not.toBeNull();
    const boxes = [...doc.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => `${Math.round(Number(m[1]))}x${Math.round(Number(m[2]))}`);
    expect(new Set(boxes).size).toBe(2);

    // GraphQL: the same, one job
    const gql = await t.gql('mutation($input: QuickPrintManyInput!) { quickPrintMany(input: $input) { jobId status } }', { input: { ids: ids.slice(0, 2), quantity: 1, printer: zebra } }, staff);
    expect(gql.errors).toBeUndefined();
    expect(await jobs()).toBe(before + 3);

    // bad input names the field; an unknown label is a 404 naming it; nothing queued
    const empty = await t.rest('POST', '/api/quick-print/print-many', { token: staff, body: { ids: [], quantity: 1, printer: zebra } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toContain('ids');
    const unknown = await t.rest('POST', '/api/quick-print/print-many', { token: staff, body: { ids: [ids[0], 987654], quantity: 1, printer: zebra } });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain('987654');
    expect(await jobs()).toBe(before + 3);
  });

  it('role rules: labels are for role 3 and up', async () => {
    for (const role of [1, 2] as const) {
      const token = await t.tokenFor(role);
      expect((await t.rest('GET', '/api/quick-print', { token })).status).toBe(403);
      expect((await t.rest('POST', '/api/quick-print/import', { token, body: { data: [{ name: 'x', lines: ['y'] }] } })).status).toBe(403);
      expect((await t.rest('POST', '/api/quick-print/print', { token, body: { id: 1, quantity: 1, type: 'normal', printer: 1 } })).status).toBe(403);
      expect((await t.rest('POST', '/api/quick-print/print-many', { token, body: { ids: [1], quantity: 1, type: 'normal', printer: 1 } })).status).toBe(403);
    }
    expect((await t.rest('GET', '/api/quick-print')).status).toBe(401);
    expect((await t.rest('GET', '/api/quick-print', { token: await t.tokenFor(4) })).status).toBe(200);
  });
});
