import { describe, expect, it } from 'vitest';
import { DEFAULT_DRILLING_RULES } from '../../../../../domain/manufacturing/index';
import { liveWeight, manufacturingDataFormSchema, emptyManufacturingDataForm, toManufacturingDataInput } from '../../manufacturing-data';
import { checkSchemaForm, elementMessages, emptySchemaForm, toFormPath, type SchemaFormValues } from './schema-form';

const form = (holes: SchemaFormValues['holes']): SchemaFormValues => ({ ...emptySchemaForm, code: 'T-1', name: 'Test', holes });
const hole = (x: string, y: string, diameter = '14') => ({ id: 'H1', x, y, diameter, countersink: '' });

describe('the schema editor checks what is typed with the domain rules', () => {
  it('puts the corner rule on the hole, in the user language, and clears it once fixed', () => {
    const bad = checkSchemaForm(form([hole('25', '40')]), DEFAULT_DRILLING_RULES, 'pl');
    expect(bad.schema).not.toBeNull();
    expect(elementMessages('holes', 0, bad, {}, 'pl')).toEqual(['Otwór H1 za blisko narożnika: 40 mm < 52 mm']);
    expect(elementMessages('holes', 0, checkSchemaForm(form([hole('25', '40')]), DEFAULT_DRILLING_RULES, 'en'), {}, 'en')[0]).toMatch(/^Hole H1/);
    const fixed = checkSchemaForm(form([hole('60', '300')]), DEFAULT_DRILLING_RULES, 'pl');
    expect(fixed.violations).toEqual([]);
    expect(elementMessages('holes', 0, fixed, {}, 'pl')).toEqual([]);
  });

  it('reports an incomplete hole on its field and draws nothing until it is complete', () => {
    const incomplete = checkSchemaForm(form([hole('', '300')]), DEFAULT_DRILLING_RULES, 'pl');
    expect(incomplete.schema).toBeNull();
    expect(Object.keys(incomplete.fieldErrors)).toEqual(['holes.0.x']);
    // decimal comma accepted
    expect(checkSchemaForm(form([hole('60,5', '300')]), DEFAULT_DRILLING_RULES, 'pl').schema?.holes[0].x).toBe(60.5);
  });

  it('maps server paths onto form paths and shows server errors on the hole', () => {
    expect(toFormPath('holes[1].diameter')).toBe('holes.1.diameter');
    const ok = checkSchemaForm(form([hole('60', '300')]), DEFAULT_DRILLING_RULES, 'pl');
    expect(elementMessages('holes', 0, ok, { 'holes.0': 'z serwera' }, 'pl')).toEqual(['z serwera']);
  });
});

describe('the manufacturing data form', () => {
  it('computes the weight live (900 x 2000 x 8 mm = 36 kg) and sends null to keep it computed', () => {
    expect(liveWeight({ widthMm: '900', heightMm: '2000', thicknessMm: '8' })).toBe(36);
    expect(liveWeight({ widthMm: '', heightMm: '2000', thicknessMm: '8' })).toBeNull();
    const values = { ...emptyManufacturingDataForm, index: 'X-1', name: 'X', widthMm: '900', heightMm: '2000', thicknessMm: '8,5' };
    expect(manufacturingDataFormSchema.safeParse(values).success).toBe(true);
    expect(toManufacturingDataInput(values)).toMatchObject({ thicknessMm: 8.5, widthMm: 900, weightKg: null, defaultSchemaId: null });
    const half = manufacturingDataFormSchema.safeParse({ ...values, heightMm: '' });
    expect(half.success).toBe(false);
    expect(half.error!.issues[0].path).toEqual(['heightMm']);
  });
});
