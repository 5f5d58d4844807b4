/**
 * Generates a Historia bench database on MariaDB with bulk SQL (INSERT ... SELECT over MariaDB's
 * sequence engine, no row-by-row inserts): the app's schema up to the migration before the
 * history indexes of ADR 0980, the demo users, N history entries shaped as bench/generate.ts makes
 * them (60 % stock quantity changes and 20 % location changes of 1M items, 15 % documents, 5 %
 * users), then the remaining migrations, so the ADR 0980 migration (indexes, reference pieces,
 * trigger) runs on the full table and its time is reported.
 *
 *   cd server && node --import @swc-node/register/esm-register ../bench/generate-history.ts [--history 5000000]
 *
 * BENCH_MYSQL (default mysql://root@127.0.0.1:3306); BENCH_DB (default bench_history) is DROPPED
 * and created again. BENCH_SQLITE_DIR=<dir> makes <dir>/app.sqlite instead (the embedded default;
 * one INSERT ... SELECT over a recursive WITH). Not part of the test suite.
 */
import 'reflect-metadata';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { openAppDatabase as openDatabase, seedDemoData } from '../server/src/app.js';

const SERVER = (process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
export const HISTORY_DB = process.env.BENCH_DB ?? 'bench_history';
export const historyUrl = () => `${SERVER}/${HISTORY_DB}`;
const BEFORE = 'Migration20261124074734_first_label_at';
const DAYS = 500;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const log = (started: number, m: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${m}`);

export const SQLITE_DIR = process.env.BENCH_SQLITE_DIR;

async function sqlite(dir: string, total: number, items: number, started: number) {
  const file = join(dir, 'app.sqlite');
  for (const f of [file, file + '-wal', file + '-shm']) rmSync(f, { force: true });
  const orm = await openDatabase({ database: { kind: 'sqlite', file } }, { migrate: false });
  await orm.getMigrator().up({ to: BEFORE });
  log(started, 'schema before ADR 0980');
  const end = Date.now() - 86_400_000;
  const step = (DAYS * 86_400_000) / total;
  const start = end - DAYS * 86_400_000;
  const conn = orm.em.getConnection();
  const CHUNK = 250_000;
  for (let from = 0; from < total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK) - 1;
    // r, u, i as on MariaDB, from a multiplicative hash of k (SQLite has no seeded random).
    await conn.execute(
      `insert into history_entries (entity_type, entity_id, reference, action, \`before\`, \`after\`, user_id, user_name, numer_pracownika, created_at)
       with recursive seq(k) as (select ? union all select k + 1 from seq where k < ?),
         s as (select k, ((k * 2654435761) % 1000003) / 1000003.0 as r, k % 3 as u, 1 + ((k * 40503 + 7) % ?) as i from seq)
       select case when r < 0.8 then 'stock_item' when r < 0.95 then 'document' else 'user' end,
              case when r < 0.8 then i when r < 0.95 then k else 2 + u end,
              case when r < 0.8 then 'IDX-' || i when r < 0.95 then 'ZAM/2025/' || k else 'user' || (k % 50) || '@example.com' end,
              case when r < 0.6 then 'quantity_changed' when r < 0.8 then 'location_changed' when r < 0.95 then (case k % 4 when 0 then 'created' when 1 then 'locked' when 2 then 'unlocked' else 'shipped' end) else 'updated' end,
              case when r < 0.6 then '{"quantity":' || (i % 200) || '}' when r < 0.8 then '{"location":"A-01-01"}' when r < 0.95 then null else '{"role":2}' end,
              case when r < 0.6 then '{"quantity":' || (1 + i % 200) || ',"powod_zmiany":"dostawa"}' when r < 0.8 then '{"location":"B-02-03"}' when r < 0.95 then '{"status":"SHIPPED"}' else '{"role":3}' end,
              2 + u, case u when 0 then 'Ewa Biurowa' when 1 then 'Marek Magazynowy' else 'Adam Administracki' end, 1002 + u,
              cast(? + k * ? as integer)
       from s`,
      [from, to, items, start, step],
    );
    log(started, `history: ${to + 1} / ${total}`);
  }
  const t0 = Date.now();
  await orm.getMigrator().up();
  log(started, `remaining migrations (ADR 0980's on ${total} entries): ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // The demo users once the schema is current: the seed writes through today's entities.
  await seedDemoData(orm);
  await conn.execute('analyze');
  const [sizes] = await conn.execute<Array<{ refs: number; grams: number }>>('select (select count(*) from history_references) as refs, (select count(*) from history_reference_grams) as grams');
  await orm.close(true);
  log(started, `done: ${total} entries, ${sizes.refs} references, ${sizes.grams} reference pieces in ${file}`);
}

async function main() {
  const total = arg('history', 5_000_000);
  const items = arg('items', 1_000_000);
  const started = Date.now();
  if (SQLITE_DIR) return sqlite(SQLITE_DIR, total, items, started);
  if (!/^[a-z0-9_]+$/.test(HISTORY_DB)) throw new Error('BENCH_DB: letters, digits and underscores only');
  const admin = await mysql.createConnection(SERVER + '/');
  await admin.query(`DROP DATABASE IF EXISTS \`${HISTORY_DB}\``);
  await admin.query(`CREATE DATABASE \`${HISTORY_DB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();

  const orm = await openDatabase({ database: { kind: 'mysql', url: historyUrl() } }, { migrate: false });
  await orm.getMigrator().up({ to: BEFORE });
  await orm.close(true);
  log(started, 'schema before ADR 0980');

  const db = await mysql.createConnection(historyUrl());
  const end = Date.now() - 86_400_000;
  const stepUs = Math.floor(((DAYS * 86_400_000) / total) * 1000);
  const startAt = new Date(end - DAYS * 86_400_000);
  const CHUNK = 500_000;
  for (let from = 0; from < total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK) - 1;
    // r picks the kind, u the user, i the item; rand(seed) is deterministic per row.
    await db.query(
      `insert into history_entries (entity_type, entity_id, reference, action, \`before\`, \`after\`, user_id, user_name, numer_pracownika, created_at)
       select case when r < 0.8 then 'stock_item' when r < 0.95 then 'document' else 'user' end,
              case when r < 0.8 then i when r < 0.95 then k else 2 + u end,
              case when r < 0.8 then concat('IDX-', i) when r < 0.95 then concat('ZAM/2025/', k) else concat('user', k mod 50, '@example.com') end,
              case when r < 0.6 then 'quantity_changed' when r < 0.8 then 'location_changed' when r < 0.95 then elt(1 + (k mod 4), 'created', 'locked', 'unlocked', 'shipped') else 'updated' end,
              case when r < 0.6 then concat('{"quantity":', i mod 200, '}') when r < 0.8 then '{"location":"A-01-01"}' when r < 0.95 then null else '{"role":2}' end,
              case when r < 0.6 then concat('{"quantity":', 1 + i mod 200, ',"powod_zmiany":"dostawa"}') when r < 0.8 then '{"location":"B-02-03"}' when r < 0.95 then '{"status":"SHIPPED"}' else '{"role":3}' end,
              2 + u, elt(1 + u, 'Ewa Biurowa', 'Marek Magazynowy', 'Adam Administracki'), 1002 + u,
              ? + interval (k * ?) microsecond
       from (select seq as k, rand(seq) as r, seq mod 3 as u, 1 + floor(rand(seq * 7 + 1) * ?) as i from seq_${from}_to_${to}) s`,
      [startAt, stepUs, items],
    );
    log(started, `history: ${to + 1} / ${total}`);
  }
  await db.end();

  const t0 = Date.now();
  const orm2 = await openDatabase({ database: { kind: 'mysql', url: historyUrl() } }, { migrate: false });
  await orm2.getMigrator().up();
  // The demo users once the schema is current: the seed writes through today's entities.
  await seedDemoData(orm2);
  await orm2.close(true);
  log(started, `remaining migrations (ADR 0980's on ${total} entries): ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const db2 = await mysql.createConnection(historyUrl());
  await db2.query('ANALYZE TABLE history_entries, history_references, history_reference_grams');
  const [[sizes]] = (await db2.query(
    `select (select count(*) from history_references) as refs, (select count(*) from history_reference_grams) as grams`,
  )) as unknown as [[{ refs: number; grams: number }]];
  await db2.end();
  log(started, `done: ${total} entries, ${sizes.refs} references, ${sizes.grams} reference pieces in ${HISTORY_DB}`);
}

if (process.argv[1]?.endsWith('generate-history.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
