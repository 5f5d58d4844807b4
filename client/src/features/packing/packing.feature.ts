import { preloadPackingQueue } from './hooks/use-packing-queue';
import { defineFeature } from '../../shared/feature/feature';
import { lazyPage } from '../../shared/lazy-page';
import { APP_BASE } from '../../shared/session/paths';
import { PackageIcon } from '../../shared/ui/icons';

export const packingFeature = defineFeature({
  name: 'packing',
  routes: [
    {
      module: 'packing',
      path: `${APP_BASE}/packing`,
      patterns: [`${APP_BASE}/packing`],
      minRole: 2,
      menuMinRole: 2,
      icon: PackageIcon,
      page: lazyPage('packing', () => import('./pages/packing-page')),
      preload: preloadPackingQueue,
    },
  ],
});
