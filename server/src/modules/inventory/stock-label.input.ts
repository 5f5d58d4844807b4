import { z } from 'zod';
import { OperationIdSchema } from '../../platform/params.js';
import { DOCUMENT_SIZES } from '../printing/index.js';

/** SPEC.md section 7: POST /api/stocks/print (id, quantity, printer, documentSize). */
export const StockPrintSchema = z.object({
  id: z.coerce.number({ message: 'must be a stock item id' }).int().positive('must be a stock item id'),
  quantity: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500'),
  printer: z.coerce.number({ message: 'must be a printer id' }).int().positive('must be a printer id'),
  documentSize: z.enum(DOCUMENT_SIZES, { message: 'must be small, large or a4' }).default('small'),
  operationId: OperationIdSchema.optional(),
});
export type StockPrintInput = z.output<typeof StockPrintSchema>;

export const StockPreviewQuerySchema = z.object({ documentSize: z.enum(DOCUMENT_SIZES, { message: 'must be small, large or a4' }).default('small') });
