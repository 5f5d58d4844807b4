import { Badge, Box, Dialog, Field, HStack, Image, Input, NativeSelect, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintForm } from '../hooks/use-print-form';
import { DialogActions } from '../../../shared/ui/dialog-actions';
import { notify } from '../../../shared/ui/notices';

interface PrintDialogProps {
  open: boolean;
  title: string;
  /** The preview as SVG text (null while loading). */
  previewSvg: string | null;
  /** Offered sizes (stock labels); none for quick-print labels. */
  sizes?: readonly string[];
  size?: string;
  onSizeChange?(size: string): void;
  onClose(): void;
  /** Sends the request; answers the queued job's id. */
  onPrint(input: { printer: number; quantity: number; operationId: string }): Promise<number | null>;
}

/** Printer (only the ones SPEC.md allows, the user's last choice first), quantity, preview, and
 *  the job's live state after "Drukuj". */
export function PrintDialog({ open, title, previewSvg, sizes, size, onSizeChange, onClose, onPrint }: PrintDialogProps) {
  const { t } = useTranslation();
  const { form, onSubmit, printer, printers, printersLoading, request, quantityInvalid } = usePrintForm(open, onPrint);

  // The end of a print is a notice (no "Sukces" dialog over this one to click away): a printed
  // job closes the dialog, a failed one leaves it open with the reason and the tone.
  useEffect(() => {
    if (!request.settled) return;
    const success = t('labelPrinting.print.success');
    notify({ message: request.output ? `${success}. ${t('labelPrinting.print.output', { path: request.output })}` : success, status: 'success', sound: true });
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished print
  }, [request.settled]);
  useEffect(() => {
    if (request.failure) notify({ message: t('labelPrinting.print.failed', { reason: request.failure }), status: 'error', sound: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [request.failure]);

  const previewUrl = previewSvg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(previewSvg)}` : null;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="print-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={printers.length === 0 && !printersLoading}>
                  <Field.Label>{t('labelPrinting.print.printer')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field data-testid="printer-select" value={printer ?? ''} onChange={(e) => form.setValue('printer', Number(e.target.value), { shouldValidate: true })}>
                      {printers.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name} ({p.computer.name})
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {printers.length === 0 && !printersLoading && <Field.ErrorText>{t('labelPrinting.print.noPrinters')}</Field.ErrorText>}
                </Field.Root>
                <HStack gap="4" align="start">
                  <Field.Root invalid={quantityInvalid} maxW="40">
                    <Field.Label>{t('labelPrinting.print.quantity')}</Field.Label>
                    <Input data-testid="quantity-input" type="number" min={1} max={500} {...form.register('quantity')} />
                    {quantityInvalid && <Field.ErrorText>{t('labelPrinting.print.quantityInvalid')}</Field.ErrorText>}
                  </Field.Root>
                  {sizes && (
                    <Field.Root maxW="56">
                      <Field.Label>{t('labelPrinting.print.documentSize')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field data-testid="size-select" value={size} onChange={(e) => onSizeChange?.(e.target.value)}>
                          {sizes.map((s) => (
                            <option key={s} value={s}>
                              {t(`labelPrinting.sizes.${s as 'small'}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  )}
                </HStack>
                <Box>
                  <Text fontSize="sm" mb="1" color="fg.muted">
                    {t('labelPrinting.print.preview')}
                  </Text>
                  {previewUrl ? (
                    <Image data-testid="label-preview" src={previewUrl} alt={t('labelPrinting.print.preview')} maxH="64" maxW="100%" borderWidth="1px" bg="white" />
                  ) : (
                    <Skeleton height="32" />
                  )}
                </Box>
                {request.phase !== 'idle' && (
                  <Stack gap="1" data-testid="print-status" data-phase={request.unreachable ? 'unreachable' : request.phase} role="status">
                    <HStack>
                      <Badge colorPalette={request.phase === 'done' ? 'green' : request.phase === 'failed' || request.unreachable ? 'red' : 'blue'}>
                        {request.phase === 'done'
                          ? t('labelPrinting.print.success')
                          : request.phase === 'failed'
                            ? t('labelPrinting.status.FAILED')
                            : request.unreachable
                              ? t('labelPrinting.printErrors.unreachableShort')
                              : request.jobStatus
                                ? t(`labelPrinting.status.${request.jobStatus}`)
                                : t('labelPrinting.print.inProgress')}
                      </Badge>
                    </HStack>
                    {request.unreachable && (
                      <Text fontSize="sm" color="fg.error">
                        {request.unreachable} {t('labelPrinting.print.retrying')}
                      </Text>
                    )}
                    {request.failure && (
                      <Text fontSize="sm" color="fg.error">
                        {request.failure}
                      </Text>
                    )}
                    {request.output && (
                      <Text fontSize="sm" data-testid="print-output">
                        {t('labelPrinting.print.output', { path: request.output })}
                      </Text>
                    )}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={t('labelPrinting.actions.close')}
              onCancel={onClose}
              confirmLabel={t('labelPrinting.print.submit')}
              onConfirm={() => void onSubmit()}
              busy={request.busy}
              disabled={printer === null || quantityInvalid}
              confirmTestId="print-submit"
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
