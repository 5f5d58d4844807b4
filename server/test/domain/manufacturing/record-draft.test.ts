import { describe, expect, it } from 'vitest';
import { checkRecordDraft, formatMessage } from '../../../../domain/manufacturing/index.js';

const keys = (r: ReturnType<typeof checkRecordDraft>) => Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v.key]));

describe('checkRecordDraft: the record-by-type rules the server answers and the station form shows', () => {
  it('asks for the type\'s required steps and refuses the steps it does not take', () => {
    expect(keys(checkRecordDraft('szklo_kabina', {}))).toEqual({ widthSpec: 'record.widthSpecRequired', panes: 'record.panesRequired', weightKg: 'record.weightRequired' });
    expect(keys(checkRecordDraft('paleta', { panes: [{ widthMm: 100, heightMm: 100, thicknessMm: 8 }], schema_id: 3, weightKg: 40 }))).toEqual({
      panes: 'record.notUsed',
      schema_id: 'record.notUsed',
      palletHeightCm: 'record.palletHeightRequired',
    });
    expect(keys(checkRecordDraft('inne', {}))).toEqual({});
    expect(keys(checkRecordDraft('inne', { weightKg: 5, palletHeightCm: 120 }))).toEqual({ weightKg: 'record.notUsed', palletHeightCm: 'record.notUsed' });
  });

  it('checks the given steps: width parts, pane sizes, a weight within the limit, a pallet band', () => {
    const kabina = checkRecordDraft('szklo_kabina', {
      widthSpec: { fixedDim: [{ part: 'A', value: 29.35 }, { part: 'a', value: 301 }], sideWalls: [] },
      panes: [{ widthMm: 900, heightMm: 0, thicknessMm: 8 }],
      weightKg: 1200,
    }, { weightLimitKg: 1000 });
    expect(keys(kabina)).toEqual({
      'widthSpec.fixedDim.0.value': 'width.oneDecimal',
      'widthSpec.fixedDim.1.value': 'width.valueMax',
      'widthSpec.fixedDim.1.part': 'width.duplicatePart',
      'panes.0.heightMm': 'validation.positive',
      weightKg: 'record.weightOverLimit',
    });
    expect(checkRecordDraft('paleta', { weightKg: 40, palletHeightCm: 90 }, { palletHeightsCm: [60, 80, 100] }).errors.palletHeightCm).toEqual({ key: 'record.palletHeightRequired', values: { heights: '60, 80, 100' } });
  });

  it('takes the computed weight when none is typed, and computes a valid width specification', () => {
    const ok = checkRecordDraft('szklo_kabina', { widthSpec: { fixedDim: [{ part: 'A', value: 90 }] }, panes: [{ widthMm: 900, heightMm: 2000, thicknessMm: 8 }], computedWeightKg: 39.004 });
    expect(ok.errors).toEqual({});
    expect(ok.weightKg).toBe(39);
    expect(ok.widthSpec?.width).toBe(904);
  });

  it('words each problem in Polish from the domain texts (the server\'s 400 and the form say the same)', () => {
    const { errors } = checkRecordDraft('paleta', { weightKg: 1500 }, { weightLimitKg: 1000, palletHeightsCm: [60, 80] });
    expect(formatMessage(errors.weightKg!.key, errors.weightKg!.values)).toBe('Waga przekracza 1000 kg dla paleta');
    expect(formatMessage(errors.palletHeightCm!.key, errors.palletHeightCm!.values)).toBe('Wybierz wysokość palety (60, 80 cm)');
  });
});
