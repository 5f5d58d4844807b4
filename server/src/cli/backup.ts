/**
 * npm run db:backup [-- <target file>]
 * A consistent copy of the embedded SQLite database, safe while the server runs (VACUUM INTO:
 * one snapshot, writers go on). Default target: DATA_DIR/backups/app-<UTC time>.sqlite, 0600.
 * With DATABASE_URL (MySQL) there is nothing embedded to copy: use mysqldump --single-transaction.
 */
import { join, resolve } from 'node:path';
import { loadConfigOrExit } from '../platform/config.js';
import { backupSqlite } from '../platform/sqlite-files.js';

function main(): void {
  const config = loadConfigOrExit();
  if (config.database.kind !== 'sqlite') {
    process.stderr.write('DATABASE_URL points at MySQL: back it up with `mysqldump --single-transaction`; db:backup copies the embedded SQLite database.\n');
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  // npm runs this in server/: a relative target is relative to where `npm run` was typed.
  const target = process.argv[2] ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : join(config.database.file, '..', 'backups', `app-${stamp}.sqlite`);
  const t0 = Date.now();
  const { bytes } = backupSqlite(config.database.file, target);
  process.stdout.write(`Backup of ${config.database.file} written to ${target} (${bytes} bytes, integrity ok, ${Date.now() - t0} ms)\n`);
}

try {
  main();
} catch (err) {
  process.stderr.write(`db:backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
