import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { requireActor, type RequestContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Idempotency, KeyClaim } from '../../platform/idempotency/idempotency.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import type { PrintingService } from '../printing/index.js';
import { StandardEntry, StandardPiece } from './standard-entry.entity.js';
import type { StandardLabelDeleteInput, StandardPrintInput } from './standard-manufacturing.input.js';
import { standardLabelLayout } from './standard-label.layout.js';
import type { StandardLabelDeleteResult, StandardPrintResult } from './standard-manufacturing.view.js';
import { formatWarsawDate } from '../../../../domain/dates/index.js';
import { codeList, type StandardSupport } from './standard.support.js';

const PRINT_QUEUED_MESSAGE = 'Drukowanie zakończyło się sukcesem';

/** SPEC.md section 7: label printers are those whose name contains one of these (case-insensitive). */
const LABEL_PRINTER_NAMES = ['arizona', 'kiosk', 'zdesigner gk420d', 'zebra'] as const;

interface StandardStationDeps {
  support: StandardSupport;
  printing: PrintingService;
  operations: OperationService;
  idempotency: Idempotency;
}

/** What a station does with an entry's labels: prints them, previews them, voids broken pieces'. */
export class StandardStationService {
  constructor(private readonly deps: StandardStationDeps) {}

  /** Voids the labels whose codes are in `data` (pieces broke after labelling): all or nothing;
   *  unknown codes are named (404) and nothing changes. Codes of entries already persisting or
   *  persisted: 409. */
  async labelDelete(ctx: RequestContext, input: StandardLabelDeleteInput, idempotencyKey?: string): Promise<StandardLabelDeleteResult> {
    const actor = requireActor(ctx);
    const codes = [...new Set(input.data.map((c) => c.toUpperCase()))];
    const { body } = await this.deps.idempotency.optional(ctx, idempotencyKey, { stationAction: 'label-delete', ...input }, async ({ em }): Promise<StandardLabelDeleteResult> => {
      const pieces = await em.find(StandardPiece, { code: { $in: codes } });
      const found = new Set(pieces.map((p) => p.code));
      const unknown = codes.filter((c) => !found.has(c));
      if (unknown.length > 0) {
        throw new AppError('NOT_FOUND', `Nieznane kody etykiet: ${codeList(unknown)}`, { data: `Nieznane kody: ${codeList(unknown)}` }, { unknown });
      }
      const entryIds = [...new Set(pieces.map((p) => p.entryId))];
      const entries = await em.find(StandardEntry, { id: { $in: entryIds } });
      const locked = entries.filter((e) => e.status === 'PERSISTED' || e.status === 'PERSISTING');
      if (locked.length > 0) {
        const lockedCodes = pieces.filter((p) => locked.some((e) => e.id === p.entryId)).map((p) => p.code);
        throw new AppError('CONFLICT', `Te sztuki są już zapisane na stanie: ${codeList(lockedCodes)}`, { data: `Już na stanie: ${codeList(lockedCodes)}` }, { reason: 'PERSISTED' });
      }
      const now = new Date();
      const voided = pieces.filter((p) => p.voidedAt === null);
      const alreadyVoided = pieces.filter((p) => p.voidedAt !== null).map((p) => p.code);
      for (const p of voided) Object.assign(p, { voidedAt: now, voidedBy: input.numer_pracownika });
      for (const entry of entries) {
        const mine = voided.filter((p) => p.entryId === entry.id).map((p) => p.code);
        if (mine.length === 0) continue;
        const before = { status: entry.status };
        if (entry.status === 'CHECKED') Object.assign(entry, { status: 'DRAFT', checkedAt: null });
        this.deps.support.audit(em, actor, entry, 'labels_voided', before, { codes: mine, numer_pracownika: input.numer_pracownika, status: entry.status });
      }
      await em.flush();
      const n = voided.length;
      return {
        voided: voided.map((p) => p.code),
        alreadyVoided,
        entryIds,
        message: n === 0 ? 'Te etykiety były już unieważnione' : `Unieważniono etykiety: ${n}`,
      };
    });
    return body;
  }

  /** Prints the labels of the entry's active pieces (or only the unprinted ones) through the
   *  print queue, one job per piece (its own code), `labelsPerPiece` copies each, all queued in one
   *  transaction with the pieces marked printed and the audit line. With an Idempotency-Key the key
   *  commits in that transaction too (house.md 1200): a repeat answers the first run's codes and
   *  jobs and queues nothing, and a server dying before that commit leaves neither key nor jobs. */
  async print(ctx: RequestContext, input: StandardPrintInput, idempotencyKey?: string): Promise<StandardPrintResult> {
    return this.deps.idempotency.optionalClaimed(ctx, idempotencyKey, { stationAction: 'print', ...input }, (claim) => this.printRun(ctx, input, claim));
  }

