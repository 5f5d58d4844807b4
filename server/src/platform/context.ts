import type { EntityManager } from './database.js';
import type { IntegrationScope } from './authorization/rules.js';
import type { RoleLevel } from './authorization/roles.js';

/** Who is calling: resolved from a verified token whose tokenVersion still matches the user. */
export interface Actor {
  userId: number;
  email: string;
  role: RoleLevel;
  numer_pracownika: number;
  name: string;
  /** `integration`: a shop integration calling with an API key (userId 0, no user behind it);
   *  absent or `user`: a signed-in staff member. Only operations whose rule names the key's
   *  scope (`integration: 'shop'`) accept integration actors. */
  kind?: 'user' | 'integration';
  /** The API key behind an integration actor. */
  apiKeyId?: number;
  /** The scope of that key. */
  integrationScope?: IntegrationScope;
}

/** What a credential is for: `access`, the API's Bearer token; `page`, the HttpOnly session cookie
 *  that only lets the server render a page load. Neither is accepted as the other. */
export type CredentialUse = 'access' | 'page';

/** What every service method gets first: the caller and an EntityManager forked for this request. */
export interface RequestContext {
  em: EntityManager;
  actor: Actor | null;
  ip: string;
}

export function requireActor(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new Error('requireActor called on an anonymous context: authorize() must run first');
  return ctx.actor;
}
