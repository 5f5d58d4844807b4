import { Dialog, Field, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import type { QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import { useLabelUpdate } from '../hooks/use-print-data';
import { readServerError } from '../../../shared/server-errors';
import { DialogActions } from '../../../shared/ui/dialog-actions';

const FIELDS = ['name', 'lines', 'ean', 'code', 'size'] as const;
type FieldName = (typeof FIELDS)[number];

/** Edits one label: name, text lines (one per line), EAN, code, size; server reasons in Polish. */
export function LabelEditDialog({ label, onClose }: { label: QuickPrintLabelFieldsFragment | null; onClose(): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: '', lines: '', ean: '', code: '', size: 'small' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const { save, saving: loading } = useLabelUpdate();
  const reasons = t('labelPrinting.reasons', { returnObjects: true }) as Record<string, string>;
  useEffect(() => {
    if (label) setValues({ name: label.name, lines: label.lines.join('\n'), ean: label.ean ?? '', code: label.code ?? '', size: label.size });
    setErrors({});
  }, [label]);

  const submit = async () => {
    if (!label) return;
    if (!values.name.trim()) {
      setErrors({ name: t('labelPrinting.reasons.is required') });
      return;
    }
    try {
      await save(label.id, { name: values.name, lines: values.lines.split('\n'), ean: values.ean.trim(), code: values.code.trim(), size: values.size });
      showMessage({ message: t('labelPrinting.edit.saved', { name: values.name }) });
      onClose();
    } catch (err) {
      const e = readServerError(err);
      const next: Partial<Record<FieldName, string>> = {};
      for (const [k, v] of Object.entries(e.fields ?? {})) {
        const field = (FIELDS as readonly string[]).find((f) => k === f || k.startsWith(`${f}.`)) as FieldName | undefined;
        if (field) next[field] = reasons[v] ?? v;
      }
      if (Object.keys(next).length) setErrors(next);
      else showMessage({ message: t('labelPrinting.edit.failed', { reason: e.message }), isError: true });
    }
  };

  const field = (name: FieldName, input: React.ReactNode) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{t(`labelPrinting.edit.fields.${name}`)}</Field.Label>
      {input}
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

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
                {field('name', <Input value={values.name} onChange={set('name')} data-testid="label-edit-name" />)}
                {field('lines', <Textarea rows={4} value={values.lines} onChange={set('lines')} data-testid="label-edit-lines" />)}
                {field('ean', <Input value={values.ean} inputMode="numeric" onChange={set('ean')} data-testid="label-edit-ean" />)}
                {field('code', <Input value={values.code} onChange={set('code')} />)}
                {field(
                  'size',
                  <NativeSelect.Root>
                    <NativeSelect.Field value={values.size} onChange={set('size')}>
                      <option value="small">{t('labelPrinting.sizes.small')}</option>
                      <option value="large">{t('labelPrinting.sizes.large')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>,
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions cancelLabel={t('labelPrinting.actions.cancel')} onCancel={onClose} confirmLabel={t('labelPrinting.printers.save')} onConfirm={() => void submit()} busy={loading} confirmTestId="label-edit-save" />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
