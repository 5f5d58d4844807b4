import { Entity, Property, Unique } from '@mikro-orm/core';
import type { IntegrationScope } from '../../platform/authorization/policies.js';
import { BaseEntity } from '../../platform/base.entity.js';

/** An integration key an admin created (for the shop or a print agent). Only the SHA-256 of the
 *  key is stored; the key itself is shown once, at creation. */
@Entity({ tableName: 'api_keys' })
export class ApiKey extends BaseEntity<'revokedAt' | 'lastUsedAt' | 'createdById' | 'scope'> {
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** What the key may do: `shop` or `print-agent`. Keys made before scopes were `shop`. */
  @Property({ type: 'string', length: 20, default: 'shop' })
  scope: IntegrationScope = 'shop';

  /** The first characters of the key, to tell keys apart in the list. */
  @Property({ type: 'string', length: 24 })
  prefix!: string;

  @Property({ type: 'string', length: 64 })
  @Unique()
  keyHash!: string;

  @Property({ type: 'integer', nullable: true })
  createdById: number | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  lastUsedAt: Date | null = null;
}
