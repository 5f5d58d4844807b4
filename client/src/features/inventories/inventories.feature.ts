import { preloadStockList } from './hooks/use-stock-list';
import { defineFeature } from '../../shared/feature/feature';
import { lazyPage } from '../../shared/lazy-page';
import { APP_BASE } from '../../shared/session/paths';
import { BoxesIcon } from '../../shared/ui/icons';

export const inventoriesFeature = defineFeature({
  name: 'inventories',
  routes: [
    {
      module: 'inventories',
      path: `${APP_BASE}/inventories`,
      patterns: [`${APP_BASE}/inventories`],
      minRole: 1,
      menuMinRole: 1,
      icon: BoxesIcon,
      page: lazyPage('inventories', () => import('./pages/inventories-page')),
      preload: preloadStockList,
    },
  ],
});
