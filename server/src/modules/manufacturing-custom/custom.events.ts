import { topic } from '../../platform/pubsub.js';

/** Anything on the manufacturing screens changed: records, labels, batches, missing glass. */
export interface ManufacturingUpdatedEvent {
  kind: 'RECORD' | 'LABEL' | 'BATCH' | 'MISSING_GLASS';
  /** CREATED, UPDATED, DELETED, PRINTED, REPRINTED, VOIDED, CLOSED, REOPENED, REPORTED, SHEET ... */
  action: string;
  recordIds: number[];
  batchId: number | null;
  missingGlassId: number | null;
}

export const MANUFACTURING_UPDATED = topic<ManufacturingUpdatedEvent>('MANUFACTURING_UPDATED');
