import { raw, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { canActForOthers } from '../../../../domain/authorization/index.js';
import { checkRecordDraft, formatMessage, paneWeightKg, typeRules, type ManufacturingType, type WidthSpec } from '../../../../domain/manufacturing/index.js';
import { requireActor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, badInput, conflict, forbidden, type FieldErrors } from '../../platform/errors.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { likeContains } from '../../platform/like.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { offsetOf, pageOf, type Page } from '../../platform/pagination.js';
import { sqlInstantMs } from '../../platform/sql/warsaw-day-sql.js';
import { warsawDayEnd, warsawDayStart } from '../history/index.js';
import type { ManufacturingReferenceApi } from '../manufacturing-reference/index.js';
import type { PrintingApi } from '../printing/index.js';
import type { ManufacturingCustomConfig } from './custom.config.js';
import { ManufacturingClaim, ManufacturingLabel, ManufacturingLog, ManufacturingRecord, ManufacturingSheet, MissingGlass, type RecordPane } from './custom.entity.js';
import { STORED_AS_SENT, type LogDto, type PaneInput, type RecordCreateInput, type RecordListQuery, type RecordUpdateInput, type StoredAsSent } from './custom.input.js';
import { countsOf, labelView, logView, missingView, SUMMARY_PROPERTIES, summaryView, type CustomSupport, type RecordSummaryRow, type Worker } from './custom.support.js';
import type { CheckOrderView, CheckWorkerView, FileStatusView, FiltersView, RecordSummaryView, RecordView } from './custom.view.js';
import type { OrderConnector } from './order-connector.js';
import { sheetRecord } from './production-sheet.js';
import type { SheetTask } from './production-sheet.worker.js';
import { workerTask, type CpuPool } from '../../platform/workers/cpu-pool.js';

export const SHEET_QUEUE = 'manufacturing-sheet';
/** The sheet's renderer on the CPU pool: an A4 PDF with drawings and a QR code is CPU-bound. */
export const PRODUCTION_SHEET = workerTask(import.meta.url, 'production-sheet', 'sheet');
const OPEN: Array<ManufacturingRecord['status']> = ['NEW', 'LABELED'];

const orderMissing = (n: string) => new AppError('NOT_FOUND', `Zamówienie ${n} nie istnieje`);
const closedBatch = (nr: string | null) => conflict(`Rekord jest w zamkniętej partii ${nr ?? ''}`.trim(), { reason: 'BATCH_CLOSED', batchNumber: nr });

const SORT: Record<RecordListQuery['sort'], keyof ManufacturingRecord> = {
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  numer_zamowienia: 'orderNumber',
  type: 'type',
  worker: 'employeeNumber',
  weight: 'weightKg',
  id: 'id',
};

interface Built {
  type: ManufacturingType;
  panes: RecordPane[];
  widthSpec: WidthSpec | null;
  schemaId: number | null;
  weightKg: number | null;
  computedWeightKg: number | null;
  palletHeightCm: number | null;
}

interface Draft {
  type: ManufacturingType;
  schema_id?: number | null;
  panes?: PaneInput[] | null;
  widthSpec?: unknown;
  weightKg?: number | null;
  palletHeightCm?: number | null;
}

/** The fields stored as sent: what came, else the record's value (`current`), else null. */
function sentOrKept(input: Partial<StoredAsSent>, current?: { [K in keyof StoredAsSent]: StoredAsSent[K] | null }): { [K in keyof StoredAsSent]: Exclude<StoredAsSent[K], undefined> } {
  return Object.fromEntries(STORED_AS_SENT.map((k) => [k, input[k] !== undefined ? input[k] : (current?.[k] ?? null)])) as { [K in keyof StoredAsSent]: Exclude<StoredAsSent[K], undefined> };
}

interface RecordServiceDeps {
  support: CustomSupport;
  config: ManufacturingCustomConfig;
  orders: OrderConnector;
  schemas: ManufacturingReferenceApi['schemas'];
  printing: PrintingApi['printing'];
  jobs: JobRunner;
  operations: OperationService;
  cpu: CpuPool;
}

/** Custom manufacturing records: the order and the worker, create/edit with the type's extra
 *  steps, the lists, one record, delete by employee, the production sheet. */
export class RecordService {
  constructor(private readonly deps: RecordServiceDeps) {}

  private get support() {
    return this.deps.support;
  }

  // ------------------------------------------------------------------ order and worker

  async checkOrder(ctx: RequestContext, number: string): Promise<CheckOrderView> {
    const order = await this.deps.orders.find(ctx.em, number);
    if (!order) throw orderMissing(number);
    const records = await ctx.em.find(ManufacturingRecord, { orderNumber: number, deletedAt: null }, { orderBy: { id: 'ASC' }, limit: 100 });
    const counts = await countsOf(ctx.em, records.map((r) => r.id));
    const claim = await ctx.em.findOne(ManufacturingClaim, { orderNumber: number });
    return {
      numer_zamowienia: number,
      customer: order.customer,
      shippingMethod: order.shippingMethod,
      paymentsCod: order.paymentsCod,
      wantsInvoice: order.wantsInvoice,
      is_pickup: order.is_pickup,
      pickup_place: order.pickup_place,
      documents: order.documents.map((d) => ({ id: d.id, status: d.status, missingParts: d.missingParts, createdAt: d.createdAt })),
      records: records.map((r) => summaryView(r, counts.get(r.id)!)),
      claimedBy: claim ? { employeeNumber: claim.employeeNumber, name: claim.employeeName } : null,
    };
  }

  /** 200: the worker exists, is active and holds the order now; 404 unknown worker or order; 409 another worker holds it. */
  async checkWorker(ctx: RequestContext, employee: number, number: string): Promise<CheckWorkerView> {
    const em = ctx.em.fork();
    const worker = await this.support.worker(em, employee, null);
    if (!(await this.deps.orders.find(em, number))) throw orderMissing(number);
    await this.claim(em, number, worker);
    return { ok: true, employeeNumber: worker.numer_pracownika, name: worker.name, numer_zamowienia: number, message: `Zamówienie ${number} realizuje pracownik ${worker.name}` };
  }

  /** The order for this worker: a row per order number, taken by the first; another worker gets
   *  it only once the holder has no open record on it and the claim is older than the TTL. */
  private async claim(em: EntityManager, number: string, worker: Worker): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const existing = await em.findOne(ManufacturingClaim, { orderNumber: number }, { disableIdentityMap: true });
      if (!existing) {
        try {
          await em.insert(ManufacturingClaim, { orderNumber: number, employeeNumber: worker.numer_pracownika, employeeName: worker.name, claimedAt: new Date() });
          return;
        } catch (err) {
          if (err instanceof UniqueConstraintViolationException) continue;
          throw err;
        }
      }
      if (existing.employeeNumber === worker.numer_pracownika) return;
      const holderWorks = await em.count(ManufacturingRecord, { orderNumber: number, employeeNumber: existing.employeeNumber, status: { $in: OPEN }, deletedAt: null });
      if (holderWorks > 0 || Date.now() - existing.claimedAt.getTime() < this.deps.config.claimTtlMs) throw this.taken(number, existing);
      const taken = await em.nativeUpdate(
        ManufacturingClaim,
        { id: existing.id, employeeNumber: existing.employeeNumber, claimedAt: existing.claimedAt },
        { employeeNumber: worker.numer_pracownika, employeeName: worker.name, claimedAt: new Date() },
      );
      if (taken === 1) return;
    }
    // Still undecided (a transaction's snapshot may not show the row that beat us): refuse, never pass unclaimed.
    const now = await em.findOne(ManufacturingClaim, { orderNumber: number }, { disableIdentityMap: true });
    if (now && now.employeeNumber === worker.numer_pracownika) return;
    if (now) throw this.taken(number, now);
    throw new AppError('CONFLICT', `Zamówienie ${number} jest właśnie przejmowane; spróbuj ponownie`, undefined, { reason: 'ORDER_TAKEN' });
  }

  private taken(number: string, claim: ManufacturingClaim): AppError {
    return new AppError('CONFLICT', `Zamówienie ${number} realizuje pracownik ${claim.employeeName} (${claim.employeeNumber})`, undefined, {
      reason: 'ORDER_TAKEN',
      heldBy: { employeeNumber: claim.employeeNumber, name: claim.employeeName },
    });
  }

  // ------------------------------------------------------------------ create / edit

  /** The type's extra steps (domain's checkRecordDraft, the same rules the station form shows),
   *  then what needs the database: each schema exists, is not archived and fits the glass. 400 naming each field. */
  private async build(em: EntityManager, draft: Draft): Promise<Built> {
    const steps = typeRules(draft.type).steps;
    const panesIn = draft.panes ?? [];
    const panes: RecordPane[] = panesIn.map((p, i) => ({ index: i + 1, part: p.part, widthMm: p.widthMm, heightMm: p.heightMm, thicknessMm: p.thicknessMm, glassKind: p.glassKind, schemaId: p.schema_id, weightKg: paneWeightKg(p) }));
    const glass = panes.reduce((sum, p) => sum + Math.round(p.weightKg * 100), 0) / 100;
    const computedWeightKg = typeRules(draft.type).hasWeight && panes.length ? Math.round((glass + (this.deps.config.tareKg[draft.type] ?? 0)) * 100) / 100 : null;
    const checked = checkRecordDraft(
      draft.type,
      { ...draft, computedWeightKg },
      { palletHeightsCm: this.deps.config.palletHeightsCm, weightLimitKg: this.deps.config.weightLimitKg[draft.type] },
    );
    const fields: FieldErrors = {};
    for (const [field, problem] of Object.entries(checked.errors)) fields[field] = problem.text ?? formatMessage(problem.key, problem.values);
    // drilling schemas: the database's part
    if (steps.drillingSchema !== 'none') {
      const schemaIds = new Map<string, number>();
      if (draft.schema_id) schemaIds.set('schema_id', draft.schema_id);
      panesIn.forEach((p, i) => p.schema_id && schemaIds.set(`panes.${i}.schema_id`, p.schema_id));
      const schemaThickness = new Map<number, { min: number; max: number; code: string }>();
      for (const [field, id] of schemaIds) {
        try {
          const s = await this.deps.schemas.get({ em }, id);
          if (s.archived) fields[field] ??= `Schemat ${s.code} jest zarchiwizowany`;
          schemaThickness.set(id, { min: s.thicknessMin, max: s.thicknessMax, code: s.code });
        } catch {
          fields[field] ??= `Schemat ${id} nie istnieje`;
        }
      }
      panesIn.forEach((p, i) => {
        const schemaId = p.schema_id ?? draft.schema_id ?? null;
        const th = schemaId ? schemaThickness.get(schemaId) : undefined;
        if (th && (p.thicknessMm < th.min || p.thicknessMm > th.max)) fields[`panes.${i}.thicknessMm`] ??= `Schemat ${th.code} jest dla szkła ${th.min}-${th.max} mm`;
      });
    }
    if (Object.keys(fields).length) throw badInput(`Popraw pola ${Object.keys(fields).join(', ')}: ${Object.values(fields)[0]}`, fields);
    return {
      type: draft.type,
      panes,
      widthSpec: checked.widthSpec,
      schemaId: steps.drillingSchema === 'none' ? null : (draft.schema_id ?? null),
      weightKg: checked.weightKg,
      computedWeightKg,
      palletHeightCm: draft.palletHeightCm ?? null,
    };
  }

  async create(ctx: RequestContext, input: RecordCreateInput, idempotencyKey?: string): Promise<RecordView> {
    const actor = requireActor(ctx);
    const { body } = await this.support.idempotency.optional(ctx, idempotencyKey, input, async ({ em, afterCommit }) => {
      const worker = await this.support.worker(em, input.createManufacturingLogDto.numer_pracownika, 'createManufacturingLogDto.numer_pracownika');
      const order = await this.deps.orders.find(em, input.numer_zamowienia);
      if (!order) throw orderMissing(input.numer_zamowienia);
      const built = await this.build(em, input);
      await this.claim(em, input.numer_zamowienia, worker);
      const record = em.create(ManufacturingRecord, {
        orderNumber: input.numer_zamowienia,
        documentId: order.documents[0]?.id ?? null,
        employeeNumber: worker.numer_pracownika,
        employeeName: worker.name,
        ...sentOrKept(input),
        updatedByNumber: worker.numer_pracownika,
        updatedByName: worker.name,
        ...built,
      });
      await em.flush();
      this.support.log(em, actor, record, worker, input.createManufacturingLogDto.action ?? 'CREATED', { note: input.createManufacturingLogDto.note, after: this.snapshot(record) });
      const operationId = this.enqueueSheet(em, record, actor.userId);
      await em.flush();
      afterCommit(() => {
        this.deps.jobs.wake();
        this.deps.operations.report(actor, operationId, 'IN_PROGRESS', 'Generowanie karty produkcyjnej');
        this.support.publish({ kind: 'RECORD', action: 'CREATED', recordIds: [record.id] });
      });
      return { id: record.id };
    });
    return this.get(ctx, Number(body.id));
  }

  /** An edit checked against the version the caller read (`version` in the body, or `If-Match`):
   *  409 naming who changed it since. SPEC.md's body has no version: without one the edit applies
   *  to the record as it is (last writer wins) and the record's log says it was saved unversioned. */
  async update(ctx: RequestContext, id: number, input: RecordUpdateInput, ifMatch?: string): Promise<RecordView> {
    const actor = requireActor(ctx);
    const read = readVersion(input.version, ifMatch);
    const failure = await this.support.idempotency.optional(ctx, undefined, null, async ({ em, afterCommit }) => {
      const rec = await this.loadOpen(em, id);
      if (read !== null && rec.version !== read) return { changedBy: rec.updatedByName, version: rec.version };
      const version = read ?? rec.version;
      const worker = await this.support.worker(em, input.createManufacturingLogDto.numer_pracownika, 'createManufacturingLogDto.numer_pracownika');
      const type = input.type ?? (rec.type as ManufacturingType);
      const typeChanged = type !== rec.type;
      // Fields not sent keep their value, unless the type changed (then the new type's steps are given anew).
      const keep = <T>(sent: T | undefined, current: T): T | undefined => (sent !== undefined ? sent : typeChanged ? undefined : current);
      const draft: Draft = {
        type,
        schema_id: keep(input.schema_id, rec.schemaId),
        panes: keep(
          input.panes,
          rec.panes.map((p) => ({ part: p.part, widthMm: p.widthMm, heightMm: p.heightMm, thicknessMm: p.thicknessMm, glassKind: p.glassKind as PaneInput['glassKind'], schema_id: p.schemaId })),
        ),
        widthSpec: keep(input.widthSpec, rec.widthSpec ? { fixedDim: rec.widthSpec.fixedDim, sideWalls: rec.widthSpec.sideWalls } : null),
        // a weight left out is computed again from the (new) panes
        weightKg: input.weightKg !== undefined ? input.weightKg : input.panes !== undefined || typeChanged ? undefined : rec.weightKg !== rec.computedWeightKg ? rec.weightKg : undefined,
        palletHeightCm: keep(input.palletHeightCm, rec.palletHeightCm),
      };
      const built = await this.build(em, draft);
      const before = this.snapshot(rec);
      const changed = await em.nativeUpdate(
        ManufacturingRecord,
        { id, version, batchId: null, deletedAt: null },
        { ...built, ...sentOrKept(input, rec), version: version + 1, updatedByNumber: worker.numer_pracownika, updatedByName: worker.name, updatedAt: new Date() },
      );
      if (changed !== 1) return { changedBy: null, version: null };
      const after = await em.findOneOrFail(ManufacturingRecord, { id }, { refresh: true });
      const note = read === null ? [input.createManufacturingLogDto.note, UNVERSIONED_NOTE].filter(Boolean).join(' · ') : input.createManufacturingLogDto.note;
      this.support.log(em, actor, after, worker, input.createManufacturingLogDto.action ?? 'UPDATED', { note, before, after: { ...this.snapshot(after), ...(read === null ? { unversioned: true } : {}) } });
      const operationId = this.enqueueSheet(em, after, actor.userId);
      await em.flush();
      afterCommit(() => {
        this.deps.jobs.wake();
        this.deps.operations.report(actor, operationId, 'IN_PROGRESS', 'Generowanie karty produkcyjnej');
        this.support.publish({ kind: 'RECORD', action: 'UPDATED', recordIds: [id] });
      });
      return {};
    });
    if ('version' in failure.body) {
      const now = await ctx.em.fork().findOne(ManufacturingRecord, { id });
      if (now?.batchId) throw closedBatch(now.batchNumber);
      throw conflict(`Rekord został zmieniony przez ${now?.updatedByName ?? failure.body.changedBy ?? 'innego użytkownika'}; odśwież i zapisz ponownie`, {
        reason: 'VERSION_CONFLICT',
        changedBy: now?.updatedByName ?? null,
        version: now?.version ?? null,
      });
    }
    return this.get(ctx, id);
  }

  /** A record that may change: exists, not deleted, not in a closed batch. */
  async loadOpen(em: EntityManager, id: number): Promise<ManufacturingRecord> {
    const rec = await em.findOne(ManufacturingRecord, { id }, { disableIdentityMap: true });
    if (!rec || rec.deletedAt) throw new AppError('NOT_FOUND', `Rekord ${id} nie istnieje`);
    if (rec.batchId) throw closedBatch(rec.batchNumber);
    return rec;
  }

  snapshot(r: ManufacturingRecord): Record<string, unknown> {
    return { type: r.type, panes: r.panes.length, widthSpec: r.widthSpec ? { width: r.widthSpec.width, anotherWidth: r.widthSpec.anotherWidth } : null, schemaId: r.schemaId, weightKg: r.weightKg, palletHeightCm: r.palletHeightCm, ...sentOrKept({}, r), version: r.version };
  }

  // ------------------------------------------------------------------ delete

  async remove(ctx: RequestContext, employee: number, id: number): Promise<RecordView> {
    const actor = requireActor(ctx);
    const admin = canActForOthers(actor.role);
    await this.support.idempotency.optional(ctx, undefined, null, async ({ em, afterCommit }) => {
      const rec = await em.findOne(ManufacturingRecord, { id }, { disableIdentityMap: true });
      if (!rec || rec.deletedAt) throw new AppError('NOT_FOUND', `Rekord ${id} nie istnieje`);
      if (!admin && employee !== actor.numer_pracownika) throw forbidden(`Nie można usuwać w imieniu innego pracownika (${employee})`);
      if (!admin && rec.employeeNumber !== actor.numer_pracownika) throw forbidden(`Rekord należy do pracownika ${rec.employeeName} (${rec.employeeNumber})`);
      if (rec.batchId) throw closedBatch(rec.batchNumber);
      const worker = await this.support.worker(em, employee, 'employee').catch(() => ({ numer_pracownika: actor.numer_pracownika, name: actor.name }));
      const changed = await em.nativeUpdate(ManufacturingRecord, { id, batchId: null, deletedAt: null }, { status: 'DELETED', deletedAt: new Date(), deletedBy: worker.numer_pracownika, deletedByName: worker.name, version: rec.version + 1 });
      if (changed !== 1) throw conflict('Rekord został zmieniony w międzyczasie; spróbuj ponownie');
      await em.nativeUpdate(ManufacturingLabel, { recordId: id, voidedAt: null }, { voidedAt: new Date(), voidedBy: worker.numer_pracownika, voidedByName: worker.name, voidReason: 'rekord usunięty' });
      this.support.log(em, actor, rec, worker, 'DELETED', { before: this.snapshot(rec) });
      const open = await em.count(ManufacturingRecord, { orderNumber: rec.orderNumber, status: { $in: OPEN }, deletedAt: null });
      if (!open) await em.nativeDelete(ManufacturingClaim, { orderNumber: rec.orderNumber });
      await em.flush();
      afterCommit(() => this.support.publish({ kind: 'RECORD', action: 'DELETED', recordIds: [id] }));
      return {};
    });
    return this.get(ctx, id, { deleted: true });
  }

  // ------------------------------------------------------------------ reads

  async get(ctx: RequestContext, id: number, opts: { deleted?: boolean } = {}): Promise<RecordView> {
    const em = ctx.em.fork();
    const r = await em.findOne(ManufacturingRecord, { id });
    if (!r || (r.deletedAt && !opts.deleted)) throw new AppError('NOT_FOUND', `Rekord ${id} nie istnieje`);
    const [log, labels, missing, counts] = await Promise.all([
      em.find(ManufacturingLog, { recordId: id }, { orderBy: { id: 'ASC' } }),
      em.find(ManufacturingLabel, { recordId: id }, { orderBy: { id: 'ASC' } }),
      em.find(MissingGlass, { recordId: id }, { orderBy: { id: 'ASC' } }),
      countsOf(em, [id]),
    ]);
    const states = await this.deps.printing.statesOf(em, labels.map((l) => l.printJobId).filter((j): j is number => j !== null));
    return {
      ...summaryView(r, counts.get(id)!),
      panes: r.panes,
      widthSpec: r.widthSpec,
      computedWeightKg: r.computedWeightKg,
      weightWarning: weightWarning(r.weightKg, r.computedWeightKg),
      updatedByName: r.updatedByName,
      deletedAt: r.deletedAt,
      deletedByName: r.deletedByName,
      sheetStatus: r.sheetStatus,
      log: log.map(logView),
      labels: labels.map((l) => labelView(l, l.printJobId ? states.get(l.printJobId) : undefined)),
      missingGlass: missing.map((m) => missingView(m)),
    };
  }

  private where(q: Pick<RecordListQuery, 'complete'> & Partial<RecordListQuery>): FilterQuery<ManufacturingRecord> {
    const and: FilterQuery<ManufacturingRecord>[] = [{ deletedAt: null, status: q.complete ? 'CLOSED' : { $in: OPEN } }];
    if (q.status) and.push({ status: q.status });
    if (q.type) and.push({ type: q.type });
    if (q.worker) and.push({ employeeNumber: q.worker });
    if (q.numer_zamowienia) and.push(likeContains('order_number', q.numer_zamowienia) as FilterQuery<ManufacturingRecord>);
    if (q.batch) and.push(/^\d+$/.test(q.batch) ? { batchId: Number(q.batch) } : { batchNumber: q.batch });
    // Calendar days in Warsaw, as the screen's periods and every date shown are: a record made at
    // 00:30 on the 7th belongs to the 7th, not to the UTC day before.
    if (q.dateFrom) and.push({ createdAt: { $gte: warsawDayStart(q.dateFrom) } });
    if (q.dateTo) and.push({ createdAt: { $lt: warsawDayEnd(q.dateTo) } });
    return { $and: and };
  }

  /** One page of cards. The rows are read as their summary columns mapped to properties, not
   *  hydrated into managed entities (that, and parsing every record's panes to count them, was most
   *  of a page's CPU beyond its SQL); the count runs beside the page on another pool connection. */
  async list(ctx: RequestContext, q: RecordListQuery): Promise<Page<RecordSummaryView>> {
    const dir = q.order === 'ASC' ? 'asc' : 'desc';
    const em = ctx.em;
    const [rows, count] = await Promise.all([
      em
        .createQueryBuilder(ManufacturingRecord, 'r')
        .select([...SUMMARY_PROPERTIES])
        .where(this.where(q) as never)
        .orderBy([{ [SORT[q.sort]]: dir }, { id: dir }])
        .limit(q.limit)
        .offset(offsetOf(q))
        .execute<RecordSummaryRow[]>('all', true),
      // A condition of its own: a raw fragment (the order number's LIKE) is spent by the query that uses it.
      em.createQueryBuilder(ManufacturingRecord, 'r').where(this.where(q) as never).getCount(),
    ]);
    const counts = await countsOf(em, rows.map((r) => r.id));
    return pageOf(
      rows.map((r) => summaryView(r, counts.get(r.id)!)),
      count,
      q,
    );
  }

  /** The drop-down values for open (or completed) work: the counts the triggers keep per status
   *  (filter-values.entity.ts; grouping every completed record took ~1 s at 200,000 records),
   *  and the date range from the ends of the (status, deleted_at, created_at) index. */
  async filters(ctx: RequestContext, complete: boolean): Promise<FiltersView> {
    const statuses: string[] = complete ? ['CLOSED'] : OPEN;
    const marks = statuses.map(() => '?').join(', ');
    const conn = ctx.em.getConnection('read');
    const [types, workers, batches, ranges] = await Promise.all([
      conn.execute<Array<{ type: string; cnt: number | string }>>(`select t.type as type, sum(t.records) as cnt from manufacturing_filter_types t where t.status in (${marks}) and t.records > 0 group by t.type`, statuses),
      conn.execute<Array<{ worker: number | string; name: string; cnt: number | string }>>(
        `select w.employee_number as worker, max(w.employee_name) as name, sum(w.records) as cnt from manufacturing_filter_workers w where w.status in (${marks}) and w.records > 0 group by w.employee_number`,
        statuses,
      ),
      complete
        ? conn.execute<Array<{ batch: number | string; number: string }>>(`select b.batch_id as batch, max(b.batch_number) as number from manufacturing_filter_batches b where b.status in (${marks}) and b.records > 0 group by b.batch_id`, statuses)
        : [],
      // One statement per status: each reads the two ends of its index range.
      Promise.all(
        statuses.map((status) =>
          ctx.em
            .createQueryBuilder(ManufacturingRecord, 'r')
            .select([raw('min(r.created_at) as first'), raw('max(r.created_at) as last')])
            .where({ status, deletedAt: null })
            .execute<Array<{ first: string | Date | null; last: string | Date | null }>>('all', false),
        ),
      ),
    ]);
    const asDate = (v: string | number | Date | null | undefined) => (v === null || v === undefined ? null : new Date(sqlInstantMs(v)));
    const ends = ranges.flat().flatMap((r) => [asDate(r.first), asDate(r.last)]).filter((d): d is Date => d !== null);
    return {
      types: types.map((t) => ({ value: t.type, count: Number(t.cnt) })).sort((a, b) => a.value.localeCompare(b.value)),
      workers: workers.map((w) => ({ employeeNumber: Number(w.worker), name: w.name, count: Number(w.cnt) })).sort((a, b) => a.employeeNumber - b.employeeNumber),
      batches: batches.map((b) => ({ id: Number(b.batch), number: b.number })).sort((a, b) => b.id - a.id),
      statuses: complete ? ['CLOSED'] : ['NEW', 'LABELED'],
      dateFrom: ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null,
      dateTo: ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null,
    };
  }

  // ------------------------------------------------------------------ production sheet

  private enqueueSheet(em: EntityManager, record: ManufacturingRecord, userId: number): string {
    const operationId = this.deps.operations.newOperationId();
    record.sheetStatus = 'IN_PROGRESS';
    record.sheetMessage = null;
    record.sheetOperationId = operationId;
    em.persist(record);
    this.deps.jobs.enqueue(em, SHEET_QUEUE, { recordId: record.id, operationId, userId });
    return operationId;
  }

  /** The job: renders the sheet of the record as it is now and stores it (safe to run again). */
  async runSheet(em: EntityManager, payload: { recordId: number; operationId: string; userId: number }, lastAttempt: boolean): Promise<void> {
    const rec = await em.findOne(ManufacturingRecord, { id: payload.recordId });
    if (!rec || rec.sheetOperationId !== payload.operationId) return; // a newer edit made a newer sheet
    try {
      const schemaIds = [...new Set([rec.schemaId, ...rec.panes.map((p) => p.schemaId)].filter((s): s is number => s !== null))];
      const schemas = await Promise.all(schemaIds.map((id) => this.deps.schemas.get({ em }, id).catch(() => null)));
      const bytes = await this.deps.cpu.run<Uint8Array>(PRODUCTION_SHEET, { rec: sheetRecord(rec), schemas: schemas.filter((s) => s !== null) } satisfies SheetTask);
      const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await em.transactional(async (tx) => {
        await tx.nativeDelete(ManufacturingSheet, { recordId: rec.id });
        await tx.insert(ManufacturingSheet, { recordId: rec.id, recordVersion: rec.version, content: pdf, createdAt: new Date() });
        await tx.nativeUpdate(ManufacturingRecord, { id: rec.id, sheetOperationId: payload.operationId }, { sheetStatus: 'SUCCESS', sheetMessage: 'Plik został wygenerowany pomyślnie' });
      });
      this.deps.operations.report({ userId: payload.userId }, payload.operationId, 'SUCCESS', 'Plik został wygenerowany pomyślnie');
      this.deps.operations.report({ userId: payload.userId }, payload.operationId, 'FINISH', 'Plik został wygenerowany pomyślnie');
      this.support.publish({ kind: 'RECORD', action: 'SHEET', recordIds: [rec.id] });
    } catch (err) {
      if (!lastAttempt) throw err;
      const message = `Nie udało się wygenerować karty produkcyjnej: ${(err as Error).message}`.slice(0, 500);
      await em.nativeUpdate(ManufacturingRecord, { id: rec.id, sheetOperationId: payload.operationId }, { sheetStatus: 'ERROR', sheetMessage: message });
      this.deps.operations.report({ userId: payload.userId }, payload.operationId, 'ERROR', message);
      this.deps.operations.report({ userId: payload.userId }, payload.operationId, 'FINISH', message);
      throw err;
    }
  }

  async fileStatus(ctx: RequestContext, id: number): Promise<FileStatusView> {
    const rec = await ctx.em.fork().findOne(ManufacturingRecord, { id });
    if (!rec) throw new AppError('NOT_FOUND', `Rekord ${id} nie istnieje`);
    const status = (rec.sheetStatus ?? 'NONE') as FileStatusView['status'];
    return {
      id,
      status: status === 'SUCCESS' ? 'FINISH' : status,
      message: rec.sheetMessage ?? (status === 'IN_PROGRESS' ? 'Generowanie karty produkcyjnej w toku' : null),
      operationId: rec.sheetOperationId,
      url: status === 'SUCCESS' ? `/api/manufacturing/file/${id}` : null,
    };
  }

  async sheet(ctx: RequestContext, id: number): Promise<{ fileName: string; content: Buffer }> {
    const em = ctx.em.fork();
    const rec = await em.findOne(ManufacturingRecord, { id });
    const sheet = await em.findOne(ManufacturingSheet, { recordId: id }, { populate: ['content'] });
    if (!rec || !sheet) throw new AppError('NOT_FOUND', `Karta produkcyjna rekordu ${id} nie istnieje`);
    return { content: Buffer.from(sheet.content as Uint8Array), fileName: `karta-${rec.orderNumber.replace(/[^A-Za-z0-9._-]/g, '_')}-${id}.pdf` };
  }

  /** The worker of a station log line (for other services). */
  logWorker(em: EntityManager, dto: LogDto, field: string): Promise<Worker> {
    return this.support.worker(em, dto.numer_pracownika, field);
  }
}

