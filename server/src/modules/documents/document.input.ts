import { z } from 'zod';
import { limitParam, orderParam, pageParam, sortParam } from '../../platform/pagination.js';
import { DocumentStatus } from './document.entity.js';

/** Multipart fields arrive as strings: 'true' / 'false' / '1' / '0' (booleans pass through). */
const flag = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]))
  .transform((v) => v === true || v === 'true' || v === '1');
const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max, `must be at most ${max} characters`).optional());

/** The fields of a pushed document (POST /api/documents, multipart). */
export const DocumentCreateFieldsSchema = z
  .object({
    number: text(64),
    externalId: optionalText(128),
    customer: text(255),
    shippingMethod: text(128),
    wantsInvoice: flag.default(false),
    paymentsCod: flag.default(false),
    is_pickup: flag.default(false),
    pickup_place: optionalText(255),
    error: flag.default(false),
  })
  .superRefine((v, ctx) => {
    if (v.is_pickup && !v.pickup_place) ctx.addIssue({ code: 'custom', path: ['pickup_place'], message: 'is required when is_pickup is true' });
  });
export type DocumentCreateFields = z.output<typeof DocumentCreateFieldsSchema>;


export const DocumentLockSchema = z.object({ is_locked: z.boolean({ message: 'must be true or false' }) });

/** Taking over another packer's lock names the holder the caller saw. */
export const DocumentTakeOverSchema = z.strictObject({
  lockedById: z.number({ message: 'must be the id of the packer holding the lock' }).int('must be the id of the packer holding the lock').positive('must be the id of the packer holding the lock'),
});
export type DocumentTakeOverInput = z.output<typeof DocumentTakeOverSchema>;

export const MissingPartsSchema = z.object({
  missingParts: z.array(text(200)).min(1, 'name at least one missing part').max(100),
  note: optionalText(2000),
});
export type MissingPartsInput = z.output<typeof MissingPartsSchema>;

/** POST /api/documents/{id}/ship: no body as SPEC.md gives it; `override: true` ships an order
 *  whose glass is missing or not made yet, and the history records it. */
export const DocumentShipSchema = z.strictObject({
  override: z.boolean({ message: 'must be true or false' }).optional(),
  note: optionalText(500),
});
export type DocumentShipInput = z.output<typeof DocumentShipSchema>;

const DOCUMENT_SORT_COLUMNS = ['createdAt', 'number', 'customer', 'shippingMethod', 'lockedAt', 'status'] as const;

const optionalFlag = z.preprocess((v) => (v === '' ? undefined : v), flag.optional());

/** GET /api/documents: page, limit, sort + order (SPEC.md section 5: ASC, otherwise DESC), filters. */
export const DocumentListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(25),
  sort: sortParam(DOCUMENT_SORT_COLUMNS, 'createdAt'),
  order: orderParam('ASC'),
  number: optionalText(64),
  customer: optionalText(255),
  shippingMethod: optionalText(128),
  status: z.enum([DocumentStatus.NEW, DocumentStatus.LOCKED]).optional(),
  is_locked: optionalFlag,
  wantsInvoice: optionalFlag,
  paymentsCod: optionalFlag,
  is_pickup: optionalFlag,
  error: optionalFlag,
});
export type DocumentListQuery = z.output<typeof DocumentListQuerySchema>;
