import { formatWarsawDate } from '../../../../domain/dates/index.js';
import { DeadlockException, LockWaitTimeoutException, raw } from '@mikro-orm/core';
import { requireActor, type Actor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, badInput, conflict } from '../../platform/errors.js';
import { offsetOf, pageOf, type Page } from '../../platform/pagination.js';
import type { DocumentsApi, DocumentView, ShipHold } from '../documents/index.js';
import type { ManufacturingReferenceApi } from '../manufacturing-reference/index.js';
import type { PrintingApi } from '../printing/index.js';
import { ManufacturingBatch, ManufacturingLabel, ManufacturingRecord, MissingGlass, type MissingReason } from './custom.entity.js';
import type { IdsInput, MissingListQuery, ReportMissingInput, StationIdsInput } from './custom.input.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { IdempotencyRefusal } from '../../platform/idempotency/idempotency.js';
import { actorWorker, countsOf, labelStatus, labelView, missingView, type CustomSupport, type Worker } from './custom.support.js';
import type { BatchView, LabelLookupView, MissingActionView, MissingGlassView, StationResultView } from './custom.view.js';
import { batchManifestLayout, glassLabelData, glassLabelLayout, missingSlipLayout } from './label.layout.js';
import type { OrderConnector } from './order-connector.js';
import type { RecordService } from './record.service.js';

const MISSING_REASON_TEXT: Record<MissingReason, string> = {
  stluczka_w_produkcji: 'stłuczka w produkcji',
  wada: 'wada',
  nie_dostarczono: 'nie dostarczono',
  zly_wymiar: 'zły wymiar',
  inne: 'inne',
};

/** Missing parts a packer names that are glass. */
const isGlassPart = (part: string) => /szk[łl]|szyb|lustr|glass|mirror|hartowan|panel szklany/i.test(part);

interface StationServiceDeps {
  support: CustomSupport;
  records: RecordService;
  orders: OrderConnector;
  printing: PrintingApi['printing'];
  documents: DocumentsApi['documents'];
  schemas: ManufacturingReferenceApi['schemas'];
  operations: OperationService;
}

/** The station's actions after a record exists: labels, batches, missing glass. */
export class StationService {
  constructor(private readonly deps: StationServiceDeps) {}

  private get support() {
    return this.deps.support;
  }

  // ------------------------------------------------------------------ labels

  /** The printer asked for (checked before anything is written: it exists and is enabled), or the
   *  first one offered. */
  private async printerFor(ctx: RequestContext, printer: number | null | undefined): Promise<{ id: number; name: string }> {
    if (printer) return { id: printer, name: await this.deps.printing.assertPrinter(ctx, printer) };
    const offered = await this.deps.printing.quickPrintPrinters(ctx);
    if (!offered.length) throw badInput('Wybierz drukarkę', { printer: 'Wybierz drukarkę' });
    return { id: offered[0].id, name: offered[0].name };
  }

  private async worker(em: EntityManager, actor: Actor, numer: number | undefined, field: string): Promise<Worker> {
    return numer ? this.support.worker(em, numer, field) : actorWorker(actor);
  }

  /** Queues the labels created by a committed transaction (one print job each; the queue sends a
   *  job at most once). Labels already holding a job are skipped, so a retry never doubles them. */
  private async queue(ctx: RequestContext, labelIds: number[], printerId: number, copies: number, operationId: string): Promise<void> {
    const em = ctx.em.fork();
    const labels = await em.find(ManufacturingLabel, { id: { $in: labelIds }, printJobId: null, voidedAt: null }, { orderBy: { id: 'ASC' } });
    if (!labels.length) return;
    // A job per label (each its own fate after a crash), queued together as one operation: its
    // SUCCESS or ERROR and FINISH come once, when the last label ended.
    const documents = labels.map((l) => ({ layout: glassLabelLayout(l.payload as never), reference: l.code }));
    // Each label names its job in the transaction that queues the jobs: a label is never without
    // its job once the job can run, and one commit serves them all (each was its own before).
    await this.deps.printing.printEach(ctx, {
      printerId,
      documents,
      copies,
      source: 'manufacturing',
      operationId,
      withJobs: async ({ em: tx }, { jobIds }) => {
        for (const [i, l] of labels.entries()) await tx.nativeUpdate(ManufacturingLabel, { id: l.id, printJobId: null }, { printJobId: jobIds[i], printerId });
      },
    });
  }

