import { describe, expect, it } from 'vitest';
import {
  GLASS_KINDS,
  checkSchema,
  drillingSchemaSchema,
  isManufacturingType,
  paneWeightKg,
  type DrillingSchema,
} from '../../../../domain/manufacturing/index.js';
import { SEED_DRILLING_SCHEMAS, SEED_MANUFACTURING_DATA } from '../../../../seed/manufacturing-reference.js';
import { SEED_STOCK_ITEMS } from '../../../../seed/stock-items.seeder.js';
import { generateStockItems } from '../../../../seed/stock-items.js';

const parsed = SEED_DRILLING_SCHEMAS.map(({ archived, ...s }) => ({ archived, schema: drillingSchemaSchema.parse(s) as DrillingSchema }));
const byCode = new Map(parsed.map((p) => [p.schema.code, p]));

describe('seed: drilling schemas', () => {
  it('8-10 schemas with unique codes, exactly one archived', () => {
    expect(parsed.length).toBeGreaterThanOrEqual(8);
    expect(parsed.length).toBeLessThanOrEqual(10);
    expect(byCode.size).toBe(parsed.length);
    expect(parsed.filter((p) => p.archived).map((p) => p.schema.code)).toEqual(['ZS90-8-V1']);
  });

  for (const { schema } of parsed) {
    it(`${schema.code} passes the tempered-glass rules at every thickness of its range`, () => {
      for (let t = schema.thicknessMin; t <= schema.thicknessMax; t++) expect(checkSchema(schema, t), `${schema.code} at ${t} mm`).toEqual([]);
    });
  }

  it('covers what the issue asks for: 8 mm hinge and clamp patterns, mirror fixings, a handle hole pair, a glass-roof fixing', () => {
    const names = parsed.map((p) => `${p.schema.name} ${p.schema.thicknessMin}-${p.schema.thicknessMax}`).join('\n');
    expect(names).toMatch(/zawiasy.* 8-8/);
    expect(names).toMatch(/klamry.* 8-8/);
    expect(names).toMatch(/Lustro: .*wkręty/);
    expect(names).toMatch(/Uchwyt.*para otworów/);
    expect(names).toMatch(/Daszek/);
  });
});

describe('seed: manufacturing data rows', () => {
  const catalogue = new Map(generateStockItems(SEED_STOCK_ITEMS).map((i) => [i.catalogueIndex, i]));

  it('unique indexes, valid types and glass kinds, thicknesses of 4-10 mm', () => {
    expect(new Set(SEED_MANUFACTURING_DATA.map((r) => r.index)).size).toBe(SEED_MANUFACTURING_DATA.length);
    for (const r of SEED_MANUFACTURING_DATA) {
      expect(isManufacturingType(r.type), r.index).toBe(true);
      expect(GLASS_KINDS, r.index).toContain(r.glassKind);
      expect([4, 5, 6, 8, 10], r.index).toContain(r.thicknessMm);
      expect(paneWeightKg({ widthMm: r.widthMm, heightMm: r.heightMm, thicknessMm: r.thicknessMm })).toBeGreaterThan(0);
    }
  });

  it('rows marked fromCatalogue exist in the seeded catalogue with the same thickness and size; the others do not', () => {
    for (const r of SEED_MANUFACTURING_DATA) {
      const item = catalogue.get(r.index);
      if (!r.fromCatalogue) {
        expect(item, r.index).toBeUndefined();
        continue;
      }
      expect(item, r.index).toBeDefined();
      expect(item!.name, r.index).toContain(` ${r.thicknessMm} mm `);
      expect(item!.name, r.index).toContain(`${r.widthMm}x${r.heightMm} mm`);
    }
  });

  it('each default schema is an active schema whose range covers the row thickness, and it passes the rules on the row pane', () => {
    for (const r of SEED_MANUFACTURING_DATA.filter((x) => x.defaultSchemaCode)) {
      const s = byCode.get(r.defaultSchemaCode!);
      expect(s, r.index).toBeDefined();
      expect(s!.archived, r.index).toBe(false);
      expect(checkSchema({ ...s!.schema, paneWidth: r.widthMm, paneHeight: r.heightMm }, r.thicknessMm), r.index).toEqual([]);
    }
  });

  it('the demo shows the station its choices: every type with glass, and one inactive row', () => {
    expect(new Set(SEED_MANUFACTURING_DATA.map((r) => r.type))).toEqual(new Set(['szklo_kabina', 'obraz_lustro_wc', 'dach']));
    expect(new Set(SEED_MANUFACTURING_DATA.map((r) => r.glassKind))).toEqual(new Set(GLASS_KINDS));
    expect(SEED_MANUFACTURING_DATA.filter((r) => !r.active)).toHaveLength(1);
  });
});
