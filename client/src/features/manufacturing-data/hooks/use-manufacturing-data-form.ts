import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { useManufacturingDataCreateMutation, useManufacturingDataUpdateMutation, type ManufacturingDataFieldsFragment } from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import {
  emptyManufacturingDataForm,
  liveWeight,
  manufacturingDataFormSchema,
  serverFieldKey,
  toManufacturingDataForm,
  toManufacturingDataInput,
  type ManufacturingDataFormValues,
} from '../manufacturing-data-form.schema';

const FORM_FIELDS = new Set<string>(Object.keys(emptyManufacturingDataForm));

/**
 * The create / edit form of a Dane produkcyjne row: zod validation, the computed weight live as
 * the user types, the mutations, server field errors mapped onto their fields (a duplicate index
 * on `index`, an unfitting schema on `defaultSchemaId`). `row` null means create.
 */
export function useManufacturingDataForm(row: ManufacturingDataFieldsFragment | null, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<ManufacturingDataFormValues>({
    resolver: zodResolver(manufacturingDataFormSchema),
    defaultValues: toManufacturingDataForm(row),
    mode: 'onSubmit',
  });
  useEffect(() => form.reset(toManufacturingDataForm(row)), [row, form]);
  const [widthMm, heightMm, thicknessMm] = useWatch({ control: form.control, name: ['widthMm', 'heightMm', 'thicknessMm'] });
  const computedWeight = liveWeight({ widthMm, heightMm, thicknessMm });

  const [create, creating] = useManufacturingDataCreateMutation();
  const [update, updating] = useManufacturingDataUpdateMutation();

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toManufacturingDataInput(values);
    try {
      if (row) await update({ variables: { id: row.id, input } });
      else await create({ variables: { input } });
      showMessage({ message: t(row ? 'manufacturingData.messages.updated' : 'manufacturingData.messages.created', { index: input.index }) });
      onSaved();
    } catch (error) {
      const { code, fields } = readServerError(error);
      const known = Object.keys(fields).filter((f) => FORM_FIELDS.has(f));
      for (const field of known) form.setError(field as Path<ManufacturingDataFormValues>, { message: serverFieldKey(code, field) });
      if (known.length === 0) showMessage({ message: t(code === 'NOT_FOUND' ? 'manufacturingData.messages.notFound' : 'manufacturingData.messages.failed'), isError: true });
    }
  });

  const saving = creating.loading || updating.loading || form.formState.isSubmitting;
  return { form, onSubmit, saving, computedWeight, canSave: !saving && (form.formState.isDirty || !row) };
}
