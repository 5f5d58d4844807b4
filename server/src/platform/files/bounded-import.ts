import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as parseCsv } from 'csv-parse';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, badInput } from '../errors.js';

/**
 * The one reader of uploaded tables (CSV, XLSX) for every import. It never holds an
 * inflated workbook: the upload is read as a stream, each zip entry is inflated as a stream
 * through a byte counter, the sheet XML is parsed by a streaming parser, and every limit applies
 * while reading, so a refused file costs at most about `maxInflatedBytes` of work and the
 * memory of `maxRows` rows. A limit hit is a 413 naming the limit (`details.limit`).
 */
export interface ImportLimits {
  /** Data rows after the header row. */
  maxRows: number;
  /** Cells in one row (the column of the right-most cell, for XLSX). */
  maxColumns: number;
  /** Characters in one cell. */
  maxCellChars: number;
  /** Bytes one zip entry (XLSX part: sheet, shared strings, workbook) may inflate to; for CSV,
   *  the bytes of the file. */
  maxInflatedBytes: number;
}

interface ImportRow {
  /** 1-based: the line of a CSV file where the record starts, or the row number of a sheet. */
  line: number;
  cells: string[];
}

/** The first non-empty row is the header; `rows` are the non-empty rows after it. */
export interface ImportTable {
  format: 'csv' | 'xlsx';
  header: string[];
  headerLine: number;
  rows: ImportRow[];
}

export interface ImportFile {
  buffer: Buffer;
  fileName: string;
  mimeType?: string;
}

/** The most zip entries a workbook may list (a real one has a few dozen). */
const MAX_ZIP_ENTRIES = 2000;

type LimitName = keyof ImportLimits;

function limitExceeded(limit: LimitName, value: number, message: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', message, { file: `${message} (limit ${limit} = ${value})` }, { limit: { name: limit, value } });
}

/** An upload as it arrives (a CSV is parsed while it is sent). */
export interface ImportStream {
  stream: AsyncIterable<Buffer>;
  fileName: string;
  mimeType?: string;
}

function detectImportFormat(file: { fileName: string; mimeType?: string }, head: Buffer): 'csv' | 'xlsx' | null {
  const name = file.fileName.toLowerCase();
  const isZip = head.subarray(0, 2).toString('latin1') === 'PK';
  if (name.endsWith('.xlsx') || isZip) return 'xlsx';
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.mimeType?.startsWith('text/')) return 'csv';
  return null;
}

/** Reads a CSV or XLSX upload into a header and rows of text cells, within the limits. */
export async function readImportTable(file: ImportFile, limits: ImportLimits): Promise<ImportTable> {
  const buffer = file.buffer;
  return readImportStream({ stream: (async function* () { yield buffer; })(), fileName: file.fileName, mimeType: file.mimeType }, limits);
}

/** The bytes looked at before the format is known: the zip signature, and the CSV's first line
 *  (its delimiter). */
const HEAD_BYTES = 65_536;

/** As readImportTable, from a stream: a CSV's rows are parsed as they arrive, so a limit passed
 *  stops the reading there; an XLSX (a zip, whose directory is at its end) is gathered first,
 *  within maxInflatedBytes. */
export async function readImportStream(file: ImportStream, limits: ImportLimits): Promise<ImportTable> {
  const source = (async function* () {
    yield* file.stream;
  })();
  try {
    let head = Buffer.alloc(0);
    let ended = false;
    while (head.length < HEAD_BYTES && !head.includes(0x0a)) {
      const next = await source.next();
      if (next.done) {
        ended = true;
        break;
      }
      head = Buffer.concat([head, next.value]);
    }
    const format = detectImportFormat(file, head);
    if (format === null) throw badInput('Send a CSV or an XLSX file', { file: 'must be .csv or .xlsx' });
    const rest = async function* () {
      yield head;
      if (!ended) yield* source;
    };
    const collector = new TableCollector(format, limits);
    if (format === 'csv') await readCsv(rest(), csvDelimiter(head), limits, collector);
    else await readXlsx(await gather(rest(), limits), limits, collector);
    return collector.table();
  } finally {
    // Stops the upload's stream where the reading stopped (a limit passed, a bad file).
    await source.return(undefined);
  }
}

