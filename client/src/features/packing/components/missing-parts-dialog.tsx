import { CloseButton, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { missingPartsSchema, type MissingPartsFormInput, type MissingPartsFormValues, type MissingPartsValidationKey } from '../missing-parts.schema';
import { DialogActions } from '../../../shared/ui/dialog-actions';

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
                <Field.Root invalid={!!errors.parts} required>
                  <Field.Label>
                    {t('packing.missingPartsForm.parts')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea rows={4} {...form.register('parts')} />
                  <Field.ErrorText>{errors.parts?.message && t(errors.parts.message as MissingPartsValidationKey)}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.note}>
                  <Field.Label>{t('packing.missingPartsForm.note')}</Field.Label>
                  <Textarea rows={3} {...form.register('note')} />
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
