import { defineFeature } from '../../shared/feature/feature';
import { lazyPage } from '../../shared/lazy-page';
import { APP_BASE } from '../../shared/session/paths';
import { DatabaseIcon } from '../../shared/ui/icons';

export const manufacturingDataFeature = defineFeature({
  name: 'manufacturing-data',
  routes: [
    {
      module: 'manufacturingData',
      path: `${APP_BASE}/manufacturing-data`,
      patterns: [`${APP_BASE}/manufacturing-data`],
      minRole: 4,
      menuMinRole: 4,
      icon: DatabaseIcon,
      page: lazyPage('manufacturing-data', () => import('./pages/manufacturing-data-page')),
    },
  ],
});
