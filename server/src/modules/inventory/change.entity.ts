import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { JsonText } from '../../platform/json-text.type.js';

export type ChangeType = 'location' | 'stock';
export type ChangeStatus = 'PENDING' | 'SUCCESS' | 'ERROR';
export const CHANGE_TYPES = ['location', 'stock'] as const;
export const CHANGE_STATUSES = ['PENDING', 'SUCCESS', 'ERROR'] as const;

export interface LocationChangeData {
  stara_lokalizacja: string;
  nowa_lokalizacja: string;
}
export interface StockChangeData {
  stary_stan: number;
  nowy_stan: number;
  powod_zmiany: string;
}
export type ChangeData = LocationChangeData | StockChangeData;

/** A stock change (SPEC.md section 3): a new location or stock level for one item, sent to the
 *  ERP and applied to the item when the ERP accepts it. */
@Entity({ tableName: 'stock_changes' })
@Index({ properties: ['reference', 'status'] })
@Index({ properties: ['stockItemId', 'status'] })
@Index({ properties: ['status', 'createdAt'] })
export class Change {
  [OptionalProps]?: 'status' | 'errorMessage' | 'attempt' | 'operationId' | 'createdAt' | 'updatedAt' | 'appliedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 16 })
  type!: ChangeType;

  /** The catalogue index of the item. */
  @Property({ type: 'string', length: 64 })
  reference!: string;

  @Property({ type: 'integer' })
  stockItemId!: number;

  @Property({ type: JsonText })
  data!: ChangeData;

  @Property({ type: 'string', length: 16 })
  status: ChangeStatus = 'PENDING';

  /** The connector's message when status is ERROR. */
  @Property({ type: 'string', length: 1000, nullable: true })
  errorMessage: string | null = null;

  /** 1 for the first sync, +1 per retry; part of the Idempotency-Key sent to the ERP. */
  @Property({ type: 'integer', default: 1 })
  attempt: number = 1;

  /** Where the starter hears progress (operationStatus). */
  @Property({ type: 'string', length: 64, nullable: true })
  operationId: string | null = null;

  @Property({ type: 'integer', nullable: true })
  createdById!: number | null;

  @Property({ type: 'string', length: 201, nullable: true })
  createdByName!: string | null;

  @Property({ type: 'integer', nullable: true })
  numer_pracownika!: number | null;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', length: 3 })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', length: 3, nullable: true })
  appliedAt: Date | null = null;
}