/** The whole upload in memory, refused as soon as it passes maxInflatedBytes. */
async function gather(chunks: AsyncIterable<Buffer>, limits: ImportLimits): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > limits.maxInflatedBytes) throw limitExceeded('maxInflatedBytes', limits.maxInflatedBytes, `The file is larger than ${limits.maxInflatedBytes} bytes`);
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** Keeps the header and at most maxRows rows; refuses the row after that at once. */
class TableCollector {
  private header: string[] | null = null;
  private headerLine = 0;
  private rows: ImportRow[] = [];

  constructor(
    private readonly format: 'csv' | 'xlsx',
    private readonly limits: ImportLimits,
  ) {}

  add(line: number, cells: string[]): void {
    if (cells.length > this.limits.maxColumns) {
      throw limitExceeded('maxColumns', this.limits.maxColumns, `Row ${line} has more than ${this.limits.maxColumns} cells`);
    }
    for (const cell of cells) {
      if (cell.length > this.limits.maxCellChars) throw limitExceeded('maxCellChars', this.limits.maxCellChars, `A cell of row ${line} is longer than ${this.limits.maxCellChars} characters`);
    }
    if (!cells.some((c) => c.trim() !== '')) return;
    if (this.header === null) {
      this.header = cells.map((c) => c.trim());
      this.headerLine = line;
      return;
    }
    if (this.rows.length >= this.limits.maxRows) {
      throw limitExceeded('maxRows', this.limits.maxRows, `The file has more than ${this.limits.maxRows} rows`);
    }
    this.rows.push({ line, cells });
  }

  table(): ImportTable {
    if (this.header === null) throw badInput('The file has no rows', { file: 'is empty' });
    return { format: this.format, header: this.header, headerLine: this.headerLine, rows: this.rows };
  }
}

// ------------------------------------------------------------------------------------------ CSV

/** `;` or `,`, whichever the first line uses more (`;` on a tie: the Polish Excel default). */
function csvDelimiter(buffer: Buffer): string {
  const end = buffer.indexOf(0x0a);
  const first = buffer.subarray(0, end === -1 ? Math.min(buffer.length, 65_536) : Math.min(end, 65_536)).toString('utf8');
  return (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** Line breaks inside a raw record, not counting the one that ends it. */
function countLineBreaks(raw: string): number {
  const text = raw.replace(/\r?\n?$/, '');
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The bytes a CSV parser takes at a time: about 1-5 ms of parsing on our machines. */
const CSV_SLICE_BYTES = 16 * 1024;

/** The chunks in slices, letting other requests run between them: the parser handles each chunk
 *  it is given in one go (a whole 3 MB file held the event loop for seconds), and the row limit
 *  stops it within a slice of passing it. The bytes are counted as they pass. */
async function* slices(chunks: AsyncIterable<Buffer>, limits: ImportLimits): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > limits.maxInflatedBytes) throw limitExceeded('maxInflatedBytes', limits.maxInflatedBytes, `The file is larger than ${limits.maxInflatedBytes} bytes`);
    for (let at = 0; at < chunk.length; at += CSV_SLICE_BYTES) {
      yield chunk.subarray(at, at + CSV_SLICE_BYTES);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}

async function readCsv(chunks: AsyncIterable<Buffer>, delimiter: string, limits: ImportLimits, out: TableCollector): Promise<void> {
  const parser = parseCsv({
    delimiter,
    bom: true,
    // raw: the record's text, whose line breaks tell the line the next record starts on
    // (info.lines counts a CRLF inside quotes twice).
    raw: true,
    relax_column_count: true,
    relax_quotes: false,
    // One record may not hold more than its cells allow (bounds the parser's buffer).
    max_record_size: limits.maxCellChars * Math.min(limits.maxColumns, 64) + limits.maxColumns,
  });
  let lastLine = 0;
  let failure: unknown = null;
  try {
    await pipeline(Readable.from(slices(chunks, limits)), parser, async (records: AsyncIterable<{ record: string[]; raw: string }>) => {
      try {
        for await (const { record, raw } of records) {
          const start = lastLine + 1;
          lastLine = start + countLineBreaks(raw);
          if (record.some((c) => c.includes('\uFFFD'))) throw badInput('The CSV file must be UTF-8', { file: 'is not UTF-8 text' });
          out.add(start, record);
        }
      } catch (err) {
        failure = err;
        throw err;
      }
    });
  } catch (err) {
    const reason = failure ?? err;
    if (reason instanceof AppError) throw reason;
    const e = reason as { code?: string; message?: string; lines?: number };
    if (e.code === 'CSV_MAX_RECORD_SIZE') throw limitExceeded('maxCellChars', limits.maxCellChars, `A record near line ${e.lines ?? lastLine + 1} is too long`);
    throw badInput(`The CSV file could not be read: ${e.message ?? 'unreadable'}`, { file: `is not valid CSV (near line ${e.lines ?? lastLine + 1})` });
  }
}

// ----------------------------------------------------------------------------------------- XLSX

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false, strictFileNames: false, decodeStrings: true }, (err, zip) => (err || !zip ? reject(err) : resolve(zip))),
  );
}

