import { minRole } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { seedStandardManufacturing } from '../../../../seed/manufacturing-standard.seeder.js';
import { inventoryModule } from '../inventory/index.js';
import { manufacturingReferenceModule } from '../manufacturing-reference/index.js';
import { printingModule } from '../printing/index.js';
import { StandardEntry, StandardErrorLog, StandardPiece } from './standard-entry.entity.js';
import { StandardManufacturingResolver } from './standard-manufacturing.resolver.js';
import { standardManufacturingRoutes } from './standard-manufacturing.routes.js';
import { StandardEntryService } from './standard-entry.service.js';
import { StandardErrorLogService } from './standard-error-log.service.js';
import { StandardPersistService } from './standard-persist.service.js';
import { StandardStationService } from './standard-station.service.js';
import { StandardSupport } from './standard.support.js';
import type { StandardServices } from './standard.services.js';


/**
 * Produkcja standardowa: catalogue products made to stock. A worker records what was
 * made, labels every piece through the print queue, checks, and persists it: the stock rises
 * through inventory's changes and ERP connector (one source of stock truth). ERP errors and
 * refused checks form the worker's Dziennik błędów. All operations role 2+ (the manufacturing
 * route's level).
 */
export const manufacturingStandardModule = defineModule({
  name: 'manufacturing-standard',
  requires: [inventoryModule, manufacturingReferenceModule, printingModule],
  entities: [StandardEntry, StandardPiece, StandardErrorLog],
  policies: {
    standardManufacturingCreate: minRole(2),
    standardManufacturingGet: minRole(2),
    standardManufacturingList: minRole(2),
    standardManufacturingProducts: minRole(2),
    standardManufacturingUpdate: minRole(2),
    standardManufacturingLabelDelete: minRole(2),
    standardManufacturingCheck: minRole(2),
    standardManufacturingPersist: minRole(2),
    standardManufacturingErrorLogs: minRole(2),
    standardManufacturingErrorLogsExport: minRole(2),
    standardManufacturingPrint: minRole(2),
    standardManufacturingPreview: minRole(2),
  },
  seed: (em) => seedStandardManufacturing(em),
  setup({ platform, use }) {
    const { changes, stocks } = use(inventoryModule);
    const manufacturingData = use(manufacturingReferenceModule).manufacturingData;
    const { idempotency, operations } = platform;
    const support = new StandardSupport(platform.audit, manufacturingData);
    const entries = new StandardEntryService({ support, changes, stocks, manufacturingData, idempotency });
    const services: StandardServices = {
      entries,
      station: new StandardStationService({ support, printing: use(printingModule).printing, operations, idempotency }),
      persist: new StandardPersistService({ support, entries, changes, stocks, operations, idempotency }),
      errorLogs: new StandardErrorLogService({ operations }),
    };
    services.persist.setup();
    // Every entry, whatever its state (a printed DRAFT too), keeps its data row: deleting it
    // deactivates it instead, and the entry can still be persisted.
    const rows = use(manufacturingReferenceModule).references.manufacturingData;
    rows.register('wpisy produkcji standardowej w toku', (em, id) => em.count(StandardEntry, { manufacturingDataId: id, status: { $ne: 'PERSISTED' } }));
    rows.register('wpisy produkcji standardowej zapisane na stanie', (em, id) => em.count(StandardEntry, { manufacturingDataId: id, status: 'PERSISTED' }));
    return { api: { standardManufacturing: services }, resolvers: [new StandardManufacturingResolver(services)], routes: standardManufacturingRoutes(services) };
  },
});
