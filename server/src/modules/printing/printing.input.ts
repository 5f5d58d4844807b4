import { z } from 'zod';
import { limitParam, pageParam } from '../../platform/pagination.js';
import { PRINTER_DRIVERS, PRINTER_LANGUAGES, PRINT_JOB_STATUSES } from './printing.entity.js';

const text = (max: number) => z.string({ message: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string().trim().max(max, `must be at most ${max} characters`).optional());

const ComputerInputSchema = z.object({
  name: text(100),
  hostname: text(255).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a host name (letters, digits, dots, hyphens)'),
});

const printerFields = {
  name: text(120),
  computer: ComputerInputSchema,
  driver: z.enum(PRINTER_DRIVERS, { message: `must be one of ${PRINTER_DRIVERS.join(', ')}` }),
  host: optionalText(255),
  port: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.coerce.number().int().min(1, 'must be 1..65535').max(65535, 'must be 1..65535').optional()),
  queue: optionalText(255),
  folder: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.string().trim().max(100).regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/, 'must be a folder name (letters, digits, ., _, -)').optional(),
  ),
  language: z.enum(PRINTER_LANGUAGES, { message: `must be one of ${PRINTER_LANGUAGES.join(', ')}` }),
  enabled: z.boolean({ message: 'must be true or false' }).optional(),
};

export const PrinterCreateSchema = z.object(printerFields);
export type PrinterCreateInput = z.output<typeof PrinterCreateSchema>;

export const PrinterUpdateSchema = z.object(printerFields).partial();
export type PrinterUpdateInput = z.output<typeof PrinterUpdateSchema>;

export const PrintJobListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(25),
  status: z.enum(PRINT_JOB_STATUSES).optional(),
  printerId: z.coerce.number().int().positive().optional(),
});
export type PrintJobListQuery = z.output<typeof PrintJobListQuerySchema>;

/** A print agent announcing its computer and the printers of its spooler. */
export const AgentRegisterSchema = z.object({
  computer: ComputerInputSchema,
  printers: z
    .array(z.object({ name: text(120), queue: text(255), language: z.enum(PRINTER_LANGUAGES) }))
    .max(100, 'at most 100 printers'),
});
export type AgentRegisterInput = z.output<typeof AgentRegisterSchema>;

export const AgentReportSchema = z.object({
  jobId: z.number().int().positive(),
  outcome: z.enum(['ACCEPTED', 'DONE', 'FAILED']),
  error: optionalText(1000),
});
export type AgentReportInput = z.output<typeof AgentReportSchema>;

export const DOCUMENT_SIZES = ['small', 'large', 'a4'] as const;