/** Said in the record's log when an edit came without the version it was read at. */
const UNVERSIONED_NOTE = 'Zapisano bez numeru wersji: ostatni zapis wygrywa';

/** The version the caller read: `version` in the body, or the `If-Match` header (`3`, `"3"` or
 *  `W/"3"`); both given must agree. null: none given. */
function readVersion(version: number | undefined, ifMatch: string | undefined): number | null {
  let header: number | null = null;
  if (ifMatch !== undefined && ifMatch.trim() !== '') {
    const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
    if (!m || Number(m[1]) < 1) throw badInput('If-Match must be the version you read', { 'If-Match': 'must be the version you read (a positive number, e.g. "3")' });
    header = Number(m[1]);
  }
  if (version !== undefined && header !== null && version !== header) throw badInput('If-Match and version disagree', { 'If-Match': `names version ${header}, the body ${version}` });
  return version ?? header;
}

/** A declared weight far from the glass's own (a typo: 5 kg for a 41.6 kg mirror) is saved, as the
 *  worker weighed it, but said: more than 20 % and more than 2 kg apart. */
export function weightWarning(weightKg: number | null, computedWeightKg: number | null): string | null {
  if (weightKg === null || computedWeightKg === null || computedWeightKg <= 0) return null;
  const diff = Math.abs(weightKg - computedWeightKg);
  if (diff <= 2 || diff <= computedWeightKg * 0.2) return null;
  const kg = (n: number) => `${n.toLocaleString('pl-PL', { maximumFractionDigits: 2 })} kg`;
  return `Podana waga ${kg(weightKg)} różni się od wyliczonej z wymiarów szkła (${kg(computedWeightKg)}) o ${kg(Math.round(diff * 100) / 100)}; sprawdź wagę i wymiary`;
}
