import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DRILLING_RULES,
  checkSchema,
  describeDrillingRules,
  drillingLimits,
  drillingRulesSchema,
  drillingSchemaSchema,
  toFieldIssues,
  type DrillingSchema,
  type Hole,
  type Cutout,
} from '../../../../domain/manufacturing/index.js';

/** An 8 mm, 1000 x 2000 pane, reference corner bottom-left, unless overridden. Limits at t = 8: Ø >= 8, edge 16, spacing 16, corner 52, radius 8. */
const schema = (holes: Hole[] = [], cutouts: Cutout[] = [], over: Partial<DrillingSchema> = {}): DrillingSchema => ({
  type: 'drilling',
  code: 'T-1',
  name: 'Test',
  thicknessMin: 8,
  thicknessMax: 8,
  paneWidth: 1000,
  paneHeight: 2000,
  referenceCorner: 'bottom-left',
  holes,
  cutouts,
  ...over,
});
const hole = (id: string, x: number, y: number, diameter = 14, countersink?: number): Hole => ({ id, x, y, diameter, ...(countersink ? { countersink } : {}) });
const cut = (id: string, x: number, y: number, width: number, height: number, cornerRadius = 8): Cutout => ({ id, x, y, width, height, cornerRadius });
const codes = (s: DrillingSchema, t?: number) => checkSchema(s, t).map((v) => v.code);

describe('the issue example (MANUFACTURING.md 3.4, 8 mm glass, reference corner top-left)', () => {
  it('H1 Ø14 at (40, 250) passes; H2 Ø14 at (25, 40) breaks only the corner rule: "Otwór H2 za blisko narożnika: 40 mm < 52 mm"', () => {
    const v = checkSchema(schema([hole('H1', 40, 250), hole('H2', 25, 40)], [], { referenceCorner: 'top-left' }), 8);
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({
      code: 'HOLE_TOO_CLOSE_TO_CORNER',
      path: 'holes[1]',
      elementId: 'H2',
      corner: 'top-left',
      measured: 40.17,
      limit: 52,
      message: 'Otwór H2 za blisko narożnika: 40 mm < 52 mm',
      messageEn: 'Hole H2 too close to the corner: 40 mm < 52 mm',
    });
  });
});

describe('diameter >= max(t, 6 mm)', () => {
  it('8 mm glass: Ø8 passes, Ø7.9 is refused', () => {
    expect(codes(schema([hole('H1', 500, 1000, 8)]))).toEqual([]);
    const [v] = checkSchema(schema([hole('H1', 500, 1000, 7.9)]));
    expect(v).toMatchObject({ code: 'HOLE_DIAMETER_TOO_SMALL', path: 'holes[0].diameter', measured: 7.9, limit: 8, message: 'Otwór H1 za mały: 7,9 mm < 8 mm' });
  });
  it('4 mm glass: the 6 mm floor decides (Ø6 passes, Ø5.9 refused)', () => {
    const thin = { thicknessMin: 4, thicknessMax: 4 };
    expect(codes(schema([hole('H1', 500, 1000, 6)], [], thin))).toEqual([]);
    expect(checkSchema(schema([hole('H1', 500, 1000, 5.9)], [], thin))[0]).toMatchObject({ code: 'HOLE_DIAMETER_TOO_SMALL', limit: 6 });
  });
});

describe('diameter <= the shorter side / 3', () => {
  it('300 mm wide pane: Ø100 passes, Ø100.1 is refused; the rule can be switched off', () => {
    const narrow = { paneWidth: 300 };
    expect(codes(schema([hole('H1', 150, 1000, 100)], [], narrow))).toEqual([]);
    expect(checkSchema(schema([hole('H1', 150, 1000, 100.1)], [], narrow))[0]).toMatchObject({ code: 'HOLE_DIAMETER_TOO_LARGE', measured: 100.1, limit: 100, message: 'Otwór H1 za duży: 100,1 mm > 100 mm' });
    expect(checkSchema(schema([hole('H1', 150, 1000, 100.1)], [], narrow), 8, { ...DEFAULT_DRILLING_RULES, diameterMaxShortSideDivisor: null })).toEqual([]);
  });
});

