import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { sqlInstantMs } from '../../src/platform/sql/warsaw-day-sql.js';
import { TestApp } from '../support/test-app.js';

/**
 * A server in Poland may well run with its clock's zone set to Europe/Warsaw. MariaDB hands a
 * DATETIME over as text without a zone ('2024-05-15 10:00:00.003', UTC as written); read with
 * `new Date()` in that process it came out an hour or two early, so Historia's cursor skipped
 * entries and its export showed times an hour off. The same on both databases, in that zone.
 */
describe('a server whose own time zone is Europe/Warsaw', () => {
  let t: TestApp;
  let admin: string;
  const day = Date.UTC(2024, 4, 15, 10, 0, 0);
  const winter = Date.UTC(2026, 11, 3, 7, 19, 0);

  beforeAll(async () => {
    vi.stubEnv('TZ', 'Europe/Warsaw');
    expect(new Date(Date.UTC(2024, 4, 15, 10)).getHours()).toBe(12); // the zone took effect
    t = await TestApp.start();
    admin = await t.tokenFor(4);
    // 60 entries, 7 to a millisecond (a page ends inside a group), and one in winter time.
    await t.app.orm.em.fork().insertMany(HistoryEntry, [
      ...Array.from({ length: 60 }, (_, i) => ({ entityType: 'stock_item', entityId: String(i), reference: `TZ-${i}`, action: 'quantity_changed', before: null, after: null, createdAt: new Date(day + Math.floor(i / 7)) })),
      { entityType: 'stock_item', entityId: 'w', reference: 'TZ-WINTER', action: 'quantity_changed', before: null, after: null, createdAt: new Date(winter) },
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
    vi.unstubAllEnvs();
  });

  it('reads a stored datetime back as the instant it was, whatever form the database gives it in', async () => {
    const rows = await t.app.orm.em.fork().getConnection().execute<Array<{ created_at: string | number | Date }>>(`select created_at from history_entries where reference = 'TZ-WINTER'`);
    expect(sqlInstantMs(rows[0].created_at)).toBe(winter);
    expect(sqlInstantMs('2024-05-15 10:00:00.003')).toBe(day + 3);
    expect(sqlInstantMs('2024-05-15 10:00:00')).toBe(day);
    expect(sqlInstantMs('2024-05-15 10:00:00.5')).toBe(day + 500);
    expect(sqlInstantMs('2024-05-15 10:00:00.05')).toBe(day + 50);
    expect(sqlInstantMs('2024-05-15 10:00:00.123456')).toBe(day + 123); // DATETIME(6): milliseconds kept
    expect(sqlInstantMs('2024-05-15T10:00:00.000Z')).toBe(day);
    expect(sqlInstantMs(String(day))).toBe(day);
    expect(sqlInstantMs(day)).toBe(day);
  });

  it('pages Historia by cursor through equal timestamps: every entry once, in order', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let n = 0; n < 30; n++) {
      const res = await t.rest('GET', `/api/history?dateFrom=2024-05-15&dateTo=2024-05-15&limit=7${after ? `&after=${after}` : ''}`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as { data: Array<{ id: number }>; nextCursor: string | null };
      seen.push(...body.data.map((r) => r.id));
      after = body.nextCursor;
      if (!after) break;
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('exports the Warsaw time of an entry (CET in December: UTC + 1 h)', async () => {
    const res = await fetch(`${t.url}/api/history/export?format=csv&reference=TZ-WINTER`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\r\n');
    expect(lines[1]).toMatch(/^\d+;3\/12\/2026 08:19:00\.000;/);
  });
});
