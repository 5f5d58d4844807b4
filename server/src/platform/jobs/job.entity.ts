import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { JsonText } from '../json-text.type.js';

type JobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** A unit of background work. The table is the queue: a runner claims a row with a conditional
 *  update (and SKIP LOCKED on MySQL), holds it under a lease, and finishes it; a crashed runner's
 *  lease runs out and another node takes the job over. */
@Entity({ tableName: 'jobs' })
@Index({ properties: ['status', 'queue', 'runAt'] })
export class Job {
  [OptionalProps]?: 'status' | 'attempts' | 'maxAttempts' | 'runAt' | 'lockedBy' | 'lockedUntil' | 'lastError' | 'createdAt' | 'finishedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 40 })
  queue!: string;

  @Property({ type: JsonText })
  payload!: Record<string, unknown>;

  @Property({ type: 'string', length: 16 })
  status: JobStatus = 'QUEUED';

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'integer' })
  maxAttempts: number = 5;

  @Property({ type: 'datetime', length: 3 })
  runAt: Date = new Date();

  @Property({ type: 'string', length: 64, nullable: true })
  lockedBy: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  lockedUntil: Date | null = null;

  @Property({ type: 'string', length: 1000, nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', length: 3, nullable: true })
  finishedAt: Date | null = null;
}
