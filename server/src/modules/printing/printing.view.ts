import { z } from 'zod';
import { pageSchema } from '../../platform/pagination.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';
import { PRINT_JOB_STATUSES, PRINTER_DRIVERS } from './printing.entity.js';

/** The one declaration of each printing shape the API shows: the service's view types are their
 *  output, REST answers their JSON form and OpenAPI describes them. */
export const ComputerViewSchema = view({
  id: rowId(),
  name: z.string(),
  hostname: z.string(),
  agentSeenAt: isoDateTime().nullable().describe("When the computer's print agent last called in"),
});
export type ComputerView = z.output<typeof ComputerViewSchema>;

/** What SPEC.md names: { id, name, computer { name, hostname } }. */
export const PrinterSummarySchema = view({
  id: rowId(),
  name: z.string(),
  language: z.string().describe('zpl or pdf'),
  computer: view({ id: rowId(), name: z.string(), hostname: z.string() }),
});
export type PrinterSummary = z.output<typeof PrinterSummarySchema>;

export const PrinterViewSchema = PrinterSummarySchema.extend({
  driver: z.enum(PRINTER_DRIVERS),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  queue: z.string().nullable(),
  folder: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: isoDateTime(),
});
export type PrinterView = z.output<typeof PrinterViewSchema>;

export const PrintJobViewSchema = view({
  id: rowId(),
  printerId: rowId(),
  printerName: z.string(),
  status: z.enum(PRINT_JOB_STATUSES),
  source: z.string().describe('Who printed: stock-label, quick-print, ...'),
  reference: z.string().nullable(),
  format: z.string(),
  copies: z.number().int(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  output: z.string().nullable().describe('Where a file printer wrote the job (DATA_DIR-relative path); null for other printers'),
  operationId: z.string().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: isoDateTime(),
  sentAt: isoDateTime().nullable(),
  finishedAt: isoDateTime().nullable(),
});
export type PrintJobView = z.output<typeof PrintJobViewSchema>;

export const PrintJobListSchema = pageSchema(PrintJobViewSchema);

/** A print taken into the queue: follow it with operationStatus(operationId). */
export const PrintQueuedSchema = view({
  jobId: rowId(),
  operationId: z.string().describe('Follow the print with the operationStatus(operationId) subscription'),
  status: z.enum(PRINT_JOB_STATUSES),
});
export type PrintQueued = z.output<typeof PrintQueuedSchema>;
