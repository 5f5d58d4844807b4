import { z } from 'zod';
import { locationProblem, normaliseLocation, roundStock, stockLevelProblem, type LocationProblem, type StockLevelProblem } from '../../../../domain/inventory/index';

/** Messages are i18n keys (inventories.*), translated where they are shown. */

export { normaliseLocation };

const LOCATION_MESSAGES: Record<LocationProblem, string> = {
  required: 'inventories.locationForm.required',
  tooLong: 'inventories.locationForm.tooLong',
  format: 'inventories.locationForm.format',
  same: 'inventories.locationForm.same',
};

/** A new location: normalised, different from the current one, in the warehouse's configured format
 *  (the server's own rules, domain/inventory). */
export function locationFormSchema(current: string, pattern = '.*') {
  return z.object({
    nowa_lokalizacja: z
      .string()
      .transform(normaliseLocation)
      .superRefine((v, ctx) => {
        const problem = locationProblem(v, current, pattern);
        if (problem) ctx.addIssue({ code: 'custom', message: LOCATION_MESSAGES[problem] });
      }),
  });
}
export type LocationForm = z.input<ReturnType<typeof locationFormSchema>>;

/** Count: the level counted on the shelf; add / remove: how many came in or went out. */
export const STOCK_MODES = ['count', 'add', 'remove'] as const;
export type StockMode = (typeof STOCK_MODES)[number];

/** The reasons offered; the chosen one (and the note) is what `powod_zmiany` carries. */
export const STOCK_REASONS = ['Stłuczka', 'Inwentaryzacja', 'Zwrot', 'Przyjęcie', 'Korekta', 'Inne'] as const;
type StockReason = (typeof STOCK_REASONS)[number];
/** The reason a mode starts with; staff change it with one tap. */
export const DEFAULT_REASON: Record<StockMode, StockReason> = { count: 'Inwentaryzacja', add: 'Przyjęcie', remove: 'Stłuczka' };

/** `12`, `12.5`, `12,5` -> a number; null when it is not one (or has more than 3 decimals). */
export function parseAmount(text: string, decimals: boolean): number | null {
  const t = text.trim().replace(',', '.');
  const re = decimals ? /^\d{1,9}(\.\d{1,3})?$/ : /^\d{1,9}$/;
  return re.test(t) ? Number(t) : null;
}

/** The new level a mode gives, rounded to the 3 decimals the server keeps. */
export function nextLevel(mode: StockMode, current: number, amount: number): number {
  return roundStock(mode === 'count' ? amount : mode === 'add' ? current + amount : current - amount);
}

/** `Stłuczka`, `Inne: zalane w transporcie`: what the server stores as `powod_zmiany`. */
export function composeReason(reason: StockReason, note: string): string {
  const n = note.trim();
  return n ? `${reason}: ${n}` : reason;
}

const levelMessage = (problem: StockLevelProblem, decimals: boolean): string =>
  problem === 'belowZero' || problem === 'same' || problem === 'wholeNumber'
    ? `inventories.stockForm.${problem}`
    : decimals
      ? 'inventories.stockForm.decimalNumber'
      : 'inventories.stockForm.wholeNumber';

export function stockFormSchema(current: number, decimals: boolean) {
  return z
    .object({
      mode: z.enum(STOCK_MODES),
      amount: z.string(),
      reason: z.enum(STOCK_REASONS),
      note: z.string().max(400, 'inventories.stockForm.noteTooLong'),
    })
    .superRefine((v, ctx) => {
      const amount = parseAmount(v.amount, decimals);
      if (amount === null) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: decimals ? 'inventories.stockForm.decimalNumber' : 'inventories.stockForm.wholeNumber' });
      } else if (v.mode !== 'count' && amount === 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'inventories.stockForm.positive' });
      } else {
        const problem = stockLevelProblem(nextLevel(v.mode, current, amount), current, decimals);
        if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: levelMessage(problem, decimals) });
      }
      if (v.reason === 'Inne' && !v.note.trim()) ctx.addIssue({ code: 'custom', path: ['note'], message: 'inventories.stockForm.noteRequired' });
    });
}
export type StockForm = z.infer<ReturnType<typeof stockFormSchema>>;

export { parseIndexes } from './parse-indexes';
