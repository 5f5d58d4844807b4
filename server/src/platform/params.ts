import { z } from 'zod';

/** `{ id }` of a path like /api/users/:id: a positive 32-bit integer (every table's ids). */
export const IdParamSchema = z.object({
  id: z.coerce.number({ message: 'must be a positive integer' }).int('must be a whole number').positive('must be a positive integer').max(2_147_483_647, 'must be a positive integer'),
});

/** An id the client chose to follow a long operation with `operationStatus(operationId)`
 *  (a UUID fits): 8..64 letters, digits or hyphens. */
export const OperationIdSchema = z.string().trim().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8..64 letters, digits or hyphens');
