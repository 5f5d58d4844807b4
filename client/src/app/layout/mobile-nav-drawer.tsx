import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/ui/logo';
import type { Role } from '../../shared/session/role';
import { DRAWER_WIDTH } from '../theme/system';
import { setMobileNav, useUi } from '../../shared/store/ui-store';
import { MenuSearch } from './menu-search';
import { NavMenu } from './nav-menu';
import { useMenuEntries } from './use-menu-entries';

/** The menu in a drawer on small screens (256 px wide). */
export function MobileNavDrawer({ role }: { role: Role }) {
  const { t } = useTranslation();
  const open = useUi((state) => state.mobileNav);
  const { entries, query, setQuery } = useMenuEntries(role);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => setMobileNav(event.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={DRAWER_WIDTH} w={DRAWER_WIDTH} data-testid="mobile-nav-drawer">
            <Drawer.Header borderBottomWidth="1px" py="4" pe="12">
              <Drawer.Title asChild>
                <div>
                  <Logo />
                </div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="3">
              <Stack as="nav" aria-label={t('nav.mainMenu')} gap="3">
                <MenuSearch value={query} onChange={setQuery} />
                <NavMenu entries={entries} direction="vertical" onNavigate={() => setMobileNav(false)} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
