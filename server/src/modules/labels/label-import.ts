import type ExcelJS from 'exceljs';
import { lazy } from '../../platform/lazy.js';

const excel = lazy<typeof ExcelJS>('exceljs');
import { badInput } from '../../platform/errors.js';
import { MAX_LINES } from './labels.input.js';

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

/** RFC 4180 CSV (quotes, doubled quotes, newlines inside quotes); the separator is `;` or `,`,
 *  whichever the header line uses. */
export function rowsFromCsv(text: string): RawRow[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  const nonEmpty = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (nonEmpty.length === 0) throw badInput('The file has no rows', { file: 'is empty' });
  const [header, ...rows] = nonEmpty;
  const names = header.cells.map((h) => h.trim());
  if (!names.some((n) => /^(name|nazwa)$/i.test(n))) throw badInput('The first line must name the columns (name, line1, line2 ..., ean, code, size)', { file: 'header line with a "name" column is missing' });
  return rows.map((r) => ({ line: r.line, value: normalizeRecord(Object.fromEntries(names.map((n, i) => [n, r.cells[i] ?? '']))) }));
}

export async function rowsFromXlsx(buffer: Buffer): Promise<RawRow[]> {
  const workbook = new (excel().Workbook)();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badInput('The file is not a readable XLSX workbook', { file: 'is not an XLSX workbook' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badInput('The workbook has no sheet', { file: 'has no sheet' });
  const cellText = (v: ExcelJS.CellValue): string => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'object') {
      if ('text' in v && typeof v.text === 'string') return v.text;
      if ('richText' in v) return v.richText.map((t) => t.text).join('');
      if ('result' in v) return String(v.result ?? '');
      if (v instanceof Date) return v.toISOString();
    }
    return String(v);
  };
  const names: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    names[col - 1] = cellText(cell.value).trim();
  });
  if (!names.some((n) => /^(name|nazwa)$/i.test(n ?? ''))) throw badInput('The first row must name the columns (name, line1, line2 ..., ean, code, size)', { file: 'header row with a "name" column is missing' });
  const rows: RawRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const record: Record<string, unknown> = {};
    let any = false;
    names.forEach((n, i) => {
      if (!n) return;
      const text = cellText(row.getCell(i + 1).value);
      if (text.trim() !== '') any = true;
      record[n] = text;
    });
    if (any) rows.push({ line: r, value: normalizeRecord(record) });
  }
  return rows;
}
