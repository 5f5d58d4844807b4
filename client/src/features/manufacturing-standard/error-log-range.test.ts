import { describe, expect, it } from 'vitest';
import { defaultRange, rangeProblem, warsawDay } from './error-log-range';

describe('error log range', () => {
  it('takes Warsaw days: late evening UTC is already the next day in summer', () => {
    expect(warsawDay(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(warsawDay(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
  });

  it('defaults to the last 30 days up to today in Warsaw', () => {
    expect(defaultRange(new Date('2026-03-30T10:00:00Z'))).toEqual({ startDate: '2026-03-01', endDate: '2026-03-30' });
  });

  it('refuses an end before the start and more than 366 days', () => {
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe('rangeBackwards');
    expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('rangeTooLong');
    expect(rangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });
});
