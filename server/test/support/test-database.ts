import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';

/** A fresh database per test file: a SQLite file by default, or, when DATABASE_URL points at a
 *  MySQL/MariaDB server, a new database on that server (dropped afterwards). */
export interface TestDatabase {
  /** DATABASE_URL for the app (undefined: SQLite under dataDir). */
  url: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'glass-test-'));
  const server = process.env.DATABASE_URL;
  if (!server) {
    return { url: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = new URL(server);
  base.pathname = '/';
  const name = `app_test_${randomBytes(5).toString('hex')}`;
  const admin = await mysql.createConnection(base.toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = '/' + name;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const c = await mysql.createConnection(base.toString());
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
