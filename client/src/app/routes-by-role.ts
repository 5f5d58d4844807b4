import { FEATURES } from '../features';
import type { AppModule, FeatureRoute } from '../shared/feature/feature';
import type { Role } from '../shared/session/role';

/**
 * The app's routes and menu entries by role (SPEC.md sections 2 and 6), gathered from the features'
 * manifests. The router renders only `routesForRole(role)`; the menu shows only `menuEntriesForRole(role)`.
 */
export { APP_BASE, AUTH_BASE, AUTH_PATHS, landingPathForRole } from '../shared/session/paths';
export type { AppModule } from '../shared/feature/feature';

export type AppRouteDef = FeatureRoute;

/** In menu order (the order of the feature list). */
export const APP_ROUTES: readonly AppRouteDef[] = FEATURES.flatMap((feature) => feature.routes ?? []);

/** The authentication area's pages. */
export const GUEST_PAGES = FEATURES.flatMap((feature) => feature.guestPages ?? []);

export function routesForRole(role: Role): AppRouteDef[] {
  return APP_ROUTES.filter((route) => role >= route.minRole);
}

export function menuEntriesForRole(role: Role): AppRouteDef[] {
  return APP_ROUTES.filter((route) => role >= route.menuMinRole);
}

/** The module whose screen a path shows to a role (for the page title and breadcrumb), if any. */
export function findRouteByPath(pathname: string, role: Role): AppRouteDef | undefined {
  return routesForRole(role).find((route) => pathname === route.path || pathname.startsWith(`${route.path}/`));
}

export const navTitleKey = (module: AppModule) => `nav.${module}` as const;
