import { Dialog, Field, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import { useLabelEditForm } from '../hooks/use-label-edit-form';
import type { LabelEditValues } from '../label-forms.schema';
import { DialogActions } from '../../../shared/ui/dialog-actions';

type FieldName = keyof LabelEditValues;

/** Edits one label: name, text lines (one per line), EAN, code, size; server reasons in Polish. */
export function LabelEditDialog({ label, onClose }: { label: QuickPrintLabelFieldsFragment | null; onClose(): void }) {
  const { t } = useTranslation();
  const { form, onSubmit, saving } = useLabelEditForm(label, onClose);
  const { errors } = form.formState;
  /** Local messages are i18n keys; the server's reasons arrive translated already. */
  const message = (name: FieldName) => {
    const text = errors[name]?.message;
    return text?.startsWith('labelPrinting.') ? t(text as 'labelPrinting.reasons.is required') : text;
  };
  const field = (name: FieldName, input: React.ReactNode) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{t(`labelPrinting.edit.fields.${name}`)}</Field.Label>
      {input}
      {errors[name] && <Field.ErrorText>{message(name)}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Dialog.Root open={label !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="label-edit-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('labelPrinting.edit.title', { name: label?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {field('name', <Input {...form.register('name')} data-testid="label-edit-name" />)}
                {field('lines', <Textarea rows={4} {...form.register('lines')} data-testid="label-edit-lines" />)}
                {field('ean', <Input {...form.register('ean')} inputMode="numeric" data-testid="label-edit-ean" />)}
                {field('code', <Input {...form.register('code')} />)}
                {field(
                  'size',
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('size')}>
                      <option value="small">{t('labelPrinting.sizes.small')}</option>
                      <option value="large">{t('labelPrinting.sizes.large')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>,
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions cancelLabel={t('labelPrinting.actions.cancel')} onCancel={onClose} confirmLabel={t('labelPrinting.printers.save')} onConfirm={() => void onSubmit()} busy={saving} confirmTestId="label-edit-save" />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
