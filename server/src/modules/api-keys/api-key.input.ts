import { z } from 'zod';
import { INTEGRATION_SCOPES } from '../../platform/authorization/policies.js';

export const ApiKeyCreateInputSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  scope: z.enum(INTEGRATION_SCOPES, { message: `must be one of: ${INTEGRATION_SCOPES.join(', ')}` }),
});
export type ApiKeyCreateInput = z.output<typeof ApiKeyCreateInputSchema>;

