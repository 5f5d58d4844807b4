import { Badge, Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';
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
  const cells: Record<SortColumn, (u: UserFieldsFragment) => ReactNode> = {
    lastName: (u) => `${u.firstName} ${u.lastName}`,
    email: (u) => u.email,
    role: (u) => t(`roles.${u.role as 1 | 2 | 3 | 4}`),
    numer_pracownika: (u) => u.numer_pracownika,
    numer_zewnetrzny: (u) => u.numer_zewnetrzny ?? '',
    active: (u) => <Badge colorPalette={u.active ? 'green' : 'gray'}>{u.active ? t('users.status.active') : t('users.status.inactive')}</Badge>,
    createdAt: (u) => formatDate(u.createdAt),
  };
  const columns: Array<DataColumn<UserFieldsFragment, SortColumn>> = COLUMNS.map(({ key, label }) => ({
    key,
    header: t(`users.columns.${label}`),
    sortLabel: t('users.sortBy', { column: t(`users.columns.${label}`) }),
    sortable: true,
    cell: cells[key],
  }));
  return (
    <DataTable
      testId="users-table"
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      rowProps={(u) => ({ 'data-testid': 'user-row', 'data-email': u.email })}
      sort={{ column: params.sort, order: params.order }}
      onSort={onSort}
      actionsHeader={t('users.actions')}
      actions={(user) => (
        <HStack justify="end" gap="1">
          <Button size="xs" variant="outline" onClick={() => onEdit(user)} aria-label={`${t('users.edit')} ${user.email}`}>
            {t('users.edit')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(user)} aria-label={`${t('users.delete')} ${user.email}`}>
            {t('users.delete')}
          </Button>
        </HStack>
      )}
      empty={t('users.empty')}
    />
  );
}
