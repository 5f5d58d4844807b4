import { z } from 'zod';
import { pageSchema } from '../../platform/pagination.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';
import { DocumentStatus } from './document.entity.js';

/** The one declaration of a document as the API shows it: `DocumentView` (the service) is its
 *  output, REST answers its JSON form and OpenAPI describes it. */
export const DocumentViewSchema = view({
  id: rowId(),
  number: z.string().describe('The order number'),
  externalId: z.string().nullable().describe("The shop's own id of the order"),
  customer: z.string(),
  shippingMethod: z.string(),
  wantsInvoice: z.boolean(),
  paymentsCod: z.boolean().describe('Cash on delivery'),
  is_pickup: z.boolean(),
  pickup_place: z.string().nullable(),
  is_locked: z.boolean(),
  lockExpired: z.boolean().describe('Locked, but idle longer than DOCUMENT_LOCK_TTL: another packer may take the lock over'),
  lockedById: z.number().int().nullable(),
  lockedByName: z.string().nullable(),
  lockedAt: isoDateTime().nullable(),
  status: z.enum(DocumentStatus),
  error: z.boolean().describe('The shop flagged the order as having an error'),
  missingParts: z.array(z.string()).nullable().describe('What is missing, once the order is held for missing parts'),
  missingPartsNote: z.string().nullable(),
  fileSize: z.number().int().describe('Bytes of the PDF'),
  createdAt: isoDateTime(),
  closedAt: isoDateTime().nullable().describe('When it left the queue (shipped, held for missing parts or deleted)'),
});
export type DocumentView = z.output<typeof DocumentViewSchema>;

export const DocumentListSchema = pageSchema(DocumentViewSchema);
export type DocumentList = z.output<typeof DocumentListSchema>;

/** The answer of ship and missing-parts: the message to show and the document as it is now. */
export const DocumentActionResultSchema = view({ message: z.string(), document: DocumentViewSchema });
export type DocumentActionResult = z.output<typeof DocumentActionResultSchema>;
