import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { setManufacturingTab, useUi } from '../../../app/theme/ui-store';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder';

const TABS = [
  { value: '1', labelKey: 'manufacturing.tabStandard' },
  { value: '2', labelKey: 'manufacturing.tabCustom' },
  { value: '3', labelKey: 'manufacturing.tabSchemas' },
] as const;

/** /app/manufacturing and /app/manufacturing/:id show this same screen; the tab defaults to '1'. */
export default function ManufacturingPage() {
  const { t } = useTranslation();
  const tab = useUi((state) => state.manufacturingTab);
  return (
    <PagePlaceholder title={t('nav.manufacturing')}>
      <Tabs.Root value={tab} onValueChange={(event) => setManufacturingTab(event.value)} mt="6" variant="line">
        <Tabs.List aria-label={t('manufacturing.tabsLabel')}>
          {TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value}>
              {t(item.labelKey)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((item) => (
          <Tabs.Content key={item.value} value={item.value} color="fg.muted" fontSize="sm">
            {t(item.labelKey)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PagePlaceholder>
  );
}
