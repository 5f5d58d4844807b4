import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import type { SortColumn, UserListParams } from '../hooks/use-user-list-params';

interface UsersTableProps {
  users: UserFieldsFragment[];
  params: UserListParams;
  onSort(column: SortColumn): void;
  onEdit(user: UserFieldsFragment): void;
  onDelete(user: UserFieldsFragment): void;
}

const COLUMNS: Array<{ key: SortColumn; label: 'name' | 'email' | 'role' | 'numer_pracownika' | 'numer_zewnetrzny' | 'active' | 'createdAt' }> = [
  { key: 'lastName', label: 'name' },
  { key: 'email', label: 'email' },
  { key: 'role', label: 'role' },
  { key: 'numer_pracownika', label: 'numer_pracownika' },
  { key: 'numer_zewnetrzny', label: 'numer_zewnetrzny' },
  { key: 'active', label: 'active' },
  { key: 'createdAt', label: 'createdAt' },
];

/** The users table: sortable column headers, role by its Polish name, edit and delete per row. */
export function UsersTable({ users, params, onSort, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped data-testid="users-table">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map(({ key, label }) => {
              const sorted = params.sort === key;
              return (
                <Table.ColumnHeader key={key} aria-sort={sorted ? (params.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
                  <Button variant="ghost" size="xs" px="1" fontWeight="semibold" onClick={() => onSort(key)} aria-label={t('users.sortBy', { column: t(`users.columns.${label}`) })}>
                    {t(`users.columns.${label}`)}
                    {sorted ? (params.order === 'ASC' ? ' ▲' : ' ▼') : ''}
                  </Button>
                </Table.ColumnHeader>
              );
            })}
            <Table.ColumnHeader textAlign="end">{t('users.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id} data-testid="user-row" data-email={user.email}>
              <Table.Cell>{`${user.firstName} ${user.lastName}`}</Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>{t(`roles.${user.role as 1 | 2 | 3 | 4}`)}</Table.Cell>
              <Table.Cell>{user.numer_pracownika}</Table.Cell>
              <Table.Cell>{user.numer_zewnetrzny ?? ''}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={user.active ? 'green' : 'gray'}>{user.active ? t('users.status.active') : t('users.status.inactive')}</Badge>
              </Table.Cell>
              <Table.Cell>{formatDate(user.createdAt)}</Table.Cell>
              <Table.Cell>
                <HStack justify="end" gap="1">
                  <Button size="xs" variant="outline" onClick={() => onEdit(user)} aria-label={`${t('users.edit')} ${user.email}`}>
                    {t('users.edit')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(user)} aria-label={`${t('users.delete')} ${user.email}`}>
                    {t('users.delete')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
          {users.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length + 1}>
                <Text color="fg.muted" textAlign="center" py="4">
                  {t('users.empty')}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
