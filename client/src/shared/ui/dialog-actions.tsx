import { Button, Dialog } from '@chakra-ui/react';

interface DialogActionsProps {
  cancelLabel: string;
  onCancel(): void;
  confirmLabel: string;
  /** Left out in a form: the action is then its submit button. */
  onConfirm?(): void;
  busy?: boolean;
  disabled?: boolean;
  /** The confirm button's colour; the theme's default when left out. */
  colorPalette?: string;
  confirmTestId?: string;
}

/** A dialog footer: an outlined cancel button, then the action (spinning while busy). */
// While busy, Chakra hides the button's text behind its spinner: the label stays its name (axe button-name).
export function DialogActions({ cancelLabel, onCancel, confirmLabel, onConfirm, busy, disabled, colorPalette, confirmTestId }: DialogActionsProps) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button {...(colorPalette ? { colorPalette } : {})} type={onConfirm ? 'button' : 'submit'} loading={busy} aria-busy={busy || undefined} aria-label={busy ? confirmLabel : undefined} disabled={disabled} onClick={onConfirm} data-testid={confirmTestId}>
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  );
}
