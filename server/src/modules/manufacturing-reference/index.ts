/** The manufacturing reference module's public API: the manifest (its `api` is
 *  ManufacturingReferenceApi: the services and the reference registries). */
export { manufacturingReferenceModule, type ManufacturingReferenceApi } from './manufacturing-reference.module.js';
export type { ManufacturingDataView } from './manufacturing-data.service.js';
export type { SchemaView } from './schema.service.js';
export type { ReferenceCounter } from './references.js';
export type { ManufacturingDataService } from './manufacturing-data.service.js';
