import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';
import type { AppModule } from './routes-by-role';
import type { RoutePreload } from './route-preload';
import { preloadPackingQueue } from '../features/packing/hooks/use-packing-queue';
import { preloadStockList } from '../features/inventories/hooks/use-stock-list';

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

/** The first query of a screen, started with its chunk (app-routes.tsx): the landing screens of
 *  the floor (Pakowanie, Stany magazynowe), whose first paint is their list. */
export const APP_PRELOADS: Partial<Record<AppModule, RoutePreload>> = {
  packing: (client) => preloadPackingQueue(client),
  inventories: (client, search) => preloadStockList(client, search),
};

export const AUTH_PAGES = {
  login: lazyPage('login', () => import('../features/auth/pages/login-page')),
  register: lazyPage('register', () => import('../features/auth/pages/register-page')),
  forgotPassword: lazyPage('forgot-password', () => import('../features/auth/pages/forgot-password-page')),
};
