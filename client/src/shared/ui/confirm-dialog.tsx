import { Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, naming what is at stake. */
  body: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button spins while the action runs. */
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  testId: string;
  confirmTestId?: string;
}

/** Asks before a destructive action (an alertdialog with a red confirm button). */
export function ConfirmDialog({ open, title, body, cancelLabel, confirmLabel, busy, onCancel, onConfirm, testId, confirmTestId }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <DialogActions
              cancelLabel={cancelLabel}
              onCancel={onCancel}
              confirmLabel={confirmLabel}
              onConfirm={onConfirm}
              busy={busy}
              colorPalette="red"
              confirmTestId={confirmTestId}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
