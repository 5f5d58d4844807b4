import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { User } from '../server/src/modules/users/user.entity.js';
import { hashPassword } from '../server/src/modules/auth/passwords.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { seedDocuments } from './documents.seed.js';
import { seedStockItems } from './stock-items.seeder.js';
import { seedPrinting } from './printing.seeder.js';

/** The seeded dev environment. Deterministic: the same rows every time (password hashes differ
 *  only by their salt). Each part skips itself when its rows already exist. */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const hash = await hashPassword(DEMO_PASSWORD, 12);
    for (const u of DEMO_USERS) {
      if (await em.count(User, { email: u.email })) continue;
      em.create(User, { ...u, passwordHash: hash });
    }
    await em.flush();
    await seedStockItems(em);
    await seedDocuments(em);
    await seedPrinting(em);
  }
}
