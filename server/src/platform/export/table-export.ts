import type { Writable } from 'node:stream';
import type ExcelJSModule from 'exceljs';
import { lazy } from '../lazy.js';

// Warm: its first load (about 0.6 s of CPU, 36 MB) would freeze every request during an export.
const excel = lazy<typeof ExcelJSModule>('exceljs', { warm: true });

/** Where an export writes: the HTTP answer, with its headers set once the export knows them. */
export interface ExportSink {
  /** Called once before the first byte, with what the answer's headers need. */
  start(info: { fileName: string; contentType: string; total?: number }): void;
  stream: Writable;
}

interface TableExport<R> {
  /** The file name without its extension. */
  fileName: string;
  sheetName: string;
  columns: readonly string[];
  /** Rows the export will write, when known before the first byte (the X-Total-Count header). */
  total?: number;
  /** The rows in groups; memory holds one group at a time. */
  batches: AsyncIterable<R[]>;
  cells(row: R): Array<string | number>;
  /** Writes the row's CSV line into `out`, when the module builds it faster than `cells` + quoting
   *  (a million rows): must write `csvLine(cells(row))` byte for byte. */
  csvRow?(row: R, out: CsvChunk): void;
  /** After each group is handed to the answer. */
  onBatch?(rows: number): void;
}

/**
 * Writes a table as CSV (UTF-8 BOM and semicolons: what a Polish Excel opens as columns)
 * or XLSX (exceljs' streaming writer), waiting for the answer to drain between groups and
 * stopping when the client goes away, so memory stays flat in the row count.
 * Any module's export goes through here. Answers the rows written.
 */