  /** Runs a long station operation the caller follows on operationStatus(operationId): a refusal
   *  is said there too (ERROR, FINISH), unless it is a repeat refused for its Idempotency-Key. */
  private async followed<T>(actor: Actor, operationId: string, work: (operationId: string) => Promise<T>): Promise<T> {
    try {
      return await work(operationId);
    } catch (err) {
      if (!(err instanceof IdempotencyRefusal)) {
        const message = err instanceof AppError ? err.message : 'Coś poszło nie tak, spróbuj ponownie później';
        this.deps.operations.report(actor, operationId, 'ERROR', message);
        this.deps.operations.report(actor, operationId, 'FINISH', message);
      }
      throw err;
    }
  }

  /** What a label prints beside its record (the schema's code and holes, the order's shipping
   *  method), read once per schema and order for all the labels of one call: a record's panes
   *  share them, and these reads ran inside the write transaction once per pane. */
  private labelFacts(em: EntityManager) {
    const schemas = new Map<number, Promise<string | null>>();
    const orders = new Map<string, Promise<string | null>>();
    const schemaText = (id: number) => {
      if (!schemas.has(id)) schemas.set(id, this.deps.schemas.get({ em }, id).then((s) => `${s.code} (${s.holes.length} otw.)`, () => null));
      return schemas.get(id)!;
    };
    const shippingMethod = (orderNumber: string) => {
      if (!orders.has(orderNumber)) orders.set(orderNumber, this.deps.orders.find(em, orderNumber).then((o) => o?.shippingMethod ?? null));
      return orders.get(orderNumber)!;
    };
    return async (rec: ManufacturingRecord, paneIndex: number, code: string, worker: Worker, reprint: number) => {
      const schemaId = rec.panes[paneIndex - 1]?.schemaId ?? rec.schemaId;
      return glassLabelData(rec, paneIndex, code, {
        schema: schemaId ? await schemaText(schemaId) : null,
        shippingMethod: await shippingMethod(rec.orderNumber),
        worker: String(worker.numer_pracownika),
        reprint,
      }) as unknown as Record<string, unknown>;
    };
  }

  /** The next label code of each pane `base` (`G-<record>-<pane>`): the base first, then `-R1`,
   *  `-R2` ... after every label the pane's code already had. Codes are unique: a reprint, or a
   *  record printed again after all its labels were voided, numbers on (labels flushed earlier in
   *  the transaction count). One read of the record's codes for all its panes. */
  private async nextLabelCodes(em: EntityManager, recordId: number, bases: string[]): Promise<string[]> {
    const codes = (await em.find(ManufacturingLabel, { recordId }, { fields: ['code'], disableIdentityMap: true })).map((l) => l.code);
    return bases.map((base) => {
      const taken = codes.filter((c) => c === base || c.startsWith(`${base}-R`)).length;
      return taken === 0 ? base : `${base}-R${taken}`;
    });
  }

  async print(ctx: RequestContext, input: { id: number; printer?: number | null; quantity?: number | null; operationId?: string }, key?: string): Promise<StationResultView> {
    const actor = requireActor(ctx);
    return this.followed(actor, input.operationId ?? this.operationId(), (opId) => this.printRun(ctx, actor, input, opId, key));
  }

  private async printRun(ctx: RequestContext, actor: Actor, input: { id: number; printer?: number | null; quantity?: number | null; operationId?: string }, operationId: string, key?: string): Promise<StationResultView> {
    const { id: printerId, name: printerName } = await this.printerFor(ctx, input.printer);
    // The operationId is how the caller listens, not what it asks for: a repeat may carry another.
    const { operationId: _listener, ...request } = input;
    const { body } = await this.support.idempotency.optional(ctx, key, { ...request, printerId }, async ({ em, afterCommit }) => {
      const rec = await this.deps.records.loadOpen(em, input.id);
      const taken = await em.nativeUpdate(ManufacturingRecord, { id: rec.id, status: 'NEW', batchId: null, deletedAt: null }, { status: 'LABELED', version: raw('version + 1') });
      if (taken !== 1) throw conflict(`Etykiety rekordu ${rec.id} są już wydrukowane; dodruk przez label-update`, { reason: 'LABELS_EXIST' });
      const worker = actorWorker(actor);
      const count = Math.max(1, rec.panes.length);
      const panes = Array.from({ length: count }, (_, i) => i + 1);
      const codes = await this.nextLabelCodes(em, rec.id, panes.map((i) => `G-${rec.id}-${i}`));
      const payload = this.labelFacts(em);
      const labels: ManufacturingLabel[] = [];
      for (const [n, i] of panes.entries()) {
        labels.push(em.create(ManufacturingLabel, { code: codes[n], recordId: rec.id, paneIndex: i, paneCount: count, printedBy: worker.numer_pracownika, printedByName: worker.name, payload: await payload(rec, i, codes[n], worker, 0) }));
      }
      await em.flush();
      const ids = labels.map((l) => l.id);
      const stamps = labels.map((l) => l.createdAt);
      // The record's first label: the earliest created_at of its labels that are not
      // reprints, as Analityka's median counted it from the labels; kept if an earlier one exists.
      const first = stamps.reduce((a, b) => (b < a ? b : a));
      await em.nativeUpdate(ManufacturingRecord, { id: rec.id, $or: [{ firstLabelAt: null }, { firstLabelAt: { $gt: first } }] }, { firstLabelAt: first });
      this.support.log(em, actor, rec, worker, 'LABEL_PRINTED', { after: { labels: count, printer: printerName } });
      await em.flush();
      afterCommit(() => this.support.publish({ kind: 'LABEL', action: 'PRINTED', recordIds: [rec.id] }));
      return { labelIds: ids, operationId };
    });
    const labelIds = body.labelIds as number[];
    await this.queue(ctx, labelIds, printerId, input.quantity ?? 1, String(body.operationId));
    return this.result(ctx, 'Drukowanie w toku', String(body.operationId), input.id, labelIds);
  }

