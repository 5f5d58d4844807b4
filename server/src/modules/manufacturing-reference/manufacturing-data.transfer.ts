import type ExcelJSModule from 'exceljs';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { DrillingRules } from '../../../../domain/manufacturing/index.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import { requireActor, type RequestContext } from '../../platform/context.js';
import { AppError, badInput } from '../../platform/errors.js';
import { readImportStream, type ImportLimits, type ImportStream, type ImportTable } from '../../platform/files/bounded-import.js';
import { lazy } from '../../platform/lazy.js';
import { inTransaction } from '../../platform/transaction.js';
import { checkStrings } from '../../platform/validation.js';
import { searchText } from '../inventory/index.js';
import { DrillingSchemaRecord } from './drilling-schema.entity.js';
import { ManufacturingData } from './manufacturing-data.entity.js';
import { ManufacturingDataCreateSchema, MAX_MANUFACTURING_DATA_ROWS, type ManufacturingDataCreateInput } from './manufacturing-data.input.js';
import { computedWeight, fieldsOf, rowColumns, schemaProblem } from './manufacturing-data.service.js';

const excel = lazy<typeof ExcelJSModule>('exceljs');

/** SPEC.md section 8, verbatim. */
export const IMPORT_SUCCESS_MESSAGE = 'Import zakończył się sukcesem';

/**
 * The columns of the file, in order. `waga_kg` is the override (empty: computed from
 * the glass); `waga_wyliczona_kg` is written for reading in Excel and ignored on import;
 * `schemat` is the default schema's code.
 */
/** Rows checked, and written, between two turns of the event loop. */
const SLICE_ROWS = 100;

export const TRANSFER_COLUMNS = [
  { header: 'indeks', field: 'index' },
  { header: 'nazwa', field: 'name' },
  { header: 'typ', field: 'type' },
  { header: 'rodzaj_szkla', field: 'glassKind' },
  { header: 'grubosc_mm', field: 'thicknessMm' },
  { header: 'szerokosc_mm', field: 'widthMm' },
  { header: 'wysokosc_mm', field: 'heightMm' },
  { header: 'waga_kg', field: 'weightKg' },
  { header: 'waga_wyliczona_kg', field: null },
  { header: 'schemat', field: 'schema' },
  { header: 'etykiet_na_sztuke', field: 'labelsPerPiece' },
  { header: 'aktywny', field: 'active' },
] as const;

/** Header names understood (normalized: lower-case, no accents, `_` between words). */
const HEADER_ALIASES: Record<string, string> = {
  indeks: 'index', index: 'index', indeks_katalogowy: 'index',
  nazwa: 'name', name: 'name',
  typ: 'type', type: 'type',
  rodzaj_szkla: 'glassKind', rodzaj: 'glassKind', glass_kind: 'glassKind', glasskind: 'glassKind', szklo: 'glassKind',
  grubosc_mm: 'thicknessMm', grubosc: 'thicknessMm', thickness_mm: 'thicknessMm', thicknessmm: 'thicknessMm',
  szerokosc_mm: 'widthMm', szerokosc: 'widthMm', width_mm: 'widthMm', widthmm: 'widthMm',
  wysokosc_mm: 'heightMm', wysokosc: 'heightMm', height_mm: 'heightMm', heightmm: 'heightMm',
  waga_kg: 'weightKg', waga: 'weightKg', weight_kg: 'weightKg', weightkg: 'weightKg',
  waga_wyliczona_kg: '', computed_weight_kg: '',
  schemat: 'schema', schema: 'schema', kod_schematu: 'schema', default_schema: 'schema',
  etykiet_na_sztuke: 'labelsPerPiece', etykiety: 'labelsPerPiece', labels_per_piece: 'labelsPerPiece', labelsperpiece: 'labelsPerPiece',
  aktywny: 'active', active: 'active',
};
const normalizeHeader = (h: string) => searchText(h).replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');

const MANUFACTURING_DATA_FILE_LIMITS: ImportLimits = {
  maxRows: MAX_MANUFACTURING_DATA_ROWS,
  maxColumns: 32,
  maxCellChars: 1000,
  maxInflatedBytes: 16 * 1024 * 1024,
};

export interface RowProblem {
  line: number;
  field: string;
  reason: string;
}

interface ImportReport {
  message: string;
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  /** Every row of the file with what happened to it (or would, on a dry run). */
  rows: Array<{ line: number; index: string; action: 'created' | 'updated' | 'unchanged' }>;
}

