import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PackingDocumentFragment } from '../../../gql/graphql';

/** Who holds the document; another packer's lock idle past DOCUMENT_LOCK_TTL (the server's
 *  `lockExpired`) says it may be taken over. */
export function LockBadge({ doc, myId }: { doc: Pick<PackingDocumentFragment, 'is_locked' | 'lockedById' | 'lockedByName' | 'lockExpired'>; myId: number | null }) {
  const { t } = useTranslation();
  if (!doc.is_locked) return <Badge colorPalette="green" data-testid="lock-state" data-locked="false">{t('packing.badges.free')}</Badge>;
  const mine = doc.lockedById === myId;
  return (
    <HStack gap="1" wrap="wrap" display="inline-flex">
      <Badge colorPalette={mine ? 'teal' : 'red'} data-testid="lock-state" data-locked="true">
        {mine ? t('packing.badges.lockedByMe') : t('packing.badges.lockedBy', { name: doc.lockedByName ?? '?' })}
      </Badge>
      {!mine && doc.lockExpired && (
        <Badge colorPalette="orange" variant="outline" data-testid="lock-expired">
          {t('packing.badges.lockExpired')}
        </Badge>
      )}
    </HStack>
  );
}
