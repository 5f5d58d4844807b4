import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/** Confirmation before a document leaves the queue. */
export function DeleteDialog({ open, number, busy, onClose, onConfirm }: { open: boolean; number: string; busy: boolean; onClose(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('packing.deleteConfirm.title')}
      body={t('packing.deleteConfirm.body', { number })}
      cancelLabel={t('packing.actions.cancel')}
      confirmLabel={t('packing.deleteConfirm.confirm')}
      busy={busy}
      onCancel={onClose}
      onConfirm={onConfirm}
      testId="delete-dialog"
    />
  );
}
