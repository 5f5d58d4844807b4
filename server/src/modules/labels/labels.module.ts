import { minRole } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { seedQuickPrintLabels } from '../../../../seed/labels.seeder.js';
import { printingModule } from '../printing/index.js';
import { LabelsResolver } from './labels.resolver.js';
import { labelRoutes } from './labels.routes.js';
import { LabelsService } from './labels.service.js';
import { QuickPrintLabel } from './quick-print-label.entity.js';

/** Wydruk etykiet: the quick-print labels, their imports, and printing them on the print queue. */
export const labelsModule = defineModule({
  name: 'labels',
  requires: [printingModule],
  entities: [QuickPrintLabel],
  policies: {
    quickPrintList: minRole(3),
    quickPrintPreview: minRole(3),
    quickPrintPrint: minRole(3),
    quickPrintPrintMany: minRole(3),
    quickPrintImport: minRole(3),
    quickPrintLabelUpdate: minRole(3),
    quickPrintLabelDelete: minRole(3),
  },
  seed: seedQuickPrintLabels,
  setup({ platform, use }) {
    const labels = new LabelsService({ history: platform.audit, operations: platform.operations, idempotency: platform.idempotency, printing: use(printingModule).printing, dialect: platform.config.database.kind });
    return { api: { labels }, resolvers: [new LabelsResolver(labels)], routes: labelRoutes(labels) };
  },
});
