import { describe, expect, it } from 'vitest';
import { formatDateAndTime } from './format-time';

describe('formatDateAndTime', () => {
  it('adds the Warsaw time of day (HH:mm) to D/M/YYYY', () => {
    expect(formatDateAndTime('2026-03-29T22:30:00Z')).toBe('30/3/2026 00:30');
    expect(formatDateAndTime('2026-01-05T07:05:00Z')).toBe('5/1/2026 08:05');
    expect(formatDateAndTime('nonsense')).toBe('');
  });
});