describe('hole inside the pane', () => {
  it('a rim exactly on the edge is inside (and too close to it); 0.1 mm past it is outside, with no edge or corner noise', () => {
    expect(codes(schema([hole('H1', 7, 1000)]))).toEqual(['HOLE_TOO_CLOSE_TO_EDGE']);
    const v = checkSchema(schema([hole('H1', 6.9, 1000)]));
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({ code: 'HOLE_OUTSIDE_PANE', path: 'holes[0]', measured: -0.1, limit: 0 });
    expect(v[0].message).toBe('Otwór H1 wychodzi poza taflę: -0,1 mm < 0 mm');
  });
  it('beyond the far edges too', () => {
    expect(codes(schema([hole('H1', 500, 1993.1)]))).toEqual(['HOLE_OUTSIDE_PANE']);
    expect(codes(schema([hole('H1', 993.1, 1000)]))).toEqual(['HOLE_OUTSIDE_PANE']);
  });
});

describe('rim to edge >= 2t (16 mm)', () => {
  it('left edge: rim 16 passes, 15.9 is refused', () => {
    expect(codes(schema([hole('H1', 23, 1000)]))).toEqual([]);
    const [v] = checkSchema(schema([hole('H1', 22.9, 1000)]));
    expect(v).toMatchObject({ code: 'HOLE_TOO_CLOSE_TO_EDGE', edge: 'left', measured: 15.9, limit: 16, message: 'Otwór H1 za blisko krawędzi lewej: 15 mm < 16 mm' });
    expect(v.messageEn).toBe('Hole H1 too close to the left edge: 15 mm < 16 mm');
  });
  it('measured from a top-right reference corner the same distances hit the right and top edges', () => {
    const s = (x: number, y: number) => schema([hole('H1', x, y)], [], { referenceCorner: 'top-right' });
    expect(codes(s(23, 1000))).toEqual([]);
    expect(checkSchema(s(22.9, 1000)).map((v) => v.edge)).toEqual(['right']);
    expect(codes(s(500, 23))).toEqual([]);
    expect(checkSchema(s(500, 22.9)).map((v) => v.edge)).toEqual(['top']);
  });
  it('bottom edge from a bottom-right reference', () => {
    const s = (y: number) => schema([hole('H1', 500, y)], [], { referenceCorner: 'bottom-right' });
    expect(codes(s(23))).toEqual([]);
    expect(checkSchema(s(22.9)).map((v) => [v.code, v.edge])).toEqual([['HOLE_TOO_CLOSE_TO_EDGE', 'bottom']]);
  });
});

describe('rim to a corner tip >= 6.5t (52 mm): the straight distance from the corner vertex to the rim (ADR 0503)', () => {
  it('centre (36, 48) is 60 mm from the corner: Ø16 leaves exactly 52 and passes, Ø16.2 leaves 51.9 and is refused', () => {
    expect(codes(schema([hole('H1', 36, 48, 16)]))).toEqual([]);
    const [v] = checkSchema(schema([hole('H1', 36, 48, 16.2)]));
    expect(v).toMatchObject({ code: 'HOLE_TOO_CLOSE_TO_CORNER', corner: 'bottom-left', measured: 51.9, limit: 52, message: 'Otwór H1 za blisko narożnika: 51 mm < 52 mm' });
  });
  it('every corner counts, not only the reference one', () => {
    // (36, 48) from the top-right corner, written from a bottom-left reference.
    expect(codes(schema([hole('H1', 1000 - 36, 2000 - 48, 16)]))).toEqual([]);
    expect(checkSchema(schema([hole('H1', 1000 - 36, 2000 - 48, 16.2)]))[0]).toMatchObject({ code: 'HOLE_TOO_CLOSE_TO_CORNER', corner: 'top-right' });
  });
  it('the multiple is configuration: at 4t (32 mm) the issue example passes', () => {
    const rules = drillingRulesSchema.parse({ cornerMinTimesThickness: 4 });
    expect(checkSchema(schema([hole('H2', 25, 40)], [], { referenceCorner: 'top-left' }), 8, rules)).toEqual([]);
  });
});

