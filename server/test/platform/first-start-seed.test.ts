import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openAppDatabase, seedIfEmptyEmbedded } from '../../src/app.js';

// `npm start` on a fresh machine: the migrated embedded database seeds the demo environment once.
// A migration that fills a table with constants must not make the fresh database look used.
describe('first start on the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds a freshly migrated database once, and never again', async () => {
    const config = { env: 'development' as const, database: { kind: 'sqlite' as const, file: join(dir, 'app.sqlite') } };
    const orm = await openAppDatabase(config);
    try {
      expect(await seedIfEmptyEmbedded(orm, config)).toBe(true);
      const [{ n }] = await orm.em.getConnection().execute<{ n: number }[]>('select count(*) as n from users');
      expect(Number(n)).toBeGreaterThan(0);
      expect(await seedIfEmptyEmbedded(orm, config)).toBe(false);
    } finally {
      await orm.close(true);
    }
  }, 120_000);
});
