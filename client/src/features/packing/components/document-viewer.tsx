import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The PDF shown in the page (the browser's own viewer in an iframe). */
export function DocumentViewer({ url, loading, number }: { url: string | null; loading: boolean; number: string }) {
  const { t } = useTranslation();
  if (loading || !url) {
    return (
      <Center h={{ base: '50vh', lg: '70vh' }} borderWidth="1px" rounded="md">
        <Spinner mr="3" />
        <Text>{t('packing.fileLoading')}</Text>
      </Center>
    );
  }
  return (
    <Box asChild w="full" h={{ base: '60vh', lg: '75vh' }} borderWidth="1px" rounded="md">
      <iframe data-testid="document-pdf" title={t('packing.fileTitle', { number })} src={url} />
    </Box>
  );
}
