import { Badge, Button, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { isApiKeyScope } from '../api-key-form.schema';
import { useApiKeys } from '../hooks/use-api-keys';
import { ApiKeyCreateDialog } from './api-key-create-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import { TableFrame } from '../../../shared/ui/table-frame';

/** Klucze API (administrator): the keys with their scope, creation (the key shown once) and
 *  revocation with confirmation. */
export function ApiKeysAdmin() {
  const { t } = useTranslation();
  const { keys, failed, refetch, revoke, revoking: revokeBusy } = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyFieldsFragment | null>(null);

  const confirmRevoke = async (apiKey: ApiKeyFieldsFragment) => {
    await revoke(apiKey);
    setRevoking(null);
  };

  const scopeLabel = (scope: string) => (isApiKeyScope(scope) ? t(`apiKeys.scopes.${scope}`) : scope);

  return (
    <Stack gap="4" data-testid="api-keys-admin">
      <HStack justify="space-between" wrap="wrap" gap="3" align="start">
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          {t('apiKeys.intro')}
        </Text>
        <Button onClick={() => setCreating(true)} data-testid="api-key-add">
          {t('apiKeys.add')}
        </Button>
      </HStack>
      {failed ? (
        <Text color="fg.error">{t('apiKeys.loadError')}</Text>
      ) : !keys ? (
        <Spinner />
      ) : keys.length === 0 ? (
        <Text color="fg.muted">{t('apiKeys.empty')}</Text>
      ) : (
        <TableFrame label={t('apiKeys.tab')}>
          <Table.Root size="sm" striped data-testid="api-keys-table">
            <Table.Header>
              <Table.Row>
                {(['name', 'scope', 'prefix', 'createdAt', 'lastUsedAt', 'status', 'actions'] as const).map((c) => (
                  <Table.ColumnHeader key={c}>{t(`apiKeys.columns.${c}`)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {keys.map((k) => (
                <Table.Row key={k.id} data-testid="api-key-row" data-name={k.name} data-revoked={k.revokedAt ? 'true' : 'false'}>
                  <Table.Cell fontWeight="medium">{k.name}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={k.scope === 'shop' ? 'blue' : 'purple'}>{scopeLabel(k.scope)}</Badge>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {k.prefix}…
                  </Table.Cell>
                  <Table.Cell>{formatDate(k.createdAt)}</Table.Cell>
                  <Table.Cell>{k.lastUsedAt ? formatDate(k.lastUsedAt) : t('apiKeys.never')}</Table.Cell>
                  <Table.Cell>
                    {k.revokedAt ? (
                      <Badge colorPalette="red">{t('apiKeys.status.revoked', { date: formatDate(k.revokedAt) })}</Badge>
                    ) : (
                      <Badge colorPalette="green">{t('apiKeys.status.active')}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {!k.revokedAt && (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(k)}>
                        {t('apiKeys.revoke')}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
      <ApiKeyCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={() => void refetch()} />
      <RevokeApiKeyDialog apiKey={revoking} revoking={revokeBusy} onCancel={() => setRevoking(null)} onConfirm={confirmRevoke} />
    </Stack>
  );
}
