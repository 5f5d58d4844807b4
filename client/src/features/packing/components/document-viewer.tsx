import { Box, Button, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentFile } from '../hooks/use-document-file';

const PdfPages = lazy(() => import('./pdf-pages'));

/** The selected document: drawn with pdf.js, with a download named after the order (`ZAM_2026_0001.pdf`). */
export function DocumentViewer({ file, loading, number }: { file: DocumentFile | null; loading: boolean; number: string }) {
  const { t } = useTranslation();
  if (loading || !file) {
    return (
      <Center h={{ base: '50vh', lg: '70vh' }} borderWidth="1px" rounded="md">
        <Spinner mr="3" />
        <Text>{t('packing.fileLoading')}</Text>
      </Center>
    );
  }
  const title = t('packing.fileTitle', { number });
  return (
    <Box>
      <HStack justify="end" mb="2">
        <Button asChild size="xs" variant="outline">
          <a href={file.url} download={file.fileName} data-testid="document-download">
            {t('packing.actions.download', { file: file.fileName })}
          </a>
        </Button>
      </HStack>
      <Suspense
        fallback={
          <Center h={{ base: '50vh', lg: '70vh' }} borderWidth="1px" rounded="md">
            <Spinner />
          </Center>
        }
      >
        <PdfPages bytes={file.bytes} title={title} />
      </Suspense>
    </Box>
  );
}
