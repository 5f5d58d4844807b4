import { z } from 'zod';
import { doc } from '../../platform/graphql/from-zod.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';
import { CHANGE_STATUSES, CHANGE_TYPES } from './change.entity.js';

/** The one declaration of a stock item as the API shows it: `StockItemView` (the service) is its
 *  output, REST answers its JSON form and OpenAPI describes it */
export const StockItemViewSchema = view({
  id: doc(rowId(), "The item's id"),
  index: z.string().describe('The catalogue index (indeks katalogowy)'),
  name: doc(z.string(), 'The name'),
  ean: doc(z.string(), 'The EAN'),
  location: doc(z.string(), 'Rack location, e.g. A-01-03'),
  quantity: doc(
    z.number().describe('The stock level: whole for pieces, up to 3 decimals for mb, m, m2, kg (ADR 0840)'),
    'The stock level: whole for pieces, up to 3 decimals for units measured by length, area or weight (mb, m, m2, kg)',
  ),
  unit: doc(z.string(), 'The unit (szt, m2, ...)'),
  availabilityCheck: z.boolean().describe('Marked for an availability check'),
  updatedAt: doc(isoDateTime(), 'When it last changed'),
  hasErrorChanges: doc(z.boolean().describe('A change of this item failed in the ERP and waits to be retried or dismissed'), 'A change of this item failed in the ERP (retry or dismiss it)'),
  hasPendingChange: z.boolean().describe('A change of this item is waiting for the ERP'),
});
export type StockItemView = z.output<typeof StockItemViewSchema>;

/** GET /api/stocks (SPEC.md section 7 names these keys). */
export const StockListSchema = view({
  data: z.array(StockItemViewSchema),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  count: z.number().int().describe('Items over all pages'),
});
export type StockList = z.output<typeof StockListSchema>;

export const SetAvailabilityResultSchema = view({ updated: z.number().int().describe('How many items were set'), data: z.array(StockItemViewSchema) });
export type SetAvailabilityResult = z.output<typeof SetAvailabilityResultSchema>;

const LocationChangeDataSchema = view({ stara_lokalizacja: z.string(), nowa_lokalizacja: z.string() });
const StockChangeDataSchema = view({ stary_stan: z.number(), nowy_stan: z.number(), powod_zmiany: z.string() });

/** The one declaration of a stock change as the API shows it (`ChangeView`). */
export const ChangeViewSchema = view({
  id: rowId(),
  type: z.enum(CHANGE_TYPES),
  reference: z.string().describe('The catalogue index of the item'),
  stockItemId: rowId(),
  data: z.union([LocationChangeDataSchema, StockChangeDataSchema]).describe('location: { stara_lokalizacja, nowa_lokalizacja }; stock: { stary_stan, nowy_stan, powod_zmiany }'),
  status: z.enum(CHANGE_STATUSES).describe('PENDING while the ERP has not answered; SUCCESS once applied; ERROR with errorMessage'),
  errorMessage: z.string().nullable().describe("The ERP's reason, when status is ERROR"),
  attempt: z.number().int().describe('How many times it was sent to the ERP'),
  createdById: z.number().int().nullable().describe('The user who made it (null for an integration)'),
  createdByName: z.string().nullable(),
  numer_pracownika: z.number().int().nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  appliedAt: isoDateTime().nullable().describe('When the ERP accepted it and the item changed'),
});
export type ChangeView = z.output<typeof ChangeViewSchema>;

/** The answer of a create or retry: the change, its operationId and the message to show. */
export const ChangeResultSchema = ChangeViewSchema.extend({
  operationId: z.string().describe('Follow the ERP answer with the operationStatus(operationId) subscription'),
  message: z.string().describe('What to show: the success message, or the waiting-for-system message while PENDING'),
});
export type ChangeResult = z.output<typeof ChangeResultSchema>;
