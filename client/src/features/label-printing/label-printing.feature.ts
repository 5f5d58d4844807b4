import { defineFeature } from '../../shared/feature/feature';
import { lazyPage } from '../../shared/lazy-page';
import { APP_BASE } from '../../shared/session/paths';
import { PrinterIcon } from '../../shared/ui/icons';

export const labelPrintingFeature = defineFeature({
  name: 'label-printing',
  routes: [
    {
      module: 'labelPrinting',
      path: `${APP_BASE}/label-printing`,
      patterns: [`${APP_BASE}/label-printing`],
      minRole: 3,
      menuMinRole: 3,
      icon: PrinterIcon,
      page: lazyPage('label-printing', () => import('./pages/label-printing-page')),
    },
  ],
});
