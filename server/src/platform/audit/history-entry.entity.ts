import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { JsonText } from '../json-text.type.js';

/** An append-only record of one state change anywhere in the system (DESIGN.md section 4).
 *  Written in the same transaction as the change it describes; never updated or deleted. */
@Entity({ tableName: 'history_entries' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['reference', 'createdAt'] })
@Index({ properties: ['entityType', 'entityId'] })
// The screen's type and action filters: their count reads this index alone (1.8 s -> 0.16 s at 5M rows).
@Index({ properties: ['entityType', 'action', 'createdAt'] })
// Every other filter of Historia, each ending in the sort key: the newest page of one type, action
// or person is an index range read backwards, not a filesort of all their entries.
@Index({ properties: ['entityType', 'createdAt'] })
@Index({ properties: ['action', 'createdAt'] })
@Index({ properties: ['userId', 'createdAt'] })
@Index({ properties: ['numer_pracownika', 'createdAt'] })
@Index({ properties: ['userName', 'createdAt'] })
export class HistoryEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** What kind of thing changed: `user`, `stock_item`, `change`, `document`, `print_job`, ... */
  @Property({ type: 'string', length: 40 })
  entityType!: string;

  @Property({ type: 'string', length: 64 })
  entityId!: string;

  /** The business reference staff search by: catalogue index, order number, e-mail. */
  @Property({ type: 'string', length: 128, nullable: true })
  reference: string | null = null;

  /** What happened: `created`, `updated`, `deleted`, `locked`, `location_changed`, ... */
  @Property({ type: 'string', length: 40 })
  action!: string;

  @Property({ type: JsonText, nullable: true })
  before: Record<string, unknown> | null = null;

  @Property({ type: JsonText, nullable: true })
  after: Record<string, unknown> | null = null;

  /** Who: kept by value too, so the entry still names them after their account is gone. */
  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  @Property({ type: 'string', length: 201, nullable: true })
  userName: string | null = null;

  @Property({ type: 'integer', nullable: true })
  numer_pracownika: number | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();
}