/** A number cell: "8", "8,5", "8.5"; empty is null. Anything else stays text (the schema refuses it). */
function numberCell(v: string): number | null | string {
  const t = v.trim().replace(/\s/g, '');
  if (t === '') return null;
  const n = Number(t.replace(',', '.'));
  return /^-?\d+([.,]\d+)?$/.test(t) && Number.isFinite(n) ? n : v;
}
function booleanCell(v: string): boolean | string | undefined {
  const t = searchText(v.trim());
  if (t === '') return undefined;
  if (['tak', 't', 'true', '1', 'yes', 'y'].includes(t)) return true;
  if (['nie', 'n', 'false', '0', 'no'].includes(t)) return false;
  return v;
}
/** A text cell as exported against formula injection (`'=...`) comes back without its apostrophe. */
const textCell = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v).trim();

/** Import and export of the whole table (XLSX or CSV), validated first and all or nothing. */
export class ManufacturingDataTransfer {
  constructor(private readonly deps: { history: HistoryRecorder; rules: DrillingRules }) {}

  /** The table of an uploaded CSV or XLSX, read as it arrives by the bounded reader: a file over a
   *  limit is refused (413) while it is still being sent. */
  async readFile(file: ImportStream): Promise<{ table: ImportTable; fileName: string }> {
    return { table: await readImportStream(file, MANUFACTURING_DATA_FILE_LIMITS), fileName: file.fileName };
  }

  /**
   * Takes the table read by readFile, validates every row (fields, duplicate indexes in
   * the file, schema codes and their fit), and then creates the new indexes and updates the
   * existing ones in one transaction, or writes nothing: a 422 lists every bad row with its
   * line, field and reason. Rows of the table missing from the file are left as they are.
   * `dryRun` validates and reports without writing.
   */
  async import(ctx: RequestContext, file: { table: ImportTable; fileName: string }, dryRun: boolean): Promise<ImportReport> {
    const actor = requireActor(ctx);
    const { table } = file;
    const fields = table.header.map((h) => HEADER_ALIASES[normalizeHeader(h)]);
    const what = table.format === 'csv' ? 'line' : 'row';
    const missing = ['index', 'name', 'type', 'glassKind', 'thicknessMm'].filter((f) => !fields.includes(f));
    if (missing.length) {
      throw badInput(`The first ${what} must name the columns (${TRANSFER_COLUMNS.map((c) => c.header).join(';')})`, { file: `header ${what} lacks: ${missing.map((f) => TRANSFER_COLUMNS.find((c) => c.field === f)!.header).join(', ')}` });
    }
    if (table.rows.length === 0) throw badInput('There are no rows to import', { file: 'has no rows' });

    const problems: RowProblem[] = [];
    const parsed: Array<{ line: number; input: ManufacturingDataCreateInput; schemaCode: string | null }> = [];
    for (const [n, r] of table.rows.entries()) {
      // 5,000 rows take a few hundred ms to check: other requests run between slices.
      if (n > 0 && n % SLICE_ROWS === 0) await yieldToLoop();
      const raw: Record<string, unknown> = {};
      let schemaCode: string | null = null;
      fields.forEach((f, i) => {
        if (!f) return;
        const cell = r.cells[i] ?? '';
        if (f === 'schema') schemaCode = textCell(cell) || null;
        else if (['thicknessMm', 'widthMm', 'heightMm', 'weightKg', 'labelsPerPiece'].includes(f)) {
          const n = numberCell(cell);
          if (n !== null || f !== 'labelsPerPiece') raw[f] = n;
        } else if (f === 'active') {
          const b = booleanCell(cell);
          if (b !== undefined) raw[f] = b;
        } else if (f === 'type' || f === 'glassKind') raw[f] = searchText(cell.trim());
        else raw[f] = textCell(cell);
      });
      const unsafe = checkStrings(raw);
      if (unsafe) {
        for (const [field, reason] of Object.entries(unsafe)) problems.push({ line: r.line, field, reason });
        continue;
      }
      const result = ManufacturingDataCreateSchema.safeParse({ ...raw, defaultSchemaId: null });
      if (!result.success) {
        for (const issue of result.error.issues) problems.push({ line: r.line, field: issue.path.map(String).join('.') || '_', reason: issue.message });
        continue;
      }
      parsed.push({ line: r.line, input: result.data, schemaCode });
    }

    // Duplicate indexes within the file.
    const firstLine = new Map<string, number>();
    for (const p of parsed) {
      const seen = firstLine.get(p.input.index);
      if (seen !== undefined) problems.push({ line: p.line, field: 'index', reason: `Indeks ${p.input.index} powtarza się w pliku (wiersz ${seen})` });
      else firstLine.set(p.input.index, p.line);
    }

    return inTransaction(ctx.em.fork(), async ({ em }) => {
      const existing = new Map((await em.find(ManufacturingData, {})).map((r) => [r.index, r]));
      const codes = [...new Set(parsed.map((p) => p.schemaCode).filter((c): c is string => c !== null))];
      const schemas = new Map((codes.length ? await em.find(DrillingSchemaRecord, { code: { $in: codes } }) : []).map((s) => [s.code, s]));
      for (const p of parsed) {
        if (p.schemaCode === null) continue;
        const schema = schemas.get(p.schemaCode);
        if (!schema) {
          problems.push({ line: p.line, field: 'schemat', reason: `Nie ma schematu wierceń o kodzie ${p.schemaCode}` });
          continue;
        }
        const current = existing.get(p.input.index)?.defaultSchemaId ?? null;
        const problem = schemaProblem(schema, p.input, this.deps.rules, current);
        if (problem) problems.push({ line: p.line, field: 'schemat', reason: problem });
        else p.input.defaultSchemaId = schema.id;
      }
      if (problems.length) {
        problems.sort((a, b) => a.line - b.line);
        throw new AppError('UNPROCESSABLE', `${new Set(problems.map((p) => p.line)).size} of ${table.rows.length} rows are invalid; nothing was imported`, undefined, { rows: problems });
      }

      const report: ImportReport = { message: dryRun ? 'Plik jest poprawny; nic jeszcze nie zapisano' : IMPORT_SUCCESS_MESSAGE, dryRun, created: 0, updated: 0, unchanged: 0, rows: [] };
      // New rows are written in slices, each by its own unit of work in this transaction (let go
      // once flushed, so no flush weighs the slices before it); other requests run between them.
      let fresh = em.fork({ keepTransactionContext: true, clear: true });
      for (const [n, p] of parsed.entries()) {
        if (n > 0 && n % SLICE_ROWS === 0) {
          if (!dryRun) await fresh.flush();
          fresh = em.fork({ keepTransactionContext: true, clear: true });
          await yieldToLoop();
        }
        const row = existing.get(p.input.index);
        if (!row) {
          if (!dryRun) fresh.create(ManufacturingData, rowColumns(p.input));
          report.created++;
          report.rows.push({ line: p.line, index: p.input.index, action: 'created' });
          continue;
        }
        const before = JSON.stringify(fieldsOf(row));
        if (before === JSON.stringify({ ...fieldsOf(row), ...p.input })) {
          report.unchanged++;
          report.rows.push({ line: p.line, index: p.input.index, action: 'unchanged' });
          continue;
        }
        if (!dryRun) em.assign(row, rowColumns(p.input));
        report.updated++;
        report.rows.push({ line: p.line, index: p.input.index, action: 'updated' });
      }
      if (!dryRun) {
        await fresh.flush();
        this.deps.history.record(em, actor, {
          entityType: 'manufacturing_data',
          entityId: 'import',
          reference: file.fileName.slice(0, 128),
          action: 'imported',
          after: { rows: parsed.length, created: report.created, updated: report.updated, unchanged: report.unchanged },
        });
        await em.flush();
      }
      return report;
    });
  }

