import { encodedCell, type CsvChunk } from '../../platform/export/table-export.js';
import { actionWord, describeHistoryData, entityTypeWord } from '../../../../domain/history/index.js';
import { sqlInstantMs } from '../../platform/sql/warsaw-day-sql.js';
import { formatWarsawMs } from './warsaw-time.js';

/** The columns of the history export, in order. */
export const EXPORT_COLUMNS = ['Nr', 'Data (Europe/Warsaw)', 'Typ', 'Identyfikator', 'Referencja', 'Akcja', 'Użytkownik', 'Numer pracownika', 'Przed', 'Po'];

/** A history row as the export reads it: the driver's row, column names as in the table. */
export interface ExportRow {
  id: number;
  created_at: Date | string | number;
  entity_type: string;
  entity_id: string;
  reference: string | null;
  action: string;
  user_name: string | null;
  numer_pracownika: number | null;
  before: string | Record<string, unknown> | null;
  after: string | Record<string, unknown> | null;
}

export const EXPORT_SELECT = ['h.id', 'h.created_at', 'h.entity_type', 'h.entity_id', 'h.reference', 'h.action', 'h.user_name', 'h.numer_pracownika', 'h.before', 'h.after'];

/** Texts longer than this are worded every time: the caches hold the short, repeating ones. */
const MAX_CACHED_TEXT = 256;
const MAX_CACHED = 2_000;

/** A bounded memo of a pure function of a short text. An export of a million rows words the same
 *  few hundred codes, names and before/after texts over and over (JSON.parse and the wording were
 *  a quarter of the export's CPU); emptied when full, so memory stays flat (~1 MB at most). */
function remembered<T>(make: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    let out = memo.get(text);
    if (out === undefined) {
      out = make(text);
      if (text.length <= MAX_CACHED_TEXT) {
        if (memo.size >= MAX_CACHED) memo.clear();
        memo.set(text, out);
      }
    }
    return out;
  };
}

/** before/after in words ("Stan: W kolejce; Błąd: ..."), as the detail drawer shows them. */
function dataText(v: ExportRow['before']): string {
  if (v === null || v === undefined) return '';
  try {
    return describeHistoryData(typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown> | null) : v);
  } catch {
    return String(v);
  }
}

const dataWords = remembered(dataText);
// The CSV's repeating cells, quoted and encoded once (CsvChunk copies the bytes).
const dataCell = remembered((text) => encodedCell(dataText(text)));
const typeCell = remembered((code) => encodedCell(entityTypeWord(code)));
const actionCell = remembered((code) => encodedCell(actionWord(code)));
const nameCell = remembered(encodedCell);

/** The JSON columns arrive as text (MariaDB, SQLite) or parsed (MySQL 8's JSON type). */
const words = (v: ExportRow['before']) => (typeof v === 'string' ? dataWords(v) : dataText(v));
function writeWords(v: ExportRow['before'], out: CsvChunk): void {
  if (typeof v === 'string') out.encoded(dataCell(v));
  else if (v !== null) out.text(dataText(v));
}

/** The hour ("YYYY-MM-DD HH") of the last DATETIME text formatted, and its Warsaw "D/M/YYYY HH:"
 *  as text and as the CSV's bytes. */
let lastHourText = '';
let lastHourPrefix = '';
let lastHourBytes: Uint8Array = new Uint8Array(0);

/** The Warsaw "D/M/YYYY HH:" of a DATETIME(3) text, when its hour can be remembered. MySQL/MariaDB
 *  give DATETIME(3) as UTC text, and the rows come in time order: a text in the hour of the one
 *  before shares its Warsaw hour, and its minutes, seconds and milliseconds are the text's own
 *  (Warsaw's offset is whole hours), so most rows take the hour remembered and the text's last
 *  nine characters as they are. */
function hourPrefix(v: string): string | null {
  if (v.length !== 23) return null;
  if (lastHourText !== '' && v.startsWith(lastHourText)) return lastHourPrefix;
  const formatted = formatWarsawMs(sqlInstantMs(v));
  const inHour = v.slice(14);
  // Before 1915 Warsaw's offset was not whole hours: such a date is not remembered.
  if (v.charCodeAt(10) !== 32 || !formatted.endsWith(inHour)) return null;
  lastHourText = v.slice(0, 13);
  lastHourPrefix = formatted.slice(0, formatted.length - inHour.length);
  lastHourBytes = Buffer.from(lastHourPrefix, 'latin1');
  return lastHourPrefix;
}

/** The entry's time in Warsaw, D/M/YYYY HH:mm:ss.SSS. */
function exportDate(v: ExportRow['created_at']): string {
  const prefix = typeof v === 'string' ? hourPrefix(v) : null;
  return prefix === null ? formatWarsawMs(sqlInstantMs(v)) : prefix + (v as string).slice(14);
}

/** One row as the XLSX export's cells. */
export function exportCells(h: ExportRow): Array<string | number> {
  return [
    Number(h.id),
    exportDate(h.created_at),
    entityTypeWord(h.entity_type),
    h.entity_id,
    h.reference ?? '',
    actionWord(h.action),
    h.user_name ?? '',
    h.numer_pracownika ?? '',
    words(h.before),
    words(h.after),
  ];
}

/** One row as a CSV line into `out`, byte for byte `csvLine(exportCells(h))`, without the cells
 *  array or the line as a string: numbers and the date need no quoting (digits, '/', ':' and '.'),
 *  repeating texts come quoted and encoded from the memos, and only the identifier and the
 *  reference are checked each time. */
export function writeExportCsvRow(h: ExportRow, out: CsvChunk): void {
  out.number(Number(h.id));
  out.next();
  const at = h.created_at;
  if (typeof at === 'string' && hourPrefix(at) !== null) {
    out.encoded(lastHourBytes);
    out.asciiFrom(at, 14);
  } else out.line(formatWarsawMs(sqlInstantMs(at)));
  out.next();
  out.encoded(typeCell(h.entity_type));
  out.next();
  out.text(h.entity_id);
  out.next();
  if (h.reference !== null) out.text(h.reference);
  out.next();
  out.encoded(actionCell(h.action));
  out.next();
  out.encoded(nameCell(h.user_name ?? ''));
  out.next();
  const numer = h.numer_pracownika;
  if (typeof numer === 'number') out.number(numer);
  else if (numer !== null) out.text(String(numer));
  out.next();
  writeWords(h.before, out);
  out.next();
  writeWords(h.after, out);
  out.end();
}
