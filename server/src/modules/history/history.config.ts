import { z } from 'zod';

/** The environment the history module reads. */
export const historyConfigSchema = z
  .object({
    /** History exports running at once per node; the others wait. On MySQL an export holds a pool
     *  connection (20 per node) for as long as its download takes. */
    EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(10).default(4),
  })
  .transform((env) => ({ exports: { concurrency: env.EXPORT_CONCURRENCY } }));
