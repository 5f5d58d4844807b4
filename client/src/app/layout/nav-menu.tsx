import { Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { MenuEntry } from './use-menu-entries';

interface NavMenuProps {
  entries: MenuEntry[];
  direction: 'vertical' | 'horizontal';
  /** Icons only (collapsed side navigation); the label stays as the accessible name. */
  iconsOnly?: boolean;
  onNavigate?: () => void;
}

function isActive(location: string, path: string): boolean {
  return location === path || location.startsWith(`${path}/`);
}

/** The list of module links; shared by the side, top and drawer navigation. */
export function NavMenu({ entries, direction, iconsOnly = false, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const [location] = useLocation();

  if (entries.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" px="3" py="2">
        {t('nav.noResults')}
      </Text>
    );
  }

  return (
    <Flex as="ul" direction={direction === 'vertical' ? 'column' : 'row'} gap="1" listStyleType="none" wrap="wrap">
      {entries.map(({ route, label }) => {
        const NavIcon = route.icon;
        const active = isActive(location, route.path);
        return (
          <Box as="li" key={route.module}>
            <ChakraLink
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              fontSize="sm"
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'nav.activeFg' : 'fg.muted'}
              bg={active ? 'nav.active' : 'transparent'}
              justifyContent={iconsOnly ? 'center' : 'flex-start'}
              textDecoration="none"
              _hover={{ bg: active ? 'nav.active' : 'bg.muted', color: active ? 'nav.activeFg' : 'fg', textDecoration: 'none' }}
              focusRing="outside"
            >
              <Link
                href={route.path}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                aria-label={iconsOnly ? label : undefined}
                title={iconsOnly ? label : undefined}
              >
                <NavIcon boxSize="5" flexShrink={0} />
                {!iconsOnly && <span>{label}</span>}
              </Link>
            </ChakraLink>
          </Box>
        );
      })}
    </Flex>
  );
}
