import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface LogoProps {
  /** Only the mark (collapsed side navigation). */
  compact?: boolean;
}

/** The product mark: a pane of glass with a highlight, and the name. */
export function Logo({ compact = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="2.5" data-testid="app-logo" minW="0">
      <Box
        flexShrink={0}
        w="8"
        h="8"
        rounded="lg"
        bgGradient="to-br"
        gradientFrom="teal.400"
        gradientTo="cyan.600"
        display="grid"
        placeItems="center"
        color="white"
        fontWeight="bold"
        fontSize="sm"
        boxShadow="sm"
        aria-hidden="true"
      >
        G
      </Box>
      {!compact && (
        <Box lineHeight="1.1" minW="0">
          <Text fontWeight="semibold" fontSize="md" truncate>
            {t('app.name')}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {t('app.tagline')}
          </Text>
        </Box>
      )}
    </HStack>
  );
}
