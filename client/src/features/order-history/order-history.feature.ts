import { defineFeature } from '../../shared/feature/feature';
import { lazyPage } from '../../shared/lazy-page';
import { APP_BASE } from '../../shared/session/paths';
import { HistoryIcon } from '../../shared/ui/icons';

export const orderHistoryFeature = defineFeature({
  name: 'order-history',
  routes: [
    {
      module: 'orderHistory',
      path: `${APP_BASE}/order-history`,
      patterns: [`${APP_BASE}/order-history`],
      minRole: 4,
      menuMinRole: 4,
      icon: HistoryIcon,
      page: lazyPage('order-history', () => import('./pages/order-history-page')),
    },
  ],
});