/** The central directory: names and declared sizes only, nothing inflated. */
async function zipEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) throw badInput('The file is not a readable XLSX workbook', { file: `lists ${zip.entryCount} zip entries; at most ${MAX_ZIP_ENTRIES}` });
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve());
    // yauzl refuses an entry name that leaves the archive (`../x`, `/etc/x`, `a\\b`) or a broken
    // central directory while listing: the upload's fault, a 400, never a 500.
    zip.once('error', (err: Error) => reject(unreadableZip(err)));
    zip.readEntry();
  });
  return entries;
}

const UNSAFE_ENTRY_NAME = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/s;

function unreadableZip(err: Error): AppError {
  const unsafe = UNSAFE_ENTRY_NAME.exec(err.message ?? '');
  return unsafe
    ? badInput('The file is not a readable XLSX workbook', { file: `holds a zip entry whose name points outside the workbook (${unsafe[1]}): ${unsafe[2].slice(0, 200)}` })
    : badInput('The file is not a readable XLSX workbook', { file: 'its zip directory could not be read' });
}

/** Counts the inflated bytes of one entry and stops the stream past the cap. */
class InflateGuard extends Transform {
  private seen = 0;
  constructor(
    private readonly cap: number,
    private readonly entryName: string,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.cap) return done(limitExceeded('maxInflatedBytes', this.cap, `The workbook part ${this.entryName} inflates to more than ${this.cap} bytes`));
    done(null, chunk);
  }
}

/** Streams one entry's XML through saxes; `onTag`/`onText`/`onClose` see it as it inflates. */
async function parseEntryXml(
  zip: ZipFile,
  entry: Entry,
  cap: number,
  handlers: { open?(tag: SaxesTagPlain): void; text?(text: string): void; close?(tag: SaxesTagPlain): void },
): Promise<void> {
  if (entry.uncompressedSize > cap) {
    throw limitExceeded('maxInflatedBytes', cap, `The workbook part ${entry.fileName} inflates to more than ${cap} bytes`);
  }
  const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (err, s) => (err || !s ? reject(err) : resolve(s))));
  const sax = new SaxesParser();
  let failure: unknown = null;
  sax.on('error', (err) => {
    failure ??= err;
  });
  if (handlers.open) sax.on('opentag', handlers.open);
  if (handlers.close) sax.on('closetag', handlers.close);
  if (handlers.text) {
    sax.on('text', handlers.text);
    sax.on('cdata', handlers.text);
  }
  try {
    await pipeline(stream, new InflateGuard(cap, entry.fileName), async (chunks: AsyncIterable<Buffer>) => {
      const decoder = new TextDecoder('utf-8');
      try {
        for await (const chunk of chunks) {
          sax.write(decoder.decode(chunk, { stream: true }));
          if (failure) throw failure;
        }
        sax.write(decoder.decode());
        sax.close();
      } catch (err) {
        // pipeline() may answer an AbortError instead of what the consumer threw: keep it.
        failure ??= err;
      }
      if (failure) throw failure;
    });
  } catch (err) {
    const reason = failure ?? err;
    if (reason instanceof AppError) throw reason;
    throw badInput('The file is not a readable XLSX workbook', { file: `its part ${entry.fileName} could not be read` });
  }
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** "BC12" -> 55 (1-based column of a cell reference). */
function columnOf(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n;
}