describe('rim to rim >= 2t (16 mm)', () => {
  it('holes: 16 passes, 15.9 is refused on the later hole, naming the other', () => {
    expect(codes(schema([hole('H1', 500, 1000), hole('H2', 530, 1000)]))).toEqual([]);
    const v = checkSchema(schema([hole('H1', 500, 1000), hole('H2', 529.9, 1000)]));
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({ code: 'HOLE_TOO_CLOSE_TO_HOLE', path: 'holes[1]', elementId: 'H2', otherId: 'H1', measured: 15.9, limit: 16, message: 'Otwór H2 za blisko otworu H1: 15 mm < 16 mm' });
  });
  it('hole to cut-out along a side: 16 passes, 15.9 is refused', () => {
    // Cut-out 400..500 x 500..560, radius 8; hole Ø14.
    expect(codes(schema([hole('H1', 523, 530)], [cut('C1', 400, 500, 100, 60)]))).toEqual([]);
    expect(checkSchema(schema([hole('H1', 522.9, 530)], [cut('C1', 400, 500, 100, 60)]))[0]).toMatchObject({
      code: 'HOLE_TOO_CLOSE_TO_CUTOUT',
      otherId: 'C1',
      measured: 15.9,
      message: 'Otwór H1 za blisko wycięcia C1: 15 mm < 16 mm',
    });
  });
  it('hole to cut-out past a rounded corner is measured to the arc: 16 passes, 15.9 is refused', () => {
    // The corner arc's centre is (492, 552); the hole centre sits 8 + 7 + 16 = 31 mm from it along a 3-4-5 direction.
    const at = (d: number) => hole('H1', 492 + 0.6 * d, 552 + 0.8 * d);
    expect(codes(schema([at(31)], [cut('C1', 400, 500, 100, 60)]))).toEqual([]);
    expect(checkSchema(schema([at(30.9)], [cut('C1', 400, 500, 100, 60)]))[0]).toMatchObject({ code: 'HOLE_TOO_CLOSE_TO_CUTOUT', measured: 15.9 });
  });
  it('a hole inside a cut-out overlaps it', () => {
    expect(codes(schema([hole('H1', 450, 530)], [cut('C1', 400, 500, 100, 60)]))).toEqual(['HOLE_TOO_CLOSE_TO_CUTOUT']);
  });
  it('cut-out to cut-out: 16 passes, 15.9 is refused', () => {
    expect(codes(schema([], [cut('C1', 400, 500, 100, 60), cut('C2', 516, 500, 100, 60)]))).toEqual([]);
    expect(checkSchema(schema([], [cut('C1', 400, 500, 100, 60), cut('C2', 515.9, 500, 100, 60)]))[0]).toMatchObject({
      code: 'CUTOUT_TOO_CLOSE_TO_CUTOUT',
      path: 'cutouts[1]',
      elementId: 'C2',
      otherId: 'C1',
      message: 'Wycięcie C2 za blisko wycięcia C1: 15 mm < 16 mm',
    });
  });
});

