import { describe, expect, it } from 'vitest';
import { composeReason, locationFormSchema, nextLevel, normaliseLocation, parseAmount, parseIndexes, stockFormSchema } from './change-form.schema';

const issues = (schema: { safeParse(v: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, v: object) =>
  schema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('inventory forms', () => {
  it('parses pasted catalogue indexes: lines, commas, semicolons, tabs; blanks and repeats dropped', () => {
    expect(parseIndexes(' ZA-CHR-00001\nUC-ZLO300-00002, US-6MM-00004;\tZA-CHR-00001\n\n')).toEqual(['ZA-CHR-00001', 'UC-ZLO300-00002', 'US-6MM-00004']);
    expect(parseIndexes('  \n , ')).toEqual([]);
  });

  it('counts, adds and removes: the new level follows the mode', () => {
    expect(nextLevel('count', 5, 7)).toBe(7);
    expect(nextLevel('add', 5, 7)).toBe(12);
    expect(nextLevel('remove', 5, 2)).toBe(3);
    expect(nextLevel('add', 0.1, 0.2)).toBe(0.3);
  });

  it('takes decimals (dot or comma, 3 at most) only for units counted in metres', () => {
    expect(parseAmount('12,5', true)).toBe(12.5);
    expect(parseAmount('12.125', true)).toBe(12.125);
    expect(parseAmount('1.1234', true)).toBeNull();
    expect(parseAmount('2.5', false)).toBeNull();
    expect(parseAmount('-1', false)).toBeNull();
    expect(parseAmount(' 40 ', false)).toBe(40);
  });

  it('refuses a level below zero, no change, a zero to add, and Inne without a note', () => {
    const schema = stockFormSchema(5, false);
    expect(schema.safeParse({ mode: 'add', amount: '3', reason: 'Przyjęcie', note: '' }).success).toBe(true);
    expect(issues(schema, { mode: 'remove', amount: '6', reason: 'Stłuczka', note: '' })).toEqual(['amount:inventories.stockForm.belowZero']);
    expect(issues(schema, { mode: 'count', amount: '5', reason: 'Inwentaryzacja', note: '' })).toEqual(['amount:inventories.stockForm.same']);
    expect(issues(schema, { mode: 'add', amount: '0', reason: 'Przyjęcie', note: '' })).toEqual(['amount:inventories.stockForm.positive']);
    expect(issues(schema, { mode: 'count', amount: '2.5', reason: 'Korekta', note: '' })).toEqual(['amount:inventories.stockForm.wholeNumber']);
    expect(issues(schema, { mode: 'count', amount: '3', reason: 'Inne', note: ' ' })).toEqual(['note:inventories.stockForm.noteRequired']);
    expect(stockFormSchema(5, true).safeParse({ mode: 'count', amount: '2,5', reason: 'Korekta', note: '' }).success).toBe(true);
  });

  it('sends the chosen reason, with the note after a colon, as powod_zmiany', () => {
    expect(composeReason('Stłuczka', '')).toBe('Stłuczka');
    expect(composeReason('Inne', ' zalane w transporcie ')).toBe('Inne: zalane w transporcie');
  });

  it('normalises a location and checks it against the configured format', () => {
    expect(normaliseLocation(' c-18-02 ')).toBe('C-18-02');
    expect(normaliseLocation('c 18_02')).toBe('C-18-02');
    const schema = locationFormSchema('A-01-01', '^[A-Z]-\\d{2}-\\d{2}$');
    expect(schema.safeParse({ nowa_lokalizacja: 'b-02-03' }).data).toEqual({ nowa_lokalizacja: 'B-02-03' });
    expect(issues(schema, { nowa_lokalizacja: 'a-01-01' })).toEqual(['nowa_lokalizacja:inventories.locationForm.same']);
    expect(issues(schema, { nowa_lokalizacja: 'B2' })).toEqual(['nowa_lokalizacja:inventories.locationForm.format']);
    expect(issues(schema, { nowa_lokalizacja: ' ' })[0]).toBe('nowa_lokalizacja:inventories.locationForm.required');
  });
});
