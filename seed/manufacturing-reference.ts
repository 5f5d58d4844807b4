/**
 * Demo reference data of the manufacturing module: the drilling schemas a shower-glass
 * workshop really uses and the manufacturing data rows ("Dane produkcyjne") for the glass it makes.
 * Plain data, deterministic: the module's seeder inserts it (unless rows already exist).
 * server/test/domain/manufacturing/seed-reference.test.ts proves every schema passes the
 * tempered-glass rules at its thickest glass, and every row ties to the catalogue as claimed.
 */
import type { DrillingSchemaInput, GlassKind, ManufacturingType } from '../domain/manufacturing/index.js';

type SeedDrillingSchema = DrillingSchemaInput & { archived: boolean };

/**
 * Ten schemas, one archived. Lengths in mm; x/y from the reference corner. Hinge, clamp and handle
 * patterns follow common fittings for 8 mm (and 10 mm) tempered shower glass.
 */
export const SEED_DRILLING_SCHEMAS: SeedDrillingSchema[] = [
  {
    type: 'drilling',
    code: 'ZS90-8',
    name: 'Drzwi: zawiasy szkło-ściana 90° (2 szt.)',
    thicknessMin: 8,
    thicknessMax: 8,
    paneWidth: 800,
    paneHeight: 1950,
    referenceCorner: 'bottom-left',
    holes: [
      { id: 'H1', x: 35, y: 280, diameter: 20 },
      { id: 'H2', x: 35, y: 1670, diameter: 20 },
    ],
    cutouts: [],
    archived: false,
  },
  {
    type: 'drilling',
    code: 'ZSS180-8',
    name: 'Drzwi: zawiasy szkło-szkło 180°, wycięcia (2 szt.)',
    thicknessMin: 8,
    thicknessMax: 8,
    paneWidth: 800,
    paneHeight: 1950,
    referenceCorner: 'bottom-left',
    holes: [],
    cutouts: [
      { id: 'C1', x: 0, y: 250, width: 30, height: 70, cornerRadius: 8 },
      { id: 'C2', x: 0, y: 1630, width: 30, height: 70, cornerRadius: 8 },
    ],
    archived: false,
  },
  {
    type: 'drilling',
    code: 'ZSS90-8',
    name: 'Ścianka: zawiasy szkło-szkło 90°, po 2 otwory (4 otwory)',
    thicknessMin: 8,
    thicknessMax: 8,
    paneWidth: 900,
    paneHeight: 2000,
    referenceCorner: 'bottom-right',
    holes: [
      { id: 'H1', x: 30, y: 270, diameter: 14 },
      { id: 'H2', x: 30, y: 330, diameter: 14 },
      { id: 'H3', x: 30, y: 1670, diameter: 14 },
      { id: 'H4', x: 30, y: 1730, diameter: 14 },
    ],
    cutouts: [],
    archived: false,
  },
  {
    type: 'drilling',
    code: 'KLM-SS-8',
    name: 'Panel stały: klamry szkło-ściana (2 szt.)',
    thicknessMin: 8,
    thicknessMax: 8,
    paneWidth: 900,
    paneHeight: 2000,
    referenceCorner: 'bottom-left',
    holes: [
      { id: 'H1', x: 25, y: 300, diameter: 14 },
      { id: 'H2', x: 25, y: 1700, diameter: 14 },
    ],
    cutouts: [],
    archived: false,
  },
  {
    type: 'drilling',
    code: 'KLM-SS-10',
    name: 'Panel stały 10 mm: klamry szkło-szkło 180° (2 szt.)',
    thicknessMin: 10,
    thicknessMax: 10,
    paneWidth: 1000,
    paneHeight: 2000,
    referenceCorner: 'bottom-left',
    holes: [
      { id: 'H1', x: 30, y: 300, diameter: 16 },
      { id: 'H2', x: 30, y: 1700, diameter: 16 },
    ],
    cutouts: [],
    archived: false,
  },
  {
    type: 'drilling',
    code: 'UCH-PARA-6-8',
    name: 'Uchwyt relingowy: para otworów, rozstaw 300 mm',
    thicknessMin: 6,
    thicknessMax: 8,
    paneWidth: 800,
    paneHeight: 1950,
    referenceCorner: 'bottom-right',
    holes: [
      { id: 'H1', x: 60, y: 850, diameter: 12 },
      { id: 'H2', x: 60, y: 1150, diameter: 12 },
    ],
    cutouts: [],
    archived: false,
  },
  {
    type: 'drilling',
    code: 'LUS-4W',
    name: 'Lustro: 4 wkręty lustrzane z kapslem',
    thicknessMin: 4,
    thicknessMax: 6,
    paneWidth: 600,
    paneHeight: 800,
    referenceCorner: 'bottom-left',
    holes: [
      { id: 'H1', x: 40, y: 40, diameter: 10, countersink: 14 },
      { id: 'H2', x: 560, y: 40, diameter: 10, countersink: 14 },
      { id: 'H3', x: 40, y: 760, diameter: 10, countersink: 14 },
      { id: 'H4', x: 560, y: 760, diameter: 10, countersink: 14 },
    ],
    cutouts: [],
    archived: false,
  },
  {
    type: 'drilling',
    code: 'DACH-4P-10',
    name: 'Daszek szklany: 4 punkty mocowania (rotule)',
    thicknessMin: 10,
    thicknessMax: 10,
    paneWidth: 1200,
    paneHeight: 900,
    referenceCorner: 'bottom-left',
    holes: [
      { id: 'H1', x: 80, y: 80, diameter: 22 },
      { id: 'H2', x: 1120, y: 80, diameter: 22 },
      { id: 'H3', x: 80, y: 820, diameter: 22 },
      { id: 'H4', x: 1120, y: 820, diameter: 22 },
    ],
    cutouts: [],
    archived: false,
  },
  {
    type: 'drilling',
    code: 'WAH-NAR-10',
    name: 'Drzwi wahadłowe 10 mm: wycięcia narożne na okucia (góra, dół)',
    thicknessMin: 10,
    thicknessMax: 10,
    paneWidth: 900,
    paneHeight: 2000,
    referenceCorner: 'bottom-left',
    holes: [],
    cutouts: [
      { id: 'C1', x: 0, y: 0, width: 60, height: 45, cornerRadius: 10 },
      { id: 'C2', x: 0, y: 1955, width: 60, height: 45, cornerRadius: 10 },
    ],
    archived: false,
  },
  {
    // Replaced by ZS90-8 when the supplier changed the hinge; kept for the records that used it.
    type: 'drilling',
    code: 'ZS90-8-V1',
    name: 'Drzwi: zawiasy szkło-ściana 90°, stary rozstaw (wycofany)',
    thicknessMin: 8,
    thicknessMax: 8,
    paneWidth: 800,
    paneHeight: 1950,
    referenceCorner: 'bottom-left',
    holes: [
      { id: 'H1', x: 35, y: 250, diameter: 20 },
      { id: 'H2', x: 35, y: 1700, diameter: 20 },
    ],
    cutouts: [],
    archived: true,
  },
];

