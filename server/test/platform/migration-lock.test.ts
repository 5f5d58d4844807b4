import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../src/app.js';
import { mysqlMigrations } from '../../../migrations/mysql/index.js';

const server = process.env.DATABASE_URL;

/** Replicas behind a balancer start together on one empty database: each runs the migrations at
 *  start, and they must take turns (MySQL commits DDL one statement at a time). */
describe.skipIf(!server)('migrations of nodes that start together (MySQL/MariaDB)', () => {
  it('three nodes opening one empty database at once each end up with every migration applied once', async () => {
    const base = new URL(server!);
    base.pathname = '/';
    const name = `migrate_together_${randomBytes(4).toString('hex')}`;
    const admin = await mysql.createConnection(base.toString());
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    try {
      const url = new URL(base.toString());
      url.pathname = '/' + name;
      const database = { kind: 'mysql' as const, url: url.toString() };
      const opened = await Promise.allSettled([0, 1, 2].map(() => openAppDatabase({ database })));
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close(true);
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const [rows] = (await admin.query(`SELECT name FROM \`${name}\`.mikro_orm_migrations ORDER BY id`)) as unknown as [Array<{ name: string }>];
      expect(rows.map((r) => r.name)).toEqual(mysqlMigrations.map((m) => m.name));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    }
  }, 180_000);
});