async function readXlsx(buffer: Buffer, limits: ImportLimits, out: TableCollector): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw badInput('The file is not a readable XLSX workbook', { file: 'is not an XLSX workbook' });
  }
  try {
    const entries = await zipEntries(zip);
    const cap = limits.maxInflatedBytes;
    const workbook = entries.get('xl/workbook.xml');
    if (!workbook) throw badInput('The file is not a readable XLSX workbook', { file: 'is not an XLSX workbook' });

    // The first sheet of the workbook, and where its part lives.
    let firstSheetRel: string | null = null;
    await parseEntryXml(zip, workbook, cap, {
      open(tag) {
        if (firstSheetRel === null && local(tag.name) === 'sheet') {
          const id = Object.entries(tag.attributes).find(([k]) => local(k) === 'id' && k !== 'sheetId');
          firstSheetRel = id ? String(id[1]) : '';
        }
      },
    });
    if (firstSheetRel === null) throw badInput('The workbook has no sheet', { file: 'has no sheet' });
    let sheetPath = 'xl/worksheets/sheet1.xml';
    const rels = entries.get('xl/_rels/workbook.xml.rels');
    if (rels && firstSheetRel) {
      await parseEntryXml(zip, rels, cap, {
        open(tag) {
          if (local(tag.name) === 'Relationship' && tag.attributes.Id === firstSheetRel && tag.attributes.Target) {
            const target = String(tag.attributes.Target);
            sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
          }
        },
      });
    }
    const sheet = entries.get(sheetPath);
    if (!sheet) throw badInput('The workbook has no sheet', { file: 'has no sheet' });

    // Shared strings: bounded by the entry cap (their text is at most that many bytes).
    const shared: string[] = [];
    const sst = entries.get('xl/sharedStrings.xml');
    if (sst) {
      let current: string[] | null = null;
      let inText = false;
      let inPhonetic = false;
      await parseEntryXml(zip, sst, cap, {
        open(tag) {
          const n = local(tag.name);
          if (n === 'si') current = [];
          else if (n === 'rPh') inPhonetic = true;
          else if (n === 't' && !inPhonetic) inText = true;
        },
        text(text) {
          if (inText && current) current.push(text);
        },
        close(tag) {
          const n = local(tag.name);
          if (n === 'si' && current) {
            shared.push(current.join(''));
            current = null;
          } else if (n === 'rPh') inPhonetic = false;
          else if (n === 't') inText = false;
        },
      });
    }

    // The sheet, row by row: each row is handed over (and counted) when it closes.
    let rowNumber = 0;
    let cells: string[] = [];
    let cellCol = 0;
    let cellType = '';
    let value: string[] = [];
    let inValue = false;
    let cellChars = 0;
    await parseEntryXml(zip, sheet, cap, {
      open(tag) {
        const n = local(tag.name);
        if (n === 'row') {
          const r = Number(tag.attributes.r);
          rowNumber = Number.isSafeInteger(r) && r > 0 ? r : rowNumber + 1;
          cells = [];
        } else if (n === 'c') {
          const ref = String(tag.attributes.r ?? '');
          const col = ref ? columnOf(ref) : cells.length + 1;
          cellCol = col > 0 ? col : cells.length + 1;
          if (cellCol > limits.maxColumns) throw limitExceeded('maxColumns', limits.maxColumns, `Row ${rowNumber} has more than ${limits.maxColumns} cells`);
          cellType = String(tag.attributes.t ?? 'n');
          value = [];
          cellChars = 0;
        } else if (n === 'v' || (n === 't' && cellType === 'inlineStr')) inValue = true;
      },
      text(text) {
        if (!inValue) return;
        cellChars += text.length;
        if (cellChars > limits.maxCellChars) throw limitExceeded('maxCellChars', limits.maxCellChars, `A cell of row ${rowNumber} is longer than ${limits.maxCellChars} characters`);
        value.push(text);
      },
      close(tag) {
        const n = local(tag.name);
        if (n === 'v' || n === 't') inValue = false;
        else if (n === 'c') {
          const raw = value.join('');
          let text = raw;
          if (cellType === 's') text = shared[Number(raw)] ?? '';
          else if (cellType === 'b') text = raw === '1' ? 'true' : 'false';
          else if (cellType === 'n' && raw.trim() !== '' && Number.isFinite(Number(raw))) text = String(Number(raw));
          while (cells.length < cellCol - 1) cells.push('');
          cells[cellCol - 1] = text;
        } else if (n === 'row') {
          out.add(rowNumber, cells);
          cells = [];
        }
      },
    });
  } finally {
    zip.close();
  }
}
