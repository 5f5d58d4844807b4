import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

export interface OperationStatusEvent {
  operationId: string;
  userId: number;
  status: 'IN_PROGRESS' | 'SUCCESS' | 'FINISH' | 'ERROR';
  message: string;
}

/** A packing-queue change: a document pushed, locked, unlocked, or leaving the queue. */
export interface DocumentUpdatedEvent {
  kind: 'CREATED' | 'LOCKED' | 'UNLOCKED' | 'SHIPPED' | 'MISSING_PARTS' | 'DELETED';
  documentId: number;
}

export interface SessionRevokedEvent {
  userId: number;
}

/** One typed topic per kind of event (DESIGN.md section 5). */
export const Topic = {
  OPERATION_STATUS: 'OPERATION_STATUS',
  SESSION_REVOKED: 'SESSION_REVOKED',
  DOCUMENT_UPDATED: 'DOCUMENT_UPDATED',
} as const;

export type Topics = {
  [Topic.OPERATION_STATUS]: [OperationStatusEvent];
  [Topic.SESSION_REVOKED]: [SessionRevokedEvent];
  [Topic.DOCUMENT_UPDATED]: [DocumentUpdatedEvent];
};

export type AppPubSub = ReturnType<typeof createPubSub<Topics>>;

/** In memory for one node; through Redis pub/sub when REDIS_URL is set, so events reach
 *  subscribers on every node. */
export function createAppPubSub(redisUrl?: string): { pubSub: AppPubSub; close(): Promise<void> } {
  if (!redisUrl) return { pubSub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub<Topics>({ eventTarget }),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
