import { AppError, forbidden, unauthenticated } from '../errors.js';
import type { Actor } from '../context.js';
import type { PolicyTable } from './policies.js';

/** The one check both adapters run before calling a service: 401 without a valid session,
 *  403 when the role is too low or an API key's scope is not the operation's, and a refusal for
 *  any operation missing from the table. */
export function authorize(policies: PolicyTable, operation: string, actor: Actor | null): void {
  const rule = policies.ruleOf(operation);
  if (rule === undefined) {
    throw new AppError('FORBIDDEN', `Operation ${operation} has no authorization rule`);
  }
  if (rule === 'public') return;
  if (!actor) throw unauthenticated();
  if (actor.kind === 'integration') {
    // An API key only reaches operations that name its scope; every other operation refuses it.
    if (!rule.integration) throw forbidden('An integration key cannot call this operation');
    if (actor.integrationScope !== rule.integration) {
      throw forbidden(`This operation needs an API key of scope ${rule.integration}; this key's scope is ${actor.integrationScope ?? 'none'}`);
    }
    return;
  }
  if (rule.minRole === null) throw forbidden(`This operation needs an API key of scope ${rule.integration}; a user's sign-in cannot call it`);
  if (actor.role < rule.minRole) throw forbidden();
}
