import { z } from 'zod';
import { duration, durationMs } from '../../platform/config.js';

/** The environment the documents (packing) module reads. */
export const documentsConfigSchema = z
  .object({
    /** A document lock idle longer than this can be taken over by another packer. */
    DOCUMENT_LOCK_TTL: duration.default('2h'),
    /** Largest PDF the shop may push, in bytes. */
    DOCUMENT_MAX_BYTES: z.coerce.number().int().min(1024).max(512 * 1024 * 1024).default(20 * 1024 * 1024),
  })
  .transform((env) => ({ documents: { lockTtlMs: durationMs(env.DOCUMENT_LOCK_TTL), maxBytes: env.DOCUMENT_MAX_BYTES } }));
export type DocumentsConfig = z.output<typeof documentsConfigSchema>;
