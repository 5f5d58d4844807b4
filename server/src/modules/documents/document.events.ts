import { topic } from '../../platform/pubsub.js';

/** A packing-queue change: a document pushed, locked, taken over, unlocked, or leaving the queue. */
export interface DocumentUpdatedEvent {
  kind: 'CREATED' | 'LOCKED' | 'TAKEN_OVER' | 'UNLOCKED' | 'SHIPPED' | 'MISSING_PARTS' | 'DELETED';
  documentId: number;
  /** TAKEN_OVER: the packer whose lock was taken (their screen tells them). */
  previousHolderId?: number;
}

export const DOCUMENT_UPDATED = topic<DocumentUpdatedEvent>('DOCUMENT_UPDATED');
