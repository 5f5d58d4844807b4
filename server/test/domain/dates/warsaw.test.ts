import { describe, expect, it } from 'vitest';
import { formatWarsawDate, formatWarsawDateTime, formatWarsawTime, warsawIsoDay } from '../../../../domain/dates/index.js';

describe('Warsaw dates (D/M/YYYY, HH:mm)', () => {
  it('formats the Warsaw day, not the machine\'s or UTC\'s, on both sides of a DST change', () => {
    // 22:30 UTC on 29 March 2026 is 00:30 on the 30th in Warsaw (summer time began that night)
    expect(formatWarsawDate('2026-03-29T22:30:00Z')).toBe('30/3/2026');
    expect(formatWarsawDateTime('2026-03-29T22:30:00Z')).toBe('30/3/2026 00:30');
    // winter: UTC+1
    expect(formatWarsawDateTime(new Date('2026-11-26T08:05:00Z'))).toBe('26/11/2026 09:05');
    expect(formatWarsawTime(Date.parse('2026-07-01T21:59:00Z'))).toBe('23:59');
    expect(warsawIsoDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });

  it('answers empty for an invalid date instead of "NaN/NaN/NaN"', () => {
    for (const f of [formatWarsawDate, formatWarsawTime, formatWarsawDateTime, warsawIsoDay]) expect(f('not a date')).toBe('');
  });
});
