import { describe, expect, it } from 'vitest';
import {
  GLASS_KG_PER_M2_PER_MM,
  MANUFACTURING_TYPES,
  MANUFACTURING_TYPE_RULES,
  PLAIN_MANUFACTURING_TYPE,
  formatMessage,
  isManufacturingType,
  manufacturingDomainEn,
  manufacturingDomainPl,
  manufacturingTypeSchema,
  offeredSteps,
  paneAreaM2,
  paneWeightKg,
  requiredSteps,
  totalWeightKg,
  typeRules,
} from '../../../../domain/manufacturing/index.js';

describe('the manufacturing types table (SPEC.md 9)', () => {
  const where = (f: (code: (typeof MANUFACTURING_TYPES)[number]) => boolean) => MANUFACTURING_TYPES.filter(f).sort();

  it('SPEC 9 lists, verbatim', () => {
    expect(where((c) => typeRules(c).needsExtraSteps)).toEqual(['dach', 'obraz_lustro_wc', 'paleta', 'polpaleta', 'szklo_kabina']);
    expect(where((c) => typeRules(c).hasWeight)).toEqual(['obraz_lustro_wc', 'paleta', 'polpaleta', 'szklo_kabina']);
    expect(where((c) => typeRules(c).hasHeightSteps)).toEqual(['paleta']);
  });

  it('the plain type has no extra steps', () => {
    expect(PLAIN_MANUFACTURING_TYPE).toBe('inne');
    expect(requiredSteps('inne')).toEqual([]);
    expect(offeredSteps('inne')).toEqual([]);
  });

  it('the step fields agree with the SPEC flags', () => {
    for (const code of MANUFACTURING_TYPES) {
      const r = MANUFACTURING_TYPE_RULES[code];
      expect(r.code).toBe(code);
      expect(r.steps.weight === 'required', code).toBe(r.hasWeight);
      expect(r.steps.palletHeight === 'required', code).toBe(r.hasHeightSteps);
      expect(offeredSteps(code).length > 0, code).toBe(r.needsExtraSteps);
      expect(r.steps.widthSpec !== 'none', code).toBe(r.widthSpecLists !== null);
    }
    expect(requiredSteps('szklo_kabina')).toEqual(['widthSpec', 'dimensions', 'weight']);
    expect(requiredSteps('paleta')).toEqual(['weight', 'palletHeight']);
  });

  it('labels are i18n keys present in both languages', () => {
    for (const code of MANUFACTURING_TYPES) {
      expect(typeRules(code).labelKey).toBe(`manufacturingDomain.types.${code}`);
      expect(manufacturingDomainPl.types[code]).toBeTruthy();
      expect(manufacturingDomainEn.types[code]).toBeTruthy();
    }
    expect(formatMessage('types.polpaleta')).toBe('Półpaleta');
    expect(formatMessage('types.polpaleta', {}, 'en')).toBe('Half pallet');
  });

  it('isManufacturingType and the zod enum refuse anything else, in Polish', () => {
    expect(isManufacturingType('paleta')).toBe(true);
    expect(isManufacturingType('Paleta')).toBe(false);
    expect(isManufacturingType(undefined)).toBe(false);
    const r = manufacturingTypeSchema.safeParse('skrzynia');
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('Wybierz jedną z dozwolonych wartości');
    expect(() => typeRules('skrzynia' as never)).toThrow(/Unknown manufacturing type/);
  });
});

describe('glass weight: m² x thickness x 2.5 kg, to 0.01 kg (ADR 0501)', () => {
  it('the worked example: 900 x 2000 x 8 mm = 36 kg', () => {
    expect(GLASS_KG_PER_M2_PER_MM).toBe(2.5);
    expect(paneWeightKg({ widthMm: 900, heightMm: 2000, thicknessMm: 8 })).toBe(36);
    expect(paneAreaM2({ widthMm: 900, heightMm: 2000 })).toBe(1.8);
  });

  it('rounds half up to 0.01 kg', () => {
    // 0.4 x 0.5 x 4 x 2.5 = 2 kg; 123 x 457 x 6 mm = 0.84309... kg -> 0.84; 100 x 50 x 1 = 0.0125 -> 0.01; 100 x 100 x 0.5 = 0.0125
    expect(paneWeightKg({ widthMm: 400, heightMm: 500, thicknessMm: 4 })).toBe(2);
    expect(paneWeightKg({ widthMm: 123, heightMm: 457, thicknessMm: 6 })).toBe(0.84);
    expect(paneWeightKg({ widthMm: 100, heightMm: 100, thicknessMm: 2 })).toBe(0.05);
    // 0.125 kg exactly (0.1 x 0.5 x 1 x 2.5) rounds up to 0.13, as on paper.
    expect(paneWeightKg({ widthMm: 100, heightMm: 500, thicknessMm: 1 })).toBe(0.13);
  });

  it('the total is the sum of the rounded pieces times their quantities', () => {
    const pane = { widthMm: 123, heightMm: 457, thicknessMm: 6 }; // 0.84309 kg each
    expect(totalWeightKg([{ ...pane, quantity: 10 }])).toBe(8.4); // not 8.43
    expect(totalWeightKg([{ widthMm: 900, heightMm: 2000, thicknessMm: 8 }, { widthMm: 800, heightMm: 1950, thicknessMm: 8, quantity: 2 }])).toBe(36 + 2 * 31.2);
    expect(totalWeightKg([])).toBe(0);
  });

  it('refuses sizes that are not positive numbers', () => {
    expect(() => paneWeightKg({ widthMm: 0, heightMm: 100, thicknessMm: 8 })).toThrow(RangeError);
    expect(() => paneWeightKg({ widthMm: 100, heightMm: Number.NaN, thicknessMm: 8 })).toThrow(RangeError);
    expect(() => totalWeightKg([{ widthMm: 100, heightMm: 100, thicknessMm: 8, quantity: 1.5 }])).toThrow(RangeError);
  });
});
