import { createHash, randomBytes } from 'node:crypto';
import type { Actor, RequestContext } from '../../platform/context.js';
import { requireActor } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import { ApiKey } from './api-key.entity.js';
import type { ApiKeyCreateInput } from './api-key.input.js';
import type { ApiKeyView } from './api-key.view.js';
import { inTransaction } from '../../platform/transaction.js';

/** Every integration key starts with this, so the auth layer knows it is not a JWT. */
export const API_KEY_PREFIX = 'gbo_live_';

const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

const view = (k: ApiKey): ApiKeyView => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scope: k.scope,
  createdAt: k.createdAt,
  revokedAt: k.revokedAt,
  lastUsedAt: k.lastUsedAt,
});

/** The integration actor behind an API key, or null (unknown or revoked key: 401). */
export async function actorFromApiKey(em: EntityManager, token: string): Promise<Actor | null> {
  if (!token.startsWith(API_KEY_PREFIX) || token.length > 200) return null;
  const key = await em.findOne(ApiKey, { keyHash: hashApiKey(token), revokedAt: null }, { disableIdentityMap: true });
  if (!key) return null;
  const now = new Date();
  // Bookkeeping only; at most one write a minute per key.
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > 60_000) {
    await em.nativeUpdate(ApiKey, { id: key.id }, { lastUsedAt: now });
  }
  return { userId: 0, email: '', role: 1, numer_pracownika: 0, name: `API: ${key.name}`, kind: 'integration', apiKeyId: key.id, integrationScope: key.scope };
}

/** Admin management of integration keys: create (the key is shown once), list, revoke. */
export class ApiKeyService {
  constructor(private readonly history: HistoryRecorder) {}

  async create(ctx: RequestContext, input: ApiKeyCreateInput): Promise<ApiKeyView & { key: string }> {
    const actor = requireActor(ctx);
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    return inTransaction(ctx.em, async ({ em }) => {
      const row = em.create(ApiKey, { name: input.name, scope: input.scope, prefix: key.slice(0, API_KEY_PREFIX.length + 6), keyHash: hashApiKey(key), createdById: actor.userId });
      await em.flush();
      this.history.record(em, actor, { entityType: 'api_key', entityId: row.id, reference: row.name, action: 'created', after: { name: row.name, prefix: row.prefix, scope: row.scope } });
      await em.flush();
      return { ...view(row), key };
    });
  }

  async list(ctx: RequestContext): Promise<ApiKeyView[]> {
    const rows = await ctx.em.find(ApiKey, {}, { orderBy: { id: 'desc' } });
    return rows.map(view);
  }

  async revoke(ctx: RequestContext, id: number): Promise<ApiKeyView> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em, async ({ em }) => {
      const row = await em.findOne(ApiKey, { id });
      if (!row) throw notFound('API key');
      if (!row.revokedAt) {
        row.revokedAt = new Date();
        this.history.record(em, actor, { entityType: 'api_key', entityId: row.id, reference: row.name, action: 'revoked' });
        await em.flush();
      }
      return view(row);
    });
  }
}
