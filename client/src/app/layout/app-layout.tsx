import { Box, Flex } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { findRouteByPath, navTitleKey } from '../routes-by-role';
import { useLabelScanAnywhere } from '../scan/use-label-scan-anywhere';
import { installFieldScanGuard } from '../../shared/scan/field-scan-guard';
import { FallbackNotices, notify } from '../../shared/ui/notices';
import type { Session } from '../../shared/session/auth-store';
import { HEADER_HEIGHT } from '../theme/system';
import { useUi } from '../../shared/store/ui-store';
import { AppBreadcrumb } from './app-breadcrumb';
import { AppHeader } from './app-header';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { SideNav } from './side-nav';
import { TopNav } from './top-nav';
import { can } from '../../../../domain/authorization/index';

/** The app area frame: header, side or top navigation, breadcrumb, the page. */
export function AppLayout({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const navType = useUi((state) => state.navType);
  const route = findRouteByPath(location, session.role);
  const title = route ? t(navTitleKey(route.module)) : t('app.name');
  // A label's QR scanned anywhere opens its record, for whoever may look labels up.
  const scans = can('manufacturingLabelLookup', session.role);
  useLabelScanAnywhere(scans);
  // Those who scan: a burst never lands in a text field that is not a scan field.
  const guarded = scans;
  useEffect(() => {
    if (!guarded) return;
    return installFieldScanGuard((code) => notify({ message: t('scan.fieldRefused', { code }), status: 'error', sound: true }));
  }, [guarded, t]);

  useEffect(() => {
    document.title = route ? `${title} · ${t('app.name')}` : t('app.name');
  }, [route, title, t]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <AppHeader session={session} title={title} />
      {navType === 'TOP' && (
        <Box hideBelow="md">
          <TopNav role={session.role} />
        </Box>
      )}
      <Flex flex="1" minH="0">
        {navType === 'SIDE' && (
          <Box hideBelow="md" position="sticky" top={HEADER_HEIGHT} h={`calc(100dvh - ${HEADER_HEIGHT})`} flexShrink={0}>
            <SideNav role={session.role} />
          </Box>
        )}
        <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '4', md: '6' }} css={{ '@media (min-height: 1200px)': { py: '10' } }}>
          <Box mb="4">
            <AppBreadcrumb role={session.role} />
          </Box>
          {children}
        </Box>
      </Flex>
      <MobileNavDrawer role={session.role} />
      <FallbackNotices closeLabel={t('message.close')} />
    </Flex>
  );
}
