import { createHash } from 'node:crypto';
import { canActForOthers } from '../../../../domain/authorization/index.js';
import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { DocumentsConfig } from './documents.config.js';
import { requireActor, type Actor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, badInput, conflict, notFound } from '../../platform/errors.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import { DOCUMENT_UPDATED, type DocumentUpdatedEvent } from './document.events.js';
import { likeContains } from '../../platform/like.js';
import { offsetOf, pageOf } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { HistoryRecorder, HistoryRecord } from '../../platform/audit/history.recorder.js';
import { Document, DocumentFile, DocumentStatus, OPEN_STATUSES } from './document.entity.js';
import type { Idempotency, IdempotentAnswer } from '../../platform/idempotency/idempotency.js';
import { inTransaction } from '../../platform/transaction.js';
import type { DocumentActionResult, DocumentList, DocumentView } from './document.view.js';
import { DocumentCreateFieldsSchema, type DocumentListQuery, type DocumentShipInput, type DocumentTakeOverInput, type MissingPartsInput } from './document.input.js';

/** SPEC.md section 8, verbatim. */
const shippedMessage = (number: string) => `Zamówienie ${number} zostało przekazane do wysyłki`;
const glassNotReadyMessage = (number: string) => `Zamówienia ${number} nie można przekazać do wysyłki, bo szkło nie jest gotowe`;
const OPEN_STATUS_PL: Record<string, string> = { NEW: 'w kolejce', LOCKED: 'w trakcie pakowania' };
const STATUS_PL: Record<string, string> = { SHIPPED: 'przekazany do wysyłki', MISSING_PARTS: 'wstrzymany z powodu braków', DELETED: 'usunięty' };
/** SPEC.md leaves the wording open. */
const missingPartsMessage = (number: string) =>
  `Dokumenty zamówienia ${number} zostały usunięte z kolejki z powodu brakujących części. Po dostarczeniu części przekaż zamówienie ponownie na magazyn.`;

/** The view of a document at `now`: `lockExpired` follows the same rule as the takeover in
 *  `lock()` (locked at or before now - DOCUMENT_LOCK_TTL). */
const documentView = (d: Document, lockTtlMs: number, now = Date.now()): DocumentView => ({
  id: d.id,
  number: d.number,
  externalId: d.externalId,
  customer: d.customer,
  shippingMethod: d.shippingMethod,
  wantsInvoice: d.wantsInvoice,
  paymentsCod: d.paymentsCod,
  is_pickup: d.is_pickup,
  pickup_place: d.pickup_place,
  is_locked: d.is_locked,
  lockExpired: d.is_locked && d.lockedAt !== null && d.lockedAt.getTime() < now - lockTtlMs,
  lockedById: d.lockedById,
  lockedByName: d.lockedByName,
  lockedAt: d.lockedAt,
  status: d.status,
  error: d.error,
  missingParts: d.missingParts,
  missingPartsNote: d.missingPartsNote,
  fileSize: d.fileSize,
  createdAt: d.createdAt,
  closedAt: d.closedAt,
});

interface UploadedFile {
  buffer: Buffer;
  originalName?: string;
}

interface DocumentPush {
  idempotencyKey: string | undefined;
  fields: unknown;
  file: UploadedFile | null;
}

/** Called inside the transaction that holds a document for missing parts (manufacturing turns
 *  missing glass into its own entries). */
export type MissingPartsListener = (em: EntityManager, actor: Actor, document: DocumentView, afterCommit: (effect: () => void) => void) => Promise<void>;

/** What holds an order back from shipping (missing glass, glass not made yet), in plain Polish. */
export interface ShipHold {
  code: string;
  message: string;
}

/** Asked inside the shipping transaction: what of this order is not ready (manufacturing answers
 *  for its glass). Documents does not know manufacturing; manufacturing registers itself. */
export type ShipHoldCheck = (em: EntityManager, document: DocumentView) => Promise<ShipHold[]>;

interface DocumentPushResult extends IdempotentAnswer<Record<string, unknown>> {
  documentId: number;
}


/** The packing queue: documents the shop pushes, locked by one packer at a time, passed to
 *  shipping, held for missing parts or deleted. Every change writes history in its transaction
 *  and is announced on DOCUMENT_UPDATED after commit. */
