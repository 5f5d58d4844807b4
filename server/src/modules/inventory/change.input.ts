import { z } from 'zod';
import { CHANGE_STATUSES } from './change.entity.js';
import { hasStockDecimals, LOCATION_MAX_LENGTH, normaliseLocation } from '../../../../domain/inventory/index.js';

/** A stock level: numbers also arrive as strings from some shop clients ('12' -> 12, '12,5' ->
 *  12.5). Up to 3 decimals here; whether the item's unit takes decimals at all is the service's
 *  rule. */
const stockLevel = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(v) ? Number(v.replace(',', '.')) : v),
    z
      .number({ message: `${field} must be a number` })
      .max(1_000_000_000, 'is too large')
      .refine(hasStockDecimals, 'must have at most 3 decimals'),
  );

/** Normalised (`c-18-02` -> `C-18-02`); the configured format is the service's rule. */
const location = z.string({ message: 'is required' }).trim().min(1, 'is required').max(LOCATION_MAX_LENGTH, 'must be at most 32 characters').transform(normaliseLocation);

export const LocationDataSchema = z.strictObject({
  /** The item's location as the user saw it: the guard (409 when it moved meanwhile). */
  stara_lokalizacja: z.string({ message: 'is required' }).trim().max(LOCATION_MAX_LENGTH, 'must be at most 32 characters'),
  nowa_lokalizacja: location,
});

export const StockDataSchema = z.strictObject({
  /** The quantity as the user saw it: the guard (409 when it moved meanwhile). */
  stary_stan: stockLevel('stary_stan').pipe(z.number().min(0, 'cannot be below zero')),
  nowy_stan: stockLevel('nowy_stan').pipe(z.number().min(0, 'cannot be below zero')),
  powod_zmiany: z.string({ message: 'is required' }).trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
});

const reference = z.string({ message: 'is required' }).trim().min(1, 'is required').max(64, 'must be at most 64 characters');
const operationId = z.string().uuid('must be a UUID').optional();

/** POST /api/changes: { type, reference, data } in SPEC.md's shapes. */
export const ChangeCreateSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('location'), reference, data: LocationDataSchema, operationId }),
    z.strictObject({ type: z.literal('stock'), reference, data: StockDataSchema, operationId }),
  ],
  { message: 'must be location or stock' },
);
export type ChangeCreateInput = z.output<typeof ChangeCreateSchema>;

/** PATCH /api/changes/{id}: retry an ERROR change, optionally with corrected data. */
export const ChangeRetrySchema = z.strictObject({
  data: z.record(z.string(), z.unknown()).optional(),
  operationId,
});
export type ChangeRetryInput = z.output<typeof ChangeRetrySchema>;

export const ChangeListQuerySchema = z.strictObject({
  reference: z.string().trim().min(1).max(64).optional(),
  status: z.enum(CHANGE_STATUSES, { message: `must be one of ${CHANGE_STATUSES.join(', ')}` }).optional(),
});
export type ChangeListQuery = z.output<typeof ChangeListQuerySchema>;
