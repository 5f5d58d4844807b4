/** A deterministic, realistic catalogue of a glass-and-fittings business: shower glass, mirrors,
 *  hinges, handles, seals and profiles, with valid EAN-13 codes and rack locations like A-01-03.
 *  Used by the seed (a few thousand items) and by bench/ (a million). */

interface StockItemSeed {
  catalogueIndex: string;
  name: string;
  ean: string;
  location: string;
  quantity: number;
  unit: string;
}

/** The EAN-13 check digit of 12 digits. */
function eanCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && eanCheckDigit(ean.slice(0, 12)) === Number(ean[12]);
}

/** mulberry32: a small seeded PRNG, so every run makes the same catalogue. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];

const FINISHES = [
  { code: 'CHR', name: 'chrom' },
  { code: 'CZA', name: 'czarny mat' },
  { code: 'ZLO', name: 'złoty szczotkowany' },
  { code: 'SAT', name: 'satyna' },
  { code: 'BIA', name: 'biały' },
  { code: 'MOS', name: 'mosiądz' },
] as const;
const GLASS = [
  { code: 'PRZ', name: 'przezroczyste' },
  { code: 'MAT', name: 'matowe (satynowane)' },
  { code: 'GRF', name: 'grafitowe' },
  { code: 'BRZ', name: 'brązowe' },
  { code: 'OPW', name: 'Optiwhite' },
  { code: 'RYF', name: 'ryflowane' },
] as const;
const SIZES = [
  [800, 1950], [900, 1950], [1000, 2000], [1200, 2000], [700, 1900], [600, 1900], [900, 2000], [1400, 2000],
] as const;
const MIRROR_SIZES = [[400, 600], [500, 700], [600, 800], [700, 1000], [800, 1200], [1000, 1600], [1200, 1800]] as const;

type Maker = (rnd: () => number) => { variant: string; name: string; unit: string; quantity: number };

const CATEGORIES: Array<{ code: string; weight: number; make: Maker }> = [
  {
    code: 'SK',
    weight: 3,
    make: (rnd) => {
      const t = pick(rnd, [6, 8, 10] as const);
      const g = pick(rnd, GLASS);
      const [w, h] = pick(rnd, SIZES);
      return { variant: `${t}${g.code}`, name: `Szkło hartowane kabinowe ${t} mm ${g.name} ${w}x${h} mm`, unit: 'szt', quantity: Math.floor(rnd() * 40) };
    },
  },
  {
    code: 'LU',
    weight: 2,
    make: (rnd) => {
      const [w, h] = pick(rnd, MIRROR_SIZES);
      const edge = pick(rnd, ['szlifowane', 'fazowane 15 mm', 'z podświetleniem LED', 'bezramowe'] as const);
      const t = pick(rnd, [4, 5, 6] as const);
      return { variant: `${t}${edge.slice(0, 3).toUpperCase()}`, name: `Lustro srebrne ${t} mm ${edge} ${w}x${h} mm`, unit: 'szt', quantity: Math.floor(rnd() * 60) };
    },
  },
  {
    code: 'ZA',
    weight: 3,
    make: (rnd) => {
      const f = pick(rnd, FINISHES);
      const kind = pick(rnd, ['szkło-ściana 90°', 'szkło-szkło 180°', 'szkło-szkło 90°', 'samodomykający szkło-ściana', 'podłogowy do drzwi wahadłowych'] as const);
      return { variant: f.code, name: `Zawias ${kind} ${f.name}`, unit: 'szt', quantity: Math.floor(rnd() * 300) };
    },
  },
  {
    code: 'UC',
    weight: 2,
    make: (rnd) => {
      const f = pick(rnd, FINISHES);
      const len = pick(rnd, [150, 200, 300, 450, 600] as const);
      const kind = pick(rnd, ['Uchwyt drzwi kabiny', 'Gałka do drzwi szklanych', 'Uchwyt relingowy', 'Pochwyt dwustronny'] as const);
      return { variant: `${f.code}${len}`, name: `${kind} ${len} mm ${f.name}`, unit: 'szt', quantity: Math.floor(rnd() * 200) };
    },
  },
  {
    code: 'US',
    weight: 2,
    make: (rnd) => {
      const t = pick(rnd, [6, 8, 10] as const);
      const kind = pick(rnd, ['Uszczelka magnetyczna 180°', 'Uszczelka magnetyczna 90°', 'Uszczelka progowa z fartuchem', 'Uszczelka przyścienna', 'Odbojnik uszczelka łezka'] as const);
      return { variant: `${t}MM`, name: `${kind} do szkła ${t} mm, długość 2000 mm`, unit: 'szt', quantity: Math.floor(rnd() * 500) };
    },
  },
  {
    code: 'PR',
    weight: 2,
    make: (rnd) => {
      const f = pick(rnd, FINISHES);
      const kind = pick(rnd, ['Profil przyścienny U', 'Profil zaciskowy', 'Listwa progowa', 'Drążek stabilizujący ściana-szkło', 'Profil łączący 180°'] as const);
      const len = pick(rnd, [1000, 2000, 2500, 3000] as const);
      return { variant: `${f.code}${len / 100}`, name: `${kind} aluminium ${f.name}, ${len} mm`, unit: pick(rnd, ['szt', 'mb'] as const), quantity: Math.floor(rnd() * 120) };
    },
  },
];
const WEIGHTED = CATEGORIES.flatMap((c) => Array.from({ length: c.weight }, () => c));

/** Rack location: hall letter A-H, rack 01-24, shelf 01-06. */
function locationFor(rnd: () => number): string {
  const hall = 'ABCDEFGH'[Math.floor(rnd() * 8)];
  const rack = String(1 + Math.floor(rnd() * 24)).padStart(2, '0');
  const shelf = String(1 + Math.floor(rnd() * 6)).padStart(2, '0');
  return `${hall}-${rack}-${shelf}`;
}

/** Item number `n` (0-based) of the deterministic catalogue; unique index and EAN for any n < 10^7. */
export function stockItemAt(n: number, rnd: () => number): StockItemSeed {
  const cat = pick(rnd, WEIGHTED);
  const made = cat.make(rnd);
  const seq = String(n + 1).padStart(n < 99_999 ? 5 : 7, '0');
  const body = `590${String(4_800_000 + (n % 10_000_000)).padStart(9, '0')}`.slice(0, 12);
  return {
    catalogueIndex: `${cat.code}-${made.variant}-${seq}`,
    name: made.name,
    ean: body + eanCheckDigit(body),
    location: locationFor(rnd),
    quantity: made.quantity,
    unit: made.unit,
  };
}

/** The seeded catalogue: `count` items, the same on every run. */
export function generateStockItems(count = 3000, seed = 20_261_121): StockItemSeed[] {
  const rnd = prng(seed);
  return Array.from({ length: count }, (_, n) => stockItemAt(n, rnd));
}
