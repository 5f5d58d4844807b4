import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { requireActor, type RequestContext } from '../context.js';
import type { EntityManager } from '../database.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import { inTransaction, type Tx } from '../transaction.js';
import { parseInput } from '../validation.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** The `Idempotency-Key` header: printable ASCII, no spaces, at most 255 characters. */
export const IdempotencyKeySchema = z
  .string({ message: 'header is required' })
  .trim()
  .min(1, 'header is required')
  .max(255, 'must be at most 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

/** The optional header as a REST route declares it, and the answers it adds. */
export const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  description: 'Optional: a unique value per action; a repeat with the same key (a double click, a retried request) does it once and answers the first result',
  schema: z.string().max(255),
};
export const IDEMPOTENCY_ERRORS = { 409: 'A request with this Idempotency-Key is still being processed', 422: 'This Idempotency-Key was used with a different request' } as const;

/** A repeat refused because of its key (still running, or another request under the key): the
 *  first call's operation is not this one's, so nothing is said on its operationStatus. */
export class IdempotencyRefusal extends AppError {}

/** A claimed key left IN_PROGRESS this long (a crashed node) may be claimed again. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

/** Stores the key DONE with the answer, inside the transaction that does the work: called once by
 *  the work, with that transaction. */
export type KeyClaim<B> = (tx: Tx, body: B) => Promise<void>;

export interface IdempotentAnswer<B extends Record<string, unknown>> {
  status: number;
  body: B;
  /** True when this is the stored answer of an earlier call with the same key and request. */
  replayed: boolean;
}

/**
 * Idempotency keys for any action (a shop push, a station's double scan): the first call with a
 * key does the work; a repeat with the same key and the same request gets the stored answer; the
 * same key with another request is 422; a repeat while the first still runs is 409. Keys are per
 * caller (user or API key), so two callers never collide. The work and the stored answer commit
 * in one transaction; if the work fails, the key is freed for a corrected retry.
 */
export class Idempotency {
  constructor(private readonly logger?: Pick<Logger, 'warn'>) {}

  async run<B extends Record<string, unknown>>(
    ctx: RequestContext,
    call: { key: string | undefined; request: unknown },
    work: (tx: Tx) => Promise<{ status: number; body: B }>,
  ): Promise<IdempotentAnswer<B>> {
    const { scopedKey, requestHash } = this.scope(ctx, call);
    const replay = await this.claim(ctx.em.fork(), scopedKey, requestHash);
    if (replay) return { status: replay.status, body: replay.body as B, replayed: true };
    try {
      return await inTransaction(
        ctx.em.fork(),
        async (tx) => {
          const answer = await work(tx);
          const body = JSON.parse(JSON.stringify(answer.body)) as B;
          await tx.em.nativeUpdate(IdempotencyKey, { scopedKey }, { state: 'DONE', responseStatus: answer.status, responseBody: body });
          return { status: answer.status, body, replayed: false };
        },
        this.logger,
      );
    } catch (err) {
      // Nothing was done: free the key so a corrected retry can use it.
      await ctx.em.fork().nativeDelete(IdempotencyKey, { scopedKey, state: 'IN_PROGRESS' });
      throw err;
    }
  }

  /**
   * As `run`, for work that commits its own transactions (a print run through the print queue, a
   * persist with its retries): the key is claimed first (a concurrent repeat is 409, a later one
   * gets the stored answer), the work runs, then its answer is stored. If the work fails the key is
   * freed. A crash between the work and storing the answer leaves the key IN_PROGRESS until
   * STALE_CLAIM_MS.
   */
  async runDetached<B extends Record<string, unknown>>(
    ctx: RequestContext,
    call: { key: string | undefined; request: unknown },
    work: () => Promise<{ status: number; body: B }>,
  ): Promise<IdempotentAnswer<B>> {
    const { scopedKey, requestHash } = this.scope(ctx, call);
    const replay = await this.claim(ctx.em.fork(), scopedKey, requestHash);
    if (replay) return { status: replay.status, body: replay.body as B, replayed: true };
    let answer: { status: number; body: B };
    try {
      answer = await work();
    } catch (err) {
      await ctx.em.fork().nativeDelete(IdempotencyKey, { scopedKey, state: 'IN_PROGRESS' });
      throw err;
    }
    const body = JSON.parse(JSON.stringify(answer.body)) as B;
    await ctx.em.fork().nativeUpdate(IdempotencyKey, { scopedKey }, { state: 'DONE', responseStatus: answer.status, responseBody: body });
    return { status: answer.status, body, replayed: false };
  }

  /** One transaction, run once per key when the caller sent one (an absent or empty header: just
   *  the transaction). The station actions of both manufacturing modules go through here, so a
   *  double scan or a retried request does the work once and answers the first result. */
  async optional<B extends Record<string, unknown>>(ctx: RequestContext, key: string | undefined, request: unknown, work: (tx: Tx) => Promise<B>): Promise<{ body: B; replayed: boolean }> {
    if (key === undefined || key === '') return { body: await inTransaction(ctx.em.fork(), work, this.logger), replayed: false };
    const answer = await this.run(ctx, { key, request }, async (tx) => ({ status: 200, body: await work(tx) }));
    return { body: answer.body, replayed: answer.replayed };
  }

