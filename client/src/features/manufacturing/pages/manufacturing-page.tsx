import type { ReactNode } from 'react';
import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/auth-store';
import { setManufacturingTab, useUi } from '../../../app/theme/ui-store';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder';
import { SchemasTab } from '../schemas/components/schemas-tab';
import { StandardManufacturingTab } from '../../manufacturing-standard';
import { ManufacturingAnalyticsTab } from '../../manufacturing-analytics';

/** A tab may name its minimum role and its own component (then the page title follows the tab). */
type TabEntry = { value: string; labelKey: 'manufacturing.tabStandard' | 'manufacturing.tabCustom' | 'manufacturing.tabSchemas' | 'manufacturing.tabAnalytics'; minRole?: number; Content?: () => ReactNode };
const TABS: readonly TabEntry[] = [
  { value: '1', labelKey: 'manufacturing.tabStandard' },
  { value: '2', labelKey: 'manufacturing.tabCustom' },
  { value: '3', labelKey: 'manufacturing.tabSchemas' },
  { value: '4', labelKey: 'manufacturing.tabAnalytics', minRole: 3, Content: ManufacturingAnalyticsTab },
];

/** /app/manufacturing and /app/manufacturing/:id show this same screen; the tab defaults to '1'.
 *  Tab '3' is Schematy wierceń (read 2+, edit 3+); the other tabs come with the next issues. */
export default function ManufacturingPage() {
  const { t } = useTranslation();
  const tab = useUi((state) => state.manufacturingTab);
  const role = useSession()?.role ?? 1;
  const tabs = TABS.filter((item) => role >= (item.minRole ?? 0));
  const current = tabs.find((item) => item.value === tab);
  return (
    <PagePlaceholder title={current?.Content ? t(current.labelKey) : t('nav.manufacturing')}>
      <Tabs.Root value={tab} onValueChange={(event) => setManufacturingTab(event.value)} mt="6" variant="line" lazyMount>
        <Tabs.List aria-label={t('manufacturing.tabsLabel')}>
          {tabs.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value}>
              {t(item.labelKey)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Content key={item.value} value={item.value} color={item.value === '2' ? 'fg.muted' : undefined} fontSize={item.value === '2' ? 'sm' : undefined}>
            {item.Content ? <item.Content /> : item.value === '3' ? <SchemasTab canEdit={role >= 3} /> : item.value === '1' ? <StandardManufacturingTab /> : t(item.labelKey)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PagePlaceholder>
  );
}
