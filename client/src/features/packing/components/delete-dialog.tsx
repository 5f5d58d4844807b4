import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Confirmation before a document leaves the queue. */
export function DeleteDialog({ open, number, busy, onClose, onConfirm }: { open: boolean; number: string; busy: boolean; onClose(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('packing.deleteConfirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('packing.deleteConfirm.body', { number })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('packing.actions.cancel')}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                {t('packing.deleteConfirm.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
