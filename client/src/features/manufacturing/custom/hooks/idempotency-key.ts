/** Moved to client/src/shared/idempotency-key.ts (standard manufacturing uses it too). */
export { newIdempotencyKey } from '../../../../shared/idempotency-key';
