import { describe, expect, it } from 'vitest';
import { initI18n, loadLocale } from '../../../i18n/i18n';

// "1 rek. · 2 tafli" read wrong: Polish has three counted forms (1 tafla, 2-4 tafle, 5+ tafli).
describe('counted words follow the Polish plural rules', () => {
  it('tafla / tafle / tafli in a batch line, and English one / other', async () => {
    const i18n = initI18n('pl');
    await loadLocale('en');
    const panes = (count: number, lng = 'pl') => i18n.t('manufacturing.custom.completed.batchPanes', { count, lng });
    expect([1, 2, 4, 5, 12, 22, 25].map((n) => panes(n))).toEqual(['1 tafla', '2 tafle', '4 tafle', '5 tafli', '12 tafli', '22 tafle', '25 tafli']);
    expect(i18n.t('manufacturing.custom.completed.batchLine', { records: 1, panes: panes(2), kg: '36' })).toBe('1 rek. · 2 tafle · 36 kg');
    expect([1, 2].map((n) => panes(n, 'en'))).toEqual(['1 pane', '2 panes']);
  });
});
