import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { inject } from 'vitest';

/** A fresh database per test file: a SQLite file by default, or, when DATABASE_URL points at a
 *  MySQL/MariaDB server, a new database on that server (dropped afterwards). Each starts as a copy
 *  of the run's template (migrated, demo data seeded; global-setup.ts). */
export interface TestDatabase {
  /** DATABASE_URL for the app (undefined: SQLite under dataDir). */
  url: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

/** What global-setup.ts hands the test files: the template SQLite file, or the template database's name. */
export type TemplateRef = { kind: 'sqlite'; file: string } | { kind: 'mysql'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TemplateRef | undefined;
  }
}

const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';
/** bcrypt's work factor in the suites (the product refuses below 12 outside NODE_ENV=test): the same
 *  code paths, a few milliseconds per sign-in instead of a quarter of a second of CPU. */
export const TEST_BCRYPT_COST = '4';

function serverUrl(): URL | undefined {
  const server = process.env.DATABASE_URL;
  if (!server) return undefined;
  const base = new URL(server);
  base.pathname = '/';
  return base;
}

async function createDatabase(base: URL, name: string): Promise<string> {
  const admin = await mysql.createConnection(base.toString());
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const url = new URL(base.toString());
  url.pathname = '/' + name;
  return url.toString();
}

async function dropDatabase(base: URL, name: string): Promise<void> {
  const c = await mysql.createConnection(base.toString());
  try {
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await c.end();
  }
}

/** Copies every table of `template` (definition with its keys and foreign keys, then rows) into
 *  the empty database `name`, in one round trip. */
async function cloneDatabase(base: URL, template: string, name: string): Promise<void> {
  const url = new URL(base.toString());
  url.pathname = '/' + name;
  const c = await mysql.createConnection({ uri: url.toString(), multipleStatements: true });
  try {
    const [tables] = await c.query<mysql.RowDataPacket[]>(
      "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'",
      [template],
    );
    const ddl: string[] = [];
    for (const { t } of tables) {
      const [[row]] = await c.query<mysql.RowDataPacket[]>(`SHOW CREATE TABLE \`${template}\`.\`${t}\``);
      ddl.push(`${row['Create Table']};`, `INSERT INTO \`${t}\` SELECT * FROM \`${template}\`.\`${t}\`;`);
    }
    await c.query(['SET FOREIGN_KEY_CHECKS = 0;', ...ddl, 'SET FOREIGN_KEY_CHECKS = 1;'].join('\n'));
    // Triggers too (the history's reference pieces are kept by one), after the rows are copied.
    const [triggers] = await c.query<mysql.RowDataPacket[]>('SELECT trigger_name AS t FROM information_schema.triggers WHERE trigger_schema = ?', [template]);
    for (const { t } of triggers) {
      const [[row]] = await c.query<mysql.RowDataPacket[]>(`SHOW CREATE TRIGGER \`${template}\`.\`${t}\``);
      await c.query(String(row['SQL Original Statement']));
    }
  } finally {
    await c.end();
  }
}

/** Migrates and seeds the template once per run (global-setup.ts). */
export async function buildTemplateDatabase(): Promise<{ ref: TemplateRef; drop: () => Promise<void> }> {
  // Loaded here only: test files that import this module do not pay for the whole app.
  const { openAppDatabase, seedDemoData } = await import('../../src/app.js');
  const { closeDatabase } = await import('../../src/platform/database.js');
  const { loadConfig } = await import('../../src/platform/config.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'glass-template-'));
  const base = serverUrl();
  const name = `app_tpl_${randomBytes(5).toString('hex')}`;
  const url = base ? await createDatabase(base, name) : undefined;
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) });
  const orm = await openAppDatabase(config);
  try {
    await seedDemoData(orm);
    // The demo passwords at the suites' work factor (TEST_BCRYPT_COST): every sign-in of every file
    // compares against them. The seeder itself always hashes at the product's 12.
    const bcrypt = (await import('bcrypt')).default;
    const { DEMO_PASSWORD } = await import('../../../seed/demo-users.js');
    await orm.em.fork().getConnection().execute('update users set password_hash = ?', [await bcrypt.hash(DEMO_PASSWORD, Number(TEST_BCRYPT_COST))]);
  } finally {
    await closeDatabase(orm, config.database);
  }
  const drop = async () => {
    if (base) await dropDatabase(base, name);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ref: base ? { kind: 'mysql', name } : { kind: 'sqlite', file: join(dataDir, 'app.sqlite') }, drop };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'glass-test-'));
  const template = inject('testDatabaseTemplate');
  const base = serverUrl();
  if (!base) {
    if (template?.kind === 'sqlite') {
      copyFileSync(template.file, join(dataDir, 'app.sqlite'));
      // As a file the app did not create: the app itself must make it owner-only (sqlite-files.ts).
      chmodSync(join(dataDir, 'app.sqlite'), 0o644);
    }
    return { url: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `app_test_${randomBytes(5).toString('hex')}`;
  const url = await createDatabase(base, name);
  if (template?.kind === 'mysql') await cloneDatabase(base, template.name, name);
  return {
    url,
    dataDir,
    drop: async () => {
      await dropDatabase(base, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
