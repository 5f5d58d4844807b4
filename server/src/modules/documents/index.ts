/** The documents (packing) module's public API. */
export { documentsModule, type DocumentsApi } from './documents.module.js';
export type { DocumentService, MissingPartsListener, ShipHold, ShipHoldCheck } from './document.service.js';
export type { DocumentView } from './document.view.js';
