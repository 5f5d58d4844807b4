import { checkStrings } from '../../platform/validation.js';
import { raw, type ObjectQuery } from '@mikro-orm/core';
import { requireActor, type RequestContext } from '../../platform/context.js';
import { AppError, badInput } from '../../platform/errors.js';
import { likeContains, searchText } from '../../platform/like.js';
import { offsetOf, pageOf } from '../../platform/pagination.js';
import type { Dialect } from '../../platform/database.js';
import { narrowBySubstring, type SubstringIndex } from '../../platform/sql/substring-index.js';
import { COUNT_CAP, countUpTo } from '../../platform/sql/bounded-count.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import type { Idempotency, KeyClaim } from '../../platform/idempotency/idempotency.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import type { LabelSize, PrintingService, PrintQueued } from '../printing/index.js';
import { quickPrintLayout } from './labels.layout.js';
import { columnOf, KNOWN_COLUMNS, rowsFromFile, rowsFromJson, type RawRow } from './label-import.js';
import { LabelRowSchema, MAX_IMPORT_ROWS, type LabelListQuery, type LabelRow, type LabelUpdate, type QuickPrintInput, type QuickPrintManyInput } from './labels.input.js';
import { QuickPrintLabel } from './quick-print-label.entity.js';
import type { LabelImportResult, LabelList, LabelPrintQueued, LabelView } from './labels.view.js';
import { inTransaction, type Tx } from '../../platform/transaction.js';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { ImportStream } from '../../platform/files/bounded-import.js';

/** SPEC.md section 8, verbatim. */
export const IMPORT_SUCCESS_MESSAGE = 'Import zakończył się sukcesem';
/** Imports this big report progress through operationStatus. */
const PROGRESS_EVERY = 500;
/** Rows checked, and written (one flush), between two turns of the event loop: a slice stays well
 *  under 100 ms of the loop (500 took more). */
const SLICE_ROWS = 100;

/** The labels' search structure (migration label_search_index): FTS5 trigram table on SQLite,
 *  per-label three-character pieces on MySQL. */
const LABEL_SEARCH: SubstringIndex = { fts: 'quick_print_labels_search', grams: 'quick_print_label_grams', rowId: 'label_id' };
/** A search the structure finds in more labels than this is left to the LIKE's scan in name order
 *  on MySQL: merging that many candidates costs what the scan does, and a page of a common text is
 *  found early. SQLite's FTS5 goes further (FTS_CANDIDATE_CAP, platform/sql/substring-index.ts). */
export const LABEL_SEARCH_CAP = 5000;

const PRINT_QUEUED_MESSAGE = 'Drukowanie w toku';

/** The key's claim as the print queue calls it: with the answer this service gives. */
const keyedAnswer = (claim: KeyClaim<LabelPrintQueued> | undefined) => claim && ((tx: Tx, queued: PrintQueued) => claim(tx, { ...queued, message: PRINT_QUEUED_MESSAGE }));

export const labelView = (l: QuickPrintLabel): LabelView => ({ id: l.id, name: l.name, lines: l.lines, ean: l.ean, code: l.code, size: l.size, updatedAt: l.updatedAt });

export interface RowProblem {
  line: number;
  field: string;
  reason: string;
}

/** JSON rows, or the rows of a file already read (readFile). */
type ImportSource = { kind: 'json'; data: unknown } | { kind: 'file'; rows: RawRow[]; fileName: string };

/** Quick-print labels (Wydruk etykiet): search, import (all rows or none), print. */
export class LabelsService {
  constructor(
    private readonly deps: { history: HistoryRecorder; operations: OperationService; printing: PrintingService; idempotency: Idempotency; dialect: Dialect },
  ) {}

