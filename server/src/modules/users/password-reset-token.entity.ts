import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A one-time password reset link. Only the SHA-256 of the token is stored, so a copy of the
 *  database does not hand out working links. Valid for PASSWORD_RESET_TTL_MS, used at most once. */
@Entity({ tableName: 'password_reset_tokens' })
@Index({ properties: ['userId', 'createdAt'] })
export class PasswordResetToken {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  userId!: number;

  /** Hex SHA-256 of the token sent in the link. */
  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'datetime', length: 3 })
  expiresAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();
}
