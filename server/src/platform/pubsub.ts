import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { Redis as RedisClient } from 'ioredis';
import { lazy } from './lazy.js';
import type { Logger } from './logger.js';

const ioredis = lazy<{ Redis: typeof RedisClient }>('ioredis');

/** A named kind of event with its payload type. Modules declare their own topics (and list their
 *  names in their manifest, so two modules cannot take the same name); the platform owns the two
 *  below. TypeGraphQL subscriptions name a topic by `name`. */
interface TopicDef<E> {
  readonly name: string;
  /** Type-only: the payload this topic carries. */
  readonly _event?: E;
}

export function topic<E>(name: string): TopicDef<E> {
  return { name };
}

export interface OperationStatusEvent {
  operationId: string;
  userId: number;
  status: 'IN_PROGRESS' | 'SUCCESS' | 'FINISH' | 'ERROR';
  message: string;
}

interface SessionRevokedEvent {
  userId: number;
}

export interface JobsQueuedEvent {
  /** The node whose transaction queued them (it woke its own runner already). */
  nodeId: string;
  /** The queues that have new jobs; empty: all. */
  queues: string[];
}

/** The platform's own topics: long-operation progress, a user's sessions ended, and new jobs
 *  (the other nodes' runners poll those queues at once instead of at their next poll). */
export const OPERATION_STATUS = topic<OperationStatusEvent>('OPERATION_STATUS');
export const SESSION_REVOKED = topic<SessionRevokedEvent>('SESSION_REVOKED');
export const JOBS_QUEUED = topic<JobsQueuedEvent>('JOBS_QUEUED');
export const PLATFORM_TOPICS = [OPERATION_STATUS.name, SESSION_REVOKED.name, JOBS_QUEUED.name] as const;

type AnyTopics = Record<string, [unknown]>;
type RawPubSub = ReturnType<typeof createPubSub<AnyTopics>>;

/** The app's event bus with typed topics. In memory for one node; through Redis pub/sub when
 *  REDIS_URL is set, so events reach subscribers on every node. */
export class AppPubSub {
  private opened = 0;
  /** What TypeGraphQL subscribes through: the raw bus, counting the subscriptions it opens. */
  readonly forSchema: Pick<RawPubSub, 'publish' | 'subscribe'>;

  constructor(readonly raw: RawPubSub) {
    this.forSchema = {
      publish: raw.publish.bind(raw),
      subscribe: ((name: string) => {
        this.opened += 1;
        return raw.subscribe(name);
      }) as RawPubSub['subscribe'],
    };
  }

  /** Subscriptions opened on this node so far: a client knows its subscription is live once this
   *  count has moved past it (graphql-ws sends no acknowledgement of a subscribe). */
  get subscriptionsOpened(): number {
    return this.opened;
  }

  publish<E>(t: TopicDef<E>, event: E): void {
    this.raw.publish(t.name, event);
  }

  subscribe<E>(t: TopicDef<E>): AsyncIterableIterator<E> & { return?(): Promise<IteratorResult<E>> } {
    return this.raw.subscribe(t.name) as unknown as AsyncIterableIterator<E>;
  }
}

export function createAppPubSub(redisUrl: string | undefined, logger: Logger): { pubSub: AppPubSub; close(): Promise<void> } {
  if (!redisUrl) return { pubSub: new AppPubSub(createPubSub<AnyTopics>()), close: async () => {} };
  const { Redis } = ioredis();
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({
    publishClient,
    subscribeClient: subscribeWhenReady(subscribeClient, (err) => logger.warn('redis pub/sub: a subscribe failed', err)),
  });
  return {
    pubSub: new AppPubSub(createPubSub<AnyTopics>({ eventTarget })),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/**
 * The subscribe connection as the event target uses it, with SUBSCRIBE and UNSUBSCRIBE held until
 * the connection is ready. ioredis writes a SUBSCRIBE at once while it is still connecting (Redis
 * allows it while loading), before its own ready check; the check's INFO is then refused in
 * subscriber mode, ioredis drops the connection and rejects the SUBSCRIBE, and the topic is never
 * subscribed: a node that subscribed as it started (the job runner's wake-ups) heard nothing.
 * Commands held here go out in the order they were asked, and a failure goes to `onError` (the
 * log), not thrown unhandled; after a reconnect ioredis subscribes again to what it had.
 */
export function subscribeWhenReady(client: RedisClient, onError: (err: unknown) => void): RedisClient {
  let queue: Promise<unknown> = Promise.resolve();
  const whenReady = () => (client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve())));
  const inOrder = (command: () => Promise<unknown>) => {
    queue = queue.then(whenReady).then(command).catch(onError);
    return queue as Promise<never>;
  };
  // The event target calls these three only (its typing asks for a whole client).
  const usedByEventTarget = {
    on: client.on.bind(client),
    subscribe: (topic: string) => inOrder(() => client.subscribe(topic)),
    unsubscribe: (topic: string) => inOrder(() => client.unsubscribe(topic)),
  };
  return usedByEventTarget as unknown as RedisClient;
}
