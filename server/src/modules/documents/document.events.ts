import { topic } from '../../platform/pubsub.js';

/** A packing-queue change: a document pushed, locked, unlocked, or leaving the queue. */
export interface DocumentUpdatedEvent {
  kind: 'CREATED' | 'LOCKED' | 'UNLOCKED' | 'SHIPPED' | 'MISSING_PARTS' | 'DELETED';
  documentId: number;
}

export const DOCUMENT_UPDATED = topic<DocumentUpdatedEvent>('DOCUMENT_UPDATED');
