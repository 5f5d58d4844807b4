import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { useApiKeyCreateMutation } from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import { apiKeyCreateSchema, type ApiKeyCreateValues } from '../api-key-form.schema';

const EMPTY: ApiKeyCreateValues = { name: '', scope: 'shop' };

/**
 * The create form of an API key (the house form pattern: zod + react-hook-form + the server's
 * field errors on their fields). `created` holds the key once made, for the dialog to show this
 * once; closing (`open` false) forgets it and resets the form.
 */
export function useApiKeyForm(open: boolean, onCreated: () => void) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const form = useForm<ApiKeyCreateValues>({ resolver: zodResolver(apiKeyCreateSchema), defaultValues: EMPTY });
  const [createKey, creation] = useApiKeyCreateMutation();
  useEffect(() => {
    if (!open) {
      setCreated(null);
      form.reset(EMPTY);
    }
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await createKey({ variables: { input: values } });
      if (!data) return;
      setCreated({ name: data.apiKeyCreate.name, key: data.apiKeyCreate.key });
      onCreated();
    } catch (err) {
      const { fields } = readServerError(err);
      if (fields.name) form.setError('name', { message: fields.name });
      else showMessage({ message: t('apiKeys.messages.failed'), isError: true });
    }
  });

  return { form, onSubmit, created, busy: creation.loading };
}
