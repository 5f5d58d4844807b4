import { minRole } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { seedManufacturingCustom } from '../../../../seed/manufacturing-custom.seeder.js';
import { documentsModule } from '../documents/index.js';
import { manufacturingReferenceModule } from '../manufacturing-reference/index.js';
import { printingModule } from '../printing/index.js';
import { usersModule } from '../users/index.js';
import { manufacturingCustomConfigSchema } from './custom.config.js';
import { ManufacturingBatch, ManufacturingClaim, ManufacturingLabel, ManufacturingLog, ManufacturingRecord, ManufacturingSheet, MissingGlass } from './custom.entity.js';
import { MANUFACTURING_UPDATED } from './custom.events.js';
import { FILTER_VALUE_ENTITIES } from './filter-values.entity.js';
import { CustomManufacturingResolver } from './custom.resolver.js';
import { customManufacturingRoutes } from './custom.routes.js';
import { CustomSupport } from './custom.support.js';
import { PushedDocumentsOrderConnector } from './order-connector.js';
import { RecordService, SHEET_QUEUE } from './record.service.js';
import { StationService } from './station.service.js';

export interface ManufacturingCustomApi {
  records: RecordService;
  station: StationService;
}

/**
 * Custom manufacturing at the glass workstation: orders checked and claimed by scan,
 * records with their log and production sheet, a label per pane through the print queue, batches
 * closed all or nothing, missing glass looped back into packing, live through manufacturingUpdated.
 */
export const manufacturingCustomModule = defineModule({
  name: 'manufacturing-custom',
  requires: [usersModule, documentsModule, printingModule, manufacturingReferenceModule],
  entities: [ManufacturingRecord, ManufacturingClaim, ManufacturingLog, ManufacturingLabel, ManufacturingBatch, MissingGlass, ManufacturingSheet, ...FILTER_VALUE_ENTITIES],
  topics: [MANUFACTURING_UPDATED.name],
  config: manufacturingCustomConfigSchema,
  policies: {
    manufacturingCheckOrder: minRole(2),
    manufacturingCheckWorker: minRole(2),
    manufacturingRecordList: minRole(2),
    manufacturingFilters: minRole(2),
    manufacturingRecordGet: minRole(2),
    manufacturingRecordCreate: minRole(2),
    manufacturingRecordUpdate: minRole(2),
    // 2+, and then only in the caller's own name unless admin (checked by the service)
    manufacturingRecordDelete: minRole(2),
    manufacturingFileStatus: minRole(2),
    manufacturingSheet: minRole(2),
    manufacturingPrint: minRole(2),
    manufacturingLabelUpdate: minRole(2),
    manufacturingLabelDelete: minRole(2),
    manufacturingCloseBatch: minRole(2),
    manufacturingBatchList: minRole(2),
    manufacturingBatchGet: minRole(2),
    manufacturingBatchReopen: minRole(4),
    manufacturingBatchPrint: minRole(2),
    manufacturingLabelPreview: minRole(2),
    manufacturingLabelLookup: minRole(2),
    manufacturingMissingGlassList: minRole(2),
    manufacturingReportMissing: minRole(2),
    manufacturingCloseMissing: minRole(2),
    manufacturingPrintMissing: minRole(2),
    manufacturingUpdated: minRole(2),
  },
  seed: seedManufacturingCustom,
  setup({ config, platform, use }) {
    const { users } = use(usersModule);
    const { documents } = use(documentsModule);
    const { printing } = use(printingModule);
    const reference = use(manufacturingReferenceModule);
    const support = new CustomSupport(platform.audit, platform.pubSub, platform.idempotency, users);
    const orders = new PushedDocumentsOrderConnector(documents);
    const records = new RecordService({ support, config, orders, schemas: reference.schemas, printing, jobs: platform.jobs, operations: platform.operations, cpu: platform.cpu });
    const station = new StationService({ support, records, orders, printing, documents, schemas: reference.schemas, operations: platform.operations });
    // A drilling schema used by a record is archived, not deleted.
    reference.references.schemas.register('rekordy produkcji', (em, id) => em.count(ManufacturingRecord, { schemaId: id, deletedAt: null }));
    // Packing's missing parts that are glass become missing-glass entries (same transaction).
    documents.onMissingParts((em, actor, doc, afterCommit) => station.fromPacking(em, actor, doc, afterCommit));
    // An order whose glass is missing or not made yet is not shipped without saying so.
    documents.onShipCheck((em, doc) => station.shipHolds(em, doc.number));
    platform.jobs.register<{ recordId: number; operationId: string; userId: number }>(SHEET_QUEUE, ({ em, payload, attempt, job }) => records.runSheet(em, payload, attempt >= job.maxAttempts), { maxAttempts: 3, concurrency: 1 });
    return {
      api: { records, station } satisfies ManufacturingCustomApi,
      resolvers: [new CustomManufacturingResolver(records, station)],
      routes: customManufacturingRoutes(records, station),
    };
  },
});
