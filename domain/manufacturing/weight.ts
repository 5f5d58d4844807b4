/**
 * Glass weight: m² x thickness (mm) x 2.5 kg (float/tempered soda-lime glass, 2500 kg/m³).
 * Rounding: a piece is rounded half up to 0.01 kg (the `decimal(8,2)` the records
 * store and the labels print); a total is the sum of the rounded pieces times their quantities,
 * so it equals what anyone adds up from the labels.
 */

/** kg per m² per mm of thickness. */
export const GLASS_KG_PER_M2_PER_MM = 2.5;
/** Weights are kept to 0.01 kg. */
const WEIGHT_DECIMALS = 2;
const SCALE = 10 ** WEIGHT_DECIMALS;

export interface PaneSize {
  widthMm: number;
  heightMm: number;
  thicknessMm: number;
}

function assertPositive(name: string, v: number) {
  if (!Number.isFinite(v) || v <= 0) throw new RangeError(`${name} must be a positive number (got ${v})`);
}

/** Weight of one pane in hundredths of a kg (integer). */
function paneHundredths({ widthMm, heightMm, thicknessMm }: PaneSize): number {
  assertPositive('widthMm', widthMm);
  assertPositive('heightMm', heightMm);
  assertPositive('thicknessMm', thicknessMm);
  const kg = (widthMm / 1000) * (heightMm / 1000) * thicknessMm * GLASS_KG_PER_M2_PER_MM;
  // The epsilon keeps e.g. 0.125 (stored as 0.12499999...) rounding up, as on paper.
  return Math.round(kg * SCALE + 1e-9);
}

/** Weight of one pane in kg, to 0.01 kg. 900 x 2000 x 8 mm -> 36. */
export function paneWeightKg(pane: PaneSize): number {
  return paneHundredths(pane) / SCALE;
}

/** Area of one pane in m², to 0.0001 m². */
export function paneAreaM2({ widthMm, heightMm }: Pick<PaneSize, 'widthMm' | 'heightMm'>): number {
  return Math.round((widthMm / 1000) * (heightMm / 1000) * 10_000) / 10_000;
}

/** Total weight of panes (each with an optional quantity, default 1) in kg: the sum of the rounded pieces. */
export function totalWeightKg(panes: ReadonlyArray<PaneSize & { quantity?: number }>): number {
  let hundredths = 0;
  for (const p of panes) {
    const qty = p.quantity ?? 1;
    if (!Number.isInteger(qty) || qty < 0) throw new RangeError(`quantity must be a whole number >= 0 (got ${qty})`);
    hundredths += paneHundredths(p) * qty;
  }
  return hundredths / SCALE;
}
