import { UniqueConstraintViolationException, ForeignKeyConstraintViolationException, LockWaitTimeoutException, DeadlockException } from '@mikro-orm/core';
import { AppError } from './errors.js';

/** Any thrown value -> an AppError an adapter can answer with. Unknown errors become a 500
 *  whose message says nothing about internals (the original goes to the log). */
export function normalizeError(err: unknown): { error: AppError; unexpected: boolean } {
  if (err instanceof AppError) return { error: err, unexpected: false };
  if (err instanceof UniqueConstraintViolationException) {
    return { error: new AppError('CONFLICT', 'Conflicts with an existing record'), unexpected: false };
  }
  if (err instanceof ForeignKeyConstraintViolationException) {
    return { error: new AppError('CONFLICT', 'The record is referenced by or refers to another record'), unexpected: false };
  }
  if (err instanceof LockWaitTimeoutException || err instanceof DeadlockException) {
    return { error: new AppError('CONFLICT', 'The record is busy; try again'), unexpected: true };
  }
  return { error: new AppError('INTERNAL_SERVER_ERROR', 'Internal server error'), unexpected: true };
}
