import { z } from 'zod';
import { pageSchema } from '../../platform/pagination.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';

/** One history entry as the API shows it: `HistoryEntryView` is its output (ADR 0700). */
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

export const HistoryListSchema = pageSchema(HistoryEntryViewSchema);
export type HistoryList = z.output<typeof HistoryListSchema>;
