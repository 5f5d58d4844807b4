import { minRole } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { seedManufacturingReference } from '../../../../seed/manufacturing-reference.seeder.js';
import { inventoryModule } from '../inventory/index.js';
import { DrillingSchemaRecord } from './drilling-schema.entity.js';
import { ManufacturingData } from './manufacturing-data.entity.js';
import { manufacturingDataRoutes } from './manufacturing-data.routes.js';
import { ManufacturingDataService } from './manufacturing-data.service.js';
import { ManufacturingDataTransfer } from './manufacturing-data.transfer.js';
import { manufacturingReferenceConfigSchema } from './manufacturing-reference.config.js';
import { DrillingSchemaFieldsResolver, ManufacturingReferenceResolver } from './manufacturing-reference.resolver.js';
import { ReferenceRegistry } from './references.js';
import { widthRoutes } from './width.routes.js';
import { schemaRoutes } from './schema.routes.js';
import { SchemaService } from './schema.service.js';

export interface ManufacturingReferenceApi {
  manufacturingData: ManufacturingDataService;
  schemas: SchemaService;
  /** Register who uses a row, so deleting it deactivates (data) or archives (schema) instead:
   *  `references.manufacturingData.register('rekordy produkcji', (em, id) => count)`. */
  references: { manufacturingData: ReferenceRegistry; schemas: ReferenceRegistry };
}

/**
 * The manufacturing reference data: Dane produkcyjne (what the workshop can make, role
 * 4) with XLSX/CSV import and export, and the drilling schemas (Schematy wierceń) checked against
 * the workshop's tempered-glass rules (its config slice), drawn as SVG and exported as DXF. The
 * domain rules are domain/manufacturing; this module stores, guards and serves them.
 */
export const manufacturingReferenceModule = defineModule({
  name: 'manufacturing-reference',
  requires: [inventoryModule],
  entities: [ManufacturingData, DrillingSchemaRecord],
  config: manufacturingReferenceConfigSchema,
  policies: {
    manufacturingDataList: minRole(4),
    manufacturingDataGet: minRole(4),
    manufacturingDataCreate: minRole(4),
    manufacturingDataUpdate: minRole(4),
    manufacturingDataDelete: minRole(4),
    manufacturingDataImport: minRole(4),
    manufacturingDataExport: minRole(4),
    // drilling schemas: read 2+ (the manufacturing route), write 3+ (the station staff)
    schemaList: minRole(2),
    schemaGet: minRole(2),
    schemaRules: minRole(2),
    schemaDrawing: minRole(2),
    schemaDxf: minRole(2),
    schemaCreate: minRole(3),
    schemaUpdate: minRole(3),
    schemaDelete: minRole(3),
    // the width calculation: the manufacturing route's staff (2+)
    manufacturingWidthCalculation: minRole(2),
  },
  seed: seedManufacturingReference,
  setup({ config, platform, use }) {
    const { audit: history } = platform;
    const rules = config.drillingRules;
    const references = { manufacturingData: new ReferenceRegistry(), schemas: new ReferenceRegistry() };
    // A schema is used by the manufacturing data rows that name it as their default.
    references.schemas.register('dane produkcyjne', (em, id) => em.count(ManufacturingData, { defaultSchemaId: id }));
    const schemas = new SchemaService({ history, rules, references: references.schemas });
    const manufacturingData = new ManufacturingDataService({ history, rules, references: references.manufacturingData, catalogue: use(inventoryModule).stocks, dialect: platform.config.database.kind });
    const transfer = new ManufacturingDataTransfer({ history, rules });
    return {
      api: { manufacturingData, schemas, references } satisfies ManufacturingReferenceApi,
      resolvers: [new ManufacturingReferenceResolver(manufacturingData, schemas), new DrillingSchemaFieldsResolver()],
      routes: [...manufacturingDataRoutes(manufacturingData, transfer), ...schemaRoutes(schemas), ...widthRoutes()],
    };
  },
});
