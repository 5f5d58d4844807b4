import { defineFeature } from '../../shared/feature/feature';
import { lazyPage } from '../../shared/lazy-page';
import { AUTH_PATHS } from '../../shared/session/paths';

export const authFeature = defineFeature({
  name: 'auth',
  guestPages: [
    { path: AUTH_PATHS.login, page: lazyPage('login', () => import('./pages/login-page')) },
    { path: AUTH_PATHS.register, page: lazyPage('register', () => import('./pages/register-page')) },
    { path: AUTH_PATHS.forgotPassword, page: lazyPage('forgot-password', () => import('./pages/forgot-password-page')) },
  ],
});
