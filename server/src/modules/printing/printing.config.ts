import { z } from 'zod';

/** The environment the print queue reads. */
export const printingConfigSchema = z
  .object({
    /** Attempts for a printer that cannot be reached, and the first retry delay (doubles). */
    PRINT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    PRINT_RETRY_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
    PRINT_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
    PRINT_WRITE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
    /** How long a print agent has to accept a job before the printer counts as unreachable. */
    PRINT_AGENT_ACK_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  })
  .transform((env) => ({
    printing: {
      maxAttempts: env.PRINT_MAX_ATTEMPTS,
      retryMs: env.PRINT_RETRY_MS,
      connectTimeoutMs: env.PRINT_CONNECT_TIMEOUT_MS,
      writeTimeoutMs: env.PRINT_WRITE_TIMEOUT_MS,
      agentAckMs: env.PRINT_AGENT_ACK_MS,
    },
  }));
export type PrintingConfig = z.output<typeof printingConfigSchema>;
