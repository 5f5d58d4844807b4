import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PackingDocumentFragment } from '../../../gql/graphql';

/** Moje blokady: the documents I hold, each releasable, so no lock is kept by forgetting it. */
export function MyLocks({ documents, busy, onRelease }: { documents: PackingDocumentFragment[]; busy: boolean; onRelease(doc: PackingDocumentFragment): void }) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <Box as="section" borderWidth="1px" rounded="md" p="3" aria-labelledby="my-locks-title" data-testid="my-locks">
      <Text id="my-locks-title" fontWeight="semibold" mb="2">
        {t('packing.myLocks.title')} ({documents.length})
      </Text>
      <Stack as="ul" gap="1.5" listStyleType="none">
        {documents.map((d) => (
          <HStack as="li" key={d.id} justify="space-between" gap="2" data-testid="my-lock" data-number={d.number}>
            <Text fontFamily="mono" fontSize="sm">
              {d.number}
            </Text>
            <Button size="xs" variant="outline" disabled={busy} onClick={() => onRelease(d)} data-testid="release-lock">
              {t('packing.actions.release')}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
