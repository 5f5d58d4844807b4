import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Covers the page while the theme is applied and while a route's code loads. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center position="fixed" inset="0" bg="bg.canvas" zIndex="overlay" role="status" aria-live="polite" data-testid="full-page-loader">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="teal.500" borderWidth="3px" />
        <Text fontSize="sm" color="fg.muted">
          {t('app.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
