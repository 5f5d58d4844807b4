import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

interface DeleteUserDialogProps {
  user: UserFieldsFragment | null;
  deleting: boolean;
  onCancel(): void;
  onConfirm(user: UserFieldsFragment): void;
}

/** Asks before deleting, naming the user. */
export function DeleteUserDialog({ user, deleting, onCancel, onConfirm }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('users.confirmDelete.title')}
      body={user && t('users.confirmDelete.body', { name: `${user.firstName} ${user.lastName}`, email: user.email })}
      cancelLabel={t('users.confirmDelete.cancel')}
      confirmLabel={t('users.confirmDelete.confirm')}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={() => user && onConfirm(user)}
      testId="delete-user-dialog"
    />
  );
}