describe('cut-outs and the edges (ADR 0503: a side touching an edge is a notch, every other side keeps 2t)', () => {
  it('an interior cut-out keeps 16 mm from the edge: 16 passes, 15.9 is refused', () => {
    expect(codes(schema([], [cut('C1', 16, 500, 60, 60)]))).toEqual([]);
    expect(checkSchema(schema([], [cut('C1', 15.9, 500, 60, 60)]))[0]).toMatchObject({ code: 'CUTOUT_TOO_CLOSE_TO_EDGE', edge: 'left', measured: 15.9, message: 'Wycięcie C1 za blisko krawędzi lewej: 15 mm < 16 mm' });
  });
  it('a hinge notch open to the left edge passes; its other sides keep the edge distance', () => {
    expect(codes(schema([], [cut('C1', 0, 250, 30, 70)]))).toEqual([]);
    expect(codes(schema([], [cut('C1', 0, 15.9, 30, 70)]))).toEqual(['CUTOUT_TOO_CLOSE_TO_EDGE']);
    expect(codes(schema([], [cut('C1', 0, 0, 60, 45, 10)], { thicknessMin: 10, thicknessMax: 10 }))).toEqual([]); // a corner notch (patch fitting)
  });
  it('a cut-out from edge to edge splits the pane', () => {
    expect(codes(schema([], [cut('C1', 0, 500, 1000, 60)]))).toEqual(['CUTOUT_SPLITS_PANE']);
  });
  it('a cut-out past the pane is outside', () => {
    const v = checkSchema(schema([], [cut('C1', 950, 500, 50.1, 60)]));
    expect(v.map((x) => x.code)).toEqual(['CUTOUT_OUTSIDE_PANE']);
    expect(v[0].measured).toBe(-0.1);
  });
  it('corner radius >= t: 8 passes, 7.9 is refused on the radius field', () => {
    expect(codes(schema([], [cut('C1', 0, 250, 30, 70, 8)]))).toEqual([]);
    expect(checkSchema(schema([], [cut('C1', 0, 250, 30, 70, 7.9)]))[0]).toMatchObject({ code: 'CUTOUT_CORNER_RADIUS_TOO_SMALL', path: 'cutouts[0].cornerRadius', measured: 7.9, limit: 8 });
  });
});

describe('thickness', () => {
  it('a thickness outside the schema range is reported; inside it is not', () => {
    const s = schema([hole('H1', 500, 1000)], [], { thicknessMin: 6, thicknessMax: 8 });
    expect(codes(s, 6)).toEqual([]);
    expect(checkSchema(s, 10)[0]).toMatchObject({ code: 'THICKNESS_OUT_OF_RANGE', path: 'thickness', measured: 10, limit: 8, message: 'Grubość szkła 10 mm poza zakresem schematu 6–8 mm' });
    expect(checkSchema(s, 5)[0]).toMatchObject({ code: 'THICKNESS_OUT_OF_RANGE', limit: 6 });
  });
  it('with no thickness the schema is checked at its thickest glass (every limit grows with t)', () => {
    const s = schema([hole('H1', 23, 1000)], [], { thicknessMin: 6, thicknessMax: 10 });
    expect(codes(s, 8)).toEqual([]);
    expect(checkSchema(s)[0]).toMatchObject({ code: 'HOLE_TOO_CLOSE_TO_EDGE', limit: 20 });
  });
});

describe('every violation at once', () => {
  it('one schema, many problems: all reported, each with its path and element', () => {
    const v = checkSchema(
      schema(
        [hole('H1', 10, 10, 5), hole('H2', 500, 1000), hole('H3', 510, 1000), hole('H4', -1 + 1, 1000)],
        [cut('C1', 5, 300, 40, 40, 2)],
      ),
    );
    expect(v.map((x) => `${x.path}:${x.code}`)).toEqual([
      'holes[0].diameter:HOLE_DIAMETER_TOO_SMALL',
      'holes[0]:HOLE_TOO_CLOSE_TO_EDGE',
      'holes[0]:HOLE_TOO_CLOSE_TO_EDGE',
      'holes[0]:HOLE_TOO_CLOSE_TO_CORNER',
      'holes[2]:HOLE_TOO_CLOSE_TO_HOLE',
      'holes[3]:HOLE_OUTSIDE_PANE',
      'cutouts[0]:CUTOUT_TOO_CLOSE_TO_EDGE',
      'cutouts[0].cornerRadius:CUTOUT_CORNER_RADIUS_TOO_SMALL',
    ]);
  });
});

