import type { EntityManager } from '@mikro-orm/core';
import { User } from '../server/src/modules/users/user.entity.js';
import { hashPassword } from '../server/src/modules/users/passwords.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';

/** The four demo accounts (README lists them); each skipped when it exists. */
export async function seedUsers(em: EntityManager): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD, 12);
  for (const u of DEMO_USERS) {
    if (await em.count(User, { email: u.email })) continue;
    em.create(User, { ...u, passwordHash: hash });
  }
  await em.flush();
}
