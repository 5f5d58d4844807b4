import { z } from 'zod';

/** Messages are i18n keys (inventories.*), translated where they are shown. */
export function locationFormSchema(current: string) {
  return z.object({
    nowa_lokalizacja: z
      .string()
      .trim()
      .min(1, 'inventories.locationForm.required')
      .max(32, 'inventories.locationForm.tooLong')
      .refine((v) => v !== current, 'inventories.locationForm.same'),
  });
}
export type LocationForm = z.infer<ReturnType<typeof locationFormSchema>>;

export function stockFormSchema(current: number) {
  return z.object({
    nowy_stan: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'inventories.stockForm.wholeNumber')
      .refine((v) => Number(v) !== current, 'inventories.stockForm.same'),
    powod_zmiany: z.string().trim().min(1, 'inventories.stockForm.reasonRequired').max(500),
  });
}
export type StockForm = z.infer<ReturnType<typeof stockFormSchema>>;

/** Pasted catalogue indexes: one per line, or separated by commas, semicolons or tabs. */
export function parseIndexes(text: string): string[] {
  return [...new Set(text.split(/[\n,;\t]+/).map((s) => s.trim()).filter(Boolean))];
}
