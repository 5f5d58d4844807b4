import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvLine, writeTableExport } from '../../src/platform/export/table-export.js';

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
