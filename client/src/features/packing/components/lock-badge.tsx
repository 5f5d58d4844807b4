import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PackingDocumentFragment } from '../../../gql/graphql';

export function LockBadge({ doc, myId }: { doc: Pick<PackingDocumentFragment, 'is_locked' | 'lockedById' | 'lockedByName'>; myId: number | null }) {
  const { t } = useTranslation();
  if (!doc.is_locked) return <Badge colorPalette="green" data-testid="lock-state" data-locked="false">{t('packing.badges.free')}</Badge>;
  const mine = doc.lockedById === myId;
  return (
    <Badge colorPalette={mine ? 'teal' : 'red'} data-testid="lock-state" data-locked="true">
      {mine ? t('packing.badges.lockedByMe') : t('packing.badges.lockedBy', { name: doc.lockedByName ?? '?' })}
    </Badge>
  );
}