export class DocumentService {
  constructor(
    private readonly config: DocumentsConfig,
    private readonly history: HistoryRecorder,
    private readonly pubSub: AppPubSub,
    private readonly idempotency: Idempotency,
  ) {}

  private readonly missingPartsListeners: MissingPartsListener[] = [];

  /** Another module hears, in the same transaction, that a document was held for missing parts. */
  onMissingParts(listener: MissingPartsListener): void {
    this.missingPartsListeners.push(listener);
  }

  private readonly shipHoldChecks: ShipHoldCheck[] = [];

  /** Another module says, inside the shipping transaction, what of the order is not ready. */
  onShipCheck(check: ShipHoldCheck): void {
    this.shipHoldChecks.push(check);
  }

  /** The documents the shop pushed for an order number, newest first (the order connector reads them). */
  async byNumber(em: EntityManager, number: string): Promise<DocumentView[]> {
    const docs = await em.find(Document, { number }, { orderBy: { id: 'DESC' }, limit: 20 });
    return docs.map((d) => this.view(d));
  }

  /** Puts a document held for missing parts back in the packing queue (the parts arrived), inside
   *  the caller's transaction: history entry, DOCUMENT_UPDATED after commit. False when it is not held. */
  async returnToQueue(em: EntityManager, actor: Actor, id: number, reason: string, afterCommit: (effect: () => void) => void): Promise<boolean> {
    const changed = await em.nativeUpdate(Document, { id, status: DocumentStatus.MISSING_PARTS }, { status: DocumentStatus.NEW, closedAt: null, is_locked: false, lockedById: null, lockedByName: null, lockedAt: null });
    if (changed !== 1) return false;
    const doc = await em.findOneOrFail(Document, { id }, { refresh: true });
    this.record(em, actor, doc, 'returned_to_queue', { before: { status: DocumentStatus.MISSING_PARTS }, after: { status: DocumentStatus.NEW, reason } });
    afterCommit(() => this.publish('CREATED', id));
    return true;
  }

  private view(d: Document): DocumentView {
    return documentView(d, this.config.documents.lockTtlMs);
  }

  // ---------------------------------------------------------------- push (shop)

  async create(ctx: RequestContext, push: DocumentPush): Promise<DocumentPushResult> {
    const actor = requireActor(ctx);
    const fields = parseInput(DocumentCreateFieldsSchema, push.fields ?? {});
    const file = this.checkPdf(push.file);
    const fileHash = createHash('sha256').update(file.buffer).digest('hex');
    const answer = await this.idempotency.run(ctx, { key: push.idempotencyKey, request: { fields, fileHash } }, async ({ em, afterCommit }) => {
      // One open document per order, whatever key each push carries; the unique
      // open_number is the guard when two pushes race past this check.
      const open = await em.findOne(Document, { openNumber: fields.number }, { fields: ['id', 'number', 'status'] });
      if (open) throw this.alreadyOpen(open);
      const doc = em.create(Document, {
        number: fields.number,
        externalId: fields.externalId ?? null,
        customer: fields.customer,
        shippingMethod: fields.shippingMethod,
        wantsInvoice: fields.wantsInvoice,
        paymentsCod: fields.paymentsCod,
        is_pickup: fields.is_pickup,
        pickup_place: fields.pickup_place ?? null,
        error: fields.error,
        fileSize: file.buffer.length,
        createdById: actor.kind === 'integration' ? null : actor.userId,
        createdByName: actor.name,
      });
      try {
        await em.flush();
      } catch (err) {
        if (!(err instanceof UniqueConstraintViolationException)) throw err;
        const winner = await ctx.em.fork().findOne(Document, { openNumber: fields.number }, { fields: ['id', 'number', 'status'] });
        throw winner ? this.alreadyOpen(winner) : conflict(`Zamówienie ${fields.number} jest właśnie dodawane; spróbuj ponownie`, { reason: 'ORDER_ALREADY_OPEN' });
      }
      em.create(DocumentFile, {
        documentId: doc.id,
        fileName: (file.originalName || `${fields.number}.pdf`).slice(0, 255),
        sha256: fileHash,
        content: file.buffer,
      });
      this.record(em, actor, doc, 'created', { after: { ...fields, fileSize: doc.fileSize, idempotencyKey: push.idempotencyKey?.trim() } });
      await em.flush();
      afterCommit(() => this.publish('CREATED', doc.id));
      return { status: 201, body: this.view(doc) as unknown as Record<string, unknown> };
    });
    return { ...answer, documentId: Number(answer.body.id) };
  }

