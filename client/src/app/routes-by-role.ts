import type { Role } from './session/role';

/**
 * The one table of app routes and menu entries by role (SPEC.md sections 2 and 6).
 * The router renders only `routesForRole(role)`; the menu shows only `menuEntriesForRole(role)`.
 */
export const APP_BASE = '/app';
const AUTH_BASE = '/authentication';

export const AUTH_PATHS = {
  login: `${AUTH_BASE}/login`,
  register: `${AUTH_BASE}/register`,
  forgotPassword: `${AUTH_BASE}/forgot-password`,
} as const;

export type AppModule =
  | 'packing'
  | 'manufacturing'
  | 'inventories'
  | 'labelPrinting'
  | 'orderHistory'
  | 'users'
  | 'manufacturingData';

export interface AppRouteDef {
  module: AppModule;
  /** The menu link and breadcrumb target. */
  path: string;
  /** wouter patterns that render the module's screen. */
  patterns: readonly string[];
  /** Minimum role for the route to exist. */
  minRole: Role;
  /** Minimum role for the menu entry; differs from minRole for manufacturing (SPEC.md section 2). */
  menuMinRole: Role;
}

/** In menu order. */
const APP_ROUTES: readonly AppRouteDef[] = [
  { module: 'packing', path: `${APP_BASE}/packing`, patterns: [`${APP_BASE}/packing`], minRole: 2, menuMinRole: 2 },
  {
    module: 'manufacturing',
    path: `${APP_BASE}/manufacturing`,
    // One optional-id pattern: opening a record (/app/manufacturing/{id}) keeps the screen mounted (the station keeps its worker and form).
    patterns: [`${APP_BASE}/manufacturing/:id?`],
    minRole: 2,
    menuMinRole: 3,
  },
  { module: 'inventories', path: `${APP_BASE}/inventories`, patterns: [`${APP_BASE}/inventories`], minRole: 1, menuMinRole: 1 },
  { module: 'labelPrinting', path: `${APP_BASE}/label-printing`, patterns: [`${APP_BASE}/label-printing`], minRole: 3, menuMinRole: 3 },
  { module: 'orderHistory', path: `${APP_BASE}/order-history`, patterns: [`${APP_BASE}/order-history`], minRole: 4, menuMinRole: 4 },
  { module: 'users', path: `${APP_BASE}/users`, patterns: [`${APP_BASE}/users`], minRole: 4, menuMinRole: 4 },
  {
    module: 'manufacturingData',
    path: `${APP_BASE}/manufacturing-data`,
    patterns: [`${APP_BASE}/manufacturing-data`],
    minRole: 4,
    menuMinRole: 4,
  },
];

export function routesForRole(role: Role): AppRouteDef[] {
  return APP_ROUTES.filter((route) => role >= route.minRole);
}

export function menuEntriesForRole(role: Role): AppRouteDef[] {
  return APP_ROUTES.filter((route) => role >= route.menuMinRole);
}

/** Bare /app: packing for role 2 and above, otherwise inventories. */
export function landingPathForRole(role: Role): string {
  return role >= 2 ? `${APP_BASE}/packing` : `${APP_BASE}/inventories`;
}

/** The module whose screen a path shows to a role (for the page title and breadcrumb), if any. */
export function findRouteByPath(pathname: string, role: Role): AppRouteDef | undefined {
  return routesForRole(role).find((route) => pathname === route.path || pathname.startsWith(`${route.path}/`));
}

export const navTitleKey = (module: AppModule) => `nav.${module}` as const;
