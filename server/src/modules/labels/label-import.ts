import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { badInput } from '../../platform/errors.js';
import { readImportStream, type ImportLimits, type ImportStream } from '../../platform/files/bounded-import.js';
import { MAX_IMPORT_ROWS, MAX_LINES } from './labels.input.js';

/** A raw row and the line it came from (1-based, as a person sees it in the file). */
export interface RawRow {
  line: number;
  value: Record<string, unknown>;
  /** A field (size, lines.1) -> the column the file named it by (rozmiar, linia2): a problem is
   *  reported under the name the person wrote. */
  columns?: Record<string, string>;
}

/** The name a row's problem is reported under: the file's own column where there is one. */
export function columnOf(row: Pick<RawRow, 'columns'>, field: string): string {
  const cols = row.columns ?? {};
  return cols[field] ?? cols[field.split('.')[0]] ?? field;
}

/** The columns an import understands, English and Polish; anything else is refused. */
const COLUMN_ALIASES: Record<string, string> = {
  id: 'id',
  identyfikator: 'id',
  name: 'name',
  nazwa: 'name',
  lines: 'lines',
  linie: 'lines',
  text: 'lines',
  tekst: 'lines',
  teksty: 'lines',
  ean: 'ean',
  'kod ean': 'ean',
  code: 'code',
  kod: 'code',
  'kod kreskowy': 'code',
  size: 'size',
  rozmiar: 'size',
  format: 'size',
};
const LINE_COLUMN = /^(?:line|linia|wiersz|tekst|text)\s*_?(\d+)$/;
export const KNOWN_COLUMNS = 'nazwa (name), linia1..linia6 (line1..), tekst (lines), ean, kod (code), rozmiar (size), id';

/** The header names (or JSON keys) that are not label columns. */
export function unknownColumns(names: string[]): string[] {
  return names.filter((n) => {
    const key = n.trim().toLowerCase().replace(/\s+/g, ' ');
    return key !== '' && !COLUMN_ALIASES[key] && !LINE_COLUMN.test(key);
  });
}

/** Columns line1..line6 (or linia1..) become `lines`; header names are matched case-insensitively
 *  and Polish headers are understood (nazwa, linia1, tekst, kod, rozmiar). */
function normalizeRecord(record: Record<string, unknown>, columns: Record<string, string> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const lines: Array<[number, string, string]> = [];
  for (const [rawKey, value] of Object.entries(record)) {
    const key = rawKey.trim().toLowerCase().replace(/\s+/g, ' ');
    const m = LINE_COLUMN.exec(key);
    if (m) {
      const n = Number(m[1]);
      if (n >= 1 && n <= MAX_LINES + 4) lines.push([n, value === null || value === undefined ? '' : String(value), rawKey.trim()]);
      continue;
    }
    const unknown = unknownColumns([rawKey]);
    if (unknown.length) {
      out.__unknown = [...((out.__unknown as string[]) ?? []), rawKey];
      continue;
    }
    out[COLUMN_ALIASES[key] ?? key] = value;
    columns[COLUMN_ALIASES[key] ?? key] = rawKey.trim();
  }
  if (lines.length) {
    lines.sort((a, b) => a[0] - b[0]);
    // Trailing empty columns are not lines; an empty column between two lines is kept as empty.
    while (lines.length && lines[lines.length - 1][1].trim() === '') lines.pop();
    out.lines = lines.map(([, v]) => v);
    lines.forEach(([, , column], i) => (columns[`lines.${i}`] = column));
  } else if (typeof out.lines === 'string') {
    out.lines = out.lines.split(/\r?\n|\|/);
  }
  return out;
}

export function rowsFromJson(data: unknown): RawRow[] {
  if (!Array.isArray(data)) throw badInput('data must be an array of rows', { data: 'must be an array of rows' });
  return data.map((value, i) => {
    const columns: Record<string, string> = {};
    return { line: i + 1, value: value && typeof value === 'object' && !Array.isArray(value) ? normalizeRecord(value as Record<string, unknown>, columns) : { __invalid: true }, columns };
  });
}

/** Import limits of label files (README, "Limits"): at most MAX_IMPORT_ROWS rows. */
const LABEL_FILE_LIMITS: ImportLimits = {
  maxRows: MAX_IMPORT_ROWS,
  maxColumns: 64,
  maxCellChars: 1000,
  maxInflatedBytes: 16 * 1024 * 1024,
};

/** A CSV (`;` or `,`, quotes, BOM) or XLSX (first sheet) upload: the first non-empty row names
 *  the columns (name or nazwa required), every later non-empty row is a label. Read by the
 *  platform's bounded reader, so a file over a limit is refused while it is read. */
export async function rowsFromFile(file: ImportStream, limits: ImportLimits = LABEL_FILE_LIMITS): Promise<RawRow[]> {
  const table = await readImportStream(file, limits);
  const names = table.header;
  if (!names.some((n) => /^(name|nazwa)$/i.test(n.trim()))) {
    const what = table.format === 'csv' ? 'line' : 'row';
    throw badInput(`The first ${what} must name the columns: ${KNOWN_COLUMNS}`, { file: `header ${what} with a "nazwa" (name) column is missing` });
  }
  const unknown = unknownColumns(names);
  if (unknown.length) {
    throw badInput(`Unknown columns: ${unknown.join(', ')}. Known columns: ${KNOWN_COLUMNS}`, { file: `unknown columns: ${unknown.join(', ')}` });
  }
  const rows: RawRow[] = [];
  for (const [n, r] of table.rows.entries()) {
    // 10,000 rows take about 100 ms to name: other requests run between slices.
    if (n > 0 && n % 1000 === 0) await yieldToLoop();
    const columns: Record<string, string> = {};
    rows.push({ line: r.line, value: normalizeRecord(Object.fromEntries(names.flatMap((name, i) => (name ? [[name, r.cells[i] ?? '']] : []))), columns), columns });
  }
  return rows;
}
