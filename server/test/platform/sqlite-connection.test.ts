import { describe, expect, it } from 'vitest';
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
});
