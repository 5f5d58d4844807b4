import { z } from 'zod';

/** A regular expression given in the environment; refused at start when it does not compile. */
const regexSource = z.string().refine((s) => {
  try {
    new RegExp(s);
    return true;
  } catch {
    return false;
  }
}, 'is not a valid regular expression');

/** The environment the inventory module reads: where stock changes go, the format of a
 *  rack location and the units counted with decimals. */
export const inventoryConfigSchema = z
  .object({
    /** `local` applies changes at once, `http` POSTs them to ERP_URL. */
    ERP_CONNECTOR: z.enum(['local', 'http']).default('local'),
    ERP_URL: z.string().regex(/^https?:\/\/.+/, 'expected http(s)://host[:port]/path').optional(),
    ERP_TIMEOUT_MS: z.coerce.number().int().min(50).max(300_000).default(10_000),
    /** A new location must match this (after normalisation: upper case, `_` and spaces as `-`). */
    STOCK_LOCATION_PATTERN: regexSource.default('^[A-Z]-\\d{2}-\\d{2}$'),
    /** An example location shown next to the field. */
    STOCK_LOCATION_EXAMPLE: z.string().min(1).max(32).default('A-01-03'),
    /** Units whose stock may have up to 3 decimals (comma-separated); every other unit is whole. */
    STOCK_DECIMAL_UNITS: z.string().default('mb,m,m2,kg'),
  })
  .refine((env) => env.ERP_CONNECTOR !== 'http' || env.ERP_URL, { message: 'required when ERP_CONNECTOR=http', path: ['ERP_URL'] })
  .transform((env) => ({
    erp: { connector: env.ERP_CONNECTOR, url: env.ERP_URL, timeoutMs: env.ERP_TIMEOUT_MS },
    stock: {
      locationPattern: env.STOCK_LOCATION_PATTERN,
      locationExample: env.STOCK_LOCATION_EXAMPLE,
      decimalUnits: env.STOCK_DECIMAL_UNITS.split(',')
        .map((u) => u.trim().toLowerCase())
        .filter(Boolean),
    },
  }));
export type InventoryConfig = z.output<typeof inventoryConfigSchema>;
export type StockRules = InventoryConfig['stock'];
