import { z } from 'zod';

const list = (fallback: number[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0) : fallback));

/** The custom manufacturing slice of the environment. */
export const manufacturingCustomConfigSchema = z
  .object({
    /** Pallet height bands a `paleta` record may have (cm). */
    MANUFACTURING_PALLET_HEIGHTS_CM: list([60, 80, 100, 120, 140, 160, 180, 200]),
    /** A claim on an order without open records expires after this many minutes (another worker may take it). */
    MANUFACTURING_CLAIM_TTL_MINUTES: z.coerce.number().int().positive().default(30),
  })
  .transform((e) => ({
    palletHeightsCm: e.MANUFACTURING_PALLET_HEIGHTS_CM,
    claimTtlMs: e.MANUFACTURING_CLAIM_TTL_MINUTES * 60_000,
    /** Packaging tare added to the glass weight (kg) and the heaviest record a type may carry. */
    tareKg: { szklo_kabina: 3, obraz_lustro_wc: 2, dach: 0, paleta: 25, polpaleta: 15, inne: 0 } as Record<string, number>,
    weightLimitKg: { szklo_kabina: 1000, obraz_lustro_wc: 500, dach: 2000, paleta: 1000, polpaleta: 500, inne: 2000 } as Record<string, number>,
  }));
export type ManufacturingCustomConfig = z.output<typeof manufacturingCustomConfigSchema>;
