import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from '../../../shared/ui/logo';
import { ThemeToggle } from '../../../shared/ui/theme-toggle';

interface AuthCardProps {
  title: string;
  /** Left out where the page's own text says it all (no sentence twice). */
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the authentication pages: a centred card with the logo. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Center minH="100dvh" bg="bg.canvas" px="4" py="10" position="relative">
      <Box position="absolute" top="4" right="4">
        <ThemeToggle />
      </Box>
      <Stack gap="6" w="full" maxW="md">
        <Center>
          <Logo />
        </Center>
        <Box as="main" bg="bg.surface" borderWidth="1px" rounded="xl" shadow="sm" p={{ base: '6', md: '8' }}>
          <Stack gap="1" mb="6">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle && (
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Box>
      </Stack>
    </Center>
  );
}
