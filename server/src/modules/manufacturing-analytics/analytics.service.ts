import type { RequestContext } from '../../platform/context.js';
import { parseInput } from '../../platform/validation.js';
import { writeTableExport, type ExportSink } from '../../platform/export/table-export.js';
import { epochDayToIso, isoToEpochDay, type SqlDialect } from '../../platform/sql/warsaw-day-sql.js';
import { customAnalytics, type AnalyticsRange } from '../manufacturing-custom/index.js';
import { warsawDayEnd, warsawDayStart } from '../history/index.js';
import { standardAnalytics } from '../manufacturing-standard/index.js';
import { AnalyticsRangeSchema, DEFAULT_ANALYTICS_DAYS, type AnalyticsChart, type AnalyticsExportInput, type AnalyticsRangeInput } from './analytics.input.js';
import type { AnalyticsView } from './analytics.view.js';
import * as rollups from './analytics.rollups.js';
import { manufacturingDomainPl } from '../../../../domain/manufacturing/index.js';
import { warsawIsoDay } from '../../../../domain/dates/index.js';

const AGE_LABELS = ['0-1', '1-3', '3-7', '7-14', '14+'];
const round = (v: number, digits = 3) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Analityka: the charts' series over Warsaw days. The additive ones (output per day and
 * type, per worker, batches, persist errors) read the daily rollups the database keeps on every
 * write, and so do the custom label reprints and voids; the others (the per-worker
 * median, missing glass, standard label events) stay SQL
 * aggregates over the raw rows, each bounded by an index on the range.
 */
