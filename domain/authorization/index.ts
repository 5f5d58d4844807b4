/**
 * Who may call which operation, for screens that offer or hide an action. The server's policy
 * table (each module's manifest) stays the one declaration and the one enforcement; policy-table.ts
 * is written from it by `npm run schema:emit`, so a screen asks `can('userList', role)` instead of
 * comparing role numbers, and follows when a rule changes.
 */
import { MIN_ROLE } from './policy-table.js';

export { MIN_ROLE } from './policy-table.js';

/** An operation of the API (REST and GraphQL name the same ones). */
export type Operation = keyof typeof MIN_ROLE;

/** Role levels (SPEC.md section 6). */
export const ROLES = { klient: 1, pracownik_biura: 2, pracownik_magazynu: 3, admin: 4 } as const;

/**
 * Whether a user of `role` (null or undefined: nobody signed in) may call `operation`. Operations
 * only an integration key may call answer false for every user.
 */
export function can(operation: Operation, role: number | null | undefined): boolean {
  const min: number | null = MIN_ROLE[operation];
  if (min === 0) return true;
  if (min === null || role === null || role === undefined) return false;
  return role >= min;
}

/**
 * Acting on what another person holds: unlocking another packer's document, deleting another
 * worker's record. The operation's own rule lets staff in; within it, only an admin may act for
 * someone else. The services enforce it and the screens offer the button by it.
 */
export function canActForOthers(role: number | null | undefined): boolean {
  return role === ROLES.admin;
}
