import { signedIn, type Rule } from './authorization/rules.js';
import { HistoryEntry } from './audit/history-entry.entity.js';
import { HistoryGramPosition, HistoryReference, HistoryReferenceGram } from './audit/history-reference.entity.js';
import { Job } from './jobs/job.entity.js';
import { IdempotencyKey } from './idempotency/idempotency-key.entity.js';
import { OperationResolver } from './operations/operation.resolver.js';

/** What the platform itself contributes beside the modules: its tables (the job queue, the audit
 *  trail, idempotency keys), and the operation-status subscription every long operation reports through. */
export const PLATFORM_ENTITIES: readonly object[] = [Job, HistoryEntry, HistoryReference, HistoryReferenceGram, HistoryGramPosition, IdempotencyKey];
/** Tables a migration fills with constants: their rows do not make a database "not fresh". */
export const PLATFORM_CONSTANT_ENTITIES: readonly object[] = [HistoryGramPosition];
export const PLATFORM_POLICIES: Record<string, Rule> = {
  // operation statuses (each user only sees their own)
  operationStatus: signedIn,
};
export const platformResolvers = (): object[] => [new OperationResolver()];