  async list(ctx: RequestContext, q: LabelListQuery): Promise<LabelList> {
    // Built for each statement: a raw() condition is spent by the query that uses it.
    let where = (): ObjectQuery<QuickPrintLabel> => ({});
    if (q.search) {
      // Accent- and case-insensitive, like the stock list: "szklo" finds "Szkło". The LIKE decides;
      // the labels' trigram structure narrows it to a few candidates when it can (ADR 1330).
      const text = searchText(q.search);
      const narrowed = await narrowBySubstring(ctx.em, this.deps.dialect, LABEL_SEARCH, text, LABEL_SEARCH_CAP);
      if (narrowed === 'none') return { ...pageOf([], 0, q), countExact: true };
      where = () => ({ ...likeContains('search_text', text), ...(narrowed ? { [raw(narrowed.ids, narrowed.params)]: [] } : {}) });
    }
    const rows = await ctx.em.find(QuickPrintLabel, where(), { orderBy: [{ name: 'asc' }, { id: 'asc' }], limit: q.limit, offset: offsetOf(q) });
    // A word most labels contain: the count stops COUNT_CAP past the page (the page itself is found
    // early in name order), instead of reading every match on every page.
    const cap = offsetOf(q) + COUNT_CAP;
    const count = await countUpTo(ctx.em, ctx.em.createQueryBuilder(QuickPrintLabel).where(where()), cap);
    return { ...pageOf(rows.map(labelView), count, q), countExact: count <= cap };
  }

  async get(ctx: RequestContext, id: number): Promise<QuickPrintLabel> {
    const label = await ctx.em.findOne(QuickPrintLabel, { id });
    if (!label) throw new AppError('NOT_FOUND', 'Label not found', { id: 'no such label' });
    return label;
  }

