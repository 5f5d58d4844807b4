import { preloadOpenRecords } from './custom/hooks/record-list-query';
import { defineFeature } from '../../shared/feature/feature';
import { lazyPage } from '../../shared/lazy-page';
import { APP_BASE } from '../../shared/session/paths';
import { FactoryIcon } from '../../shared/ui/icons';

export const manufacturingFeature = defineFeature({
  name: 'manufacturing',
  routes: [
    {
      module: 'manufacturing',
      path: `${APP_BASE}/manufacturing`,
      // One optional-id pattern: opening a record (/app/manufacturing/{id}) keeps the screen mounted (the station keeps its worker and form).
      patterns: [`${APP_BASE}/manufacturing/:id?`],
      // SPEC.md section 2: the route from level 2, the menu entry from level 3.
      minRole: 2,
      menuMinRole: 3,
      icon: FactoryIcon,
      page: lazyPage('manufacturing', () => import('./pages/manufacturing-page')),
      // Produkcja's first tab is rendered on the server at its own path, like Pakowanie and Stany.
      preload: preloadOpenRecords,
    },
  ],
});