  /** The whole table, in index order, as the import reads it back. */
  async export(ctx: RequestContext, format: 'xlsx' | 'csv'): Promise<{ fileName: string; contentType: string; body: Buffer }> {
    const rows = await ctx.em.find(ManufacturingData, {}, { orderBy: { index: 'ASC' }, limit: MAX_MANUFACTURING_DATA_ROWS });
    const schemaIds = [...new Set(rows.map((r) => r.defaultSchemaId).filter((id): id is number => id !== null))];
    const codes = new Map((schemaIds.length ? await ctx.em.find(DrillingSchemaRecord, { id: { $in: schemaIds } }) : []).map((s) => [s.id, s.code]));
    const values = rows.map((r) => [
      r.index,
      r.name,
      r.type,
      r.glassKind,
      r.thicknessMm,
      r.widthMm,
      r.heightMm,
      r.weightOverridden ? r.weightKg : null,
      computedWeight(r),
      r.defaultSchemaId === null ? null : (codes.get(r.defaultSchemaId) ?? null),
      r.labelsPerPiece,
      r.active ? 'tak' : 'nie',
    ]);
    const stamp = new Date().toISOString().slice(0, 10);
    const headers = TRANSFER_COLUMNS.map((c) => c.header);
    if (format === 'csv') {
      const cell = (v: unknown) => {
        if (v === null || v === undefined) return '';
        let s = typeof v === 'number' ? String(v).replace('.', ',') : String(v);
        if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
        return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
      };
      const text = [headers, ...values].map((line) => line.map(cell).join(';')).join('\r\n') + '\r\n';
      return { fileName: `dane-produkcyjne-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', body: Buffer.from('\uFEFF' + text, 'utf8') };
    }
    const workbook = new (excel().Workbook)();
    const sheet = workbook.addWorksheet('Dane produkcyjne');
    sheet.addRow(headers).font = { bold: true };
    for (const v of values) sheet.addRow(v);
    sheet.columns.forEach((c, i) => (c.width = [18, 60, 16, 14, 12, 14, 14, 10, 18, 16, 18, 10][i] ?? 12));
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    return { fileName: `dane-produkcyjne-${stamp}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body };
  }
}
