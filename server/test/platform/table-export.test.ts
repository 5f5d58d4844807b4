import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, CsvChunk, encodedCell, writeTableExport } from '../../src/platform/export/table-export.js';

/** A slow reader: it takes a write on the next turn and asks for a pause past 16 KB, so the
 *  export waits for `drain` as it does on a real socket. */
function slowReader() {
  const parts: Buffer[] = [];
  const stream = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer | string, _enc, done) {
      parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      setImmediate(done);
    },
  });
  return { stream, text: () => Buffer.concat(parts).toString('utf8'), writes: () => parts.length };
}

async function* groups<T>(rows: T[], size: number): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('writeTableExport, CSV', () => {
  it('writes every line whole and in order: Polish letters, characters outside the BMP, lines longer than a write, sixty thousand rows', async () => {
    const rows: Array<[number, string]> = [
      [1, 'Zażółć gęślą jaźń; "cytat"'],
      [2, 'szkło 🪟 i lustro 🪞'],
      [3, 'ą'.repeat(200_000)], // longer than one write's buffer: written on its own
      [4, 'x'.repeat(90_000)],
      ...Array.from({ length: 60_000 }, (_, i): [number, string] => [i + 5, i % 97 === 0 ? `Łódź\r\nlinia ${i}` : `Pozycja ${i}`]),
    ];
    const reader = slowReader();
    let started: { fileName: string; contentType: string } | undefined;
    const written = await writeTableExport('csv', { start: (info) => (started = info), stream: reader.stream }, {
      fileName: 'test',
      sheetName: 'Test',
      columns: ['Nr', 'Tekst'],
      batches: groups(rows, 5_000),
      cells: (r) => r,
    });
    await new Promise((resolve) => reader.stream.on('finish', resolve));
    expect(written).toBe(rows.length);
    expect(started).toEqual({ fileName: 'test.csv', contentType: 'text/csv; charset=utf-8', total: undefined });
    expect(reader.text()).toBe('\uFEFFNr;Tekst\r\n' + rows.map((r) => csvLine(r)).join(''));
    // gathered into writes of ~128 KB, not one per line or per group
    expect(reader.writes()).toBeLessThan(200);
  });
});

describe('CsvChunk, cell by cell', () => {
  it('writes each kind of cell as csvCell does, and grows for a line longer than its buffer', () => {
    const numbers = [0, 7, 9, 10, 99, 100, 4242, 2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER, -5, 1.5, -0, 2 ** 60, Number.NaN];
    const texts = ['', 'IDX-4242', 'Łódź', 'a;b', '"cytat"', 'linia\nnowa', '\r', '=SUMA(A1)', '+48', '-5', '@x', '\tTab', 'ą'.repeat(200_000), '🪟'];
    const out = new CsvChunk();
    const expected: string[] = [];
    for (const n of numbers) {
      out.number(n);
      out.next();
      expected.push(csvCell(n) + ';');
    }
    for (const t of texts) {
      out.text(t);
      out.next();
      out.encoded(encodedCell(t));
      out.end();
      expected.push(csvCell(t) + ';' + csvCell(t) + '\r\n');
    }
    out.asciiFrom('2026-12-07 18:45:13.497', 14);
    expected.push('45:13.497');
    const bytes = out.take();
    expect(bytes?.toString('utf8')).toBe(expected.join(''));
    // a taken chunk starts empty
    expect(out.size).toBe(0);
    expect(out.take()).toBeNull();
  });
});
