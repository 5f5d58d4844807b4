import type { RoleLevel } from './roles.js';

/** What an integration API key is for, chosen when an admin creates it:
 *  `shop` pushes documents, `print-agent` registers a computer and prints as its agent. */
export const INTEGRATION_SCOPES = ['shop', 'print-agent'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/** Who may call an operation. `public`: anyone, even without a token.
 *  `{ minRole }`: a signed-in, active user whose role is at least that level; `null`: no user.
 *  `integration`: besides those users, an API key of exactly this scope (any other key: 403). */
export type Rule = 'public' | { minRole: RoleLevel; integration?: IntegrationScope } | { minRole: null; integration: IntegrationScope };

export const PUBLIC: Rule = 'public';
export const signedIn: Rule = { minRole: 1 };
export const minRole = (level: RoleLevel): Rule => ({ minRole: level });
/** Only an API key of this scope; every user token, an admin's included, is refused (403). */
export const keyOnly = (scope: IntegrationScope): Rule => ({ minRole: null, integration: scope });
