import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';

/** The one REST error body (`restErrorBody`): statusCode, error, message, `fields` on input
 *  errors, and the details an error names (each declared here, so a new one is documented before
 *  it ships: the contract check refuses an undeclared key). */
export const ErrorBodySchema = z.strictObject({
    statusCode: z.number().int().min(400).max(599).describe('The HTTP status, repeated'),
    error: z.enum(Object.values(ERROR_CODES).map((c) => c.error) as [string, ...string[]]).describe('The HTTP reason phrase of statusCode'),
    message: z.string().describe('What went wrong, for a person'),
    fields: z.record(z.string(), z.string()).optional().describe('Each invalid field (or header, e.g. Idempotency-Key) with the reason (400, 409, 413, 422)'),
    reason: z.string().optional().describe('A machine-readable cause of a 403 or 409, e.g. LOCKED_BY_OTHER, NOT_LOCKED, NOT_IN_QUEUE, STALE, PENDING_CHANGE, SUCCEEDED, PENDING, PRINTER_DISABLED, NOT_RESENDABLE, NOT_CANCELLABLE, REGISTRATION_CLOSED, ORDER_TAKEN, ORDER_ALREADY_OPEN, NOT_CONFIRMABLE, VERSION_CONFLICT, BATCH_CLOSED, BATCH_REFUSED, BATCH_OPEN, LABELS_EXIST, LABEL_VOIDED, MISSING_CLOSED'),
    status: z.string().optional().describe('The current status of the record a 409 refers to'),
    current: z.record(z.string(), z.unknown()).optional().describe('409 STALE / PENDING_CHANGE: the stock item as it is now ({ stan, lokalizacja })'),
    pendingChangeId: z.number().int().optional().describe('409 PENDING_CHANGE: the change waiting for the ERP'),
    documentId: z.number().int().optional().describe('409 ORDER_ALREADY_OPEN: the document of this order still in packing'),
    lockedBy: z.strictObject({ id: z.number().int().nullable(), name: z.string().nullable() }).optional().describe('409 LOCKED_BY_OTHER: who holds the lock'),
    lockedAt: z.string().nullable().optional().describe('409 LOCKED_BY_OTHER: since when'),
    retryAfter: z.number().optional().describe('429: seconds to wait (also in the Retry-After header)'),
    rows: z.array(z.strictObject({ line: z.number().int(), field: z.string(), reason: z.string() })).optional().describe('422 of an import: every bad row'),
    missing: z.array(z.number().int()).optional().describe('404 of a bulk change: the unknown ids'),
    limit: z.unknown().optional().describe('413 / 400 of a bounded input: the limit that was exceeded'),
    max: z.number().optional().describe('400 of a bounded GraphQL input: the maximum'),
    found: z.number().optional().describe('400 of a bounded GraphQL input: what was found'),
    unknown: z.array(z.string()).optional().describe('404 of a request naming codes (standard manufacturing label-delete): the codes that name nothing'),
    reasons: z.array(z.strictObject({ code: z.string(), message: z.string() })).optional().describe('422 of a refused standard manufacturing persist: every reason (code, plain-Polish message)'),
    heldBy: z.strictObject({ employeeNumber: z.number().int(), name: z.string() }).optional().describe('409 ORDER_TAKEN: the worker who holds the order'),
    changedBy: z.string().nullable().optional().describe('409 VERSION_CONFLICT: who saved the record meanwhile'),
    version: z.number().int().nullable().optional().describe('409 VERSION_CONFLICT: the version the record has now'),
    batchNumber: z.string().nullable().optional().describe('409 BATCH_CLOSED: the closed batch the record is in'),
    ids: z.array(z.number().int()).optional().describe('409 BATCH_REFUSED / LABEL_VOIDED, 404 of labels: the offending ids'),
    offenders: z.array(z.strictObject({ id: z.number().int(), reason: z.string() })).optional().describe('409 BATCH_REFUSED: each offending record and why'),
    closedBy: z.number().int().nullable().optional().describe('409 MISSING_CLOSED: who closed the missing-glass entry'),
    holds: z
      .array(z.strictObject({ code: z.string(), message: z.string() }))
      .optional()
      .describe('409 GLASS_NOT_READY: what of the order is not ready (MISSING_GLASS, GLASS_NOT_MADE), in Polish; ship with override: true to send it anyway'),
    violations: z.array(z.record(z.string(), z.unknown())).optional().describe('400 of a drilling schema: every tempered-glass rule it breaks (code, path, hole, measured, limit, message)'),
  });
