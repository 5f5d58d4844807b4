import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../gql/graphql';

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
    <Dialog.Root open={user !== null} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-user-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('users.confirmDelete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{user && t('users.confirmDelete.body', { name: `${user.firstName} ${user.lastName}`, email: user.email })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('users.confirmDelete.cancel')}
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={() => user && onConfirm(user)}>
                {t('users.confirmDelete.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
