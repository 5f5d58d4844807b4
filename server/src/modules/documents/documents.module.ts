import { minRole } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { seedDocuments } from '../../../../seed/documents.seed.js';
import { Document, DocumentFile } from './document.entity.js';
import { DOCUMENT_UPDATED } from './document.events.js';
import { DocumentResolver } from './document.resolver.js';
import { documentRoutes } from './document.routes.js';
import { DocumentService } from './document.service.js';
import { documentsConfigSchema } from './documents.config.js';

/** Packing (Pakowanie): order documents pushed by the shop, locked, shipped or held for missing parts. */
export interface DocumentsApi {
  documents: DocumentService;
}

export const documentsModule = defineModule({
  name: 'documents',
  entities: [Document, DocumentFile],
  topics: [DOCUMENT_UPDATED.name],
  config: documentsConfigSchema,
  policies: {
    // staff 2+; the shop integration (API key of scope shop) may push documents
    documentCreate: { minRole: 2, integration: 'shop' },
    documentList: minRole(2),
    documentFile: minRole(2),
    documentLock: minRole(2),
    // another packer's lock, fresh or expired; role 2 takes over only an expired one, by documentLock
    documentTakeOver: minRole(3),
    documentShip: minRole(2),
    documentMissingParts: minRole(2),
    documentDelete: minRole(2),
    documentUpdated: minRole(2),
  },
  seed: seedDocuments,
  setup({ config, platform }) {
    const documents = new DocumentService(config, platform.audit, platform.pubSub, platform.idempotency);
    return {
      api: { documents } satisfies DocumentsApi,
      resolvers: [new DocumentResolver(documents)],
      routes: documentRoutes(documents, config.documents.maxBytes),
    };
  },
});