  private async printRun(ctx: RequestContext, input: StandardPrintInput, claim: KeyClaim<StandardPrintResult> | undefined): Promise<StandardPrintResult> {
    const actor = requireActor(ctx);
    const operationId = input.operationId ?? this.deps.operations.newOperationId();
    const em = ctx.em.fork();
    const entry = await em.findOne(StandardEntry, { id: input.id }, { disableIdentityMap: true });
    if (!entry) throw notFound('Standard manufacturing entry');
    const row = await this.deps.support.dataRowOrNull(ctx, entry.manufacturingDataId);
    const all = await em.find(StandardPiece, { entryId: entry.id, voidedAt: null }, { orderBy: { seq: 'asc' }, disableIdentityMap: true });
    const pieces = input.onlyUnprinted ? all.filter((p) => p.printedAt === null) : all;
    if (pieces.length === 0) throw new AppError('CONFLICT', input.onlyUnprinted ? 'Wszystkie etykiety są już wydrukowane' : 'Ten wpis nie ma ważnych sztuk do oznaczenia', undefined, { reason: 'NOTHING_TO_PRINT' });
    const report = (status: 'IN_PROGRESS' | 'SUCCESS' | 'ERROR' | 'FINISH', message: string) => this.deps.operations.report(actor, operationId, status, message);
    report('IN_PROGRESS', `Drukowanie etykiet: 0 / ${pieces.length}`);
    const codes = pieces.map((p) => p.code);
    const documents = pieces.map((p) => ({ layout: this.layoutOf(entry, p, all.length), reference: p.code }));
    let result: StandardPrintResult | undefined;
    try {
      await this.deps.printing.printEach(ctx, {
        printerId: input.printer,
        documents,
        copies: row?.labelsPerPiece ?? 1,
        source: 'standard_piece',
        // In the transaction that queues the jobs: the pieces, the audit line and the key commit with them.
        withJobs: async (tx, queued) => {
          const now = new Date();
          for (const [i, p] of pieces.entries()) await tx.em.nativeUpdate(StandardPiece, { id: p.id }, { printedAt: now, printCount: p.printCount + 1, printJobId: queued.jobIds[i] });
          this.deps.support.audit(tx.em, actor, entry, 'labels_printed', null, { codes, printer: input.printer });
          await tx.em.flush();
          result = { operationId, codes, jobIds: queued.jobIds, message: PRINT_QUEUED_MESSAGE };
          if (claim) await claim(tx, result);
        },
      });
    } catch (err) {
      // A repeat that lost the race for its key answers the first run (optionalClaimed): the
      // operation is the first run's, nothing is said on it.
      if (!(claim && err instanceof UniqueConstraintViolationException)) {
        const message = err instanceof Error ? err.message : String(err);
        report('ERROR', message);
        report('FINISH', message);
      }
      throw err;
    }
    report('SUCCESS', PRINT_QUEUED_MESSAGE);
    report('FINISH', PRINT_QUEUED_MESSAGE);
    return result!;
  }

  /** The label printers a station may print on: the quick-print list reduced by SPEC.md's name
   *  rule (as every other label list in the app), so an office laser printer is not offered. */
  async printers(ctx: RequestContext): Promise<Array<{ id: number; name: string }>> {
    return (await this.deps.printing.quickPrintPrinters(ctx))
      .filter((p) => LABEL_PRINTER_NAMES.some((n) => p.name.toLowerCase().includes(n)))
      .map((p) => ({ id: p.id, name: p.name }));
  }

  /** The SVG of a piece's label: the same layout the print queue prints (preview = print). */
  async preview(ctx: RequestContext, id: number, code: string | undefined): Promise<string> {
    const em = ctx.em.fork();
    const entry = await em.findOne(StandardEntry, { id }, { disableIdentityMap: true });
    if (!entry) throw notFound('Standard manufacturing entry');
    const pieces = await em.find(StandardPiece, { entryId: id, voidedAt: null }, { orderBy: { seq: 'asc' }, disableIdentityMap: true });
    const piece = code ? pieces.find((p) => p.code === code.toUpperCase()) : pieces[0];
    if (!piece) throw new AppError('NOT_FOUND', 'No such active label in this entry', { code: 'no such active label' });
    return this.deps.printing.preview(this.layoutOf(entry, piece, pieces.length));
  }

  private layoutOf(entry: StandardEntry, piece: StandardPiece, of: number) {
    return standardLabelLayout({ code: piece.code, index: entry.index, name: entry.name, seq: piece.seq, of, numer_pracownika: entry.numer_pracownika, day: formatWarsawDate(entry.createdAt) });
  }
}
