import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, describeHistoryData, ENTITY_TYPES, formatHistoryValue } from '../../../domain/history/index.js';

/** Historia zamówień reads as words (ADR 0863): every entity type and action the server records
 *  has a Polish name, and values never show as raw JSON, `null` or `false`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}
const src = sources(join(import.meta.dirname, '../../src')).map((f) => readFileSync(f, 'utf8')).join('\n');

describe('history words', () => {
  it('every entity type the server records has a Polish name', () => {
    const types = new Set([...src.matchAll(/entityType: '([a-z_]+)'/g)].map((m) => m[1]));
    expect(types.size).toBeGreaterThan(8);
    expect([...types].filter((t) => !ENTITY_TYPES[t])).toEqual([]);
  });

  it('every action the server records has a Polish name', () => {
    const actions = new Set([
      ...[...src.matchAll(/action: '([a-z_]+)'/g)].map((m) => m[1]),
      // this.record(em, actor, x, 'locked', ...) and transition(..., 'printed')
      ...[...src.matchAll(/(?:record\([^;]*?|transition\([^;]*?)'([a-z]+(?:_[a-z]+)+|[a-z]{5,})'(?:,|\))/g)].map((m) => m[1]),
      ...src
        .split('\n')
        .filter((l) => l.includes('record('))
        .flatMap((l) => [...l.matchAll(/\? '([a-z_]+)' : '([a-z_]+)'/g)].flatMap((m) => [m[1], m[2]])),
    ]);
    const ignore = new Set(['deny', 'unchanged', 'visiting', 'input', 'dist', 'true', 'done']);
    const missing = [...actions].filter((a) => !ignore.has(a) && !ACTIONS[a] && !ENTITY_TYPES[a]);
    expect(missing).toEqual([]);
    for (const a of ['retry_scheduled', 'queued', 'printed', 'failed', 'imported', 'lock_taken_over', 'sync_failed']) expect(ACTIONS[a]?.pl).toBeTruthy();
  });

  it('values read as words: statuses, yes/no, dates D/M/YYYY HH:mm in Warsaw, roles, nothing as a dash, nested data as labels', () => {
    expect(formatHistoryValue('status', 'NEEDS_ATTENTION')).toBe('Wymaga decyzji');
    expect(formatHistoryValue('active', false)).toBe('Nie');
    expect(formatHistoryValue('active', true)).toBe('Tak');
    expect(formatHistoryValue('error', null)).toBe('—');
    expect(formatHistoryValue('lockedAt', '2026-03-12T07:19:00.000Z')).toBe('12/3/2026 08:19');
    expect(formatHistoryValue('lockedAt', '2026-07-01T22:05:00.000Z')).toBe('2/7/2026 00:05');
    expect(formatHistoryValue('role', 3)).toBe('pracownik magazynu');
    expect(formatHistoryValue('data', { stary_stan: 5, nowy_stan: 7, powod_zmiany: 'Stłuczka' })).toBe('Stary stan: 5, Nowy stan: 7, Powód zmiany: Stłuczka');
    const line = describeHistoryData({ status: 'FAILED', source: 'quick_print', attempts: 3, error: null, enabled: false });
    expect(line).toBe('Stan: Nieudany; Źródło: Wydruk etykiet; Próby: 3; Błąd: —; Aktywna: Nie');
    expect(line).not.toMatch(/null|false|[{}"]/);
  });

  it('manufacturing entries read as words: statuses, field names, corners, label sources', () => {
    expect(describeHistoryData({ status: 'CHECKED' })).toBe('Stan: Sprawdzono');
    expect(describeHistoryData({ status: 'PERSISTED', changeId: 12 })).toBe('Stan: Przyjęto na stan; Zmiana magazynowa: 12');
    expect(describeHistoryData({ paneWidth: 800, paneHeight: 1950, referenceCorner: 'bottom-left' })).toBe('Szerokość tafli (mm): 800; Wysokość tafli (mm): 1950; Narożnik odniesienia: lewy dolny');
    expect(describeHistoryData({ source: 'standard_piece', glassKind: 'hartowane' })).toBe('Źródło: Etykieta produkcji standardowej; Rodzaj szkła: Hartowane');
    expect(describeHistoryData({ referenceCorner: 'top-right' }, 'en')).toBe('Reference corner: top right');
  });

  it('an order taken over and a pushed order read as words: no field name or code', () => {
    const takeOver = describeHistoryData({ lockedById: 7, lockedByName: 'Ewa', lockedAt: '2026-12-07T07:00:00.000Z', previousHolder: 'Jan', previousLockedAt: '2026-12-07T06:00:00.000Z', reason: 'TAKE_OVER' });
    expect(takeOver).toBe('Zablokował (id użytkownika): 7; Zablokował: Ewa; Zablokowano: 7/12/2026 08:00; Poprzednio blokował: Jan; Poprzednio zablokowano: 7/12/2026 07:00; Przyczyna: Przejęcie blokady');
    expect(describeHistoryData({ reason: 'LOCK_EXPIRED' })).toBe('Przyczyna: Blokada wygasła');
    expect(describeHistoryData({ number: 'ZAM/1', externalId: 'S-1', customer: 'Jan Kowalski', shippingMethod: 'Kurier DPD' })).toBe('Numer: ZAM/1; Identyfikator w sklepie: S-1; Klient: Jan Kowalski; Sposób wysyłki: Kurier DPD');
  });
});
