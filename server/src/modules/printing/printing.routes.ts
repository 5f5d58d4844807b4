import { z } from 'zod';
import { IdParamSchema } from '../../platform/params.js';
import { pageSchema } from '../../platform/pagination.js';
import { defineRoute } from '../../platform/rest/route.js';
import { PrinterCreateSchema, PrinterUpdateSchema, PrintJobListQuerySchema } from './printing.input.js';
import type { PrintingService } from './printing.service.js';

const ComputerRef = z.object({ id: z.number().int(), name: z.string(), hostname: z.string() });
const PrinterSummarySchema = z.object({ id: z.number().int(), name: z.string(), language: z.string(), computer: ComputerRef });
const PrinterSchema = PrinterSummarySchema.extend({
  driver: z.enum(['tcp', 'agent', 'file']),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  queue: z.string().nullable(),
  folder: z.string().nullable(),
  enabled: z.boolean(),
});
export const PrintJobSchema = z.object({
  id: z.number().int(),
  printerId: z.number().int(),
  printerName: z.string(),
  status: z.enum(['QUEUED', 'SENDING', 'DONE', 'FAILED', 'NEEDS_ATTENTION', 'CANCELLED']),
  source: z.string(),
  reference: z.string().nullable(),
  copies: z.number().int(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  operationId: z.string().nullable(),
  createdAt: z.string(),
});
export const PrintQueuedSchema = z.object({ jobId: z.number().int(), operationId: z.string(), status: z.string() });

export function printingRoutes(printing: PrintingService) {
  return [
    defineRoute({
      method: 'get',
      path: '/quick-print/printers',
      operation: 'quickPrintPrinters',
      tags: ['quick-print'],
      summary: 'Printers with their computer { name, hostname }, sorted by id descending',
      response: z.array(PrinterSummarySchema),
      handle: (ctx) => printing.quickPrintPrinters(ctx),
    }),
    defineRoute({
      method: 'get',
      path: '/printers',
      operation: 'printerList',
      tags: ['printers'],
      summary: 'Every printer with its driver and address (admin)',
      response: z.array(PrinterSchema),
      handle: (ctx) => printing.listPrinters(ctx),
    }),
    defineRoute({
      method: 'post',
      path: '/printers',
      operation: 'printerCreate',
      tags: ['printers'],
      summary: 'Add a printer: { name, computer: { name, hostname }, driver: tcp|agent|file, host, port, queue, folder, language: zpl|pdf }',
      body: PrinterCreateSchema,
      response: PrinterSchema,
      successStatus: 201,
      handle: (ctx, { body }) => printing.createPrinter(ctx, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/printers/:id',
      operation: 'printerUpdate',
      tags: ['printers'],
      summary: 'Change a printer (any field of POST)',
      params: IdParamSchema,
      body: PrinterUpdateSchema,
      response: PrinterSchema,
      handle: (ctx, { params, body }) => printing.updatePrinter(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/printers/:id',
      operation: 'printerDelete',
      tags: ['printers'],
      summary: 'Remove a printer (kept for the jobs that name it)',
      params: IdParamSchema,
      response: PrinterSchema,
      handle: (ctx, { params }) => printing.deletePrinter(ctx, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/computers',
      operation: 'computerList',
      tags: ['printers'],
      summary: 'Computers printers hang on (admin)',
      response: z.array(z.object({ id: z.number().int(), name: z.string(), hostname: z.string(), agentSeenAt: z.string().nullable() })),
      handle: (ctx) => printing.listComputers(ctx),
    }),
    defineRoute({
      method: 'get',
      path: '/print-jobs',
      operation: 'printJobList',
      tags: ['printers'],
      summary: 'Recent print jobs with their state and error (admin): page, limit, status, printerId',
      query: PrintJobListQuerySchema,
      response: pageSchema(PrintJobSchema),
      handle: (ctx, { query }) => printing.listJobs(ctx, query),
    }),
    defineRoute({
      method: 'get',
      path: '/print-jobs/:id',
      operation: 'printJobGet',
      tags: ['printers'],
      summary: 'One print job',
      params: IdParamSchema,
      response: PrintJobSchema,
      handle: (ctx, { params }) => printing.getJob(ctx, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/print-jobs/:id/resend',
      operation: 'printJobResend',
      tags: ['printers'],
      summary: 'Send again a job that failed or needs attention (admin)',
      params: IdParamSchema,
      response: PrintJobSchema,
      handle: (ctx, { params }) => printing.resendJob(ctx, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/print-jobs/:id/cancel',
      operation: 'printJobCancel',
      tags: ['printers'],
      summary: 'Cancel a queued job or one that needs attention (admin)',
      params: IdParamSchema,
      response: PrintJobSchema,
      handle: (ctx, { params }) => printing.cancelJob(ctx, params.id),
    }),
  ];
}
