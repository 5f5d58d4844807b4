import { availableParallelism, loadavg } from 'node:os';
import { ReadOnlyException, TableNotFoundException } from '@mikro-orm/core';
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

  it('a long read runs off the main thread: /readyz asked every 20 ms keeps answering within 50 ms while it runs', async () => {
    const t = await TestApp.start({ WORKERS: 'false' }, await createTestDatabase());
    try {
      const read = t.app.orm.em.fork().getConnection('read');
      // Both read connections open, so the first /readyz during the read does not start one.
      await Promise.all([read.execute('select 1'), read.execute('select 1'), t.rest('GET', '/readyz')]);
      const times: number[] = [];
      const pending = new Set<Promise<void>>();
      let running = true;
      const ask = () => {
        const t0 = performance.now();
        const p = t.rest('GET', '/readyz').then((r) => {
          expect(r.status).toBe(200);
          if (running) times.push(performance.now() - t0);
        });
        pending.add(p);
        void p.finally(() => pending.delete(p));
      };
      // The loop's own lateness too: a 5 ms timer that fires late was held.
      let last = performance.now();
      let held = 0;
      const ticker = setInterval(() => {
        const now = performance.now();
        held = Math.max(held, now - last);
        last = now;
      }, 5);
      const timer = setInterval(ask, 20);
      const t0 = performance.now();
      // A deliberately long read: counting to three million (about a second in the thread).
      const [{ n }] = await read.execute<Array<{ n: number }>>('with recursive c (x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) as n from c');
      const took = performance.now() - t0;
      // A loop held until now (the read in the main thread) never let the ticker fire.
      held = Math.max(held, performance.now() - last);
      running = false;
      clearInterval(timer);
      clearInterval(ticker);
      await Promise.all([...pending]);
      expect(Number(n)).toBe(3_000_000);
      const slowest = Math.max(...times);
      const load = loadavg()[0] / availableParallelism();
      console.info(`long read ${took.toFixed(0)} ms; /readyz x${times.length} during it, slowest ${slowest.toFixed(0)} ms; loop held at most ${held.toFixed(0)} ms; load ${loadavg()[0].toFixed(1)}`);
      // A read this long is what the check is about (in the main thread, every /readyz waited for it).
      expect(took).toBeGreaterThan(300);
      // Answered while it ran (in the main thread: none, the timer could not even fire).
      expect(times.length).toBeGreaterThan(Math.max(5, took / 20 / 4));
      // On a machine whose run queue is several times its cores, every thread waits for a core in
      // turn: only the count above holds there.
      if (load <= 1.5) {
        expect(slowest).toBeLessThan(50);
        expect(held).toBeLessThan(50);
      }
    } finally {
      await t.stop();
    }
  }, 60_000);

  it('the read connection answers as the in-thread one did: blobs as ArrayBuffers, SQLite errors converted, writes refused', async () => {
    const t = await TestApp.start({ WORKERS: 'false' }, await createTestDatabase());
    try {
      const read = t.app.orm.em.fork().getConnection('read');
      const [row] = await read.execute<Array<{ b: ArrayBuffer; s: string; i: number; r: number; z: null }>>("select x'00ff10' as b, 'zażółć' as s, ? as i, 1.5 as r, null as z", [42]);
      expect(Object.prototype.toString.call(row.b)).toBe('[object ArrayBuffer]');
      expect([...new Uint8Array(row.b)]).toEqual([0, 255, 16]);
      expect(row).toMatchObject({ s: 'zażółć', i: 42, r: 1.5, z: null });
      // The errors libsql throws (raw statements are not converted by MikroORM), which the
      // exception converter understands as it does the write connection's.
      const failure = async (conn: typeof read, sql: string) => (await conn.execute(sql).then(() => null, (e: unknown) => e)) as Error & { code?: string };
      const convert = (e: Error) => t.app.orm.em.getPlatform().getExceptionConverter().convertException(e);
      const missing = await failure(read, 'select * from no_such_table_qz');
      const inThread = await failure(t.app.orm.em.fork().getConnection('write'), 'select * from no_such_table_qz');
      expect({ name: missing.name, message: missing.message, code: missing.code }).toEqual({ name: inThread.name, message: inThread.message, code: inThread.code });
      expect(missing).toBeInstanceOf(Error);
      expect(convert(missing)).toBeInstanceOf(TableNotFoundException);
      const write = await failure(read, 'update quick_print_labels set name = name');
      expect(convert(write)).toBeInstanceOf(ReadOnlyException);
      // The connection still works after the failures, and sees committed writes at once.
      const em = t.app.orm.em.fork();
      em.create(QuickPrintLabel, { name: 'Etykieta watekqz', lines: ['a'], ean: null, code: null, size: 'small' });
      await em.flush();
      const names = await read.execute<Array<{ name: string }>>('select name from quick_print_labels where name like ?', ['%watekqz%']);
      expect(names.map((r) => r.name)).toEqual(['Etykieta watekqz']);
      const [busy] = await read.execute('pragma busy_timeout');
      const [only] = await read.execute('pragma query_only');
      expect([Number(Object.values(busy)[0]), Number(Object.values(only)[0])]).toEqual([5000, 1]);
    } finally {
      await t.stop();
    }
  }, 60_000);
});
