import { Box, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../shared/session/role';
import { MenuSearch } from './menu-search';
import { NavMenu } from './nav-menu';
import { useMenuEntries } from './use-menu-entries';

/** Top navigation bar under the header (navigation type TOP; the layout shows it from medium screens). */
export function TopNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { entries, query, setQuery } = useMenuEntries(role);

  return (
    <Flex
      as="nav"
      aria-label={t('nav.mainMenu')}
      align="center"
      gap="4"
      px="6"
      py="2"
      bg="bg.surface"
      borderBottomWidth="1px"
      data-testid="top-nav"
    >
      <Box flex="1" minW="0">
        <NavMenu entries={entries} direction="horizontal" />
      </Box>
      <Box w="56" flexShrink={0}>
        <MenuSearch value={query} onChange={setQuery} />
      </Box>
    </Flex>
  );
}
