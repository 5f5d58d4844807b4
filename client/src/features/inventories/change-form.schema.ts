import { z } from 'zod';

/** Messages are i18n keys (inventories.*), translated where they are shown. */

/** `c-18-02`, ` c 18 02 `, `c_18_02` -> `C-18-02`: the server normalises the same way (ADR 0840). */
export function normaliseLocation(value: string): string {
  return value.trim().toUpperCase().replace(/[\s_]+/g, '-');
}

/** A new location: normalised, different from the current one, in the warehouse's configured format. */
export function locationFormSchema(current: string, pattern = '.*') {
  const format = new RegExp(pattern);
  return z.object({
    nowa_lokalizacja: z
      .string()
      .transform(normaliseLocation)
      .pipe(
        z
          .string()
          .min(1, 'inventories.locationForm.required')
          .max(32, 'inventories.locationForm.tooLong')
          .refine((v) => format.test(v), 'inventories.locationForm.format')
          .refine((v) => v !== current, 'inventories.locationForm.same'),
      ),
  });
}
export type LocationForm = z.input<ReturnType<typeof locationFormSchema>>;

/** Count: the level counted on the shelf; add / remove: how many came in or went out. */
export const STOCK_MODES = ['count', 'add', 'remove'] as const;
export type StockMode = (typeof STOCK_MODES)[number];

/** The reasons offered; the chosen one (and the note) is what `powod_zmiany` carries. */
export const STOCK_REASONS = ['Stłuczka', 'Inwentaryzacja', 'Zwrot', 'Przyjęcie', 'Korekta', 'Inne'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
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
  const raw = mode === 'count' ? amount : mode === 'add' ? current + amount : current - amount;
  return Math.round(raw * 1000) / 1000;
}

/** `Stłuczka`, `Inne: zalane w transporcie`: what the server stores as `powod_zmiany`. */
export function composeReason(reason: StockReason, note: string): string {
  const n = note.trim();
  return n ? `${reason}: ${n}` : reason;
}

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
        const next = nextLevel(v.mode, current, amount);
        if (next < 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'inventories.stockForm.belowZero' });
        else if (next === current) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'inventories.stockForm.same' });
      }
      if (v.reason === 'Inne' && !v.note.trim()) ctx.addIssue({ code: 'custom', path: ['note'], message: 'inventories.stockForm.noteRequired' });
    });
}
export type StockForm = z.infer<ReturnType<typeof stockFormSchema>>;

export { parseIndexes } from './parse-indexes';
