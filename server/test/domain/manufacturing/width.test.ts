import { describe, expect, it } from 'vitest';
import {
  CM_TO_MM,
  MAX_PART_CM,
  WIDTH_ALLOWANCE_MM,
  computeWidthSpec,
  toFieldIssues,
  widthSpecInputSchema,
  widthSpecInputSchemaFor,
  type WidthPart,
} from '../../../../domain/manufacturing/index.js';

const parts = (list: Array<[string, number]>): WidthPart[] => list.map(([part, value]) => ({ part, value }));

describe('computeWidthSpec: the worked examples of MANUFACTURING.md 3.4 (reading A, ADR 0500)', () => {
  const table: Array<{ name: string; fixedDim: Array<[string, number]>; sideWalls: Array<[string, number]>; width: number | null; anotherWidth: number | null; difference: number | null }> = [
    { name: 'walk-in panel', fixedDim: [['A', 100]], sideWalls: [], width: 1004, anotherWidth: null, difference: null },
    { name: 'square corner cabin 90x90', fixedDim: [['A', 45], ['B', 45]], sideWalls: [['C', 90]], width: 904, anotherWidth: 904, difference: 0 },
    { name: 'rectangular 120x80', fixedDim: [['A', 60], ['B', 60]], sideWalls: [['C', 80]], width: 1204, anotherWidth: 804, difference: 400 },
    { name: 'decimal input', fixedDim: [['A', 89.5]], sideWalls: [], width: 899, anotherWidth: null, difference: null },
    // Beyond the table: binary floating point (29.3 * 10 = 292.99999...) still gives whole millimetres.
    { name: 'float noise', fixedDim: [['A', 29.3], ['B', 0.1]], sideWalls: [['C', 29.3]], width: 298, anotherWidth: 297, difference: 1 },
  ];
  for (const row of table) {
    it(`${row.name}: ${row.width} / ${row.anotherWidth} / ${row.difference}`, () => {
      const spec = computeWidthSpec({ fixedDim: parts(row.fixedDim), sideWalls: parts(row.sideWalls) });
      expect(spec).toEqual({ width: row.width, anotherWidth: row.anotherWidth, difference: row.difference, fixedDim: parts(row.fixedDim), sideWalls: parts(row.sideWalls) });
    });
  }

  it('names its constants: times 10, add 4', () => {
    expect(CM_TO_MM).toBe(10);
    expect(WIDTH_ALLOWANCE_MM).toBe(4);
  });

  it('an empty front run has no width yet (the live preview before the first part)', () => {
    expect(computeWidthSpec({ fixedDim: [], sideWalls: [] })).toMatchObject({ width: null, anotherWidth: null, difference: null });
  });
});