  /**
   * For keyed work that commits exactly one transaction of its own, opened further down (a print
   * queued by the printing module): the work gets `claim` and calls it inside that transaction
   * once its answer is known, so the key (stored DONE with the answer) and the work commit
   * together. A process dying before that commit leaves neither the key nor the work, and a retry
   * does the work once; one dying after it leaves both, and a retry gets the stored answer. A
   * concurrent repeat waits on the key's unique index (MySQL) or the write lock (SQLite), then
   * gets the first answer. An absent or empty header: just the work, with no claim.
   */
  async optionalClaimed<B extends object>(ctx: RequestContext, key: string | undefined, request: unknown, work: (claim: KeyClaim<B> | undefined) => Promise<B>): Promise<B> {
    if (key === undefined || key === '') return work(undefined);
    const { scopedKey, requestHash } = this.scope(ctx, { key, request });
    const stored = await this.storedAnswer(ctx.em.fork(), scopedKey, requestHash);
    if (stored) return stored as unknown as B;
    let claimed = false;
    const claim: KeyClaim<B> = async (tx, body) => {
      claimed = true;
      await tx.em.insert(IdempotencyKey, { scopedKey, requestHash, state: 'DONE', responseStatus: 200, responseBody: JSON.parse(JSON.stringify(body)) as Record<string, unknown>, createdAt: new Date() });
    };
    let body: B;
    try {
      body = await work(claim);
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      // Another request with this key committed first: its answer (or 422 for another request).
      const first = await this.storedAnswer(ctx.em.fork(), scopedKey, requestHash);
      if (first) return first as unknown as B;
      throw err;
    }
    const answer = JSON.parse(JSON.stringify(body)) as B;
    if (!claimed) {
      // The work took a path without a transaction of its own: the answer is stored after it.
      await ctx.em.fork().insert(IdempotencyKey, { scopedKey, requestHash, state: 'DONE', responseStatus: 200, responseBody: answer as Record<string, unknown>, createdAt: new Date() });
    }
    return answer;
  }

  /** `runDetached` when the caller sent a key (an absent or empty header: just the work). The
   *  answer's body is the work's result, the stored one on a repeat. */
  async optionalDetached<B extends object>(ctx: RequestContext, key: string | undefined, request: unknown, work: () => Promise<B>): Promise<B> {
    if (key === undefined || key === '') return work();
    const answer = await this.runDetached(ctx, { key, request }, async () => ({ status: 200, body: (await work()) as unknown as Record<string, unknown> }));
    return answer.body as unknown as B;
  }

  private scope(ctx: RequestContext, call: { key: string | undefined; request: unknown }): { scopedKey: string; requestHash: string } {
    const actor = requireActor(ctx);
    const key = parseInput(IdempotencyKeySchema, call.key, 'Idempotency-Key');
    const scopedKey = `${actor.kind === 'integration' ? `key${actor.apiKeyId}` : `user${actor.userId}`}:${key}`;
    const requestHash = createHash('sha256').update(JSON.stringify(call.request)).digest('hex');
    return { scopedKey, requestHash };
  }

  /** The stored answer of an earlier call with this key and request, or null when the key is free
   *  (a claim left IN_PROGRESS past STALE_CLAIM_MS by a crashed node is removed). Another request
   *  under the key is 422; one still running 409. */
  private async storedAnswer(em: EntityManager, scopedKey: string, requestHash: string): Promise<Record<string, unknown> | null> {
    const existing = await em.findOne(IdempotencyKey, { scopedKey }, { disableIdentityMap: true });
    if (!existing) return null;
    if (existing.requestHash !== requestHash) {
      throw new IdempotencyRefusal('UNPROCESSABLE', 'This Idempotency-Key was already used with a different request', { 'Idempotency-Key': 'was used with a different payload' });
    }
    if (existing.state === 'DONE' && existing.responseBody) return existing.responseBody;
    if (Date.now() - existing.createdAt.getTime() > STALE_CLAIM_MS) {
      await em.nativeDelete(IdempotencyKey, { id: existing.id, state: 'IN_PROGRESS', createdAt: existing.createdAt });
      return null;
    }
    throw new IdempotencyRefusal('CONFLICT', 'A request with this Idempotency-Key is still being processed; retry later');
  }

  /** Claims the key by inserting it (the unique constraint is the lock). */
  private async claim(em: EntityManager, scopedKey: string, requestHash: string): Promise<{ status: number; body: Record<string, unknown> } | null> {
    try {
      await em.insert(IdempotencyKey, { scopedKey, requestHash, state: 'IN_PROGRESS', createdAt: new Date() });
      return null;
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
    }
    const existing = await em.findOne(IdempotencyKey, { scopedKey }, { disableIdentityMap: true });
    if (!existing) throw new IdempotencyRefusal('CONFLICT', 'A request with this Idempotency-Key just failed; retry it');
    if (existing.requestHash !== requestHash) {
      throw new IdempotencyRefusal('UNPROCESSABLE', 'This Idempotency-Key was already used with a different request', { 'Idempotency-Key': 'was used with a different payload' });
    }
    if (existing.state === 'DONE' && existing.responseBody) {
      return { status: existing.responseStatus ?? 200, body: existing.responseBody };
    }
    if (Date.now() - existing.createdAt.getTime() > STALE_CLAIM_MS) {
      const taken = await em.nativeUpdate(IdempotencyKey, { id: existing.id, state: 'IN_PROGRESS', createdAt: existing.createdAt }, { createdAt: new Date() });
      if (taken === 1) return null;
    }
    throw new IdempotencyRefusal('CONFLICT', 'A request with this Idempotency-Key is still being processed; retry later');
  }
}
