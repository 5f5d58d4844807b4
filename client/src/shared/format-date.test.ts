import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows the Warsaw calendar day, not the UTC one (summer time)', () => {
    // 22:30 UTC on 29 March 2026 is 00:30 on 30 March in Warsaw (UTC+2 after the switch).
    expect(formatDate('2026-03-29T22:30:00Z')).toBe('30/3/2026');
  });

  it('uses UTC+1 in winter', () => {
    expect(formatDate('2026-01-15T22:59:59Z')).toBe('15/1/2026');
    expect(formatDate('2026-01-15T23:00:00Z')).toBe('16/1/2026');
  });

  it('writes day and month without leading zeros and a four-digit year', () => {
    expect(formatDate(new Date('2025-12-05T10:00:00Z'))).toBe('5/12/2025');
  });

  it('accepts a millisecond timestamp', () => {
    expect(formatDate(Date.UTC(2024, 1, 29, 12))).toBe('29/2/2024');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
