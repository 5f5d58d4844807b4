/**
 * Generates the benchmark database on MariaDB/MySQL: the app's schema (migrations), the demo
 * users, 1,000,000 stock items and 5,000,000 history entries, with multi-row INSERTs.
 *
 *   node --import @swc-node/register/esm-register bench/generate.ts [--items 1000000] [--history 5000000]
 *
 * BENCH_MYSQL (default mysql://root@127.0.0.1:3306) names the server; BENCH_DB (default
 * bench_glass) the database, which is DROPPED and created again. Not part of the test suite.
 */
import 'reflect-metadata';
import mysql from 'mysql2/promise';
import { openAppDatabase as openDatabase, seedDemoData } from '../server/src/app.js';
import { searchText } from '../server/src/modules/inventory/search-text.js';
import { prng, stockItemAt } from '../seed/stock-items.js';

export const BENCH_SERVER = (process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
export const BENCH_DB = process.env.BENCH_DB ?? 'bench_glass';
export const benchUrl = () => `${BENCH_SERVER}/${BENCH_DB}`;
/** History spans this many days, ending yesterday; the newest EXPORT_DAYS hold the export's rows. */
export const HISTORY_DAYS = 500;
const DAY = 86_400_000;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

async function main() {
  const items = arg('items', 1_000_000);
  const history = arg('history', 5_000_000);
  const started = Date.now();
  if (!/^[a-z0-9_]+$/.test(BENCH_DB)) throw new Error('BENCH_DB: letters, digits and underscores only');
  const admin = await mysql.createConnection(BENCH_SERVER + '/');
  await admin.query(`DROP DATABASE IF EXISTS \`${BENCH_DB}\``);
  await admin.query(`CREATE DATABASE \`${BENCH_DB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();

  const orm = await openDatabase({ database: { kind: 'mysql', url: benchUrl() } });
  await orm.close(true);
  const db = await mysql.createConnection(benchUrl());

  // Stock items, then the demo users (the seeder leaves an existing catalogue alone).
  const rnd = prng(20_261_121);
  const now = new Date();
  const BATCH = 5000;
  for (let n = 0; n < items; n += BATCH) {
    const rows = [];
    for (let k = n; k < Math.min(items, n + BATCH); k++) {
      const s = stockItemAt(k, rnd);
      rows.push([s.catalogueIndex, s.name, s.ean, s.location, s.quantity, s.unit, rnd() < 0.05 ? 1 : 0, now, null, searchText(s.catalogueIndex), searchText(s.name), searchText(s.location)]);
    }
    await db.query(
      'INSERT INTO stock_items (catalogue_index, name, ean, location, quantity, unit, availability_check, updated_at, pending_change_id, search_index, search_name, search_location) VALUES ?',
      [rows],
    );
    if ((n / BATCH) % 20 === 0) log(`stock items: ${n + rows.length} / ${items}`, started);
  }
  const seedOrm = await openDatabase({ database: { kind: 'mysql', url: benchUrl() } }, { migrate: false });
  await seedDemoData(seedOrm);
  await seedOrm.close(true);

  // History: oldest first, evenly over HISTORY_DAYS ending yesterday.
  const users = [
    [2, 'Ewa Biurowa', 1002],
    [3, 'Marek Magazynowy', 1003],
    [4, 'Adam Administracki', 1004],
  ] as const;
  const end = Date.now() - DAY;
  const start = end - HISTORY_DAYS * DAY;
  const step = (end - start) / history;
  for (let n = 0; n < history; n += BATCH) {
    const rows = [];
    for (let k = n; k < Math.min(history, n + BATCH); k++) {
      const r = rnd();
      const u = users[k % 3];
      const item = Math.floor(r * items) + 1;
      const createdAt = new Date(start + k * step);
      if (r < 0.6) {
        const q = Math.floor(rnd() * 200);
        rows.push(['stock_item', String(item), `IDX-${item}`, 'quantity_changed', JSON.stringify({ quantity: q }), JSON.stringify({ quantity: q + 1, powod_zmiany: 'dostawa' }), u[0], u[1], u[2], createdAt]);
      } else if (r < 0.8) {
        rows.push(['stock_item', String(item), `IDX-${item}`, 'location_changed', JSON.stringify({ location: 'A-01-01' }), JSON.stringify({ location: 'B-02-03' }), u[0], u[1], u[2], createdAt]);
      } else if (r < 0.95) {
        rows.push(['document', String(k), `ZAM/${2025}/${k}`, pickAction(rnd), null, JSON.stringify({ status: 'SHIPPED' }), u[0], u[1], u[2], createdAt]);
      } else {
        rows.push(['user', String(u[0]), `user${k % 50}@example.com`, 'updated', JSON.stringify({ role: 2 }), JSON.stringify({ role: 3 }), 4, 'Adam Administracki', 1004, createdAt]);
      }
    }
    await db.query('INSERT INTO history_entries (entity_type, entity_id, reference, action, `before`, `after`, user_id, user_name, numer_pracownika, created_at) VALUES ?', [rows]);
    if ((n / BATCH) % 50 === 0) log(`history: ${n + rows.length} / ${history}`, started);
  }
  await db.query('ANALYZE TABLE stock_items, history_entries');
  await db.end();
  log(`done: ${items} stock items, ${history} history entries in ${BENCH_DB}`, started);
}

function pickAction(rnd: () => number): string {
  return ['created', 'locked', 'unlocked', 'shipped'][Math.floor(rnd() * 4)];
}

function log(message: string, started: number) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

if (process.argv[1]?.endsWith('generate.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
