/** The documents (packing) module's public API. */
export { documentsModule } from './documents.module.js';
