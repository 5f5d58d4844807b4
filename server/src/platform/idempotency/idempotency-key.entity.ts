import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { JsonText } from '../json-text.type.js';

/** One Idempotency-Key of a station or integration action (POST /api/documents first): the unique
 *  key is the lock that lets exactly one of many concurrent retries do the work; the stored
 *  answer replays it for the rest. */
@Entity({ tableName: 'idempotency_keys' })
export class IdempotencyKey {
  [OptionalProps]?: 'createdAt' | 'responseStatus' | 'responseBody' | 'state';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** `<caller>:<key>`: keys of different callers never collide. */
  @Property({ type: 'string', length: 320 })
  @Unique()
  scopedKey!: string;

  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Property({ type: 'string', length: 16 })
  state: 'IN_PROGRESS' | 'DONE' = 'IN_PROGRESS';

  @Property({ type: 'integer', nullable: true })
  responseStatus: number | null = null;

  @Property({ type: JsonText, nullable: true })
  responseBody: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();
}
