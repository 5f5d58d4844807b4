import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';
import { initI18n } from './i18n';

describe('formatNumber', () => {
  initI18n('pl');

  it('writes Polish decimals with a comma, at most two by default', () => {
    expect(formatNumber(0.25, {}, 'pl')).toBe('0,25');
    expect(formatNumber(66.666, {}, 'pl')).toBe('66,67');
    expect(formatNumber(12345.5, {}, 'pl')).toBe('12\u00a0345,5');
    expect(formatNumber(3, {}, 'pl')).toBe('3');
  });

  it('follows the language: English keeps the point', () => {
    expect(formatNumber(1.05, {}, 'en')).toBe('1.05');
  });

  it('takes the current language when none is given, and nothing for a missing value', () => {
    expect(formatNumber(4.5)).toBe('4,5');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});