  /** Reads the rows (JSON, CSV or XLSX), validates every one, and imports all of them in one
   *  transaction, or none: the answer lists every bad row with its line and reason. */
  async import(ctx: RequestContext, source: ImportSource, operationId?: string): Promise<LabelImportResult> {
    const actor = requireActor(ctx);
    const raw = await this.readRows(source);
    if (raw.length === 0) throw badInput('There are no rows to import', { data: 'has no rows' });
    if (raw.length > MAX_IMPORT_ROWS) throw badInput(`At most ${MAX_IMPORT_ROWS} rows per import`, { data: `has ${raw.length} rows; at most ${MAX_IMPORT_ROWS}` });
    const opId = operationId ?? this.deps.operations.newOperationId();
    const problems: RowProblem[] = [];
    const rows: Array<{ line: number; row: LabelRow; columns?: Record<string, string> }> = [];
    for (const [n, r] of raw.entries()) {
      // 10,000 rows take a few hundred ms to check: other requests run between slices.
      if (n > 0 && n % SLICE_ROWS === 0) await yieldToLoop();
      if (r.value.__invalid) {
        problems.push({ line: r.line, field: '_', reason: 'must be an object' });
        continue;
      }
      if (Array.isArray(r.value.__unknown)) {
        for (const column of r.value.__unknown as string[]) problems.push({ line: r.line, field: column, reason: `is not a label column (${KNOWN_COLUMNS})` });
        continue;
      }
      // Rows do not pass through parseInput: the same string rule, reported per row (422).
      const unsafe = checkStrings(r.value);
      if (unsafe) {
        for (const [field, reason] of Object.entries(unsafe)) problems.push({ line: r.line, field: columnOf(r, field), reason });
        continue;
      }
      const parsed = LabelRowSchema.safeParse(r.value);
      if (parsed.success) rows.push({ line: r.line, row: parsed.data, columns: r.columns });
      else for (const issue of parsed.error.issues) problems.push({ line: r.line, field: columnOf(r, issue.path.map(String).join('.') || '_'), reason: issue.message });
    }
    // Rows naming a label (id) must name an existing one.
    const ids = [...new Set(rows.map((r) => r.row.id).filter((id): id is number => id !== undefined))];
    const existing = new Map((ids.length ? await ctx.em.find(QuickPrintLabel, { id: { $in: ids } }) : []).map((l) => [l.id, l]));
    for (const r of rows) if (r.row.id !== undefined && !existing.has(r.row.id)) problems.push({ line: r.line, field: columnOf(r, 'id'), reason: 'no label has this id' });
    if (problems.length) {
      problems.sort((a, b) => a.line - b.line);
      throw new AppError('UNPROCESSABLE', `${new Set(problems.map((p) => p.line)).size} of ${raw.length} rows are invalid; nothing was imported`, undefined, { rows: problems });
    }

    const big = rows.length >= PROGRESS_EVERY;
    if (big) this.deps.operations.report(actor, opId, 'IN_PROGRESS', `0/${rows.length}`);
    let created = 0;
    let updated = 0;
    await inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      // In slices of SLICE_ROWS rows: each is written and let go (em.clear) before the next, so
      // no flush weighs the whole file and other requests run between slices.
      for (let at = 0; at < rows.length; at += SLICE_ROWS) {
        const slice = rows.slice(at, at + SLICE_ROWS);
        const sliceIds = [...new Set(slice.map((r) => r.row.id).filter((id): id is number => id !== undefined))];
        const targets = new Map((sliceIds.length ? await em.find(QuickPrintLabel, { id: { $in: sliceIds } }) : []).map((l) => [l.id, l]));
        for (const { row } of slice) {
          const fields = { name: row.name, lines: row.lines, ean: row.ean ?? null, code: row.code ?? null, size: row.size as LabelSize };
          if (row.id !== undefined) {
            Object.assign(targets.get(row.id)!, fields);
            updated++;
          } else {
            em.create(QuickPrintLabel, fields);
            created++;
          }
        }
        await em.flush();
        em.clear();
        const done = at + slice.length;
        if (big && done % PROGRESS_EVERY === 0) this.deps.operations.report(actor, opId, 'IN_PROGRESS', `${done}/${rows.length}`);
        await yieldToLoop();
      }
      this.deps.history.record(em, actor, {
        entityType: 'quick_print_label',
        entityId: 'import',
        reference: source.kind === 'file' ? source.fileName.slice(0, 128) : null,
        action: 'imported',
        after: { rows: rows.length, created, updated },
      });
      await em.flush();
      afterCommit(() => {
        this.deps.operations.report(actor, opId, 'SUCCESS', IMPORT_SUCCESS_MESSAGE);
        this.deps.operations.report(actor, opId, 'FINISH', IMPORT_SUCCESS_MESSAGE);
      });
    });
    return { message: IMPORT_SUCCESS_MESSAGE, created, updated, operationId: opId };
  }

  private async readRows(source: ImportSource): Promise<RawRow[]> {
    if (source.kind === 'json') return rowsFromJson(source.data);
    return source.rows;
  }

  /** The rows of an uploaded CSV or XLSX, read as it arrives: a file over a limit is refused
   *  (413) while it is still being sent. */
  async readFile(file: ImportStream): Promise<{ rows: RawRow[]; fileName: string }> {
    return { rows: await rowsFromFile(file), fileName: file.fileName };
  }

  /** SPEC.md: { id, quantity, type: normal, printer } -> a queued print job. */
  async print(ctx: RequestContext, input: QuickPrintInput, idempotencyKey?: string): Promise<LabelPrintQueued> {
    // The operationId is how the caller listens, not what it asks for: a repeat may carry another.
    const { operationId: _op, ...request } = input;
    return this.deps.idempotency.optionalClaimed(ctx, idempotencyKey, { action: 'quick-print', ...request }, (claim) => this.printOnce(ctx, input, claim));
  }

  private async printOnce(ctx: RequestContext, input: QuickPrintInput, claim: KeyClaim<LabelPrintQueued> | undefined): Promise<LabelPrintQueued> {
    const label = await this.get(ctx, input.id);
    const layout = quickPrintLayout({ lines: label.lines, ean: label.ean, code: label.code, size: label.size });
    const queued = await this.deps.printing.print(ctx, { printerId: input.printer, layout, copies: input.quantity, source: 'quick_print', reference: label.name, operationId: input.operationId, claim: keyedAnswer(claim) });
    return { ...queued, message: PRINT_QUEUED_MESSAGE };
  }

  /** Several labels at once: ONE print job whose document holds every label in the order given,
   *  each `quantity` times (ZPL: the label formats one after the other; PDF: a page per label). */
  async printMany(ctx: RequestContext, input: QuickPrintManyInput, idempotencyKey?: string): Promise<LabelPrintQueued> {
    const { operationId: _op, ...request } = input;
    return this.deps.idempotency.optionalClaimed(ctx, idempotencyKey, { action: 'quick-print-many', ...request }, (claim) => this.printManyOnce(ctx, input, claim));
  }

  private async printManyOnce(ctx: RequestContext, input: QuickPrintManyInput, claim: KeyClaim<LabelPrintQueued> | undefined): Promise<LabelPrintQueued> {
    const ids = [...new Set(input.ids)];
    const found = new Map((await ctx.em.find(QuickPrintLabel, { id: { $in: ids } })).map((l) => [l.id, l]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new AppError('NOT_FOUND', 'Label not found', { ids: `no such label: ${missing.join(', ')}` });
    const labels = ids.map((id) => found.get(id)!);
    const layouts = labels.map((l) => quickPrintLayout({ lines: l.lines, ean: l.ean, code: l.code, size: l.size }));
    const names = labels.map((l) => l.name).join(', ');
    const reference = (labels.length === 1 ? names : `${labels.length} etykiet: ${names}`).slice(0, 128);
    const queued = await this.deps.printing.print(ctx, { printerId: input.printer, layout: layouts, copies: input.quantity, source: 'quick_print', reference, operationId: input.operationId, claim: keyedAnswer(claim) });
    return { ...queued, message: PRINT_QUEUED_MESSAGE };
  }

  /** Edits a label (any field of an import row); recorded in the history with what changed. */
  async update(ctx: RequestContext, id: number, input: LabelUpdate): Promise<LabelView> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em.fork(), async ({ em }) => {
      const label = await em.findOne(QuickPrintLabel, { id });
      if (!label) throw new AppError('NOT_FOUND', 'Label not found', { id: 'no such label' });
      const before = labelView(label);
      const next = { ...before, ...input };
      if (next.lines.length === 0 && !next.ean && !next.code) throw badInput('A label needs at least one text line, an EAN or a code', { lines: 'a label needs at least one text line, an EAN or a code' });
      Object.assign(label, input);
      await em.flush();
      const after = labelView(label);
      const changed = (Object.keys(input) as Array<keyof LabelView>).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      if (changed.length) {
        this.deps.history.record(em, actor, {
          entityType: 'quick_print_label',
          entityId: id,
          reference: label.name,
          action: 'updated',
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        });
        await em.flush();
      }
      return after;
    });
  }

  async delete(ctx: RequestContext, id: number): Promise<LabelView> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em.fork(), async ({ em }) => {
      const label = await em.findOne(QuickPrintLabel, { id });
      if (!label) throw new AppError('NOT_FOUND', 'Label not found', { id: 'no such label' });
      const view = labelView(label);
      em.remove(label);
      const { updatedAt: _updatedAt, id: _id, ...before } = view;
      this.deps.history.record(em, actor, { entityType: 'quick_print_label', entityId: id, reference: label.name, action: 'deleted', before, after: null });
      await em.flush();
      return view;
    });
  }

  async preview(ctx: RequestContext, id: number, size?: LabelSize): Promise<string> {
    const label = await this.get(ctx, id);
    return this.deps.printing.preview(quickPrintLayout({ lines: label.lines, ean: label.ean, code: label.code, size: size ?? label.size }));
  }

}
