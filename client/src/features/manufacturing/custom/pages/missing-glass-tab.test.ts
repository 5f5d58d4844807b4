import { describe, expect, it } from 'vitest';
import { glassKindLabelKey } from '../../../../../../domain/manufacturing/index';
import { initI18n, loadLocale } from '../../../../i18n/i18n';
import { describeMissing } from './missing-glass-tab';

describe('Braki szkła: a pane description', () => {
  it('names the glass kind in words, not by its code (Polish and English)', async () => {
    const i18n = initI18n('pl');
    await loadLocale('en');
    expect(describeMissing('A 450 x 2000 x 8 mm hartowane', (k) => i18n.t(glassKindLabelKey(k)))).toBe('A 450 x 2000 x 8 mm Hartowane');
    expect(describeMissing('1200 x 600 x 6 mm lustro', (k) => i18n.t(glassKindLabelKey(k)))).toBe('1200 x 600 x 6 mm Lustro');
    expect(describeMissing('A 450 x 2000 x 8 mm laminowane', (k) => i18n.t(glassKindLabelKey(k), { lng: 'en' }))).toBe('A 450 x 2000 x 8 mm Laminated');
  });

  it('leaves a part typed at packing as it was written', () => {
    expect(describeMissing('Uszczelka hartowane do drzwi', () => 'X')).toBe('Uszczelka hartowane do drzwi');
  });
});
