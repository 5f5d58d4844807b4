import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PrinterAdminFieldsFragment } from '../../../gql/graphql';
import { printerFormSchema, type PrinterFormValues } from '../label-forms.schema';

const fromPrinter = (p: PrinterAdminFieldsFragment | null): PrinterFormValues => ({
  name: p?.name ?? '',
  computerName: p?.computer.name ?? '',
  hostname: p?.computer.hostname ?? '',
  driver: (p?.driver as PrinterFormValues['driver']) ?? 'tcp',
  host: p?.host ?? '',
  port: p?.port ? String(p.port) : '9100',
  queue: p?.queue ?? '',
  folder: p?.folder ?? '',
  language: (p?.language as PrinterFormValues['language']) ?? 'zpl',
  enabled: p?.enabled ?? true,
});

/**
 * The add/edit form of a printer (zod + react-hook-form). Saving, and the server's field errors,
 * belong to Drukarki's data (`usePrintersAdmin`); the form hands valid values to `onValid`.
 * Each opening starts from the printer (or the defaults of a new one) with no errors.
 */
export function usePrinterForm(open: boolean, printer: PrinterAdminFieldsFragment | null, onValid: (values: PrinterFormValues) => void) {
  const form = useForm<PrinterFormValues>({ resolver: zodResolver(printerFormSchema), defaultValues: fromPrinter(printer) });
  useEffect(() => {
    if (open) form.reset(fromPrinter(printer));
  }, [open, printer, form]);
  return { form, onSubmit: form.handleSubmit(onValid) };
}
