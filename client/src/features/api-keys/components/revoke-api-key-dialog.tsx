import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';

interface RevokeApiKeyDialogProps {
  apiKey: ApiKeyFieldsFragment | null;
  revoking: boolean;
  onCancel(): void;
  onConfirm(apiKey: ApiKeyFieldsFragment): void;
}

/** Asks before revoking, naming the key. */
export function RevokeApiKeyDialog({ apiKey, revoking, onCancel, onConfirm }: RevokeApiKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={apiKey !== null} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="revoke-api-key-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('apiKeys.confirmRevoke.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{apiKey && t('apiKeys.confirmRevoke.body', { name: apiKey.name, prefix: apiKey.prefix })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('apiKeys.confirmRevoke.cancel')}
              </Button>
              <Button colorPalette="red" loading={revoking} onClick={() => apiKey && onConfirm(apiKey)} data-testid="revoke-api-key-confirm">
                {t('apiKeys.confirmRevoke.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
