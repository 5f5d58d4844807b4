import { Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PackingDocumentFragment } from '../../../gql/graphql';

interface DocumentActionsProps {
  doc: PackingDocumentFragment;
  myId: number | null;
  isAdmin: boolean;
  busy: boolean;
  onLock(): void;
  onUnlock(): void;
  onShip(): void;
  onMissingParts(): void;
  onDelete(): void;
}

/** What the packer may do with the selected document, given who holds it. */
export function DocumentActions({ doc, myId, isAdmin, busy, onLock, onUnlock, onShip, onMissingParts, onDelete }: DocumentActionsProps) {
  const { t } = useTranslation();
  const mine = doc.is_locked && doc.lockedById === myId;
  const other = doc.is_locked && !mine;
  return (
    <Wrap gap="2" role="toolbar" aria-label={t('packing.actions.label')}>
      {!doc.is_locked && (
        <Button colorPalette="teal" onClick={onLock} loading={busy} data-testid="action-lock">
          {t('packing.actions.lock')}
        </Button>
      )}
      {other && (
        <Button colorPalette="teal" variant={doc.lockExpired ? 'solid' : 'outline'} onClick={onLock} loading={busy} data-testid="action-lock">
          {doc.lockExpired ? t('packing.actions.takeOver') : t('packing.actions.lock')}
        </Button>
      )}
      {(mine || (other && isAdmin)) && (
        <Button variant="outline" onClick={onUnlock} loading={busy} data-testid="action-unlock">
          {mine ? t('packing.actions.unlock') : t('packing.actions.forceUnlock')}
        </Button>
      )}
      <Button colorPalette="green" onClick={onShip} disabled={!mine} loading={busy} data-testid="action-ship">
        {t('packing.actions.ship')}
      </Button>
      <Button colorPalette="orange" variant="subtle" onClick={onMissingParts} disabled={!mine} data-testid="action-missing-parts">
        {t('packing.actions.missingParts')}
      </Button>
      <Button colorPalette="red" variant="ghost" onClick={onDelete} disabled={other && !isAdmin} data-testid="action-delete">
        {t('packing.actions.delete')}
      </Button>
    </Wrap>
  );
}
