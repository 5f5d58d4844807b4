import { mkdirSync } from 'node:fs';
import { MikroORM, type Options } from '@mikro-orm/core';
import type { MySqlDriver } from '@mikro-orm/mysql';
import { lazy } from './lazy.js';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/knex';
import { join } from 'node:path';
import type { Config } from './config.js';
import { repoRoot } from './paths.js';
import { sqliteMigrations } from '../../../migrations/sqlite/index.js';
import { checkpointSqlite, prepareSqliteFiles } from './sqlite-files.js';
import { mysqlMigrations } from '../../../migrations/mysql/index.js';
import { workerReadLibSqlDriver } from './sqlite-read-worker.js';

// Only the configured dialect's driver is loaded (the embedded one's by workerReadLibSqlDriver).
const mysqlDriver = lazy<{ MySqlDriver: typeof MySqlDriver }>('@mikro-orm/mysql');

export type Dialect = 'sqlite' | 'mysql';
export type EntityManager = SqlEntityManager;
export type Orm = MikroORM<AbstractSqlDriver>;

/** `entities`: every entity of the app (the platform's and the modules'), from the module manifests. */
/** Set on every embedded-database connection: wait up to 5 s for another process's write lock
 *  instead of failing, and enforce foreign keys. */
const SQLITE_CONNECTION_PRAGMAS = 'pragma busy_timeout = 5000; pragma foreign_keys = ON;';

function ormOptions(database: Config['database'], entities: readonly object[], debug = false): Options {
  const dialect: Dialect = database.kind;
  const common: Options = {
    entities: [...entities] as Options['entities'],
    extensions: [Migrator, SeedManager],
    debug,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // Discovery reads decorator metadata; a missing `emitDecoratorMetadata` fails loudly here.
    discovery: { requireEntitiesArray: true },
    // Search structures (`<table>_search`, `<table>_search_<part>`: an FTS5 table and its shadow
    // tables, trigger-kept pieces) are made and kept by migrations and triggers, not by entities:
    // the schema diff must neither drop them nor read them (an FTS5 table has no columns to read).
    schemaGenerator: { skipTables: [/_search(_[a-z]+)?$/] },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: join(repoRoot, 'migrations', dialect),
      pathTs: join(repoRoot, 'migrations', dialect),
      migrationsList: dialect === 'sqlite' ? sqliteMigrations : mysqlMigrations,
      snapshot: false,
      // MySQL commits DDL implicitly, so a migration there cannot be one transaction.
      transactional: dialect === 'sqlite',
      silent: true,
      allOrNothing: true,
      emit: 'ts',
    },
  };
  if (database.kind === 'sqlite') {
    // The libsql dialect replaces its connection once it is 10 s old (validateConnection), and
    // busy_timeout and foreign_keys hold per connection: every new one gets them, not only the first.
    const perConnection = (conn: { exec(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
      try {
        conn.exec(SQLITE_CONNECTION_PRAGMAS);
        done(null, conn);
      } catch (err) {
        done(err as Error, conn);
      }
    };
    // A second connection to the same file takes the reads made outside a transaction (MikroORM's
    // read replica): in WAL mode they see every committed write and never queue behind another
    // request's open transaction (a 10,000-row import holds the writer for about a second).
    // Its statements run on worker threads (sqlite-read-worker.ts), each with its own read-only
    // connection: a long read does not hold the event loop.
    const replicas = database.file === ':memory:' ? [] : [{ name: 'sqlite-read' }];
    return { ...common, driver: workerReadLibSqlDriver(SQLITE_CONNECTION_PRAGMAS), dbName: database.file, pool: { afterCreate: perConnection }, replicas };
  }
  return { ...common, driver: mysqlDriver().MySqlDriver, clientUrl: database.url, pool: { min: 0, max: 20 } };
}

/** Opens the database, applies pending migrations of its dialect. */
export async function openDatabase(config: Pick<Config, 'database'>, entities: readonly object[], opts: { migrate?: boolean } = {}): Promise<Orm> {
  if (config.database.kind === 'sqlite') {
    mkdirSync(join(config.database.file, '..'), { recursive: true });
    // Owner-only files (0600), as the JWT secret (sqlite-files.ts).
    prepareSqliteFiles(config.database.file);
  }
  const orm = (await MikroORM.init(ormOptions(config.database, entities))) as Orm;
  if (config.database.kind === 'sqlite') {
    // WAL lets readers work while one writer commits; busy_timeout waits instead of failing
    // when another process (a second server, the CLI) holds the write lock.
    // (journal_mode is the file's; the others are set on each connection: SQLITE_CONNECTION_PRAGMAS.)
    await orm.em.getConnection().execute('pragma journal_mode = WAL');
  }
  if (opts.migrate !== false) {
    if (config.database.kind === 'mysql') await underMigrationLock(orm, () => orm.getMigrator().up());
    else await orm.getMigrator().up();
  }
  return orm;
}

/** How long a starting node waits for another one's migrations before it gives up. */
const MIGRATION_LOCK_WAIT_S = 300;

/** Nodes that start together on one MySQL database (replicas behind a balancer, a CLI migrate
 *  beside a server) would otherwise run the same migration at once: the second fails on a table
 *  that exists, or the two interleave DDL. A named lock per database makes them take turns; the
 *  one that waited finds nothing left to apply. The lock belongs to one connection, held here. */
async function underMigrationLock(orm: Orm, migrate: () => Promise<unknown>): Promise<void> {
  const knex = orm.em.getKnex();
  const conn = await knex.client.acquireConnection();
  const name = knex.raw("left(concat('migrations:', database()), 64)");
  try {
    const rows = (await knex.raw('select get_lock(?, ?) as won', [name, MIGRATION_LOCK_WAIT_S]).connection(conn))[0] as Array<{ won: number | null }>;
    if (Number(rows[0]?.won) !== 1) throw new Error(`another node held the migration lock for ${MIGRATION_LOCK_WAIT_S} s; is one stuck?`);
    try {
      await migrate();
    } finally {
      await knex.raw('select release_lock(?)', [name]).connection(conn);
    }
  } finally {
    await knex.client.releaseConnection(conn);
  }
}

/** Closes the database; the embedded one first folds its WAL into the main file. */
export async function closeDatabase(orm: Orm, database: Config['database']): Promise<void> {
  if (database.kind === 'sqlite') await checkpointSqlite(orm);
  await orm.close(true);
}
