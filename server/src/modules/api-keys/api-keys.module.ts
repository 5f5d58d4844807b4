import { minRole } from '../../platform/authorization/rules.js';
import type { EntityManager } from '../../platform/database.js';
import { defineModule } from '../../platform/modules/module.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyResolver } from './api-key.resolver.js';
import { apiKeyRoutes } from './api-key.routes.js';
import { actorFromApiKey, API_KEY_PREFIX, ApiKeyService } from './api-key.service.js';

export interface ApiKeysApi {
  /** Whether a bearer token is an integration key rather than a user's token. */
  isApiKey(token: string): boolean;
  /** The integration actor of a valid, unrevoked key, or null. */
  actorFromApiKey: typeof actorFromApiKey;
  /** Whether the key exists and is not revoked. */
  isActive(em: EntityManager, id: number): Promise<boolean>;
}

/** Integration API keys (admin): the shop's and the print agents' credentials. */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  entities: [ApiKey],
  policies: {
    apiKeyCreate: minRole(4),
    apiKeyList: minRole(4),
    apiKeyRevoke: minRole(4),
  },
  setup({ platform }) {
    const service = new ApiKeyService(platform.audit);
    const api: ApiKeysApi = {
      isApiKey: (token) => token.startsWith(API_KEY_PREFIX),
      actorFromApiKey,
      isActive: async (em, id) => (await em.count(ApiKey, { id, revokedAt: null })) > 0,
    };
    return { api, resolvers: [new ApiKeyResolver(service)], routes: apiKeyRoutes(service) };
  },
});
