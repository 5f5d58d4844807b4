import { z } from 'zod';

export const ApiKeyCreateInputSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
});
export type ApiKeyCreateInput = z.output<typeof ApiKeyCreateInputSchema>;

export const ApiKeyIdSchema = z.object({ id: z.coerce.number().int().positive('must be a positive integer') });
