import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PagePlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** A module screen before its module's issue fills it in: the title and a short note. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Box bg="bg.surface" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }} shadow="xs">
      <Heading as="h2" size="xl" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">{t('placeholder.description')}</Text>
      {children}
    </Box>
  );
}
