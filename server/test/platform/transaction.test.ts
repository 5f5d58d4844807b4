import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { inTransaction } from '../../src/platform/transaction.js';
import { TestApp } from '../support/test-app.js';

/** inTransaction: effects registered with afterCommit happen only once the commit succeeded. */
describe('inTransaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  const entry = (reference: string) => ({ entityType: 'test', entityId: '1', reference, action: 'tx', before: null, after: null, createdAt: new Date() });
  const count = (reference: string) => t.app.orm.em.fork().count(HistoryEntry, { reference });

  it('runs the effects in order after the commit, when the written rows are visible to others', async () => {
    const seen: Array<[string, number]> = [];
    const result = await inTransaction(t.app.orm.em.fork(), async ({ em, afterCommit }) => {
      em.create(HistoryEntry, entry('tx-commit'));
      await em.flush();
      afterCommit(async () => void seen.push(['first', await count('tx-commit')]));
      afterCommit(async () => void seen.push(['second', await count('tx-commit')]));
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual([['first', 1], ['second', 1]]);
  });

  it('runs none of them when the work throws, and writes nothing', async () => {
    let ran = false;
    await expect(
      inTransaction(t.app.orm.em.fork(), async ({ em, afterCommit }) => {
        em.create(HistoryEntry, entry('tx-rollback'));
        await em.flush();
        afterCommit(() => void (ran = true));
        throw new Error('refused half-way');
      }),
    ).rejects.toThrow('refused half-way');
    expect(ran).toBe(false);
    expect(await count('tx-rollback')).toBe(0);
  });

  it('a failing effect is logged and neither undoes the commit nor stops the effects after it', async () => {
    const warnings: unknown[] = [];
    let later = false;
    await inTransaction(
      t.app.orm.em.fork(),
      async ({ em, afterCommit }) => {
        em.create(HistoryEntry, entry('tx-effect-fails'));
        await em.flush();
        afterCommit(() => {
          throw new Error('event bus down');
        });
        afterCommit(() => void (later = true));
      },
      { warn: (...args: unknown[]) => void warnings.push(args) },
    );
    expect(await count('tx-effect-fails')).toBe(1);
    expect(later).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  // Two units of work that lock two rows in opposite orders: InnoDB picks one as the deadlock
  // victim and rolls it back. SQLite has one writer, so the second waits instead of deadlocking.
  it.skipIf(!process.env.DATABASE_URL)('a deadlock victim is run again and commits; nothing is lost, the effects run once', async () => {
    const em0 = t.app.orm.em.fork();
    const a = em0.create(HistoryEntry, entry('tx-deadlock-a'));
    const b = em0.create(HistoryEntry, entry('tx-deadlock-b'));
    await em0.flush();
    let firstWrites = 0;
    let bothWrote!: () => void;
    const barrier = new Promise<void>((resolve) => (bothWrote = resolve));
    const runs = { one: 0, two: 0 };
    const effects: string[] = [];
    const unit = (name: 'one' | 'two', first: number, second: number) =>
      inTransaction(t.app.orm.em.fork(), async ({ em, afterCommit }) => {
        runs[name]++;
        await em.nativeUpdate(HistoryEntry, { id: first }, { action: name });
        if (runs[name] === 1) {
          if (++firstWrites === 2) bothWrote();
          await barrier;
        }
        await em.nativeUpdate(HistoryEntry, { id: second }, { action: name });
        afterCommit(() => void effects.push(name));
        return name;
      });
    expect(await Promise.all([unit('one', a.id, b.id), unit('two', b.id, a.id)])).toEqual(['one', 'two']);
    expect(runs.one + runs.two).toBe(3); // the victim ran twice
    const victim = runs.one === 2 ? 'one' : 'two';
    // it committed last: both rows hold its writes
    const rows = await t.app.orm.em.fork().find(HistoryEntry, { id: { $in: [a.id, b.id] } });
    expect(rows.map((r) => r.action)).toEqual([victim, victim]);
    expect(effects.sort()).toEqual(['one', 'two']);
  });
});
