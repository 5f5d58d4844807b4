import { Box, Flex, Heading, IconButton, Link as ChakraLink, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MenuIcon } from '../../shared/ui/icons';
import { Logo } from '../../shared/ui/logo';
import { APP_BASE } from '../routes-by-role';
import type { Session } from '../../shared/session/auth-store';
import { HEADER_HEIGHT, SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_WIDTH } from '../theme/system';
import { setMobileNav, useUi } from '../../shared/store/ui-store';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from '../../shared/ui/theme-toggle';

/** Header: menu button (small screens), logo, page title, theme switch, profile dropdown. */
export function AppHeader({ session, title }: { session: Session; title: string }) {
  const { t } = useTranslation();
  const navType = useUi((state) => state.navType);
  const collapsed = useUi((state) => state.navCollapsed);
  const logoWidth = navType === 'SIDE' ? (collapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH) : 'auto';

  return (
    <Flex
      as="header"
      h={HEADER_HEIGHT}
      align="center"
      bg="bg.surface"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
      pe={{ base: '3', md: '6' }}
    >
      <IconButton
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        size="sm"
        ms="2"
        aria-label={t('nav.openMenu')}
        data-testid="mobile-nav-trigger"
        onClick={() => setMobileNav(true)}
      >
        <MenuIcon />
      </IconButton>
      <Box
        w={{ base: 'auto', md: logoWidth }}
        flexShrink={0}
        px={{ base: '2', md: collapsed && navType === 'SIDE' ? '0' : '4' }}
        display="flex"
        justifyContent={collapsed && navType === 'SIDE' ? 'center' : 'flex-start'}
        borderEndWidth={{ base: '0', md: navType === 'SIDE' ? '1px' : '0' }}
        h="full"
        alignItems="center"
      >
        <ChakraLink asChild color="fg" textDecoration="none" _hover={{ textDecoration: 'none' }} focusRing="outside">
          <Link href={APP_BASE}>
            {/* The visible name stays part of the link's name (axe: label-content-name-mismatch). */}
            <VisuallyHidden>{t('nav.home')}: </VisuallyHidden>
            <Box hideFrom="md">
              <Logo compact />
            </Box>
            <Box hideBelow="md">
              <Logo compact={collapsed && navType === 'SIDE'} />
            </Box>
          </Link>
        </ChakraLink>
      </Box>
      <Heading
        as="h1"
        size="md"
        fontWeight="semibold"
        ms={{ base: '2', md: '6' }}
        flex="1"
        minW="0"
        truncate
        data-testid="page-title"
      >
        {title}
      </Heading>
      <Flex align="center" gap="1">
        <ThemeToggle />
        <ProfileMenu session={session} />
      </Flex>
    </Flex>
  );
}
