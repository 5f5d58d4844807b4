import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../platform/base.entity.js';
import type { RoleLevel } from '../../platform/authorization/roles.js';

@Entity({ tableName: 'users' })
export class User extends BaseEntity<'active' | 'tokenVersion' | 'numer_zewnetrzny' | 'deletedAt'> {
  /** The sign-in name; stored lower-cased so uniqueness is case-insensitive. */
  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  @Property({ type: 'string', length: 100, hidden: true, lazy: false })
  passwordHash!: string;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'tinyint' })
  role!: RoleLevel;

  @Property({ type: 'integer' })
  @Unique()
  numer_pracownika!: number;

  @Property({ type: 'string', length: 64, nullable: true })
  @Unique()
  numer_zewnetrzny: string | null = null;

  @Property({ type: 'boolean' })
  active: boolean = true;

  /** Bumped on role change, password change, deactivation and delete: older tokens stop working. */
  @Property({ type: 'integer' })
  tokenVersion: number = 0;

  /** Soft delete: what the user did keeps their name. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  @Index()
  deletedAt: Date | null = null;

  displayName(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}
