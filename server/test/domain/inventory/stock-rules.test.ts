import { describe, expect, it } from 'vitest';
import { locationProblem, normaliseLocation, roundStock, stockLevelProblem, takesDecimals } from '../../../../domain/inventory/index.js';

const FORMAT = '^[A-Z]-\\d{2}-\\d{2}$';

describe('stock rules shared by the server and Stany magazynowe', () => {
  it('normalises a typed or scanned location and checks it: present, short, in format, different', () => {
    expect(normaliseLocation(' c 18_02 ')).toBe('C-18-02');
    expect(locationProblem(normaliseLocation('b-02-03'), 'A-01-01', FORMAT)).toBeNull();
    expect(locationProblem('', 'A-01-01', FORMAT)).toBe('required');
    expect(locationProblem('X'.repeat(33), 'A-01-01', '.*')).toBe('tooLong');
    expect(locationProblem('B2', 'A-01-01', FORMAT)).toBe('format');
    expect(locationProblem(normaliseLocation('a-01-01'), 'A-01-01', FORMAT)).toBe('same');
  });

  it('takes decimals (3 at most) only for the configured units, and a level must change', () => {
    const units = ['mb', 'm2'];
    expect(takesDecimals(' MB ', units)).toBe(true);
    expect(takesDecimals('szt', units)).toBe(false);
    expect(stockLevelProblem(2.5, 3, false)).toBe('wholeNumber');
    expect(stockLevelProblem(2.5, 3, true)).toBeNull();
    expect(stockLevelProblem(2.1234, 3, true)).toBe('tooManyDecimals');
    expect(stockLevelProblem(-1, 3, true)).toBe('belowZero');
    expect(stockLevelProblem(3, 3, false)).toBe('same');
    expect(roundStock(0.1 + 0.2)).toBe(0.3);
    expect(stockLevelProblem(roundStock(0.1 + 0.2), 0.3, true)).toBe('same');
  });
});
