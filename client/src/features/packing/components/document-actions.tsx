import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PackingDocumentFragment } from '../../../gql/graphql';
import { canTakeOver, lockedByHint, mayTakeOver } from '../lock-holder';

interface DocumentActionsProps {
  doc: PackingDocumentFragment;
  myId: number | null;
  isAdmin: boolean;
  /** The signed-in role: 3+ may take over a fresh lock. */
  role?: number;
  busy: boolean;
  /** This document is waiting for its ship to be sent (undo still possible). */
  shipping?: boolean;
  onLock(): void;
  onUnlock(): void;
  /** Take over another packer's lock (role 3+, fresh or expired). */
  onTakeOver?(): void;
  onShip(): void;
  onMissingParts(): void;
  onDelete(): void;
}

/** Why the actions that need the lock are disabled, said next to them (a disabled button cannot
 *  show a tooltip to a touch screen or a screen reader). */
function disabledReason(doc: PackingDocumentFragment, myId: number | null, shipping: boolean, t: TFunction, role = 2): string | null {
  if (shipping) return t('packing.hints.shipping');
  if (!doc.is_locked) return t('packing.hints.lockFirst');
  // who holds it, since when, and this person's way forward
  if (doc.lockedById !== myId) return lockedByHint(doc, myId, role, t);
  return null;
}

/** What the packer may do with the selected document, given who holds it; what is disabled says why. */
export function DocumentActions({ doc, myId, isAdmin, role = isAdmin ? 4 : 2, busy, shipping = false, onLock, onUnlock, onTakeOver, onShip, onMissingParts, onDelete }: DocumentActionsProps) {
  const { t } = useTranslation();
  const mine = doc.is_locked && doc.lockedById === myId;
  const other = doc.is_locked && !mine;
  const reason = disabledReason(doc, myId, shipping, t, role);
  const takeOver = other && canTakeOver(doc, myId, role);
  const hintId = `actions-hint-${doc.id}`;
  const described = reason ? { 'aria-describedby': hintId } : {};
  return (
    <Stack gap="1.5">
      <Wrap gap="2" role="toolbar" aria-label={t('packing.actions.label')}>
        {!doc.is_locked && (
          <Button colorPalette="teal" onClick={onLock} loading={busy} data-testid="action-lock">
            {t('packing.actions.lock')}
          </Button>
        )}
        {other && (
          // another packer's lock: role 3+ takes over any, role 2 only an expired one (by locking)
          <Button
            colorPalette="teal"
            variant={takeOver ? 'solid' : 'outline'}
            onClick={mayTakeOver(role) && onTakeOver ? onTakeOver : onLock}
            loading={busy}
            disabled={!takeOver || shipping}
            {...described}
            data-testid="action-lock"
          >
            {takeOver ? t('packing.actions.takeOver') : t('packing.actions.lock')}
          </Button>
        )}
        {(mine || (other && isAdmin)) && (
          <Button variant="outline" onClick={onUnlock} loading={busy} disabled={shipping} data-testid="action-unlock">
            {mine ? t('packing.actions.unlock') : t('packing.actions.forceUnlock')}
          </Button>
        )}
        <Button colorPalette="green" onClick={onShip} disabled={!mine || shipping} loading={busy} {...described} data-testid="action-ship">
          {t('packing.actions.ship')}
        </Button>
        <Button colorPalette="orange" variant="subtle" onClick={onMissingParts} disabled={!mine || shipping} {...described} data-testid="action-missing-parts">
          {t('packing.actions.missingParts')}
        </Button>
        <Button colorPalette="red" variant="ghost" onClick={onDelete} disabled={(other && !isAdmin) || shipping} data-testid="action-delete">
          {t('packing.actions.delete')}
        </Button>
      </Wrap>
      {reason && (
        <Text id={hintId} fontSize="sm" color="fg.muted" data-testid="actions-hint">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
