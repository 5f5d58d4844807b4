/**
 * The stock rules both the server (which enforces them) and Stany magazynowe's forms (which say
 * them before a request is sent) apply: how a typed location is normalised and checked, which
 * units take decimals and how many, and that a change must change something. The warehouse's own
 * values (location pattern, decimal units) are the server's configuration, read by the client.
 * Each check answers a problem name; each side words it (the server in its 4xx, the form in i18n).
 */

/** A location is at most this long, before and after normalisation. */
export const LOCATION_MAX_LENGTH = 32;
/** Stock levels keep at most this many decimals (for units that take decimals at all). */
const STOCK_DECIMALS = 3;

/** `c-18-02`, ` c 18 02 `, `c_18_02` -> `C-18-02`: how staff type or a scanner sends a location. */
export function normaliseLocation(value: string): string {
  return value.trim().toUpperCase().replace(/[\s_]+/g, '-');
}

/** A change that leaves the value as it is changes nothing: refused, whichever side sees it first. */
export function changesNothing<T extends string | number>(next: T, current: T): boolean {
  return next === current;
}

/** Whether a (normalised) location is in the warehouse's configured format (a regular expression source). */
export function matchesLocationFormat(location: string, pattern: string): boolean {
  return new RegExp(pattern).test(location);
}

export type LocationProblem = 'required' | 'tooLong' | 'format' | 'same';

/** What is wrong with a new location (already normalised) for an item now at `current`; null when
 *  nothing is. `pattern` is the warehouse's configured format (a regular expression source). */
export function locationProblem(next: string, current: string, pattern: string): LocationProblem | null {
  if (!next) return 'required';
  if (next.length > LOCATION_MAX_LENGTH) return 'tooLong';
  if (!matchesLocationFormat(next, pattern)) return 'format';
  if (changesNothing(next, current)) return 'same';
  return null;
}

/** Whether stock of this unit is counted with decimals (metres, square metres, kilograms ...). */
export function takesDecimals(unit: string, decimalUnits: readonly string[]): boolean {
  return decimalUnits.includes(unit.trim().toLowerCase());
}

/** True when `n` has at most STOCK_DECIMALS decimals (floating point noise forgiven). */
export function hasStockDecimals(n: number): boolean {
  const scaled = n * 10 ** STOCK_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A level rounded to the decimals the server keeps: 0.1 + 0.2 -> 0.3. */
export function roundStock(n: number): number {
  const f = 10 ** STOCK_DECIMALS;
  return Math.round(n * f) / f;
}

export type StockLevelProblem = 'belowZero' | 'wholeNumber' | 'tooManyDecimals' | 'same';

/** What is wrong with a new stock level for an item now at `current`; null when nothing is.
 *  `decimals`: whether the item's unit takes decimals (`takesDecimals`). */
export function stockLevelProblem(next: number, current: number, decimals: boolean): StockLevelProblem | null {
  if (next < 0) return 'belowZero';
  if (!decimals && !Number.isInteger(next)) return 'wholeNumber';
  if (!hasStockDecimals(next)) return 'tooManyDecimals';
  if (changesNothing(next, current)) return 'same';
  return null;
}
