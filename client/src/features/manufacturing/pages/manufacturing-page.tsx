import { Box, Heading, Spinner, Tabs } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearch } from 'wouter';
import { lazyPage } from '../../../shared/lazy-page';
import { useSession } from '../../../shared/session/auth-store';
import { setManufacturingTab } from '../../../shared/store/ui-store';
import { DEFAULT_MANUFACTURING_TAB, ManufacturingTabStrip, tabFromSearch, tabsForRole } from '../manufacturing-tabs';

/** The record drawer (edit form, labels, missing glass) is loaded when a record is first opened,
 *  not with the screen, and then stays mounted so it can slide in and out. */
const RecordDrawer = lazyPage('manufacturing-record-drawer', () => import('../custom/components/record-drawer').then((m) => ({ default: m.RecordDrawer })));

const BASE = '/app/manufacturing';

/** A positive whole number from the path, else null (`/app/manufacturing/abc` shows no drawer). */
function recordIdFrom(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * /app/manufacturing and /app/manufacturing/:id: the same screen, its tab in the URL (`?tab=`,
 * '1' by default, SPEC.md section 2); with an id the record opens in a drawer over its tab.
 * A label's QR scanned anywhere opens its record (the shell's listener, app/scan).
 */
export default function ManufacturingPage() {
  const { t } = useTranslation();
  const role = useSession()?.role ?? 1;
  const search = useSearch();
  const params = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const tabs = tabsForRole(role);
  const tab = tabFromSearch(search, tabs);
  const current = tabs.find((item) => item.value === tab);
  const recordId = recordIdFrom(params.id);
  const explicitTab = new URLSearchParams(search).has('tab');
  const [drawerLoaded, setDrawerLoaded] = useState(recordId !== null);
  useEffect(() => {
    if (recordId !== null) setDrawerLoaded(true);
  }, [recordId]);

  // The persisted UI slice (SPEC.md section 3, `manufacturingTab`) follows the URL.
  useEffect(() => setManufacturingTab(tab), [tab]);

  // Opening and closing a record keeps the tab's list state (filters, page) in the URL.
  const listQuery = useMemo(() => {
    const q = new URLSearchParams(search);
    q.delete('tab');
    const rest = q.toString();
    return `?tab=${tab}${rest ? `&${rest}` : ''}`;
  }, [search, tab]);
  const openRecord = useCallback((id: number) => navigate(`${BASE}/${id}${listQuery}`), [navigate, listQuery]);
  const closeRecord = useCallback(() => navigate(`${BASE}${listQuery}`), [navigate, listQuery]);
  const selectTab = (value: string) => navigate(recordId ? `${BASE}/${recordId}?tab=${value}` : `${BASE}?tab=${value}`);
  // Opened by a bare link: the drawer moves the screen to the record's own tab.
  const onRecordTab = useCallback((value: string) => {
    if (!explicitTab && recordId) navigate(`${BASE}/${recordId}?tab=${value}`, { replace: true });
  }, [explicitTab, navigate, recordId]);

  return (
    <Box bg="bg.surface" borderWidth="1px" rounded="lg" p={{ base: '3', md: '6' }} shadow="xs" data-testid="manufacturing-page">
      <Heading as="h2" size="xl" mb="2">
        {current?.titled ? t(current.labelKey as never) : t('nav.manufacturing')}
      </Heading>
      <Tabs.Root value={tab} onValueChange={(event) => selectTab(event.value)} variant="line" lazyMount unmountOnExit>
        <ManufacturingTabStrip tabs={tabs} />
        {tabs.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value}>
            {value === DEFAULT_MANUFACTURING_TAB ? (
              // In the page's chunk, with no Suspense boundary of its own: a server-rendered screen
              // hydrates it with the page, so the app is ready (and a kept tap lands) only once it is.
              <Panel role={role} openRecord={openRecord} />
            ) : (
              <Suspense fallback={<Spinner mt="4" data-testid="manufacturing-tab-loading" />}>
                <Panel role={role} openRecord={openRecord} />
              </Suspense>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {(drawerLoaded || recordId !== null) && (
        <Suspense fallback={null}>
          <RecordDrawer recordId={recordId} role={role} onClose={closeRecord} onRecordTab={onRecordTab} />
        </Suspense>
      )}
    </Box>
  );
}
