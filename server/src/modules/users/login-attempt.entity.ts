import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A failed sign-in, kept for the rate limits (per username and address, and per address).
 *  Lives in the database so several app nodes share one count. */
@Entity({ tableName: 'login_attempts' })
@Index({ properties: ['username', 'ip', 'createdAt'] })
@Index({ properties: ['ip', 'createdAt'] })
export class LoginAttempt {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 254 })
  username!: string;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();
}
