import type { ApolloClient } from '@apollo/client';
import type { RoutePreload } from '../shared/feature/feature';
import { landingPathForRole } from '../shared/session/paths';
import type { Role } from '../shared/session/role';
import { startRoutePreload } from './route-preload';
import { APP_BASE, findRouteByPath, type AppModule } from './routes-by-role';

/** The screen a location opens for a role (bare `/` and `/app`: the role's landing screen), with
 *  the screen's own path (a record's link, `/app/manufacturing/58`, is below it) and its first
 *  query when it has one. */
export function openedRoute(role: Role, pathname: string, search: string): { module: AppModule; path: string; screenPath: string; search: string; preload?: RoutePreload } | null {
  const path = pathname === '/' || pathname === APP_BASE || pathname === `${APP_BASE}/` ? landingPathForRole(role) : pathname;
  const route = findRouteByPath(path, role);
  if (!route) return null;
  return { module: route.module, path, screenPath: route.path, search: path === pathname ? search : '', preload: route.preload };
}

/**
 * Called by main.tsx as soon as the entry runs, before React's first render: the opened screen's
 * first query starts then (the render that asks for the chunk would start it ~0.5 s later on a
 * slow phone).
 */
export function preloadOpenedRoute(client: ApolloClient, role: Role, pathname: string, search: string): void {
  const opened = openedRoute(role, pathname, search);
  if (opened?.preload) startRoutePreload(client, opened.module, opened.preload, opened.search);
}
