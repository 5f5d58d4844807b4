import { z } from 'zod';

/** Validation messages are i18n keys, translated where they show. */
const REQUIRED = 'labelPrinting.reasons.is required';

const filled = (value: string) => value.trim().length > 0;

/** A quick-print label's edit: only the name is required here; the server checks the EAN. The
 *  values are sent as typed (the server trims), so the schema checks and never transforms. */
export const labelEditSchema = z.object({
  name: z.string().refine(filled, { error: REQUIRED }),
  lines: z.string(),
  ean: z.string(),
  code: z.string(),
  size: z.string(),
});
export type LabelEditValues = z.output<typeof labelEditSchema>;

export const PRINTER_DRIVERS = ['tcp', 'agent', 'file'] as const;

/** A printer: what each driver needs is checked here first, so a port of "abc" never reaches the
 *  server as nothing (which it would store as 9100). */
export const printerFormSchema = z
  .object({
    name: z.string().refine(filled, { error: REQUIRED }),
    computerName: z.string().refine(filled, { error: REQUIRED }),
    hostname: z.string().refine(filled, { error: REQUIRED }),
    driver: z.enum(PRINTER_DRIVERS),
    host: z.string(),
    port: z.string(),
    queue: z.string(),
    folder: z.string(),
    language: z.enum(['zpl', 'pdf']),
    enabled: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const need = (field: 'host' | 'queue' | 'folder') => {
      if (!filled(v[field])) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
    };
    if (v.driver === 'tcp') {
      need('host');
      const port = Number(v.port);
      if (!/^\d+$/.test(v.port.trim()) || port < 1 || port > 65535) ctx.addIssue({ code: 'custom', path: ['port'], message: 'labelPrinting.printers.portInvalid' });
    }
    if (v.driver === 'agent') need('queue');
    if (v.driver === 'file') need('folder');
  });
export type PrinterFormValues = z.output<typeof printerFormSchema>;

/** A print request: a chosen printer and 1 to 500 copies (typed as text in a number field). */
export const printFormSchema = z.object({
  printer: z.number().nullable().refine((p) => p !== null, { error: 'labelPrinting.print.noPrinters' }),
  quantity: z.string().refine((q) => {
    const n = Number(q);
    return q.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 500;
  }, { error: 'labelPrinting.print.quantityInvalid' }),
});
export type PrintFormValues = z.input<typeof printFormSchema>;

/** An import: a chosen file or pasted CSV rows. */
export const importFormSchema = z
  .object({ file: z.instanceof(File).nullable(), pasted: z.string() })
  .refine((v) => v.file !== null || filled(v.pasted), { error: 'labelPrinting.import.nothing', path: ['file'] });
export type ImportFormValues = z.output<typeof importFormSchema>;
