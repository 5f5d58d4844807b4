import { Checkbox, Dialog, Field, HStack, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PrinterAdminFieldsFragment } from '../../../gql/graphql';
import { DialogActions } from '../../../shared/ui/dialog-actions';
import { usePrinterForm } from '../hooks/use-printer-form';
import { PRINTER_DRIVERS, type PrinterFormValues } from '../label-forms.schema';
import { OFFERED_PRINTER_NAMES, offeredPrinters } from '../printer-choice';

/** Add or edit a printer; the server's field errors appear under their fields. */
export function PrinterFormDialog({
  open,
  printer,
  busy,
  fieldErrors,
  onClose,
  onSubmit,
}: {
  open: boolean;
  printer: PrinterAdminFieldsFragment | null;
  busy: boolean;
  fieldErrors: Record<string, string>;
  onClose(): void;
  onSubmit(values: PrinterFormValues): void;
}) {
  const { t } = useTranslation();
  const { form, onSubmit: submit } = usePrinterForm(open, printer, onSubmit);
  const { errors } = form.formState;
  const [name, driver] = form.watch(['name', 'driver']);
  /** The form's own message (an i18n key) first, else the server's reason under one of its keys. */
  const err = (field: keyof PrinterFormValues, ...serverKeys: string[]) => {
    const own = errors[field]?.message;
    return own ? t(own as 'labelPrinting.reasons.is required') : serverKeys.map((k) => fieldErrors[k]).find(Boolean);
  };
  const offered = offeredPrinters([{ id: 1, name }]).length > 0;
  const text = (key: 'name' | 'computerName' | 'hostname' | 'host' | 'port' | 'queue' | 'folder', errorKeys: string[], testId: string) => (
    <Field.Root invalid={!!err(key, ...errorKeys)}>
      <Field.Label>{t(`labelPrinting.printers.fields.${key}`)}</Field.Label>
      <Input data-testid={testId} {...form.register(key)} inputMode={key === 'port' ? 'numeric' : undefined} />
      <Field.ErrorText>{err(key, ...errorKeys)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="printer-form">
            <Dialog.Header>
              <Dialog.Title>{printer ? t('labelPrinting.printers.edit') : t('labelPrinting.printers.add')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {text('name', ['name'], 'printer-name')}
                <Text fontSize="xs" color={name.trim() && !offered ? 'fg.warning' : 'fg.muted'} data-testid="printer-name-hint" mt="-2">
                  {t('labelPrinting.printers.namesOffered', { names: OFFERED_PRINTER_NAMES.join(', ') })}
                  {name.trim() && !offered ? ` ${t('labelPrinting.printers.notOffered')}` : ''}
                </Text>
                <HStack gap="3" align="start">
                  {text('computerName', ['computer.name', 'computer'], 'printer-computer-name')}
                  {text('hostname', ['computer.hostname'], 'printer-hostname')}
                </HStack>
                <HStack gap="3" align="start">
                  <Field.Root>
                    <Field.Label>{t('labelPrinting.printers.fields.driver')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field data-testid="printer-driver" {...form.register('driver')}>
                        {PRINTER_DRIVERS.map((d) => (
                          <option key={d} value={d}>
                            {t(`labelPrinting.printers.drivers.${d}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('labelPrinting.printers.fields.language')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field data-testid="printer-language" {...form.register('language')}>
                        <option value="zpl">ZPL (Zebra)</option>
                        <option value="pdf">PDF</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </HStack>
                {driver === 'tcp' && (
                  <HStack gap="3" align="start">
                    {text('host', ['host'], 'printer-host')}
                    {text('port', ['port'], 'printer-port')}
                  </HStack>
                )}
                {driver === 'agent' && text('queue', ['queue'], 'printer-queue')}
                {driver === 'file' && text('folder', ['folder'], 'printer-folder')}
                <Controller
                  control={form.control}
                  name="enabled"
                  render={({ field }) => (
                    <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('labelPrinting.printers.fields.enabled')}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={t('labelPrinting.actions.cancel')}
              onCancel={onClose}
              confirmLabel={t('labelPrinting.printers.save')}
              onConfirm={() => void submit()}
              busy={busy}
              confirmTestId="printer-save"
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
