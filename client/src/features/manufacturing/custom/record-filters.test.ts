import { describe, expect, it } from 'vitest';
import { minusDays, periodChoices, periodOf, recordListVariables, RECORD_FILTERS, warsawToday } from './record-filters';

describe('record filters', () => {
  it("today is Warsaw's date (late UTC evening is already tomorrow there)", () => {
    expect(warsawToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(warsawToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(minusDays('2026-03-01', 1)).toBe('2026-02-28');
  });

  it('offers all, today, 7 and 30 days, then each month the records span (newest first, at most 12)', () => {
    const choices = periodChoices({ dateFrom: '2026-09-20T08:00:00Z', dateTo: '2026-11-20T10:00:00Z' }, '2026-11-24');
    expect(choices.map((c) => c.value)).toEqual(['all', 'today', '7d', '30d', '2026-11', '2026-10', '2026-09']);
    expect(choices.find((c) => c.value === '7d')).toEqual({ value: '7d', dateFrom: '2026-11-18', dateTo: '2026-11-24' });
    expect(choices.find((c) => c.value === '2026-09')).toEqual({ value: '2026-09', dateFrom: '2026-09-01', dateTo: '2026-09-30' });
    expect(periodChoices({ dateFrom: '2020-01-01T00:00:00Z', dateTo: '2026-11-20T00:00:00Z' }, '2026-11-24').filter((c) => /^\d{4}-\d{2}$/.test(c.value))).toHaveLength(12);
    expect(periodChoices({ dateFrom: null, dateTo: null }, '2026-11-24')).toHaveLength(4);
  });

  it("names the URL's range by its choice; a linked range no choice names is custom", () => {
    const choices = periodChoices({ dateFrom: '2026-10-02T00:00:00Z', dateTo: '2026-11-20T00:00:00Z' }, '2026-11-24');
    expect(periodOf({ dateFrom: '', dateTo: '' }, choices)).toBe('all');
    expect(periodOf({ dateFrom: '2026-10-01', dateTo: '2026-10-31' }, choices)).toBe('2026-10');
    expect(periodOf({ dateFrom: '2026-10-03', dateTo: '' }, choices)).toBe('custom');
  });

  it('asks the list for the filters set, nothing for junk in the URL', () => {
    expect(recordListVariables(RECORD_FILTERS)).toEqual({ type: null, worker: null, status: null, batch: null, dateFrom: null, dateTo: null });
    expect(recordListVariables({ type: 'dach', worker: '1003', status: 'NEW', batch: 'PRT/2026/000003', dateFrom: '2026-10-01', dateTo: 'x' })).toEqual({
      type: 'dach',
      worker: 1003,
      status: 'NEW',
      batch: 'PRT/2026/000003',
      dateFrom: '2026-10-01',
      dateTo: null,
    });
    expect(recordListVariables({ ...RECORD_FILTERS, worker: 'abc' }).worker).toBeNull();
  });
});