  private async result(ctx: RequestContext, message: string, operationId: string | null, recordId: number | null, labelIds: number[]): Promise<StationResultView> {
    const em = ctx.em.fork();
    const labels = labelIds.length ? await em.find(ManufacturingLabel, { id: { $in: labelIds } }, { orderBy: { id: 'ASC' } }) : [];
    const states = await this.deps.printing.statesOf(em, labels.map((l) => l.printJobId).filter((j): j is number => j !== null));
    const record = recordId ? await this.deps.records.get(ctx, recordId, { deleted: true }).catch(() => null) : null;
    return { message, operationId, record, labels: labels.map((l) => labelView(l, l.printJobId ? states.get(l.printJobId) : undefined)) };
  }

  private operationId(): string {
    return `mfg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  }

  /** Reprints labels after an edit: each old one voided, a new one with reprintOf and the count. */
  async labelUpdate(ctx: RequestContext, input: StationIdsInput, key?: string): Promise<StationResultView> {
    const actor = requireActor(ctx);
    return this.followed(actor, input.operationId ?? this.operationId(), (opId) => this.labelUpdateRun(ctx, actor, input, opId, key));
  }

  private async labelUpdateRun(ctx: RequestContext, actor: Actor, input: StationIdsInput, operationId: string, key?: string): Promise<StationResultView> {
    const ids = [...new Set(input.ids)];
    if (input.printer) await this.deps.printing.assertPrinter(ctx, input.printer);
    const { operationId: _listener, ...request } = input;
    const { body } = await this.support.idempotency.optional(ctx, key, request, async ({ em, afterCommit }) => {
      const worker = await this.worker(em, actor, input.numer_pracownika, 'numer_pracownika');
      const old = await em.find(ManufacturingLabel, { id: { $in: ids } }, { orderBy: { id: 'ASC' } });
      this.assertLabels(ids, old);
      const created: number[] = [];
      const records = new Map<number, ManufacturingRecord>();
      const payload = this.labelFacts(em);
      for (const l of old) {
        const rec = records.get(l.recordId) ?? (await this.deps.records.loadOpen(em, l.recordId));
        records.set(rec.id, rec);
        const voided = await em.nativeUpdate(ManufacturingLabel, { id: l.id, voidedAt: null }, { voidedAt: new Date(), voidedBy: worker.numer_pracownika, voidedByName: worker.name, voidReason: input.reason ?? 'dodruk po zmianie' });
        if (voided !== 1) throw conflict(`Etykieta ${l.code} jest już unieważniona`, { reason: 'LABEL_VOIDED', ids: [l.id] });
        const n = l.reprintCount + 1;
        const [code] = await this.nextLabelCodes(em, rec.id, [l.code.replace(/-R\d+$/, '')]);
        const paneIndex = Math.min(l.paneIndex, Math.max(1, rec.panes.length));
        const fresh = em.create(ManufacturingLabel, { code, recordId: rec.id, paneIndex, paneCount: Math.max(1, rec.panes.length), printedBy: worker.numer_pracownika, printedByName: worker.name, reprintOf: l.id, reprintCount: n, payload: await payload(rec, paneIndex, code, worker, n) });
        await em.flush();
        created.push(fresh.id);
      }
      for (const rec of records.values()) this.support.log(em, actor, rec, worker, 'LABEL_REPRINTED', { note: input.reason ?? null, after: { labels: old.filter((l) => l.recordId === rec.id).map((l) => l.code) } });
      await em.flush();
      afterCommit(() => this.support.publish({ kind: 'LABEL', action: 'REPRINTED', recordIds: [...records.keys()] }));
      return { labelIds: created, printerId: input.printer ?? old[0].printerId ?? null, recordId: old[0].recordId };
    });
    const { id: printerId } = await this.printerFor(ctx, body.printerId as number | null);
    await this.queue(ctx, body.labelIds as number[], printerId, 1, operationId);
    return this.result(ctx, 'Drukowanie w toku', operationId, Number(body.recordId), body.labelIds as number[]);
  }

  private assertLabels(ids: number[], found: ManufacturingLabel[]): void {
    const missing = ids.filter((id) => !found.some((l) => l.id === id));
    if (missing.length) throw new AppError('NOT_FOUND', `Etykiety ${missing.join(', ')} nie istnieją`, undefined, { ids: missing });
    const voided = found.filter((l) => l.voidedAt);
    if (voided.length) throw conflict(`Etykiety ${voided.map((l) => l.code).join(', ')} są już unieważnione`, { reason: 'LABEL_VOIDED', ids: voided.map((l) => l.id) });
  }

  /** Voids labels (who, when, why); a record left without labels is NEW again. With a key a
   *  repeat (a double click) answers as the first call did instead of a 409 "already voided". */
  async labelDelete(ctx: RequestContext, input: IdsInput, key?: string): Promise<StationResultView> {
    const actor = requireActor(ctx);
    const ids = [...new Set(input.ids)];
    const { body } = await this.support.idempotency.optional(ctx, key, { stationAction: 'label-delete', ...input }, async ({ em, afterCommit }) => {
      const worker = await this.worker(em, actor, input.numer_pracownika, 'numer_pracownika');
      const labels = await em.find(ManufacturingLabel, { id: { $in: ids } });
      this.assertLabels(ids, labels);
      const recordIds = [...new Set(labels.map((l) => l.recordId))];
      for (const rid of recordIds) await this.deps.records.loadOpen(em, rid);
      const voided = await em.nativeUpdate(ManufacturingLabel, { id: { $in: ids }, voidedAt: null }, { voidedAt: new Date(), voidedBy: worker.numer_pracownika, voidedByName: worker.name, voidReason: input.reason ?? 'unieważniona' });
      if (voided !== ids.length) throw conflict('Etykiety zmieniły się w międzyczasie; spróbuj ponownie', { reason: 'LABEL_VOIDED' });
      const counts = await countsOf(em, recordIds);
      for (const rid of recordIds) {
        const rec = await em.findOneOrFail(ManufacturingRecord, { id: rid });
        if (counts.get(rid)!.activeLabels === 0) await em.nativeUpdate(ManufacturingRecord, { id: rid, status: 'LABELED' }, { status: 'NEW', version: raw('version + 1') });
        this.support.log(em, actor, rec, worker, 'LABEL_VOIDED', { note: input.reason ?? null, after: { labels: labels.filter((l) => l.recordId === rid).map((l) => l.code) } });
      }
      await em.flush();
      afterCommit(() => this.support.publish({ kind: 'LABEL', action: 'VOIDED', recordIds }));
      return { recordId: recordIds[0] };
    });
    return this.result(ctx, 'Etykiety unieważnione', null, Number(body.recordId), ids);
  }

  // ------------------------------------------------------------------ batches

  /** All or nothing: every record open, labelled, not batched, without open missing glass; else 409 listing the offenders. */
  async closeBatch(ctx: RequestContext, input: StationIdsInput, key?: string): Promise<BatchView> {
    const actor = requireActor(ctx);
    return this.followed(actor, input.operationId ?? this.operationId(), (opId) => this.closeBatchRun(ctx, actor, input, opId, key));
  }

  private async closeBatchRun(ctx: RequestContext, actor: Actor, input: StationIdsInput, operationId: string, key?: string): Promise<BatchView> {
    const ids = [...new Set(input.ids)].sort((a, b) => a - b);
    if (input.printer) await this.deps.printing.assertPrinter(ctx, input.printer);
    this.deps.operations.report(actor, operationId, 'IN_PROGRESS', `Zamykanie partii (${ids.length} rek.)`);
    let body: Record<string, unknown>;
    let replayed: boolean;
    try {
      ({ body, replayed } = await this.support.idempotency.optional(ctx, key, { ids }, async ({ em, afterCommit }) => {
        const worker = await this.worker(em, actor, input.numer_pracownika, 'numer_pracownika');
        await this.refuseOffenders(em, ids);
        const recs = await em.find(ManufacturingRecord, { id: { $in: ids } }, { disableIdentityMap: true });
        const batch = em.create(ManufacturingBatch, {
          closedBy: worker.numer_pracownika,
          closedByName: worker.name,
          recordCount: recs.length,
          paneCount: recs.reduce((s, r) => s + Math.max(1, r.panes.length), 0),
          totalWeightKg: Math.round(recs.reduce((s, r) => s + (r.weightKg ?? 0), 0) * 100) / 100,
          manifest: recs.map((r) => ({ id: r.id, orderNumber: r.orderNumber, type: r.type, panes: r.panes.length, weightKg: r.weightKg })),
        });
        await em.flush();
        batch.number = `PRT/${new Date().getUTCFullYear()}/${String(batch.id).padStart(6, '0')}`;
        await em.flush();
        const changed = await em.nativeUpdate(
          ManufacturingRecord,
          { id: { $in: ids }, batchId: null, status: 'LABELED', deletedAt: null },
          { batchId: batch.id, batchNumber: batch.number, status: 'CLOSED', version: raw('version + 1') },
        );
        if (changed !== ids.length) throw new BatchRace();
        for (const r of recs) this.support.log(em, actor, r, worker, 'BATCH_CLOSED', { after: { batch: batch.number } });
        this.support.history.record(em, actor, { entityType: 'manufacturing_batch', entityId: batch.id, reference: batch.number, action: 'closed', after: { records: ids, totalWeightKg: batch.totalWeightKg } });
        await em.flush();
        afterCommit(() => this.support.publish({ kind: 'BATCH', action: 'CLOSED', recordIds: ids, batchId: batch.id }));
        return { batchId: batch.id };
      }));
    } catch (err) {
      if (err instanceof BatchRace || err instanceof DeadlockException || err instanceof LockWaitTimeoutException) {
        await this.refuseOffenders(ctx.em.fork(), ids);
        throw conflict('Rekordy zmieniły się w międzyczasie; wybierz je ponownie', { reason: 'BATCH_REFUSED', ids });
      }
      throw err;
    }
    const batch = await this.batch(ctx, Number(body.batchId));
    const closed = `Partia ${batch.number} zamknięta`;
    // The manifest prints once (a repeat with the key answers the batch); its job ends the operation.
    if (input.printer && !replayed) {
      this.deps.operations.report(actor, operationId, 'IN_PROGRESS', `${closed}; drukowanie listy`);
      await this.printManifest(ctx, batch.id, input.printer, operationId);
    } else {
      this.deps.operations.report(actor, operationId, 'SUCCESS', closed);
      this.deps.operations.report(actor, operationId, 'FINISH', closed);
    }
    return batch;
  }

  /** Prints the batch manifest (records, panes, total weight) on the large label stock. */
  async printManifest(ctx: RequestContext, batchId: number, printer: number | null | undefined, listener?: string): Promise<{ operationId: string }> {
    const { id: printerId } = await this.printerFor(ctx, printer);
    const b = await ctx.em.fork().findOne(ManufacturingBatch, { id: batchId });
    if (!b) throw new AppError('NOT_FOUND', `Partia ${batchId} nie istnieje`);
    const operationId = listener ?? this.operationId();
    await this.deps.printing.print(ctx, { printerId, layout: batchManifestLayout({ ...b, number: b.number ?? '' }), copies: 1, source: 'manufacturing', reference: b.number, operationId });
    return { operationId };
  }

  /** The label as it prints (SVG at its size in mm): preview = print. */
  /** A label's QR scanned anywhere in the app: which record it belongs to (a voided label still names
   *  its record). 404 when no label has the code or its record is deleted. */
  async labelLookup(ctx: RequestContext, code: string): Promise<LabelLookupView> {
    const em = ctx.em.fork();
    const l = await em.findOne(ManufacturingLabel, { code });
    const rec = l ? await em.findOne(ManufacturingRecord, { id: l.recordId }, { fields: ['id', 'deletedAt'] }) : null;
    if (!l || !rec || rec.deletedAt) throw new AppError('NOT_FOUND', `Etykieta ${code} nie istnieje`);
    const states = l.printJobId ? await this.deps.printing.statesOf(em, [l.printJobId]) : new Map<number, string>();
    return { code: l.code, labelId: l.id, recordId: l.recordId, status: labelStatus(l, l.printJobId ? states.get(l.printJobId) : undefined) };
  }

  async labelPreview(ctx: RequestContext, id: number): Promise<string> {
    const l = await ctx.em.fork().findOne(ManufacturingLabel, { id });
    if (!l) throw new AppError('NOT_FOUND', `Etykieta ${id} nie istnieje`);
    return this.deps.printing.preview(glassLabelLayout(l.payload as never));
  }

  private async refuseOffenders(em: EntityManager, ids: number[]): Promise<void> {
    const recs = await em.find(ManufacturingRecord, { id: { $in: ids } }, { disableIdentityMap: true });
    const counts = await countsOf(em, ids);
    const offenders: Array<{ id: number; reason: string }> = [];
    for (const id of ids) {
      const r = recs.find((x) => x.id === id);
      if (!r || r.deletedAt) offenders.push({ id, reason: 'nie istnieje lub usunięty' });
      else if (r.batchId) offenders.push({ id, reason: `w partii ${r.batchNumber}` });
      else if (counts.get(id)!.openMissingGlass > 0) offenders.push({ id, reason: 'otwarte braki szkła' });
      else if (r.status !== 'LABELED' || counts.get(id)!.activeLabels === 0) offenders.push({ id, reason: 'bez wydrukowanych etykiet' });
    }
    if (offenders.length) {
      throw conflict(`Nie można zamknąć partii: ${offenders.map((o) => `${o.id} (${o.reason})`).join(', ')}`, { reason: 'BATCH_REFUSED', ids: offenders.map((o) => o.id), offenders });
    }
  }

  async reopenBatch(ctx: RequestContext, id: number, note: string | null): Promise<BatchView> {
    const actor = requireActor(ctx);
    await this.support.idempotency.optional(ctx, undefined, null, async ({ em, afterCommit }) => {
      const batch = await em.findOne(ManufacturingBatch, { id });
      if (!batch) throw new AppError('NOT_FOUND', `Partia ${id} nie istnieje`);
      if (batch.status !== 'CLOSED') throw conflict(`Partia ${batch.number} jest już otwarta`, { reason: 'BATCH_OPEN' });
      const recs = await em.find(ManufacturingRecord, { batchId: id });
      await em.nativeUpdate(ManufacturingRecord, { batchId: id }, { batchId: null, batchNumber: null, status: 'LABELED', version: raw('version + 1') });
      batch.status = 'REOPENED';
      batch.reopenLog = [...batch.reopenLog, { by: actor.numer_pracownika, byName: actor.name, at: new Date().toISOString(), note }];
      for (const r of recs) this.support.log(em, actor, r, actorWorker(actor), 'BATCH_REOPENED', { note, before: { batch: batch.number } });
      this.support.history.record(em, actor, { entityType: 'manufacturing_batch', entityId: id, reference: batch.number, action: 'reopened', before: { status: 'CLOSED' }, after: { status: 'REOPENED', note } });
      await em.flush();
      afterCommit(() => this.support.publish({ kind: 'BATCH', action: 'REOPENED', recordIds: recs.map((r) => r.id), batchId: id }));
      return {};
    });
    return this.batch(ctx, id);
  }

  private batchView(b: ManufacturingBatch): BatchView {
    return {
      id: b.id,
      number: b.number ?? '',
      status: b.status,
      closedBy: b.closedBy,
      closedByName: b.closedByName,
      recordCount: b.recordCount,
      paneCount: b.paneCount,
      totalWeightKg: b.totalWeightKg,
      recordIds: b.manifest.map((m) => m.id),
      reopenCount: b.reopenLog.length,
      createdAt: b.createdAt,
    };
  }

  async batch(ctx: RequestContext, id: number): Promise<BatchView> {
    const b = await ctx.em.fork().findOne(ManufacturingBatch, { id });
    if (!b) throw new AppError('NOT_FOUND', `Partia ${id} nie istnieje`);
    return this.batchView(b);
  }

  async batches(ctx: RequestContext, q: { page: number; limit: number }): Promise<Page<BatchView>> {
    const [rows, count] = await ctx.em.findAndCount(ManufacturingBatch, {}, { orderBy: { id: 'DESC' }, limit: q.limit, offset: offsetOf(q), disableIdentityMap: true });
    return pageOf(rows.map((b) => this.batchView(b)), count, q);
  }

  // ------------------------------------------------------------------ missing glass

  async reportMissing(ctx: RequestContext, input: ReportMissingInput, key?: string): Promise<MissingActionView> {
    const actor = requireActor(ctx);
    const { body } = await this.support.idempotency.optional(ctx, key, input, async ({ em, afterCommit }) => {
      const worker = await this.support.worker(em, input.numer_pracownika, 'numer_pracownika');
      const rec = await this.deps.records.loadOpen(em, input.id);
      const pane = input.paneIndex ? rec.panes[input.paneIndex - 1] : undefined;
      if (input.paneIndex && !pane) throw badInput(`Rekord ${rec.id} nie ma szyby ${input.paneIndex}`, { paneIndex: `must be 1..${rec.panes.length}` });
      const entry = em.create(MissingGlass, {
        recordId: rec.id,
        orderNumber: rec.orderNumber,
        documentId: rec.documentId,
        paneIndex: input.paneIndex ?? null,
        description: pane ? `${pane.part ? pane.part + ' ' : ''}${pane.widthMm} x ${pane.heightMm} x ${pane.thicknessMm} mm ${pane.glassKind}` : null,
        reason: input.reason,
        note: input.note ?? null,
        reportedBy: worker.numer_pracownika,
        reportedByName: worker.name,
      });
      await em.flush();
      this.support.log(em, actor, rec, worker, 'MISSING_REPORTED', { note: input.note ?? null, after: { missingGlass: entry.id, reason: input.reason, paneIndex: input.paneIndex ?? null } });
      await em.flush();
      afterCommit(() => this.support.publish({ kind: 'MISSING_GLASS', action: 'REPORTED', recordIds: [rec.id], missingGlassId: entry.id }));
      return { id: entry.id };
    });
    return { message: `Zgłoszono brak szkła (${Number(body.id)})`, entry: await this.missingEntry(ctx, Number(body.id)), documentReturned: false, operationId: null };
  }

  /** What of an order's glass is not ready, for packing's ship: open missing-glass
   *  entries, and records not closed in a batch yet (not made). */
  async shipHolds(em: EntityManager, orderNumber: string): Promise<ShipHold[]> {
    const holds: ShipHold[] = [];
    const missing = await em.find(MissingGlass, { orderNumber, status: 'OPEN' }, { orderBy: { id: 'asc' }, disableIdentityMap: true });
    if (missing.length > 0) {
      const what = missing.map((m) => `nr ${m.id} (${MISSING_REASON_TEXT[m.reason] ?? m.reason})`).join(', ');
      holds.push({ code: 'MISSING_GLASS', message: `${missing.length === 1 ? 'otwarty brak szkła' : `otwarte braki szkła: ${missing.length}`} ${what}` });
    }
    const unmade = await em.count(ManufacturingRecord, { orderNumber, deletedAt: null, status: { $in: ['NEW', 'LABELED'] } });
    if (unmade > 0) holds.push({ code: 'GLASS_NOT_MADE', message: `rekordy produkcji jeszcze niezamknięte w partii: ${unmade}` });
    return holds;
  }

  /** Packing held a document for missing parts: the glass ones become entries here (same transaction). */
  async fromPacking(em: EntityManager, actor: Actor, doc: DocumentView, afterCommit: (effect: () => void) => void): Promise<void> {
    const glass = (doc.missingParts ?? []).filter(isGlassPart);
    if (!glass.length) return;
    const rec = await em.findOne(ManufacturingRecord, { orderNumber: doc.number, deletedAt: null }, { orderBy: { id: 'DESC' } });
    const ids: number[] = [];
    for (const part of glass) {
      const entry = em.create(MissingGlass, {
        recordId: rec?.id ?? null,
        orderNumber: doc.number,
        documentId: doc.id,
        description: part.slice(0, 300),
        reason: 'nie_dostarczono',
        note: doc.missingPartsNote,
        source: 'PACKING',
        reportedBy: actor.numer_pracownika,
        reportedByName: actor.name,
      });
      await em.flush();
      ids.push(entry.id);
      if (rec) this.support.log(em, actor, rec, actorWorker(actor), 'MISSING_REPORTED', { note: `Pakowanie: ${part}`, after: { missingGlass: entry.id } });
    }
    await em.flush();
    afterCommit(() => ids.forEach((id) => this.support.publish({ kind: 'MISSING_GLASS', action: 'REPORTED', recordIds: rec ? [rec.id] : [], missingGlassId: id })));
  }

  async missingList(ctx: RequestContext, q: MissingListQuery): Promise<Page<MissingGlassView>> {
    const where = q.status === 'ALL' ? {} : { status: q.status };
    const [rows, count] = await ctx.em.findAndCount(MissingGlass, where, { orderBy: { createdAt: 'ASC', id: 'ASC' }, limit: q.limit, offset: offsetOf(q), disableIdentityMap: true });
    const now = Date.now();
    return pageOf(rows.map((m) => missingView(m, now)), count, q);
  }

  private async missingEntry(ctx: RequestContext, id: number): Promise<MissingGlassView> {
    const m = await ctx.em.fork().findOne(MissingGlass, { id });
    if (!m) throw new AppError('NOT_FOUND', `Brak szkła ${id} nie istnieje`);
    return missingView(m);
  }

  /** Exactly one of concurrent closes succeeds; the last open entry of an order puts its packing document back in the queue. */
  async closeMissing(ctx: RequestContext, input: { numer_pracownika: number; id: number }, key?: string): Promise<MissingActionView> {
    const actor = requireActor(ctx);
    const { body } = await this.support.idempotency.optional(ctx, key, input, async ({ em, afterCommit }) => {
      const worker = await this.support.worker(em, input.numer_pracownika, 'numer_pracownika');
      const closed = await em.nativeUpdate(MissingGlass, { id: input.id, status: 'OPEN' }, { status: 'CLOSED', closedAt: new Date(), closedBy: worker.numer_pracownika, closedByName: worker.name });
      if (closed !== 1) return { refused: true };
      const entry = await em.findOneOrFail(MissingGlass, { id: input.id }, { refresh: true });
      const rec = entry.recordId ? await em.findOne(ManufacturingRecord, { id: entry.recordId }) : null;
      if (rec) this.support.log(em, actor, rec, worker, 'MISSING_CLOSED', { after: { missingGlass: entry.id } });
      this.support.history.record(em, actor, { entityType: 'manufacturing_missing_glass', entityId: entry.id, reference: entry.orderNumber, action: 'closed', before: { status: 'OPEN' }, after: { status: 'CLOSED', numer_pracownika: worker.numer_pracownika } });
      let documentReturned = false;
      const open = await em.count(MissingGlass, { orderNumber: entry.orderNumber, status: 'OPEN' });
      if (open === 0) {
        const docs = await this.deps.documents.byNumber(em, entry.orderNumber);
        for (const d of docs) if (d.status === 'MISSING_PARTS' && (await this.deps.documents.returnToQueue(em, actor, d.id, `braki szkła zamknięte (${entry.orderNumber})`, afterCommit))) documentReturned = true;
      }
      await em.flush();
      afterCommit(() => this.support.publish({ kind: 'MISSING_GLASS', action: 'CLOSED', recordIds: rec ? [rec.id] : [], missingGlassId: entry.id }));
      return { refused: false, documentReturned };
    });
    if (body.refused) {
      const m = await ctx.em.fork().findOne(MissingGlass, { id: input.id });
      if (!m) throw new AppError('NOT_FOUND', `Brak szkła ${input.id} nie istnieje`);
      throw conflict(`Brak szkła ${input.id} jest już zamknięty (${m.closedByName ?? ''})`.replace(' ()', ''), { reason: 'MISSING_CLOSED', closedBy: m.closedBy });
    }
    const documentReturned = Boolean(body.documentReturned);
    return {
      message: documentReturned ? 'Brak szkła zamknięty; zamówienie wróciło do kolejki pakowania' : 'Brak szkła zamknięty',
      entry: await this.missingEntry(ctx, input.id),
      documentReturned,
      operationId: null,
    };
  }

  async printMissing(ctx: RequestContext, input: { id: number; printer?: number | null; operationId?: string }, key?: string): Promise<MissingActionView> {
    const actor = requireActor(ctx);
    return this.followed(actor, input.operationId ?? this.operationId(), (opId) => this.printMissingRun(ctx, actor, input, opId, key));
  }

  private async printMissingRun(ctx: RequestContext, actor: Actor, input: { id: number; printer?: number | null; operationId?: string }, operationId: string, key?: string): Promise<MissingActionView> {
    const { id: printerId } = await this.printerFor(ctx, input.printer);
    const { operationId: _listener, ...request } = input;
    const { body, replayed } = await this.support.idempotency.optional(ctx, key, { ...request, printerId }, async ({ em, afterCommit }) => {
      const m = await em.findOne(MissingGlass, { id: input.id });
      if (!m) throw new AppError('NOT_FOUND', `Brak szkła ${input.id} nie istnieje`);
      m.printCount += 1;
      m.lastPrintedAt = new Date();
      const rec = m.recordId ? await em.findOne(ManufacturingRecord, { id: m.recordId }) : null;
      if (rec) this.support.log(em, actor, rec, actorWorker(actor), 'MISSING_PRINTED', { after: { missingGlass: m.id, printCount: m.printCount } });
      else this.support.history.record(em, actor, { entityType: 'manufacturing_missing_glass', entityId: m.id, reference: m.orderNumber, action: 'printed', after: { printCount: m.printCount } });
      await em.flush();
      afterCommit(() => this.support.publish({ kind: 'MISSING_GLASS', action: 'PRINTED', recordIds: m.recordId ? [m.recordId] : [], missingGlassId: m.id }));
      return { id: m.id };
    });
    if (!replayed) {
      const m = await ctx.em.fork().findOneOrFail(MissingGlass, { id: Number(body.id) });
      const when = formatWarsawDate(m.createdAt);
      await this.deps.printing.print(ctx, { printerId, layout: missingSlipLayout(m, MISSING_REASON_TEXT[m.reason] ?? m.reason, when), copies: 1, source: 'manufacturing', reference: `B-${m.id}`, operationId });
    }
    return { message: 'Drukowanie w toku', entry: await this.missingEntry(ctx, input.id), documentReturned: false, operationId };
  }
}

class BatchRace extends Error {}