interface SeedManufacturingData {
  /** Catalogue index of the stock list where `fromCatalogue`, else the workshop's own index. */
  index: string;
  fromCatalogue: boolean;
  name: string;
  type: ManufacturingType;
  glassKind: GlassKind;
  thicknessMm: number;
  widthMm: number;
  heightMm: number;
  /** Labels printed per piece. */
  labelsPerPiece: number;
  /** Code of the default drilling schema (SEED_DRILLING_SCHEMAS), or null. */
  defaultSchemaCode: string | null;
  /** null: computed from the glass (paneWeightKg); a number overrides it. */
  weightKg: number | null;
  active: boolean;
}

/**
 * Rows for the glass the workshop makes. Tied to the seeded catalogue (seed/stock-items.ts,
 * generateStockItems(SEED_STOCK_ITEMS)): the SK-... shower glass and LU-... mirror indexes below
 * exist there with the same thickness and size. The catalogue has no glass roofs, WC panels or
 * glass pictures, so those rows carry the workshop's own DA-/WC-/OB- indexes.
 */
export const SEED_MANUFACTURING_DATA: SeedManufacturingData[] = [
  { index: 'SK-8PRZ-00844', fromCatalogue: true, name: 'Drzwi kabiny 8 mm przezroczyste 800x1950, zawiasy szkło-ściana', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 8, widthMm: 800, heightMm: 1950, labelsPerPiece: 1, defaultSchemaCode: 'ZS90-8', weightKg: null, active: true },
  { index: 'SK-8MAT-00104', fromCatalogue: true, name: 'Drzwi kabiny 8 mm matowe 800x1950, zawiasy szkło-szkło 180°', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 8, widthMm: 800, heightMm: 1950, labelsPerPiece: 1, defaultSchemaCode: 'ZSS180-8', weightKg: null, active: true },
  { index: 'SK-8GRF-00105', fromCatalogue: true, name: 'Ścianka kabiny 8 mm grafitowa 900x2000, zawiasy szkło-szkło 90°', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 8, widthMm: 900, heightMm: 2000, labelsPerPiece: 1, defaultSchemaCode: 'ZSS90-8', weightKg: null, active: true },
  { index: 'SK-8PRZ-00045', fromCatalogue: true, name: 'Panel stały 8 mm przezroczysty 900x2000, klamry szkło-ściana', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 8, widthMm: 900, heightMm: 2000, labelsPerPiece: 1, defaultSchemaCode: 'KLM-SS-8', weightKg: null, active: true },
  { index: 'SK-8PRZ-01134', fromCatalogue: true, name: 'Ścianka walk-in 8 mm przezroczysta 1200x2000 (profil U, bez otworów)', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 8, widthMm: 1200, heightMm: 2000, labelsPerPiece: 1, defaultSchemaCode: null, weightKg: null, active: true },
  { index: 'SK-6PRZ-00121', fromCatalogue: true, name: 'Drzwi kabiny 6 mm przezroczyste 800x1950, uchwyt relingowy', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 6, widthMm: 800, heightMm: 1950, labelsPerPiece: 1, defaultSchemaCode: 'UCH-PARA-6-8', weightKg: null, active: true },
  { index: 'SK-10PRZ-00789', fromCatalogue: true, name: 'Panel stały 10 mm przezroczysty 1000x2000, klamry szkło-szkło', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 10, widthMm: 1000, heightMm: 2000, labelsPerPiece: 1, defaultSchemaCode: 'KLM-SS-10', weightKg: null, active: true },
  { index: 'SK-10PRZ-00286', fromCatalogue: true, name: 'Drzwi wahadłowe 10 mm przezroczyste 900x2000, okucia narożne', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 10, widthMm: 900, heightMm: 2000, labelsPerPiece: 1, defaultSchemaCode: 'WAH-NAR-10', weightKg: null, active: true },
  { index: 'SK-10MAT-00116', fromCatalogue: true, name: 'Ścianka 10 mm matowa 900x2000 (profil U)', type: 'szklo_kabina', glassKind: 'hartowane', thicknessMm: 10, widthMm: 900, heightMm: 2000, labelsPerPiece: 1, defaultSchemaCode: null, weightKg: null, active: true },
  { index: 'LU-6FAZ-00340', fromCatalogue: true, name: 'Lustro 6 mm fazowane 600x800 na wkręty lustrzane', type: 'obraz_lustro_wc', glassKind: 'lustro', thicknessMm: 6, widthMm: 600, heightMm: 800, labelsPerPiece: 1, defaultSchemaCode: 'LUS-4W', weightKg: null, active: true },
  { index: 'LU-5BEZ-00180', fromCatalogue: true, name: 'Lustro 5 mm bezramowe 600x800 (klejone)', type: 'obraz_lustro_wc', glassKind: 'lustro', thicknessMm: 5, widthMm: 600, heightMm: 800, labelsPerPiece: 1, defaultSchemaCode: null, weightKg: null, active: true },
  { index: 'LU-4BEZ-00152', fromCatalogue: true, name: 'Lustro 4 mm bezramowe 500x700', type: 'obraz_lustro_wc', glassKind: 'lustro', thicknessMm: 4, widthMm: 500, heightMm: 700, labelsPerPiece: 1, defaultSchemaCode: null, weightKg: null, active: true },
  { index: 'WC-8HAR-0900', fromCatalogue: false, name: 'Ścianka WC szkło hartowane 8 mm 900x2000', type: 'obraz_lustro_wc', glassKind: 'hartowane', thicknessMm: 8, widthMm: 900, heightMm: 2000, labelsPerPiece: 1, defaultSchemaCode: 'KLM-SS-8', weightKg: null, active: true },
  { index: 'OB-4FLT-0604', fromCatalogue: false, name: 'Obraz szklany float 4 mm 600x400, druk UV', type: 'obraz_lustro_wc', glassKind: 'float', thicknessMm: 4, widthMm: 600, heightMm: 400, labelsPerPiece: 2, defaultSchemaCode: null, weightKg: null, active: true },
  { index: 'DA-VSG10-1209', fromCatalogue: false, name: 'Daszek szklany VSG 10 mm (5+5) 1200x900, 4 rotule', type: 'dach', glassKind: 'laminowane', thicknessMm: 10, widthMm: 1200, heightMm: 900, labelsPerPiece: 2, defaultSchemaCode: 'DACH-4P-10', weightKg: null, active: true },
  { index: 'DA-VSG10-1510', fromCatalogue: false, name: 'Daszek szklany VSG 10 mm (5+5) 1500x1000, na wspornikach', type: 'dach', glassKind: 'laminowane', thicknessMm: 10, widthMm: 1500, heightMm: 1000, labelsPerPiece: 2, defaultSchemaCode: null, weightKg: 38.5, active: false },
];
