import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import { showMessage } from '../../../shared/message/message-store';
import { readServerError } from '../../../shared/server-errors';
import { labelEditSchema, type LabelEditValues } from '../label-forms.schema';
import { useLabelUpdate } from './use-print-data';

const FIELDS = ['name', 'lines', 'ean', 'code', 'size'] as const;
const EMPTY: LabelEditValues = { name: '', lines: '', ean: '', code: '', size: 'small' };

const fromLabel = (label: QuickPrintLabelFieldsFragment | null): LabelEditValues =>
  label ? { name: label.name, lines: label.lines.join('\n'), ean: label.ean ?? '', code: label.code ?? '', size: label.size } : EMPTY;

/**
 * The edit form of one quick-print label (zod + react-hook-form): text lines are typed one per
 * line; the server's field reasons (`lines.2`, `ean`, ...) land on their fields in the user's
 * language, any other failure is a message.
 */
export function useLabelEditForm(label: QuickPrintLabelFieldsFragment | null, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<LabelEditValues>({ resolver: zodResolver(labelEditSchema), defaultValues: fromLabel(label) });
  const { save, saving } = useLabelUpdate();
  useEffect(() => form.reset(fromLabel(label)), [label, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!label) return;
    try {
      await save(label.id, { name: values.name, lines: values.lines.split('\n'), ean: values.ean.trim(), code: values.code.trim(), size: values.size });
      showMessage({ message: t('labelPrinting.edit.saved', { name: values.name }) });
      onSaved();
    } catch (err) {
      const e = readServerError(err);
      const reasons = t('labelPrinting.reasons', { returnObjects: true }) as Record<string, string>;
      let placed = false;
      for (const [key, reason] of Object.entries(e.fields ?? {})) {
        const field = FIELDS.find((f) => key === f || key.startsWith(`${f}.`));
        if (!field) continue;
        form.setError(field, { message: reasons[reason] ?? reason });
        placed = true;
      }
      if (!placed) showMessage({ message: t('labelPrinting.edit.failed', { reason: e.message }), isError: true });
    }
  });

  return { form, onSubmit, saving };
}
