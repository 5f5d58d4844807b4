import { ROLES } from '../../../../domain/authorization/index';
import type { Role } from './role';

/** The two areas of SPEC.md section 2. Features link to them (sign-in, landing) without knowing the shell. */
export const APP_BASE = '/app';
export const AUTH_BASE = '/authentication';

export const AUTH_PATHS = {
  login: `${AUTH_BASE}/login`,
  register: `${AUTH_BASE}/register`,
  forgotPassword: `${AUTH_BASE}/forgot-password`,
} as const;

/** Bare /app: packing for office staff and above, otherwise inventories. */
export function landingPathForRole(role: Role): string {
  return role >= ROLES.pracownik_biura ? `${APP_BASE}/packing` : `${APP_BASE}/inventories`;
}
