import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PackingDocumentFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { DocumentBadges } from './document-badges';
import { LockBadge } from './lock-badge';

interface DocumentQueueProps {
  documents: PackingDocumentFragment[];
  selectedId: number | null;
  myId: number | null;
  onSelect(doc: PackingDocumentFragment): void;
}

/** The queue: one row per open document, with its badges and who holds it. */
export function DocumentQueue({ documents, selectedId, myId, onSelect }: DocumentQueueProps) {
  const { t } = useTranslation();
  if (documents.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="queue-empty">
        {t('packing.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t('packing.queue')} data-testid="document-queue">
      {documents.map((doc) => (
        // The list item stays a list item (axe: a list holds only items); the card inside is the button.
        <Box as="li" key={doc.id}>
          <Box
            data-testid="queue-row"
            data-number={doc.number}
            // a tap before the app took over the server-rendered page is replayed
            data-early-tap={`queue-row:${doc.id}`}
            borderWidth="1px"
            rounded="md"
            p="3"
            cursor="pointer"
            bg={doc.id === selectedId ? 'bg.emphasized' : 'bg.surface'}
            borderColor={doc.id === selectedId ? 'colorPalette.solid' : 'border'}
            colorPalette="teal"
            onClick={() => onSelect(doc)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') onSelect(doc);
            }}
            tabIndex={0}
            role="button"
            aria-pressed={doc.id === selectedId}
          >
            <Stack direction="row" justify="space-between" align="start" gap="2" wrap="wrap">
              <Box>
                <Text fontWeight="semibold">{doc.number}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {doc.customer} · {doc.shippingMethod} · {formatDate(doc.createdAt)}
                </Text>
              </Box>
              <LockBadge doc={doc} myId={myId} />
            </Stack>
            <Box mt="2">
              <DocumentBadges doc={doc} />
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
