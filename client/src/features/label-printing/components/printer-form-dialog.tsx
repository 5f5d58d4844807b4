import { Checkbox, Dialog, Field, HStack, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrinterAdminFieldsFragment } from '../../../gql/graphql';
import { DialogActions } from '../../../shared/ui/dialog-actions';
import { OFFERED_PRINTER_NAMES, offeredPrinters } from '../printer-choice';

export interface PrinterFormValues {
  name: string;
  computerName: string;
  hostname: string;
  driver: 'tcp' | 'agent' | 'file';
  host: string;
  port: string;
  queue: string;
  folder: string;
  language: 'zpl' | 'pdf';
  enabled: boolean;
}

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
  const [v, setV] = useState<PrinterFormValues>(fromPrinter(printer));
  useEffect(() => {
    if (open) setV(fromPrinter(printer));
  }, [open, printer]);
  const set = <K extends keyof PrinterFormValues>(k: K, value: PrinterFormValues[K]) => setV((s) => ({ ...s, [k]: value }));
  const [local, setLocal] = useState<Record<string, string>>({});
  useEffect(() => setLocal({}), [open]);
  const err = (...keys: string[]) => keys.map((k) => local[k] ?? fieldErrors[k]).find(Boolean);
  /** Checked here first: a port of "abc" must not reach the server as nothing (and become 9100). */
  const submit = () => {
    const problems: Record<string, string> = {};
    const required = t('labelPrinting.reasons.is required');
    if (!v.name.trim()) problems.name = required;
    if (!v.computerName.trim()) problems['computer.name'] = required;
    if (!v.hostname.trim()) problems['computer.hostname'] = required;
    if (v.driver === 'tcp') {
      if (!v.host.trim()) problems.host = required;
      const port = Number(v.port);
      if (!/^\d+$/.test(v.port.trim()) || port < 1 || port > 65535) problems.port = t('labelPrinting.printers.portInvalid');
    }
    if (v.driver === 'agent' && !v.queue.trim()) problems.queue = required;
    if (v.driver === 'file' && !v.folder.trim()) problems.folder = required;
    setLocal(problems);
    if (Object.keys(problems).length === 0) onSubmit(v);
  };
  const offered = offeredPrinters([{ id: 1, name: v.name }]).length > 0;
  const text = (key: 'name' | 'computerName' | 'hostname' | 'host' | 'port' | 'queue' | 'folder', errorKeys: string[], testId: string) => (
    <Field.Root invalid={!!err(...errorKeys)}>
      <Field.Label>{t(`labelPrinting.printers.fields.${key}`)}</Field.Label>
      <Input data-testid={testId} value={v[key]} inputMode={key === 'port' ? 'numeric' : undefined} onChange={(e) => set(key, e.target.value)} />
      <Field.ErrorText>{err(...errorKeys)}</Field.ErrorText>
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
                <Text fontSize="xs" color={v.name.trim() && !offered ? 'fg.warning' : 'fg.muted'} data-testid="printer-name-hint" mt="-2">
                  {t('labelPrinting.printers.namesOffered', { names: OFFERED_PRINTER_NAMES.join(', ') })}
                  {v.name.trim() && !offered ? ` ${t('labelPrinting.printers.notOffered')}` : ''}
                </Text>
                <HStack gap="3" align="start">
                  {text('computerName', ['computer.name', 'computer'], 'printer-computer-name')}
                  {text('hostname', ['computer.hostname'], 'printer-hostname')}
                </HStack>
                <HStack gap="3" align="start">
                  <Field.Root>
                    <Field.Label>{t('labelPrinting.printers.fields.driver')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field data-testid="printer-driver" value={v.driver} onChange={(e) => set('driver', e.target.value as PrinterFormValues['driver'])}>
                        {(['tcp', 'agent', 'file'] as const).map((d) => (
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
                      <NativeSelect.Field data-testid="printer-language" value={v.language} onChange={(e) => set('language', e.target.value as PrinterFormValues['language'])}>
                        <option value="zpl">ZPL (Zebra)</option>
                        <option value="pdf">PDF</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </HStack>
                {v.driver === 'tcp' && (
                  <HStack gap="3" align="start">
                    {text('host', ['host'], 'printer-host')}
                    {text('port', ['port'], 'printer-port')}
                  </HStack>
                )}
                {v.driver === 'agent' && text('queue', ['queue'], 'printer-queue')}
                {v.driver === 'file' && text('folder', ['folder'], 'printer-folder')}
                <Checkbox.Root checked={v.enabled} onCheckedChange={(e) => set('enabled', !!e.checked)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('labelPrinting.printers.fields.enabled')}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={t('labelPrinting.actions.cancel')}
              onCancel={onClose}
              confirmLabel={t('labelPrinting.printers.save')}
              onConfirm={submit}
              busy={busy}
              confirmTestId="printer-save"
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
