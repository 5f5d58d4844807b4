import { useTranslation } from 'react-i18next';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

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
    <ConfirmDialog
      open={apiKey !== null}
      title={t('apiKeys.confirmRevoke.title')}
      body={apiKey && t('apiKeys.confirmRevoke.body', { name: apiKey.name, prefix: apiKey.prefix })}
      cancelLabel={t('apiKeys.confirmRevoke.cancel')}
      confirmLabel={t('apiKeys.confirmRevoke.confirm')}
      busy={revoking}
      onCancel={onCancel}
      onConfirm={() => apiKey && onConfirm(apiKey)}
      testId="revoke-api-key-dialog"
      confirmTestId="revoke-api-key-confirm"
    />
  );
}
