import { defineFeature } from '../../shared/feature/feature';
import { lazyPage } from '../../shared/lazy-page';
import { APP_BASE } from '../../shared/session/paths';
import { UsersIcon } from '../../shared/ui/icons';

export const usersFeature = defineFeature({
  name: 'users',
  routes: [
    {
      module: 'users',
      path: `${APP_BASE}/users`,
      patterns: [`${APP_BASE}/users`],
      minRole: 4,
      menuMinRole: 4,
      icon: UsersIcon,
      page: lazyPage('users', () => import('./pages/users-page')),
    },
  ],
});