  /** 409 naming the order's open document: the shop pushed an order that is still in packing. */
  private alreadyOpen(doc: Pick<Document, 'id' | 'number' | 'status'>): AppError {
    return conflict(`Zamówienie ${doc.number} jest już w pakowaniu (dokument ${doc.id}, ${OPEN_STATUS_PL[doc.status] ?? STATUS_PL[doc.status] ?? doc.status}); ponowne wysłanie jest możliwe po jego wysyłce lub usunięciu`, {
      reason: 'ORDER_ALREADY_OPEN',
      documentId: doc.id,
      status: doc.status,
    });
  }

  private checkPdf(file: UploadedFile | null): UploadedFile {
    if (!file) throw badInput('The PDF file is missing', { file: 'is required (multipart field "file")' });
    if (file.buffer.length === 0) throw badInput('The file is empty', { file: 'is empty' });
    if (file.buffer.length > this.config.documents.maxBytes) throw this.tooLarge();
    if (file.buffer.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw badInput('The file is not a PDF', { file: 'must be a PDF document (it does not start with %PDF-)' });
    }
    return file;
  }

  tooLarge(): AppError {
    const mb = Math.round((this.config.documents.maxBytes / 1024 / 1024) * 10) / 10;
    return new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${mb} MB`, { file: `must be at most ${this.config.documents.maxBytes} bytes` });
  }

  // ---------------------------------------------------------------- queue

  async list(ctx: RequestContext, q: DocumentListQuery): Promise<DocumentList> {
    const where: FilterQuery<Document> = { status: q.status ? q.status : { $in: [...OPEN_STATUSES] } };
    const likes = [q.number && likeContains('number', q.number), q.customer && likeContains('customer', q.customer)].filter(Boolean);
    if (likes.length) where.$and = likes as FilterQuery<Document>[];
    if (q.shippingMethod) where.shippingMethod = q.shippingMethod;
    for (const f of ['is_locked', 'wantsInvoice', 'paymentsCod', 'is_pickup', 'error'] as const) {
      if (q[f] !== undefined) where[f] = q[f];
    }
    const direction = q.order === 'ASC' ? 'asc' : 'desc';
    const [rows, count] = await ctx.em.findAndCount(Document, where, {
      orderBy: [{ [q.sort]: direction }, { id: direction }],
      limit: q.limit,
      offset: offsetOf(q),
    });
    return pageOf(rows.map((d) => this.view(d)), count, q);
  }

  async get(ctx: RequestContext, id: number): Promise<DocumentView> {
    const doc = await ctx.em.findOne(Document, { id }, { disableIdentityMap: true });
    if (!doc) throw notFound('Document');
    return this.view(doc);
  }

  /** The document with its PDF (any status: kept for history). */
  async file(ctx: RequestContext, id: number): Promise<{ document: DocumentView; fileName: string; content: Buffer }> {
    const doc = await ctx.em.findOne(Document, { id });
    if (!doc) throw notFound('Document');
    const file = await ctx.em.findOne(DocumentFile, { documentId: id }, { populate: ['content'] });
    if (!file) throw notFound('Document file');
    return { document: this.view(doc), fileName: file.fileName, content: Buffer.from(file.content) };
  }

  // ---------------------------------------------------------------- lock

  setLock(ctx: RequestContext, id: number, locked: boolean): Promise<DocumentView> {
    return locked ? this.lock(ctx, id) : this.unlock(ctx, id);
  }

  /** One conditional UPDATE: of any number of packers locking at once, exactly one changes the row. */
  async lock(ctx: RequestContext, id: number): Promise<DocumentView> {
    const actor = requireActor(ctx);
    const now = new Date();
    const staleBefore = new Date(now.getTime() - this.config.documents.lockTtlMs);
    const view = await inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      // (No disableIdentityMap inside a transaction: it forks an EntityManager that would take a
      // second pool connection while this one holds the row lock.)
      const found = await em.findOne(Document, { id });
      const previous = found ? { is_locked: found.is_locked, lockedById: found.lockedById, lockedByName: found.lockedByName, lockedAt: found.lockedAt } : null;
      const taken = await em.nativeUpdate(
        Document,
        {
          id,
          status: { $in: [...OPEN_STATUSES] },
          $or: [{ is_locked: false }, { lockedById: actor.userId }, { lockedAt: { $lt: staleBefore } }],
        },
        { is_locked: true, lockedById: actor.userId, lockedByName: actor.name, lockedAt: now, status: DocumentStatus.LOCKED },
      );
      if (taken !== 1) return null;
      const doc = await em.findOneOrFail(Document, { id }, { refresh: true });
      const from = previous?.is_locked && previous.lockedById !== actor.userId ? previous : null;
      this.recordLock(em, actor, doc, from, 'stale');
      await em.flush();
      afterCommit(() => (from ? this.publish('TAKEN_OVER', id, from.lockedById) : this.publish('LOCKED', id)));
      return this.view(doc);
    });
    if (!view) throw await this.refusal(ctx, id, actor);
    return view;
  }

  /**
   * Takes over the lock another packer holds, fresh or stale (who may: the policy table,
   * role 3+). `input.lockedById` is the holder the caller saw: the conditional UPDATE changes the
   * row only while that packer still holds it (or nobody does), so of many people taking over at
   * once exactly one wins and the others get 409 naming the winner. Recorded as `lock_taken_over`
   * with whom it was taken from; the holder's screen hears TAKEN_OVER with their id.
   */
  async takeOver(ctx: RequestContext, id: number, input: DocumentTakeOverInput): Promise<DocumentView> {
    const actor = requireActor(ctx);
    const now = new Date();
    const view = await inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      const found = await em.findOne(Document, { id });
      if (!found) return null;
      // Already mine: nothing to take (a double tap, a retry after a lost answer).
      if (found.is_locked && found.lockedById === actor.userId && found.status === DocumentStatus.LOCKED) return this.view(found);
      const previous = { is_locked: found.is_locked, lockedById: found.lockedById, lockedByName: found.lockedByName, lockedAt: found.lockedAt };
      const taken = await em.nativeUpdate(
        Document,
        { id, status: { $in: [...OPEN_STATUSES] }, $or: [{ is_locked: false }, { is_locked: true, lockedById: input.lockedById }] },
        { is_locked: true, lockedById: actor.userId, lockedByName: actor.name, lockedAt: now, status: DocumentStatus.LOCKED },
      );
      if (taken !== 1) return null;
      const doc = await em.findOneOrFail(Document, { id }, { refresh: true });
      const from = previous.is_locked && previous.lockedById !== actor.userId ? previous : null;
      const stale = from?.lockedAt ? from.lockedAt.getTime() < now.getTime() - this.config.documents.lockTtlMs : false;
      this.recordLock(em, actor, doc, from, stale ? 'stale' : 'role');
      await em.flush();
      afterCommit(() => (from ? this.publish('TAKEN_OVER', id, from.lockedById) : this.publish('LOCKED', id)));
      return this.view(doc);
    });
    if (!view) throw await this.refusal(ctx, id, actor);
    return view;
  }

  /** `locked`, or `lock_taken_over` naming whom it was taken from, since when, and why it was allowed. */
  private recordLock(em: EntityManager, actor: Actor, doc: Document, from: Pick<Document, 'lockedById' | 'lockedByName' | 'lockedAt'> | null, why: 'stale' | 'role'): void {
    if (!from) {
      this.record(em, actor, doc, 'locked', { after: { lockedByName: doc.lockedByName, lockedAt: doc.lockedAt } });
      return;
    }
    this.record(em, actor, doc, 'lock_taken_over', {
      before: { lockedById: from.lockedById, lockedByName: from.lockedByName, lockedAt: from.lockedAt },
      after: { lockedById: doc.lockedById, lockedByName: doc.lockedByName, lockedAt: doc.lockedAt, previousHolder: from.lockedByName, previousLockedAt: from.lockedAt, reason: why === 'stale' ? 'LOCK_EXPIRED' : 'TAKE_OVER' },
    });
  }

  /** The holder unlocks; an admin may force it (recorded as `force_unlocked`). */
  async unlock(ctx: RequestContext, id: number): Promise<DocumentView> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      const doc = await em.findOne(Document, { id });
      if (!doc) throw notFound('Document');
      if (!doc.is_locked || doc.status !== DocumentStatus.LOCKED) return this.view(doc);
      const forced = doc.lockedById !== actor.userId;
      if (forced && !canActForOthers(actor.role)) throw this.heldBy(doc);
      const changed = await em.nativeUpdate(
        Document,
        { id, status: DocumentStatus.LOCKED, is_locked: true, lockedById: doc.lockedById },
        { is_locked: false, lockedById: null, lockedByName: null, lockedAt: null, status: DocumentStatus.NEW },
      );
      if (changed !== 1) throw conflict('Dokument zmienił się w międzyczasie; odśwież go i spróbuj ponownie');
      const before = { lockedById: doc.lockedById, lockedByName: doc.lockedByName, lockedAt: doc.lockedAt };
      await em.refresh(doc);
      this.record(em, actor, doc, forced ? 'force_unlocked' : 'unlocked', { before });
      await em.flush();
      afterCommit(() => this.publish('UNLOCKED', id));
      return this.view(doc);
    });
  }

  // ---------------------------------------------------------------- leaving the queue

  /** Holder only: SHIPPED, out of the queue. Refused (409 GLASS_NOT_READY, every hold named) while the order's glass is missing or not
   *  made, unless the packer ships it anyway (`override`): the history then records the holds. */
  async ship(ctx: RequestContext, id: number, input: DocumentShipInput = {}): Promise<DocumentActionResult> {
    const view = await this.close(ctx, id, DocumentStatus.SHIPPED, 'shipped', {}, async (em, doc) => {
      const holds: ShipHold[] = [];
      for (const check of this.shipHoldChecks) holds.push(...(await check(em, doc)));
      if (holds.length === 0) return {};
      if (!input.override) {
        throw new AppError('CONFLICT', `${glassNotReadyMessage(doc.number)}: ${holds.map((h) => h.message).join('; ')}`, undefined, { reason: 'GLASS_NOT_READY', holds });
      }
      return { override: true, holds, ...(input.note ? { note: input.note } : {}) };
    });
    return { message: shippedMessage(view.number), document: view };
  }

  /** Holder only: MISSING_PARTS, out of the queue; the shop pushes the order again later. */
  async missingParts(ctx: RequestContext, id: number, input: MissingPartsInput): Promise<DocumentActionResult> {
    const view = await this.close(ctx, id, DocumentStatus.MISSING_PARTS, 'missing_parts', { missingParts: input.missingParts, missingPartsNote: input.note ?? null });
    return { message: missingPartsMessage(view.number), document: view };
  }

  private async close(
    ctx: RequestContext,
    id: number,
    status: DocumentStatus.SHIPPED | DocumentStatus.MISSING_PARTS,
    action: string,
    extra: Partial<Pick<Document, 'missingParts' | 'missingPartsNote'>>,
    /** Runs after the claim, before history: throws to refuse (all rolls back), or says what the history adds. */
    guard?: (em: EntityManager, doc: DocumentView) => Promise<Record<string, unknown>>,
  ): Promise<DocumentView> {
    const actor = requireActor(ctx);
    const view = await inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      const now = new Date();
      const changed = await em.nativeUpdate(
        Document,
        { id, status: DocumentStatus.LOCKED, is_locked: true, lockedById: actor.userId },
        // A shipped order may be pushed again; one held for missing parts is still the open one.
        { status, is_locked: false, closedAt: now, ...(status === DocumentStatus.SHIPPED ? { openNumber: null } : {}), ...extra },
      );
      if (changed !== 1) return null;
      const doc = await em.findOneOrFail(Document, { id }, { refresh: true });
      const noted = guard ? await guard(em, this.view(doc)) : {};
      this.record(em, actor, doc, action, { before: { status: DocumentStatus.LOCKED }, after: { status, ...extra, ...noted } });
      await em.flush();
      if (status === DocumentStatus.MISSING_PARTS) for (const listener of this.missingPartsListeners) await listener(em, actor, this.view(doc), afterCommit);
      afterCommit(() => this.publish(status === DocumentStatus.SHIPPED ? 'SHIPPED' : 'MISSING_PARTS', id));
      return this.view(doc);
    });
    if (!view) throw await this.refusal(ctx, id, actor);
    return view;
  }

  /** Role 2+: out of the queue, kept (file included) for history. A document another packer
   *  holds (lock not expired) can only be deleted by them or an admin. */
  async remove(ctx: RequestContext, id: number): Promise<DocumentView> {
    const actor = requireActor(ctx);
    const view = await inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      const staleBefore = new Date(Date.now() - this.config.documents.lockTtlMs);
      const where: FilterQuery<Document> = { id, status: { $in: [...OPEN_STATUSES] } };
      if (!canActForOthers(actor.role)) where.$or = [{ is_locked: false }, { lockedById: actor.userId }, { lockedAt: { $lt: staleBefore } }];
      const found = await em.findOne(Document, { id });
      const before = found ? { status: found.status, lockedByName: found.lockedByName } : null;
      const changed = await em.nativeUpdate(Document, where, { status: DocumentStatus.DELETED, is_locked: false, closedAt: new Date(), openNumber: null });
      if (changed !== 1) return null;
      const doc = await em.findOneOrFail(Document, { id }, { refresh: true });
      this.record(em, actor, doc, 'deleted', { before: { status: before?.status, lockedByName: before?.lockedByName ?? null }, after: { status: DocumentStatus.DELETED } });
      await em.flush();
      afterCommit(() => this.publish('DELETED', id));
      return this.view(doc);
    });
    if (!view) throw await this.refusal(ctx, id, actor);
    return view;
  }

  // ---------------------------------------------------------------- helpers

  /** Why a conditional update changed nothing. Read after the transaction ended, so MySQL's
   *  repeatable-read snapshot cannot hide the change that beat us. */
  private async refusal(ctx: RequestContext, id: number, actor: Actor): Promise<AppError> {
    const doc = await ctx.em.fork().findOne(Document, { id });
    if (!doc) return notFound('Document');
    if (!(OPEN_STATUSES as readonly string[]).includes(doc.status)) return this.gone(doc);
    if (!doc.is_locked) return new AppError('CONFLICT', 'Najpierw zablokuj dokument', undefined, { reason: 'NOT_LOCKED' });
    if (doc.lockedById !== actor.userId) return this.heldBy(doc);
    return conflict('Dokument zmienił się w międzyczasie; spróbuj ponownie');
  }

  private heldBy(doc: Document): AppError {
    return new AppError('CONFLICT', `Dokument zamówienia ${doc.number} jest zablokowany przez ${doc.lockedByName ?? 'innego użytkownika'}`, undefined, {
      reason: 'LOCKED_BY_OTHER',
      lockedBy: { id: doc.lockedById, name: doc.lockedByName },
      lockedAt: doc.lockedAt?.toISOString() ?? null,
    });
  }

  private gone(doc: Document): AppError {
    return new AppError('CONFLICT', `Dokumentu zamówienia ${doc.number} nie ma już w kolejce (${STATUS_PL[doc.status] ?? doc.status})`, undefined, { reason: 'NOT_IN_QUEUE', status: doc.status });
  }

  private record(em: EntityManager, actor: Actor, doc: Document, action: string, rec: Pick<HistoryRecord, 'before' | 'after'>): void {
    this.history.record(em, actor, { entityType: 'document', entityId: doc.id, reference: doc.number, action, ...rec });
  }

  private publish(kind: DocumentUpdatedEvent['kind'], documentId: number, previousHolderId: number | null = null): void {
    this.pubSub.publish(DOCUMENT_UPDATED, { kind, documentId, ...(previousHolderId !== null ? { previousHolderId } : {}) });
  }
}
