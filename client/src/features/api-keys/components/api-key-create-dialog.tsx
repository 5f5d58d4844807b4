import { Alert, Button, Clipboard, Dialog, Field, HStack, Input, InputGroup, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../app/message/message-store';
import { useApiKeyCreateMutation } from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import { API_KEY_SCOPES, apiKeyCreateSchema, type ApiKeyCreateValues } from '../api-key-form.schema';
import { DialogActions } from '../../../shared/ui/dialog-actions';

interface ApiKeyCreateDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once the key exists (the list refreshes); the dialog then shows the key. */
  onCreated(): void;
}

const EMPTY: ApiKeyCreateValues = { name: '', scope: 'shop' };

/** Creates an API key: name and scope, then the key itself, shown this once with a copy button
 *  and a warning. Closing the dialog forgets the key. */
export function ApiKeyCreateDialog({ open, onClose, onCreated }: ApiKeyCreateDialogProps) {
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

  const nameError = form.formState.errors.name?.message;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit closeOnInteractOutside={!created}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="api-key-create-dialog">
            <Dialog.Header>
              <Dialog.Title>{created ? t('apiKeys.create.createdTitle') : t('apiKeys.create.title')}</Dialog.Title>
            </Dialog.Header>
            {created ? (
              <>
                <Dialog.Body>
                  <Stack gap="4">
                    <Alert.Root status="warning" data-testid="api-key-warning">
                      <Alert.Indicator />
                      <Alert.Description>{t('apiKeys.create.warning')}</Alert.Description>
                    </Alert.Root>
                    <Clipboard.Root value={created.key} timeout={2000}>
                      <Clipboard.Label fontSize="sm" fontWeight="medium">
                        {t('apiKeys.create.keyLabel', { name: created.name })}
                      </Clipboard.Label>
                      <HStack mt="1">
                        <InputGroup flex="1">
                          <Clipboard.Input asChild>
                            <Input readOnly fontFamily="mono" fontSize="sm" data-testid="api-key-value" onFocus={(e) => e.currentTarget.select()} />
                          </Clipboard.Input>
                        </InputGroup>
                        <Clipboard.Trigger asChild>
                          <Button variant="outline" size="sm" data-testid="api-key-copy">
                            <Clipboard.Indicator copied={t('apiKeys.create.copied')}>{t('apiKeys.create.copy')}</Clipboard.Indicator>
                          </Button>
                        </Clipboard.Trigger>
                      </HStack>
                    </Clipboard.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button onClick={onClose} data-testid="api-key-close">
                    {t('apiKeys.create.close')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form onSubmit={onSubmit} noValidate>
                <Dialog.Body>
                  <Stack gap="3">
                    <Field.Root invalid={!!nameError} required>
                      <Field.Label>{t('apiKeys.create.name')}</Field.Label>
                      <Input {...form.register('name')} placeholder={t('apiKeys.create.namePlaceholder')} data-testid="api-key-name" />
                      <Field.ErrorText>{nameError && (nameError.startsWith('apiKeys.') ? t(nameError as 'apiKeys.create.nameRequired') : nameError)}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('apiKeys.create.scope')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...form.register('scope')} data-testid="api-key-scope">
                          {API_KEY_SCOPES.map((scope) => (
                            <option key={scope} value={scope}>
                              {t(`apiKeys.scopes.${scope}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <DialogActions
                  cancelLabel={t('apiKeys.create.cancel')}
                  onCancel={onClose}
                  confirmLabel={t('apiKeys.create.submit')}
                  busy={creation.loading}
                  confirmTestId="api-key-submit"
                />
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