describe('rules as configuration', () => {
  it('defaults and limits in mm for a thickness', () => {
    expect(DEFAULT_DRILLING_RULES).toEqual({
      diameterMinTimesThickness: 1,
      diameterMinMm: 6,
      diameterMaxShortSideDivisor: 3,
      edgeMinTimesThickness: 2,
      spacingMinTimesThickness: 2,
      cornerMinTimesThickness: 6.5,
      cutoutCornerRadiusMinTimesThickness: 1,
    });
    expect(drillingLimits(8)).toEqual({ thickness: 8, diameterMin: 8, edgeMin: 16, spacingMin: 16, cornerMin: 52, cutoutRadiusMin: 8 });
  });
  it('the rules schema refuses bad config on its field', () => {
    const r = drillingRulesSchema.safeParse({ cornerMinTimesThickness: 0, colour: 'red' });
    expect(toFieldIssues(r.error!.issues).map((i) => i.path).sort()).toEqual(['colour', 'cornerMinTimesThickness']);
  });
  it('the screen can list them, in Polish and English', () => {
    expect(describeDrillingRules()).toContain('Krawędź otworu od wierzchołka narożnika ≥ 6,5 × t');
    expect(describeDrillingRules(DEFAULT_DRILLING_RULES, 'en')).toContain('Hole rim to corner tip ≥ 6.5 × t');
  });
});

describe('drillingSchemaSchema (structure)', () => {
  const valid = { type: 'drilling', code: 'ZS90-8', name: 'Zawias', thicknessMin: 8, thicknessMax: 8, paneWidth: 800, paneHeight: 1950, holes: [hole('H1', 35, 280, 22)] };
  it('accepts a schema and fills defaults', () => {
    const r = drillingSchemaSchema.parse(valid);
    expect(r).toMatchObject({ referenceCorner: 'bottom-left', cutouts: [] });
  });
  it('an unknown type is refused on `type`', () => {
    const r = drillingSchemaSchema.safeParse({ ...valid, type: 'milling' });
    expect(toFieldIssues(r.error!.issues)).toEqual([{ path: 'type', key: 'validation.oneOf', values: {}, message: 'Wybierz jedną z dozwolonych wartości' }]);
  });
  it('duplicate ids, a countersink not larger than the hole, a reversed thickness range, a radius over half a side, a bad code, a negative coordinate', () => {
    const r = drillingSchemaSchema.safeParse({
      ...valid,
      code: 'zły kod',
      thicknessMin: 10,
      holes: [hole('H1', 35, 280, 22, 22), hole('h1', -1, 300)],
      cutouts: [cut('C1', 0, 500, 30, 20, 10.1)],
    });
    expect(toFieldIssues(r.error!.issues).map((i) => `${i.path}: ${i.message}`)).toEqual([
      'code: Niepoprawny format',
      'holes[0].countersink: Średnica fazowania musi być większa od średnicy otworu (22 mm)',
      'holes[1].x: Wartość nie może być mniejsza niż 0',
      'cutouts[0].cornerRadius: Promień naroża nie może przekraczać połowy krótszego boku wycięcia (10 mm)',
      'thicknessMin: Grubość minimalna nie może być większa od maksymalnej',
      'holes[1].id: Identyfikator h1 już występuje w schemacie',
    ]);
    // The cross-field checks alone.
    const r2 = drillingSchemaSchema.safeParse({ ...valid, thicknessMin: 10, holes: [hole('H1', 35, 280, 22), hole('h1', 35, 600)] });
    expect(toFieldIssues(r2.error!.issues).map((i) => `${i.path}: ${i.message}`)).toEqual([
      'thicknessMin: Grubość minimalna nie może być większa od maksymalnej',
      'holes[1].id: Identyfikator h1 już występuje w schemacie',
    ]);
  });
});
