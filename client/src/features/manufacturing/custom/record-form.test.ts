import { describe, expect, it } from 'vitest';
import { checkForm, defaultValues, liveGlassWeightKg, liveWidthSpec, parseNumber, toRecordInput } from './record-form';
import { isEmployeeNumber, readScan } from './scan-code';
import { formPath } from './components/station-panel';

describe('the station record form', () => {
  it('reads a Polish decimal comma', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' 90 ')).toBe(90);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('1e3')).toBeNull();
  });

  it('computes the width specification live with the shared function, leaving out parts not yet valid', () => {
    expect(liveWidthSpec({ fixedDim: [{ part: 'A', value: '45' }, { part: 'B', value: '45' }], sideWalls: [{ part: 'C', value: '90' }] })).toMatchObject({ width: 904, anotherWidth: 904, difference: 0 });
    expect(liveWidthSpec({ fixedDim: [{ part: 'A', value: '89,5' }, { part: 'B', value: '' }], sideWalls: [] })).toMatchObject({ width: 899, anotherWidth: null, difference: null });
  });

  it('computes the glass weight of complete panes', () => {
    expect(liveGlassWeightKg([{ part: 'A', widthMm: '900', heightMm: '2000', thicknessMm: '8', glassKind: 'hartowane' }])).toBe(36);
    expect(liveGlassWeightKg([{ part: 'A', widthMm: '900', heightMm: '', thicknessMm: '8', glassKind: 'hartowane' }])).toBeNull();
  });

  it('asks only for the steps of the type', () => {
    const kabina = checkForm('szklo_kabina', { ...defaultValues('szklo_kabina'), fixedDim: [] });
    expect(kabina).toMatchObject({ fixedDim: 'fixedDimRequired', 'panes.0.widthMm': 'positive', 'panes.0.heightMm': 'positive' });
    expect(kabina.palletHeightCm).toBeUndefined();
    expect(checkForm('paleta', defaultValues('paleta'))).toEqual({ palletHeightCm: 'palletHeightRequired', weightKg: 'weightRequired' });
    expect(checkForm('inne', defaultValues('inne'))).toEqual({});
    expect(checkForm('szklo_kabina', { ...defaultValues('szklo_kabina'), fixedDim: [{ part: 'A', value: '29,35' }, { part: 'a', value: '301' }] })).toMatchObject({
      'fixedDim.0.value': 'oneDecimal',
      'fixedDim.1.value': 'partRange',
      'fixedDim.1.part': 'partDuplicate',
    });
  });

  it('sends nothing for steps the type refuses', () => {
    const values = { ...defaultValues('dach'), panes: [{ part: '', widthMm: '1200', heightMm: '3000', thicknessMm: '10', glassKind: 'laminowane' as const }], weightKg: '50', palletHeightCm: '120', fixedDim: [{ part: 'A', value: '1' }] };
    expect(toRecordInput('dach', values)).toEqual({ type: 'dach', schema_id: null, panes: [{ part: null, widthMm: 1200, heightMm: 3000, thicknessMm: 10, glassKind: 'laminowane', schema_id: null }], widthSpec: null, weightKg: null, palletHeightCm: null, notes: null });
  });

  it('maps the server\'s field paths onto the form', () => {
    expect(formPath('widthSpec.fixedDim.1.value')).toBe('fixedDim.1.value');
    expect(formPath('input.panes.0.heightMm')).toBe('panes.0.heightMm');
    expect(formPath('schema_id')).toBe('schemaId');
  });

  it('tells a label QR from other scans', () => {
    expect(readScan(' G-104233-3 ')).toEqual({ kind: 'label', recordId: 104233, code: 'G-104233-3' });
    expect(readScan('g-12-1-R2')).toMatchObject({ kind: 'label', recordId: 12 });
    expect(readScan('R-77')).toMatchObject({ kind: 'label', recordId: 77 });
    expect(readScan('R-77', { sheets: false })).toEqual({ kind: 'text', value: 'R-77' });
    expect(readScan('ZAM/2026/1')).toEqual({ kind: 'text', value: 'ZAM/2026/1' });
    expect(isEmployeeNumber('1003')).toBe(true);
    expect(isEmployeeNumber('K-1003')).toBe(false);
    expect(isEmployeeNumber('0')).toBe(false);
  });
});
