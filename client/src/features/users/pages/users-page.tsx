import { Button, Heading, HStack, Input, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { ApiKeysAdmin } from '../../api-keys';
import { useUserDeleteMutation, useUserListQuery, type UserFieldsFragment } from '../../../gql/graphql';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { UserFormDrawer } from '../components/user-form-drawer';
import { UsersTable } from '../components/users-table';
import { PAGE_SIZES, useUserListParams, type PageSize } from '../hooks/use-user-list-params';
import { readServerError } from '../../../shared/server-errors';
import { Pager } from '../../../shared/ui/pager';

/** Użytkownicy (role 4): search, sort, pages of 25/50/100; create and edit in a drawer; delete with confirmation.
 *  A second tab holds the API keys (Klucze API). */
export default function UsersPage() {
  const { t } = useTranslation();
  const { params, search, setSearch, setPage, setLimit, toggleSort } = useUserListParams();

  const { data, previousData, loading, error, refetch } = useUserListQuery({
    variables: { query: params.query || null, page: params.page, limit: params.limit, sort: params.sort, order: params.order },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.users;

  const [editing, setEditing] = useState<{ user: UserFieldsFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<UserFieldsFragment | null>(null);
  const [deleteUser, deletion] = useUserDeleteMutation();

  const confirmDelete = async (user: UserFieldsFragment) => {
    const name = `${user.firstName} ${user.lastName}`;
    try {
      await deleteUser({ variables: { id: user.id } });
      showMessage({ message: t('users.messages.deleted', { name }) });
      setDeleting(null);
      await refetch();
    } catch (err) {
      const { code } = readServerError(err);
      const message =
        code === 'UNPROCESSABLE' ? t('users.messages.selfDelete') : code === 'CONFLICT' ? t('users.messages.lastAdmin') : code === 'NOT_FOUND' ? t('users.messages.notFound') : t('users.messages.failed');
      showMessage({ message, isError: true });
      setDeleting(null);
    }
  };

  return (
    <Stack gap="4" data-testid="users-page">
      <Heading as="h2" size="xl">
        {t('nav.users')}
      </Heading>
      <Tabs.Root defaultValue="users" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="users">{t('nav.users')}</Tabs.Trigger>
          <Tabs.Trigger value="api-keys" data-testid="tab-api-keys">
            {t('apiKeys.tab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
          <Stack gap="4">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Input
                maxW="md"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('users.searchPlaceholder')}
                aria-label={t('users.searchLabel')}
                type="search"
              />
              <Button onClick={() => setEditing({ user: null })}>{t('users.add')}</Button>
            </HStack>

            {error && !list ? (
              <Text color="fg.error">{t('users.loadError')}</Text>
            ) : !list ? (
              <Spinner />
            ) : (
              <UsersTable users={list.items} params={params} onSort={toggleSort} onEdit={(user) => setEditing({ user })} onDelete={setDeleting} />
            )}

            {list && (
              <Pager
                page={params.page}
                totalPages={list.totalPages}
                limit={params.limit}
                sizes={PAGE_SIZES}
                onPage={setPage}
                onLimit={(n) => setLimit(n as PageSize)}
                labels={{
                  pageSize: t('users.pageSize'),
                  previous: t('users.previous'),
                  next: t('users.next'),
                  pageInfo: t('users.pageOf', { page: params.page, pages: Math.max(list.totalPages, 1) }),
                }}
              >
                <Text color="fg.muted">{t('users.total', { count: list.totalCount })}</Text>
                {loading && <Spinner size="xs" />}
              </Pager>
            )}

            <UserFormDrawer
              open={editing !== null}
              user={editing?.user ?? null}
              onClose={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                void refetch();
              }}
            />
            <DeleteUserDialog user={deleting} deleting={deletion.loading} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="api-keys">
          <ApiKeysAdmin />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
