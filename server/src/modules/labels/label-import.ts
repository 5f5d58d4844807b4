import { badInput } from '../../platform/errors.js';
import { readImportTable, type ImportFile, type ImportLimits } from '../../platform/files/bounded-import.js';
import { MAX_IMPORT_ROWS, MAX_LINES } from './labels.input.js';

/** A raw row and the line it came from (1-based, as a person sees it in the file). */
export interface RawRow {
  line: number;
  value: Record<string, unknown>;
}

/** Columns line1..line6 (or linia1..) become `lines`; header names are matched case-insensitively
 *  and Polish headers are understood (nazwa, linia, rozmiar, kod). */
function normalizeRecord(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const lines: Array<[number, string]> = [];
  for (const [rawKey, value] of Object.entries(record)) {
    const key = rawKey.trim().toLowerCase();
    const m = /^(?:line|linia|tekst|text)\s*_?(\d+)$/.exec(key);
    if (m) {
      const n = Number(m[1]);
      if (n >= 1 && n <= MAX_LINES + 4) lines.push([n, value === null || value === undefined ? '' : String(value)]);
      continue;
    }
    const alias: Record<string, string> = { nazwa: 'name', rozmiar: 'size', kod: 'code', lines: 'lines', linie: 'lines' };
    out[alias[key] ?? key] = value;
  }
  if (lines.length) {
    lines.sort((a, b) => a[0] - b[0]);
    // Trailing empty columns are not lines; an empty column between two lines is kept as empty.
    while (lines.length && lines[lines.length - 1][1].trim() === '') lines.pop();
    out.lines = lines.map(([, v]) => v);
  } else if (typeof out.lines === 'string') {
    out.lines = out.lines.split(/\r?\n|\|/);
  }
  return out;
}

export function rowsFromJson(data: unknown): RawRow[] {
  if (!Array.isArray(data)) throw badInput('data must be an array of rows', { data: 'must be an array of rows' });
  return data.map((value, i) => ({
    line: i + 1,
    value: value && typeof value === 'object' && !Array.isArray(value) ? normalizeRecord(value as Record<string, unknown>) : { __invalid: true },
  }));
}

/** Import limits of label files (README, "Limits"): at most MAX_IMPORT_ROWS rows. */
export const LABEL_FILE_LIMITS: ImportLimits = {
  maxRows: MAX_IMPORT_ROWS,
  maxColumns: 64,
  maxCellChars: 1000,
  maxInflatedBytes: 16 * 1024 * 1024,
};

/** A CSV (`;` or `,`, quotes, BOM) or XLSX (first sheet) upload: the first non-empty row names
 *  the columns (name or nazwa required), every later non-empty row is a label. Read by the
 *  platform's bounded reader, so a file over a limit is refused while it is read. */
export async function rowsFromFile(file: ImportFile, limits: ImportLimits = LABEL_FILE_LIMITS): Promise<RawRow[]> {
  const table = await readImportTable(file, limits);
  const names = table.header;
  if (!names.some((n) => /^(name|nazwa)$/i.test(n))) {
    const what = table.format === 'csv' ? 'line' : 'row';
    throw badInput(`The first ${what} must name the columns (name, line1, line2 ..., ean, code, size)`, { file: `header ${what} with a "name" column is missing` });
  }
  return table.rows.map((r) => ({
    line: r.line,
    value: normalizeRecord(Object.fromEntries(names.flatMap((n, i) => (n ? [[n, r.cells[i] ?? '']] : [])))),
  }));
}
