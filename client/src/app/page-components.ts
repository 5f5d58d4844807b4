import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';
import { APP_BASE, findRouteByPath, landingPathForRole, type AppModule } from './routes-by-role';
import type { Role } from './session/role';
import type { ApolloClient } from '@apollo/client';
import { startRoutePreload, type RoutePreload } from './route-preload';
import { preloadPackingQueue } from '../features/packing/hooks/use-packing-queue';
import { preloadStockList } from '../features/inventories/hooks/use-stock-list';
import { preloadOpenRecords } from '../features/manufacturing/custom/hooks/record-list-query';

/** Each module's screen in its own chunk. */
export const APP_PAGES: Record<AppModule, LazyExoticComponent<ComponentType>> = {
  packing: lazyPage('packing', () => import('../features/packing/pages/packing-page')),
  manufacturing: lazyPage('manufacturing', () => import('../features/manufacturing/pages/manufacturing-page')),
  inventories: lazyPage('inventories', () => import('../features/inventories/pages/inventories-page')),
  labelPrinting: lazyPage('label-printing', () => import('../features/label-printing/pages/label-printing-page')),
  orderHistory: lazyPage('order-history', () => import('../features/order-history/pages/order-history-page')),
  users: lazyPage('users', () => import('../features/users/pages/users-page')),
  manufacturingData: lazyPage('manufacturing-data', () => import('../features/manufacturing-data/pages/manufacturing-data-page')),
};

/** The first query of a screen, started with its chunk (app-routes.tsx): the screens of the floor
 *  (Pakowanie, Stany magazynowe, Produkcja's first tab), whose first paint is their list. */
export const APP_PRELOADS: Partial<Record<AppModule, RoutePreload>> = {
  packing: (client) => preloadPackingQueue(client),
  inventories: (client, search) => preloadStockList(client, search),
  manufacturing: (client, search) => preloadOpenRecords(client, search),
};

/** The screen a location opens for a role (bare `/` and `/app`: the role's landing screen), with
 *  the screen's own path (a record's link, `/app/manufacturing/58`, is below it) and its first
 *  query when it has one. */
export function openedRoute(role: Role, pathname: string, search: string): { module: AppModule; path: string; screenPath: string; search: string; preload?: RoutePreload } | null {
  const path = pathname === '/' || pathname === APP_BASE || pathname === `${APP_BASE}/` ? landingPathForRole(role) : pathname;
  const route = findRouteByPath(path, role);
  if (!route) return null;
  return { module: route.module, path, screenPath: route.path, search: path === pathname ? search : '', preload: APP_PRELOADS[route.module] };
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

export const AUTH_PAGES = {
  login: lazyPage('login', () => import('../features/auth/pages/login-page')),
  register: lazyPage('register', () => import('../features/auth/pages/register-page')),
  forgotPassword: lazyPage('forgot-password', () => import('../features/auth/pages/forgot-password-page')),
};
