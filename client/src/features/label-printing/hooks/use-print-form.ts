import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../../shared/session/auth-store';
import { printFormSchema, type PrintFormValues } from '../label-forms.schema';
import { initialPrinter, recallPrinter, rememberPrinter } from '../printer-choice';
import { useOfferedPrinters } from './use-print-data';
import type { PrintRequest } from './use-quick-print';
import { usePrintRequest } from './use-print-request';

/**
 * The print dialog's form (zod + react-hook-form): an offered printer (this user's last choice
 * first) and 1 to 500 copies, checked as they are typed so "Drukuj" is off while they are wrong.
 * A valid submit remembers the printer and runs the request, followed live by `request`.
 */
export function usePrintForm(open: boolean, onPrint: (input: PrintRequest) => Promise<number | null>) {
  const session = useSession();
  const userKey = session?.numer_pracownika ?? 'anon';
  const { printers, loading: printersLoading } = useOfferedPrinters(open);
  const form = useForm<PrintFormValues>({ resolver: zodResolver(printFormSchema), defaultValues: { printer: null, quantity: '1' }, mode: 'onChange' });
  const request = usePrintRequest();
  const printer = form.watch('printer');

  useEffect(() => {
    if (open) {
      form.reset({ printer: form.getValues('printer'), quantity: '1' });
      request.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open]);
  useEffect(() => {
    if (printer === null || !printers.some((p) => p.id === printer)) form.setValue('printer', initialPrinter(printers, recallPrinter(userKey)), { shouldValidate: true });
  }, [printers, printer, userKey, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (values.printer === null) return;
    const chosen = values.printer;
    rememberPrinter(userKey, chosen);
    void request.run((operationId) => onPrint({ printer: chosen, quantity: Number(values.quantity), operationId }));
  });

  return { form, onSubmit, printer, printers, printersLoading, request, quantityInvalid: !!form.formState.errors.quantity };
}
