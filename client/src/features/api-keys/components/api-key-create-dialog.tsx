import { Alert, Button, Clipboard, Dialog, Field, HStack, Input, InputGroup, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES } from '../api-key-form.schema';
import { useApiKeyForm } from '../hooks/use-api-key-form';
import { DialogActions } from '../../../shared/ui/dialog-actions';

interface ApiKeyCreateDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once the key exists (the list refreshes); the dialog then shows the key. */
  onCreated(): void;
}

/** Creates an API key: name and scope, then the key itself, shown this once with a copy button
 *  and a warning. Closing the dialog forgets the key. */
export function ApiKeyCreateDialog({ open, onClose, onCreated }: ApiKeyCreateDialogProps) {
  const { t } = useTranslation();
  const { form, onSubmit, created, busy } = useApiKeyForm(open, onCreated);

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
                  busy={busy}
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
