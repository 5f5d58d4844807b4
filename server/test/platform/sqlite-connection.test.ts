import { describe, expect, it } from 'vitest';
import { QuickPrintLabel } from '../../src/modules/labels/quick-print-label.entity.js';
import { createTestDatabase } from '../support/test-database.js';
import { TestApp } from '../support/test-app.js';

const embedded = !process.env.DATABASE_URL;

/** The libsql dialect replaces its one connection once it is 10 s old; the settings that hold per
 *  connection must hold on the replacement too, or after ten seconds a second process's write lock
 *  fails at once ("database is locked") and foreign keys go unchecked. */
describe.skipIf(!embedded)('the embedded database connection', () => {
  it('waits for locks and enforces foreign keys on every connection, also the ones that replace a 10 s old one', async () => {
    const t = await TestApp.start({ WORKERS: 'false' }, await createTestDatabase());
    try {
      const settings = async () => {
        const conn = t.app.orm.em.fork().getConnection();
        const [busy] = await conn.execute('pragma busy_timeout');
        const [fk] = await conn.execute('pragma foreign_keys');
        return { busy: Number(Object.values(busy)[0]), fk: Number(Object.values(fk)[0]) };
      };
      expect(await settings()).toEqual({ busy: 5000, fk: 1 });
      await new Promise((r) => setTimeout(r, 10_500));
      expect(await settings()).toEqual({ busy: 5000, fk: 1 });
    } finally {
      await t.stop();
    }
  }, 60_000);

  it('reads outside a transaction do not queue behind another request\'s open transaction, and never see its uncommitted rows', async () => {
    const t = await TestApp.start({ WORKERS: 'false' }, await createTestDatabase());
    try {
      const token = await t.tokenFor(3);
      const search = async () => (await t.rest('GET', '/api/quick-print?search=transakcjaqz', { token })).body.data.map((l: { name: string }) => l.name);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let inside!: () => void;
      const opened = new Promise<void>((r) => (inside = r));
      // An import-like write: a row written, then the transaction kept open (the writer held).
      const writer = t.app.orm.em.fork().transactional(async (em) => {
        em.create(QuickPrintLabel, { name: 'Etykieta transakcjaqz', lines: ['a'], ean: null, code: null, size: 'small' });
        await em.flush();
        inside();
        await held;
      });
      await opened;
      const t0 = performance.now();
      // Released in any case: a failed check must not leave the writer (and t.stop) waiting.
      const answers = Promise.all([search(), t.rest('GET', '/readyz')]).finally(() => setTimeout(release, 10));
      const timer = setTimeout(release, 5000);
      const [list, ready] = await answers;
      clearTimeout(timer);
      const waited = performance.now() - t0;
      await writer;
      expect(ready.status).toBe(200);
      expect(list).toEqual([]);
      // With one connection for everything these waited until the writer committed (5 s here).
      expect(waited).toBeLessThan(2000);
      expect(await search()).toEqual(['Etykieta transakcjaqz']);
    } finally {
      await t.stop();
    }
  }, 60_000);
});
