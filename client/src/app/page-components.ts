import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';
import type { AppModule } from './routes-by-role';

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

export const AUTH_PAGES = {
  login: lazyPage('login', () => import('../features/auth/pages/login-page')),
  register: lazyPage('register', () => import('../features/auth/pages/register-page')),
  forgotPassword: lazyPage('forgot-password', () => import('../features/auth/pages/forgot-password-page')),
};
