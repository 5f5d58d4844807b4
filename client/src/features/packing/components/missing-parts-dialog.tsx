import { Alert, CloseButton, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { missingPartsSchema, type MissingPartsFormInput, type MissingPartsFormValues, type MissingPartsValidationKey } from '../missing-parts.schema';
import { DialogActions } from '../../../shared/ui/dialog-actions';
import { SCAN_ACCEPTS_ATTR, STRAY_SCAN_EVENT } from '../../../shared/scan/field-scan-guard';
import { playTone } from '../../../shared/ui/notices';

interface MissingPartsDialogProps {
  open: boolean;
  number: string;
  busy: boolean;
  onClose(): void;
  onSubmit(values: MissingPartsFormValues): void;
}

/** The small missing-parts form: parts one per line and a note. */
export function MissingPartsDialog({ open, number, busy, onClose, onSubmit }: MissingPartsDialogProps) {
  const { t } = useTranslation();
  const form = useForm<MissingPartsFormInput, unknown, MissingPartsFormValues>({ resolver: zodResolver(missingPartsSchema), defaultValues: { parts: '', note: '' } });
  const { errors } = form.formState;
  // A scan that is not a part's EAN (the next order's number) is refused here, with a tone, and
  // the form stays as it was: the report is sent or cancelled first.
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    const onStray = (e: Event) => {
      e.preventDefault();
      playTone('error');
      setRefused(String((e as CustomEvent<string>).detail));
    };
    window.addEventListener(STRAY_SCAN_EVENT, onStray);
    return () => {
      window.removeEventListener(STRAY_SCAN_EVENT, onStray);
      setRefused(null);
    };
  }, [open]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
      onExitComplete={() => form.reset()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form data-testid="missing-parts-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
            <Dialog.Header>
              <Dialog.Title>{t('packing.missingPartsForm.title', { number })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {refused && (
                  <Alert.Root status="error" size="sm" role="alert" data-testid="missing-parts-refused" data-sound="error">
                    <Alert.Indicator />
                    <Alert.Title>{t('packing.missingPartsForm.scanRefused', { code: refused })}</Alert.Title>
                  </Alert.Root>
                )}
                <Field.Root invalid={!!errors.parts} required>
                  <Field.Label>
                    {t('packing.missingPartsForm.parts')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea rows={4} {...{ [SCAN_ACCEPTS_ATTR]: 'ean' }} data-testid="missing-parts-parts" {...form.register('parts')} />
                  <Field.ErrorText>{errors.parts?.message && t(errors.parts.message as MissingPartsValidationKey)}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.note}>
                  <Field.Label>{t('packing.missingPartsForm.note')}</Field.Label>
                  <Textarea rows={3} data-testid="missing-parts-note" {...form.register('note')} />
                  <Field.ErrorText>{errors.note?.message && t(errors.note.message as MissingPartsValidationKey)}</Field.ErrorText>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <DialogActions cancelLabel={t('packing.actions.cancel')} onCancel={onClose} confirmLabel={t('packing.missingPartsForm.submit')} busy={busy} colorPalette="orange" />
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('message.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