export async function writeTableExport<R>(format: 'csv' | 'xlsx', sink: ExportSink, spec: TableExport<R>): Promise<number> {
  const out = sink.stream;
  const gone = () => out.destroyed || out.writableEnded;
  let written = 0;
  if (format === 'csv') {
    sink.start({ fileName: `${spec.fileName}.csv`, contentType: 'text/csv; charset=utf-8', total: spec.total });
    out.write('\uFEFF' + spec.columns.map(csvCell).join(';') + '\r\n');
    const turns = new Turns();
    const chunk = new CsvChunk();
    const writeRow = spec.csvRow ?? ((row: R, out: CsvChunk) => out.line(csvLine(spec.cells(row))));
    const flush = async () => {
      const bytes = chunk.take();
      if (bytes && !out.write(bytes)) await drained(out);
    };
    for await (const batch of spec.batches) {
      if (gone()) break;
      for (let i = 0; i < batch.length; i++) {
        writeRow(batch[i], chunk);
        if (chunk.size >= CSV_WRITE_BYTES) await flush();
        if (i % ROWS_BETWEEN_CHECKS === ROWS_BETWEEN_CHECKS - 1 && turns.due()) {
          await flush();
          await turns.take();
          if (gone()) break;
        }
      }
      written += batch.length;
      spec.onBatch?.(batch.length);
      await turns.takeIfDue();
    }
    if (!gone()) await flush();
    if (!gone()) out.end();
    return written;
  }
  sink.start({ fileName: `${spec.fileName}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', total: spec.total });
  const wb = new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = wb.addWorksheet(spec.sheetName);
  sheet.addRow([...spec.columns]).commit();
  const turns = new Turns();
  for await (const batch of spec.batches) {
    if (gone()) break;
    for (let i = 0; i < batch.length; i++) {
      sheet.addRow(spec.cells(batch[i])).commit();
      if (i % ROWS_BETWEEN_CHECKS === ROWS_BETWEEN_CHECKS - 1 && turns.due()) {
        await zipCaughtUp(sheet, out);
        await turns.take();
      }
    }
    await zipCaughtUp(sheet, out);
    await turns.takeIfDue();
    written += batch.length;
    spec.onBatch?.(batch.length);
  }
  if (!gone()) {
    sheet.commit();
    await wb.commit();
  }
  return written;
}

/** The longest an export works on without letting other requests in: a group of rows (thousands,
 *  from the database, or arriving faster than the client reads) otherwise ran 0.2-1.6 s at a
 *  stretch, since a write that the socket accepts never waits. */
const EXPORT_TURN_MS = 5;
const ROWS_BETWEEN_CHECKS = 256;
/** CSV bytes gathered before a write: every write wakes the reader (on a busy machine a switch of
 *  process per write) and costs a chunk header, so a million rows go out in ~1,000 writes, not one
 *  per group of rows (5,000 of ~30 KB). */
const CSV_WRITE_BYTES = 128 * 1024;

/**
 * CSV lines encoded as they come into one buffer, handed over whole once it holds CSV_WRITE_BYTES.
 * The lines were gathered as one string before: a string built by `+=` is a tree of its pieces,
 * and the answer's write walked that tree (for its UTF-8 length) at about 2 us a row, a third of a
 * million-row export's CPU; encoding each short line at once costs a sixth of that.
 *
 * A module's `csvRow` writes its cells here one by one, without building the line as a string:
 * the repeating cells (words, names) come already encoded and are copied, numbers go in as digits.
 * A million-row export then allocates no string of its own per row, which took a sixth of its
 * server CPU (0.4 s: young-generation collections of the lines and their pieces; PERFORMANCE.md).
 */
export class CsvChunk {
  private bytes = Buffer.allocUnsafe(CSV_WRITE_BYTES * 2);
  private used = 0;

  get size(): number {
    return this.used;
  }

  /** Room for `n` more bytes: a full buffer is replaced by a larger one holding what it had (only
   *  for a line longer than the buffer's spare half). */
  private room(n: number): void {
    if (this.bytes.length - this.used >= n) return;
    const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + n));
    this.bytes.copy(larger, 0, 0, this.used);
    this.bytes = larger;
  }

  /** A whole line (or any text) as it is: UTF-8 takes at most 3 bytes per UTF-16 unit, so it need
   *  not be measured first. */
  line(text: string): void {
    this.room(text.length * 3);
    this.used += this.bytes.write(text, this.used, 'utf8');
  }

  /** A text cell, quoted and guarded as `csvCell` does (a text that needs neither goes in as is). */
  text(value: string): void {
    this.line(NEEDS_CSV_CELL.test(value) ? csvCell(value) : value);
  }

  /** A cell already quoted and encoded (see `encodedCell`). */
  encoded(cell: Uint8Array): void {
    this.room(cell.length);
    this.bytes.set(cell, this.used);
    this.used += cell.length;
  }

  /** A number cell, as `csvCell(n)` writes it. */
  number(n: number): void {
    // Whole numbers up to 2^31 (ids, employee numbers) in 32-bit integer steps, twice as fast as
    // in floating point; the rest as String() writes them.
    if (!(Number.isInteger(n) && n >= 0 && n <= 0x7fffffff)) return this.line(String(n));
    this.room(10);
    let digits = 1;
    for (let rest = n; rest >= 10; rest = (rest / 10) | 0) digits++;
    for (let at = this.used + digits - 1, rest = n; at >= this.used; at--) {
      const tens = (rest / 10) | 0;
      this.bytes[at] = 48 + rest - tens * 10;
      rest = tens;
    }
    this.used += digits;
  }

  /** The ASCII characters of `text` from `from` on (digits and separators the caller knows). */
  asciiFrom(text: string, from: number): void {
    this.room(text.length - from);
    for (let i = from; i < text.length; i++) this.bytes[this.used++] = text.charCodeAt(i);
  }

  /** The separator between cells. */
  next(): void {
    this.room(1);
    this.bytes[this.used++] = 59; // ';'
  }

  /** The end of a line. */
  end(): void {
    this.room(2);
    this.bytes[this.used++] = 13;
    this.bytes[this.used++] = 10;
  }

  /** The bytes gathered, or null; the answer keeps them, so the next lines go to a new buffer. */
  take(): Buffer | null {
    if (this.used === 0) return null;
    const out = this.bytes.subarray(0, this.used);
    this.bytes = Buffer.allocUnsafe(CSV_WRITE_BYTES * 2);
    this.used = 0;
    return out;
  }
}

class Turns {
  private since = performance.now();
  due(): boolean {
    return performance.now() - this.since >= EXPORT_TURN_MS;
  }
  /** One turn of the event loop (setImmediate: after pending I/O, so waiting requests run). */
  async take(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.since = performance.now();
  }
  async takeIfDue(): Promise<void> {
    if (this.due()) await this.take();
  }
}

/** One CSV line, built as one string. */
export function csvLine(cells: Array<string | number>): string {
  let line = csvCell(cells[0]);
  for (let i = 1; i < cells.length; i++) line += ';' + csvCell(cells[i]);
  return line + '\r\n';
}

/** A cell as `CsvChunk.encoded` takes it: quoted as `csvCell` does, in UTF-8. */
export const encodedCell = (value: string): Uint8Array => Buffer.from(csvCell(value), 'utf8');

/** A leading = + - @ (or tab, CR) would be run as a formula by a spreadsheet. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a cell quoted. */
const NEEDS_QUOTES = /[";\r\n]/;
/** A text `csvCell` changes, in one test (CsvChunk.text asks it of every identifier and reference). */
const NEEDS_CSV_CELL = new RegExp(`${FORMULA_START.source}|${NEEDS_QUOTES.source}`);

/** One CSV cell: quoted when it holds a quote, semicolon or line break. */
export function csvCell(value: string | number): string {
  const s = String(value);
  // A leading formula character: neutralised with a quote mark.
  const safe = FORMULA_START.test(s) && typeof value === 'string' ? `'${s}` : s;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Resolves on `drain` or `close` of the stream, or `close` of the answer, removing every listener
 *  (none pile up over a long export). */
function drained(stream: Writable, answer: Writable = stream): Promise<void> {
  if (stream.destroyed || answer.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      answer.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    answer.on('close', done);
  });
}

/** exceljs' streaming writer ignores backpressure: the sheet's buffer writes into the zip entry's
 *  input stream whatever that already holds, so a fast producer piled up the whole uncompressed
 *  sheet (652 MB at 1M rows). Waiting for that stream to drain (it feeds the deflate stream, whose
 *  output is piped into the answer, so a slow client holds it too) keeps the XLSX export flat.
 *  Relies on exceljs 4.4's StreamBuf keeping its destination in `pipes` (archiver's PassThrough,
 *  readable-stream 2: `_writableState.needDrain`); with none yet, the rows wait in its buffer. */
async function zipCaughtUp(sheet: ExcelJSModule.Worksheet, answer: Writable): Promise<void> {
  type Entry = Writable & { _writableState?: { needDrain?: boolean } };
  const entry = (sheet as unknown as { stream: { pipes?: Entry[] } }).stream.pipes?.[0];
  if (entry && (entry.writableNeedDrain ?? entry._writableState?.needDrain)) await drained(entry, answer);
  else if (answer.writableNeedDrain) await drained(answer);
}

/** The HTTP answer as an export's sink: a private, uncached attachment with its row count, the
 *  headers readable by other origins; sent as soon as the export knows them (a long export shows
 *  its download at once). Every export route uses this one. */
export function httpExportSink(res: Writable & { status(code: number): unknown; setHeader(name: string, value: string): unknown; flushHeaders(): void }): ExportSink {
  return {
    stream: res,
    start: ({ fileName, contentType, total }) => {
      res.status(200);
      res.setHeader('Content-Type', contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      if (total !== undefined) res.setHeader('X-Total-Count', String(total));
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, X-Total-Count');
      res.flushHeaders();
    },
  };
}
