import { describe, expect, it } from 'vitest';
import { locationFormSchema, parseIndexes, stockFormSchema } from './change-form.schema';

describe('inventory forms', () => {
  it('parses pasted catalogue indexes: lines, commas, semicolons, tabs; blanks and repeats dropped', () => {
    expect(parseIndexes(' ZA-CHR-00001\nUC-ZLO300-00002, US-6MM-00004;\tZA-CHR-00001\n\n')).toEqual(['ZA-CHR-00001', 'UC-ZLO300-00002', 'US-6MM-00004']);
    expect(parseIndexes('  \n , ')).toEqual([]);
  });

  it('requires a whole new stock of 0 or more, different from the current one, and a reason', () => {
    const schema = stockFormSchema(5);
    expect(schema.safeParse({ nowy_stan: '7', powod_zmiany: 'dostawa' }).success).toBe(true);
    const issues = (v: object) => schema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(issues({ nowy_stan: '-1', powod_zmiany: 'x' })).toEqual(['nowy_stan:inventories.stockForm.wholeNumber']);
    expect(issues({ nowy_stan: '2.5', powod_zmiany: 'x' })).toEqual(['nowy_stan:inventories.stockForm.wholeNumber']);
    expect(issues({ nowy_stan: '5', powod_zmiany: 'x' })).toEqual(['nowy_stan:inventories.stockForm.same']);
    expect(issues({ nowy_stan: '6', powod_zmiany: '   ' })).toEqual(['powod_zmiany:inventories.stockForm.reasonRequired']);
  });

  it('requires a new location that differs from the current one', () => {
    const schema = locationFormSchema('A-01-01');
    expect(schema.safeParse({ nowa_lokalizacja: 'B-02-03' }).success).toBe(true);
    expect(schema.safeParse({ nowa_lokalizacja: 'A-01-01' }).error?.issues[0].message).toBe('inventories.locationForm.same');
    expect(schema.safeParse({ nowa_lokalizacja: ' ' }).error?.issues[0].message).toBe('inventories.locationForm.required');
  });
});
