import { z } from 'zod';
import { pageSchema } from '../../platform/pagination.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';

/** One history entry as the API shows it: `HistoryEntryView` is its output. */
export const HistoryEntryViewSchema = view({
  id: rowId(),
  entityType: z.string().describe('document, stock_item, stock_change, user, printer, ...'),
  entityId: z.string(),
  reference: z.string().nullable().describe('A human reference: order number, catalogue index, e-mail ...'),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  userId: z.number().int().nullable().describe('null for an integration (userName is then "API: <key name>")'),
  userName: z.string().nullable(),
  numer_pracownika: z.number().int().nullable(),
  createdAt: isoDateTime(),
});
export type HistoryEntryView = z.output<typeof HistoryEntryViewSchema>;

/** A page; `count` is exact up to 10,000 rows past the page's first row, beyond that it is that
 *  bound plus one and `countExact` is false. */
export const HistoryListSchema = pageSchema(HistoryEntryViewSchema).extend({
  countExact: z.boolean().describe('false: there are more than `count` - 1 rows (the count stops 10,000 rows past this page)'),
  nextCursor: z.string().nullable().describe('Pass as `after` for the next page (cheaper than a deep page number); null on the last page'),
});
export type HistoryList = z.output<typeof HistoryListSchema>;
