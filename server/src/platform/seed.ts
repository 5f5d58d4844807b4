import type { Config } from './config.js';
import type { Orm } from './database.js';
import { User } from '../modules/users/user.entity.js';
import { DatabaseSeeder } from '../../../seed/database.seeder.js';

export async function seedDemoData(orm: Orm): Promise<void> {
  await orm.getSeeder().seed(DatabaseSeeder);
}

/** The demo environment seeds itself only on an empty embedded database, never in production. */
export async function seedIfEmptyEmbedded(orm: Orm, config: Pick<Config, 'env' | 'database'>): Promise<boolean> {
  if (config.env === 'production' || config.database.kind !== 'sqlite') return false;
  if ((await orm.em.fork().count(User, {})) > 0) return false;
  await seedDemoData(orm);
  return true;
}
