import { z } from 'zod';

/** The environment the inventory module reads: where stock changes go (ADR 0301). */
export const inventoryConfigSchema = z
  .object({
    /** `local` applies changes at once, `http` POSTs them to ERP_URL. */
    ERP_CONNECTOR: z.enum(['local', 'http']).default('local'),
    ERP_URL: z.string().regex(/^https?:\/\/.+/, 'expected http(s)://host[:port]/path').optional(),
    ERP_TIMEOUT_MS: z.coerce.number().int().min(50).max(300_000).default(10_000),
  })
  .refine((env) => env.ERP_CONNECTOR !== 'http' || env.ERP_URL, { message: 'required when ERP_CONNECTOR=http', path: ['ERP_URL'] })
  .transform((env) => ({ erp: { connector: env.ERP_CONNECTOR, url: env.ERP_URL, timeoutMs: env.ERP_TIMEOUT_MS } }));
export type InventoryConfig = z.output<typeof inventoryConfigSchema>;