describe('widthSpecInputSchema refuses bad input on the field path, in Polish', () => {
  const schema = widthSpecInputSchema({ fixedDim: 'required' });
  const refuse = (input: unknown) => {
    const r = schema.safeParse(input);
    expect(r.success).toBe(false);
    return toFieldIssues(r.success ? [] : r.error.issues);
  };
  const accept = (input: unknown) => {
    const r = schema.safeParse(input);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    return r.data;
  };
  const withSecond = (value: number) => ({ fixedDim: [{ part: 'A', value: 45 }, { part: 'B', value }], sideWalls: [] });

  it('value: 0 is refused, 0.1 accepted (> 0)', () => {
    expect(refuse(withSecond(0))).toEqual([{ path: 'fixedDim[1].value', key: 'width.valuePositive', values: {}, message: 'Wymiar musi być większy od 0 cm' }]);
    expect(refuse(withSecond(-0.1))[0].path).toBe('fixedDim[1].value');
    accept(withSecond(0.1));
  });

  it(`value: ${MAX_PART_CM} accepted, ${MAX_PART_CM}.1 refused`, () => {
    accept(withSecond(300));
    expect(refuse(withSecond(300.1))).toEqual([
      { path: 'fixedDim[1].value', key: 'width.valueMax', values: { max: 300 }, message: 'Wymiar nie może przekraczać 300 cm' },
    ]);
  });

  it('one decimal accepted (29.3, 0.1), two refused (29.35, 0.05)', () => {
    accept(withSecond(29.3));
    expect(refuse(withSecond(29.35))).toEqual([
      { path: 'fixedDim[1].value', key: 'width.oneDecimal', values: {}, message: 'Podaj wymiar z dokładnością do 0,1 cm (jedno miejsce po przecinku)' },
    ]);
    expect(refuse(withSecond(0.05))[0].key).toBe('width.oneDecimal');
  });

  it('duplicate part names are refused on the second one, across both lists and regardless of case', () => {
    expect(refuse({ fixedDim: [{ part: 'A', value: 45 }, { part: 'B', value: 45 }], sideWalls: [{ part: 'b', value: 90 }] })).toEqual([
      { path: 'sideWalls[0].part', key: 'width.duplicatePart', values: { part: 'b' }, message: 'Część „b” już występuje w specyfikacji' },
    ]);
    expect(refuse({ fixedDim: [{ part: 'A', value: 45 }, { part: ' A ', value: 45 }] })[0].path).toBe('fixedDim[1].part');
  });

  it('empty or missing part name', () => {
    expect(refuse({ fixedDim: [{ part: '  ', value: 45 }] })).toEqual([{ path: 'fixedDim[0].part', key: 'validation.required', values: {}, message: 'Pole jest wymagane' }]);
    expect(refuse({ fixedDim: [{ value: 45 }] })[0]).toMatchObject({ path: 'fixedDim[0].part', message: 'Pole jest wymagane' });
  });

  it('not a number', () => {
    expect(refuse({ fixedDim: [{ part: 'A', value: '45' }] })[0]).toMatchObject({ path: 'fixedDim[0].value', message: 'Podaj liczbę' });
    expect(refuse({ fixedDim: [{ part: 'A', value: Number.NaN }] })[0]).toMatchObject({ path: 'fixedDim[0].value' });
  });

  it('an empty list the type needs is refused on the list; an optional one may be empty', () => {
    expect(refuse({ fixedDim: [], sideWalls: [{ part: 'C', value: 90 }] })).toEqual([
      { path: 'fixedDim', key: 'width.fixedDimRequired', values: {}, message: 'Dodaj co najmniej jeden wymiar stały' },
    ]);
    expect(accept({ fixedDim: [{ part: 'A', value: 100 }] })).toEqual({ fixedDim: [{ part: 'A', value: 100 }], sideWalls: [] });
    const both = widthSpecInputSchema({ fixedDim: 'required', sideWalls: 'required' }).safeParse({ fixedDim: [{ part: 'A', value: 1 }], sideWalls: [] });
    expect(toFieldIssues(both.error!.issues)).toEqual([
      { path: 'sideWalls', key: 'width.sideWallsRequired', values: {}, message: 'Dodaj co najmniej jedną ściankę boczną' },
    ]);
  });

  it('the type table decides: szklo_kabina needs the front run, other types do not', () => {
    expect(widthSpecInputSchemaFor('szklo_kabina').safeParse({ fixedDim: [], sideWalls: [] }).success).toBe(false);
    expect(widthSpecInputSchemaFor('inne').safeParse({ fixedDim: [], sideWalls: [] }).success).toBe(true);
  });

  it('reports every bad field at once, and unknown keys by name', () => {
    const issues = refuse({ fixedDim: [{ part: 'A', value: 0 }, { part: 'A', value: 301 }], sideWalls: [{ part: 'C', value: 1.25 }], extra: 1 });
    expect(issues.map((i) => i.path).sort()).toEqual(['extra', 'fixedDim[0].value', 'fixedDim[1].part', 'fixedDim[1].value', 'sideWalls[0].value']);
    expect(issues.find((i) => i.path === 'extra')).toMatchObject({ key: 'validation.unknownField', message: 'Nieznane pole' });
    const issues2 = refuse({ fixedDim: [{ part: 'A', value: 0 }, { part: 'A', value: 301 }], sideWalls: [{ part: 'C', value: 1.25 }] });
    expect(issues2.map((i) => i.path)).toEqual(['fixedDim[0].value', 'fixedDim[1].value', 'fixedDim[1].part', 'sideWalls[0].value']);
  });

  it('English messages from the same keys', () => {
    const r = schema.safeParse(withSecond(300.1));
    expect(toFieldIssues(r.error!.issues, 'en')[0].message).toBe('The dimension cannot exceed 300 cm');
  });

  it('the zod message itself is Polish, so the server parseInput answers Polish without the helper', () => {
    const r = schema.safeParse(withSecond(0));
    expect(r.error!.issues[0].message).toBe('Wymiar musi być większy od 0 cm');
  });
});
