import { z } from 'zod';
import { pageSchema } from '../../platform/pagination.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';
import { PrintQueuedSchema } from '../printing/index.js';

/** The one declaration of a quick-print label as the API shows it (`LabelView`). */
export const LabelViewSchema = view({
  id: rowId(),
  name: z.string(),
  lines: z.array(z.string()).describe('The text lines printed under the name (up to 6)'),
  ean: z.string().nullable().describe('EAN-13 printed as a barcode'),
  code: z.string().nullable(),
  size: z.string().describe('small or large'),
  updatedAt: isoDateTime(),
});
export type LabelView = z.output<typeof LabelViewSchema>;

/** A page; `count` is exact up to 10,000 rows past the page's first row, beyond that it is that
 *  bound plus one and `countExact` is false. */
export const LabelListSchema = pageSchema(LabelViewSchema).extend({
  countExact: z.boolean().describe('false: there are more than `count` - 1 labels (the count stops 10,000 rows past this page)'),
});
export type LabelList = z.output<typeof LabelListSchema>;

export const LabelImportResultSchema = view({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  operationId: z.string(),
});
export type LabelImportResult = z.output<typeof LabelImportResultSchema>;

/** A print answered at once (202): the queued job and the message to show. */
export const LabelPrintQueuedSchema = PrintQueuedSchema.extend({ message: z.string() });
export type LabelPrintQueued = z.output<typeof LabelPrintQueuedSchema>;
