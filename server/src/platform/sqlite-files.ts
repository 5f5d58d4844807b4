import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * The embedded database's files: created owner-only (0600, like
 * the JWT secret), the WAL folded into the main file at a clean shutdown, and a consistent copy
 * while the server runs (`npm run db:backup`).
 */
const OWNER_ONLY = 0o600;
const SIDE_FILES = ['-wal', '-shm', '-journal'];

/** Before SQLite opens the file: create it empty as 0600 (SQLite gives the -wal and -shm files
 *  the main file's mode), and bring an existing install's files down to 0600. */
export function prepareSqliteFiles(file: string): void {
  const dir = dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', OWNER_ONLY));
  for (const f of [file, ...SIDE_FILES.map((s) => file + s)]) {
    if (existsSync(f) && (statSync(f).mode & 0o777) !== OWNER_ONLY) chmodSync(f, OWNER_ONLY);
  }
}

/** Clean shutdown: every committed page goes into the main file and the WAL is emptied, so a
 *  copy of app.sqlite alone holds the newest writes. */
export async function checkpointSqlite(orm: { em: { getConnection(): { execute(sql: string): Promise<unknown> } } }): Promise<void> {
  await orm.em.getConnection().execute('pragma wal_checkpoint(TRUNCATE)');
}

interface LibsqlDatabase {
  prepare(sql: string): { run(...params: unknown[]): unknown; get(...params: unknown[]): unknown };
  exec(sql: string): void;
  close(): void;
}

/** A consistent copy of the database, taken while the server may be writing: `VACUUM INTO`
 *  reads one snapshot (a read transaction: writers go on, in WAL mode) and writes a compact,
 *  self-contained file (no WAL). Written next to the target, then renamed: a copy that exists is
 *  complete. Answers the target's size and its integrity check. */
export function backupSqlite(source: string, target: string): { bytes: number; integrity: string } {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  if (existsSync(target)) throw new Error(`${target} exists already; choose another name`);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // libsql is the driver @mikro-orm/libsql uses; its API is better-sqlite3's.
  const Database = createRequire(import.meta.url)('libsql') as new (file: string, opts?: { readonly?: boolean }) => LibsqlDatabase;
  const db = new Database(source);
  try {
    db.exec('pragma busy_timeout = 5000');
    db.prepare('vacuum into ?').run(partial);
  } finally {
    db.close();
  }
  chmodSync(partial, OWNER_ONLY);
  const check = new Database(partial, { readonly: true });
  let integrity: string;
  try {
    integrity = String((check.prepare('pragma integrity_check').get() as Record<string, unknown>).integrity_check);
  } finally {
    check.close();
  }
  if (integrity !== 'ok') {
    rmSync(partial, { force: true });
    throw new Error(`The copy failed its integrity check: ${integrity}`);
  }
  renameSync(partial, target);
  return { bytes: statSync(target).size, integrity };
}