export class ManufacturingAnalyticsService {
  constructor(
    private readonly dialect: SqlDialect,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The range asked for, with the defaults: endDate today (Warsaw), startDate 29 days before endDate. */
  resolveRange(input: AnalyticsRangeInput): { startDate: string; endDate: string } {
    const endDate = input.endDate ?? warsawIsoDay(this.now());
    const startDate = input.startDate ?? epochDayToIso(isoToEpochDay(endDate) - (DEFAULT_ANALYTICS_DAYS - 1));
    // A default end (today) may still fall before a given start or too far from it: the same 400.
    return parseInput(AnalyticsRangeSchema, { startDate, endDate }) as { startDate: string; endDate: string };
  }

  async charts(ctx: RequestContext, input: AnalyticsRangeInput): Promise<AnalyticsView> {
    const { startDate, endDate } = this.resolveRange(input);
    const em = ctx.em;
    const r: AnalyticsRange = { dialect: this.dialect, from: warsawDayStart(startDate), to: warsawDayEnd(endDate) };
    const first = isoToEpochDay(startDate);
    const dayRange = { first, last: isoToEpochDay(endDate) };
    const days = Array.from({ length: dayRange.last - first + 1 }, (_, i) => epochDayToIso(first + i));

    const custom = await rollups.outputByDay(em, dayRange);
    const standard = await rollups.standardPiecesByDay(em, dayRange);
    const output = [
      ...custom.map((x) => ({ day: epochDayToIso(x.day), type: x.type, records: x.records, panes: x.panes, areaM2: round(x.areaM2), pieces: 0 })),
      ...standard.map((x) => ({ day: epochDayToIso(x.day), type: 'standard', records: x.entries, panes: 0, areaM2: 0, pieces: x.pieces })),
    ].sort((a, b) => a.day.localeCompare(b.day) || a.type.localeCompare(b.type));

    const workers = [];
    const medians = await customAnalytics.customLabelDelayMedians(em, r);
    for (const w of await rollups.outputByWorker(em, dayRange)) {
      const median = medians.get(w.employeeNumber) ?? null;
      workers.push({ ...w, panesPerDay: w.activeDays ? round(w.panes / w.activeDays, 2) : 0, medianLabelMinutes: median === null ? null : round(median / 60, 1) });
    }

    const panesByType = new Map<string, number>();
    for (const x of custom) panesByType.set(x.type, (panesByType.get(x.type) ?? 0) + x.panes);
    const allPanes = [...panesByType.values()].reduce((s, v) => s + v, 0);
    const missing = await customAnalytics.customMissingCounts(em, r);
    const pareto = (rows: Array<{ key: string | null; entries: number }>, panesOf: (key: string | null) => number) => {
      const total = rows.reduce((s, x) => s + x.entries, 0);
      let cumulative = 0;
      return [...rows]
        .sort((a, b) => b.entries - a.entries || String(a.key).localeCompare(String(b.key)))
        .map((x) => {
          cumulative += x.entries;
          const panes = panesOf(x.key);
          return { key: x.key, entries: x.entries, panes, rate: panes ? round(x.entries / panes, 4) : 0, cumulativeShare: total ? round(cumulative / total, 4) : 0 };
        });
    };
    const closeDays = await customAnalytics.customMissingCloseMedianDays(em, r);
    const ages = await customAnalytics.customMissingOpenByAge(em, this.dialect, this.now());

    const batches = (await rollups.batchesByDay(em, dayRange)).map((x) => ({ day: epochDayToIso(x.day), batches: x.batches, panes: x.panes, panesPerBatch: x.batches ? round(x.panes / x.batches, 2) : 0 }));
    const customLabels = await rollups.labelEvents(em, dayRange);
    const standardLabels = await standardAnalytics.standardLabelEvents(em, r);
    const labelEvents = [
      ...customLabels.reprints.map((x) => ({ source: 'custom' as const, kind: 'REPRINT' as const, reason: x.reason, count: x.count })),
      ...customLabels.voids.map((x) => ({ source: 'custom' as const, kind: 'VOID' as const, reason: x.reason, count: x.count })),
      ...(standardLabels.reprints ? [{ source: 'standard' as const, kind: 'REPRINT' as const, reason: null, count: standardLabels.reprints }] : []),
      ...(standardLabels.voids ? [{ source: 'standard' as const, kind: 'VOID' as const, reason: null, count: standardLabels.voids }] : []),
    ].sort((a, b) => b.count - a.count);
    const persistErrors = (await rollups.errorsByDay(em, dayRange)).map((x) => ({ day: epochDayToIso(x.day), kind: x.kind, errors: x.errors }));

    return {
      startDate,
      endDate,
      days,
      output,
      workers,
      missingByReason: pareto(missing.byReason, () => allPanes),
      missingByType: pareto(missing.byType, (k) => (k === null ? 0 : (panesByType.get(k) ?? 0))),
      missingCloseMedianDays: closeDays === null ? null : round(closeDays, 2),
      missingOpenByAge: AGE_LABELS.map((bucket, i) => ({ bucket, entries: ages.find((a) => a.bucket === i)?.entries ?? 0 })),
      batches,
      labelEvents,
      persistErrors,
    };
  }

  /** One chart's series as CSV (the platform export writer: BOM, semicolons). */
  async exportCsv(ctx: RequestContext, input: AnalyticsExportInput, sink: ExportSink): Promise<void> {
    const a = await this.charts(ctx, input);
    const table = chartTable(input.chart, a);
    await writeTableExport('csv', sink, {
      fileName: `analityka-${input.chart}-${a.startDate}-${a.endDate}`,
      sheetName: input.chart,
      columns: table.columns,
      total: table.rows.length,
      batches: (async function* () {
        yield table.rows;
      })(),
      cells: (row) => row,
    });
  }
}

type Cell = string | number;

/** The CSVs are opened by a Polish Excel: Polish headers, codes in the words the Analityka tab shows
 *  (its texts in client/src/features/manufacturing-analytics/i18n/pl.ts), decimal commas. */
const TYPE_WORDS: Record<string, string> = { ...manufacturingDomainPl.types, standard: 'standardowa' };
const REASON_WORDS: Record<string, string> = { stluczka_w_produkcji: 'stłuczka w produkcji', wada: 'wada', nie_dostarczono: 'nie dostarczono', zly_wymiar: 'zły wymiar', inne: 'inne' };
const SOURCE_WORDS: Record<string, string> = { custom: 'niestandardowa', standard: 'standardowa' };
const LABEL_KIND_WORDS: Record<string, string> = { REPRINT: 'dodruk', VOID: 'unieważnienie' };
const ERROR_KIND_WORDS: Record<string, string> = { CHECK: 'odrzucone sprawdzenie', ERP: 'błąd ERP' };
const wordOf = (words: Record<string, string>, code: string | null, none: string) => (code === null || code === '' ? none : (words[code] ?? code));
/** 4.5 -> "4,5" (a Polish Excel reads "4.5" as text or a date). */
const num = (v: number | null): Cell => (v === null ? '' : Number.isInteger(v) ? v : String(v).replace('.', ','));

/** The columns and rows of each chart's CSV. */
function chartTable(chart: AnalyticsChart, a: AnalyticsView): { columns: string[]; rows: Cell[][] } {
  switch (chart) {
    case 'output':
      return { columns: ['Dzień', 'Typ', 'Rekordy', 'Szyby', 'm² szkła', 'Sztuki standardowe'], rows: a.output.map((x) => [x.day, wordOf(TYPE_WORDS, x.type, ''), x.records, x.panes, num(x.areaM2), x.pieces]) };
    case 'workers':
      return {
        columns: ['Numer pracownika', 'Pracownik', 'Rekordy', 'Szyby', 'Dni pracy', 'Szyby / dzień', 'Mediana minut do wydruku etykiet'],
        rows: a.workers.map((x) => [x.employeeNumber, x.name, x.records, x.panes, x.activeDays, num(x.panesPerDay), num(x.medianLabelMinutes)]),
      };
    case 'missing-reasons':
    case 'missing-types': {
      const reasons = chart === 'missing-reasons';
      const rows = reasons ? a.missingByReason : a.missingByType;
      return {
        columns: [reasons ? 'Przyczyna' : 'Typ', 'Zgłoszenia', 'Szyby', 'Na szybę', 'Skumulowany udział'],
        rows: rows.map((x) => [reasons ? wordOf(REASON_WORDS, x.key, 'bez przyczyny') : wordOf(TYPE_WORDS, x.key, 'bez rekordu'), x.entries, x.panes, num(x.rate), num(x.cumulativeShare)]),
      };
    }
    case 'missing-open':
      return { columns: ['Wiek (dni)', 'Otwarte braki', 'Mediana dni do zamknięcia'], rows: a.missingOpenByAge.map((x) => [x.bucket, x.entries, num(a.missingCloseMedianDays)]) };
    case 'batches':
      return { columns: ['Dzień', 'Partie', 'Szyby', 'Szyby na partię'], rows: a.batches.map((x) => [x.day, x.batches, x.panes, num(x.panesPerBatch)]) };
    case 'labels':
      return { columns: ['Produkcja', 'Rodzaj', 'Przyczyna', 'Liczba'], rows: a.labelEvents.map((x) => [wordOf(SOURCE_WORDS, x.source, ''), wordOf(LABEL_KIND_WORDS, x.kind, ''), x.reason ?? '', x.count]) };
    case 'persist-errors':
      return { columns: ['Dzień', 'Rodzaj błędu', 'Błędy'], rows: a.persistErrors.map((x) => [x.day, wordOf(ERROR_KIND_WORDS, x.kind, ''), x.errors]) };
  }
}
