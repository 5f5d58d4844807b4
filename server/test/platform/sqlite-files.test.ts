import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { QuickPrintLabel } from '../../src/modules/labels/quick-print-label.entity.js';
import { createTestDatabase } from '../support/test-database.js';
import { TEST_JWT_SECRET, TestApp } from '../support/test-app.js';

const Database = createRequire(import.meta.url)('libsql') as new (file: string, opts?: { readonly?: boolean }) => {
  prepare(sql: string): { get(...p: unknown[]): any; all(...p: unknown[]): any[] };
  close(): void;
};
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const mode = (file: string) => statSync(file).mode & 0o777;
const embedded = !process.env.DATABASE_URL;

/** Issue 11 item 12: the embedded database's files. */
describe.skipIf(!embedded)(embedded ? 'the embedded SQLite files' : 'the embedded SQLite files [SKIPPED: DATABASE_URL is set, these are about the SQLite file]', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  const addLabel = (t: TestApp, name: string) => {
    const em = t.app.orm.em.fork();
    em.create(QuickPrintLabel, { name, lines: ['x'], ean: null, code: null, size: 'small' });
    return em.flush();
  };

  it('app.sqlite and its -wal and -shm are created 0600, and an existing 0644 file is brought to 0600', async () => {
    const db = await createTestDatabase();
    let t = await TestApp.start({ WORKERS: 'false' }, db);
    const file = join(db.dataDir, 'app.sqlite');
    await addLabel(t, 'mode-check');
    expect(mode(file)).toBe(0o600);
    expect(mode(file + '-wal')).toBe(0o600);
    expect(mode(file + '-shm')).toBe(0o600);
    await t.stop({ keepDatabase: true });
    chmodSync(file, 0o644);
    t = await TestApp.start({ WORKERS: 'false' }, db);
    await addLabel(t, 'mode-check-2');
    expect(mode(file)).toBe(0o600);
    expect(mode(file + '-wal')).toBe(0o600);
    await t.stop();
  });

  it('after a clean shutdown the main file alone holds the newest write (the WAL is checkpointed)', async () => {
    const db = await createTestDatabase();
    dirs.push(db.dataDir);
    const t = await TestApp.start({ WORKERS: 'false' }, db);
    await addLabel(t, 'ostatni zapis');
    await t.stop({ keepDatabase: true });
    const file = join(db.dataDir, 'app.sqlite');
    expect(!existsSync(file + '-wal') || statSync(file + '-wal').size === 0).toBe(true);
    const alone = mkdtempSync(join(tmpdir(), 'glass-copy-'));
    dirs.push(alone);
    copyFileSync(file, join(alone, 'app.sqlite'));
    const copy = new Database(join(alone, 'app.sqlite'), { readonly: true });
    try {
      expect(copy.prepare('select count(*) as n from quick_print_labels where name = ?').get('ostatni zapis').n).toBe(1);
    } finally {
      copy.close();
    }
  });

  it('npm run db:backup copies the database while writes go on: the copy opens, is whole, holds the rows, is 0600', async () => {
    const db = await createTestDatabase();
    dirs.push(db.dataDir);
    const t = await TestApp.start({ WORKERS: 'false' }, db);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await addLabel(t, `w-${written}`);
        written++;
        // libsql answers synchronously: let timers and the child process's pipes run.
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const before = written;
    const target = join(db.dataDir, 'kopie', 'backup.sqlite');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/cli/backup.ts', target], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: db.dataDir, JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: '', INIT_CWD: serverDir },
    });
    const afterBackup = written;
    await new Promise((r) => setTimeout(r, 100));
    writing = false;
    await writer;
    await t.stop({ keepDatabase: true });
    expect(stdout).toMatch(/integrity ok/);
    expect(mode(target)).toBe(0o600);
    expect(existsSync(target + '-wal')).toBe(false);
    const copy = new Database(target, { readonly: true });
    try {
      expect(copy.prepare('pragma integrity_check').get().integrity_check).toBe('ok');
      const n = copy.prepare("select count(*) as n from quick_print_labels where name like 'w-%'").get().n;
      expect(n).toBeGreaterThanOrEqual(before);
      expect(n).toBeLessThanOrEqual(afterBackup + 1);
      expect(copy.prepare('select count(*) as n from users').get().n).toBeGreaterThan(0);
    } finally {
      copy.close();
    }
    expect(written).toBeGreaterThan(afterBackup); // writes went on during and after the copy
  });
});
