import { Box, Flex, IconButton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronsLeftIcon, ChevronsRightIcon } from '../../shared/ui/icons';
import type { Role } from '../../shared/session/role';
import { SIDE_NAV_COLLAPSED_WIDTH, SIDE_NAV_WIDTH } from '../theme/system';
import { setPreference, useUi } from '../../shared/store/ui-store';
import { MenuSearch } from './menu-search';
import { NavMenu } from './nav-menu';
import { useMenuEntries } from './use-menu-entries';

/** Side navigation: 250 px, collapsible to 80 px (the layout shows it from medium screens). */
export function SideNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  const collapsed = useUi((state) => state.navCollapsed);
  const { entries, query, setQuery } = useMenuEntries(role);

  return (
    <Flex
      as="aside"
      h="full"
      direction="column"
      flexShrink={0}
      w={collapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH}
      transition="width 0.2s ease"
      bg="bg.surface"
      borderEndWidth="1px"
      data-testid="side-nav"
    >
      <Stack as="nav" aria-label={t('nav.mainMenu')} gap="3" p="3" flex="1" overflowY="auto">
        {!collapsed && <MenuSearch value={query} onChange={setQuery} />}
        <NavMenu entries={entries} direction="vertical" iconsOnly={collapsed} />
      </Stack>
      <Box p="3" borderTopWidth="1px">
        <IconButton
          variant="ghost"
          size="sm"
          w="full"
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          title={collapsed ? t('nav.expand') : t('nav.collapse')}
          onClick={() => setPreference('navCollapsed', !collapsed)}
        >
          {collapsed ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
        </IconButton>
      </Box>
    </Flex>
  );
}
