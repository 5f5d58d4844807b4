import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { useApiKeyListQuery, useApiKeyRevokeMutation, type ApiKeyFieldsFragment } from '../../../gql/graphql';

/** The API keys and their revocation (the list refreshes after each change); the tab presents. */
export function useApiKeys() {
  const { t } = useTranslation();
  const { data, error, refetch } = useApiKeyListQuery({ fetchPolicy: 'cache-and-network' });
  const [revokeKey, revocation] = useApiKeyRevokeMutation();

  const revoke = async (apiKey: ApiKeyFieldsFragment) => {
    try {
      await revokeKey({ variables: { id: apiKey.id } });
      showMessage({ message: t('apiKeys.messages.revoked', { name: apiKey.name }) });
      await refetch();
    } catch {
      showMessage({ message: t('apiKeys.messages.failed'), isError: true });
    }
  };

  return { keys: data?.apiKeys, failed: !!error && !data, refetch, revoke, revoking: revocation.loading };
}
