import { Tabs } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../shared/lazy-page';
import { CustomTab } from './custom/pages/custom-tab';
import type { ManufacturingTabProps } from './manufacturing-tab-props';
import { can, type Operation } from '../../../../domain/authorization/index';

/**
 * Every tab but the default one is a chunk of its own, loaded when it is opened:
 * a handheld opening Produkcja waits only for "Produkcja niestandardowa", not for the charts
 * library (Analityka), the schema editor and its drawings (Schematy wierceń) or the other lists.
 */
const StandardManufacturingTab = lazyPage('manufacturing-standard', () => import('../manufacturing-standard').then((m) => ({ default: m.StandardManufacturingTab })));
const CompletedTab = lazyPage('manufacturing-completed', () => import('./custom/pages/completed-tab').then((m) => ({ default: m.CompletedTab })));
const MissingGlassTab = lazyPage('manufacturing-missing', () => import('./custom/pages/missing-glass-tab').then((m) => ({ default: m.MissingGlassTab })));
const SchemasTabPanel = lazyPage('manufacturing-schemas', () => import('./schemas/pages/schemas-tab').then((m) => ({ default: m.SchemasTabPanel })));
const ManufacturingAnalyticsTab = lazyPage('manufacturing-analytics', () => import('../manufacturing-analytics').then((m) => ({ default: m.ManufacturingAnalyticsTab })));

export type { ManufacturingTabProps };

export interface ManufacturingTabDef {
  /** The key in the URL (`?tab=`); SPEC.md section 2: '1' is the default. */
  value: string;
  /** i18n key of the tab's label. */
  labelKey: string;
  Panel: ComponentType<ManufacturingTabProps>;
  /** Shown only to roles that may call this operation (the tab's main one; the server refuses it to the others). */
  operation?: Operation;
  /** The page's title follows this tab (Analityka: SPEC.md lists it as a screen title). */
  titled?: boolean;
}

/**
 * THE list of the manufacturing screen's tabs, in display order: one line per tab (a feature
 * folder that brings a tab adds its line here and nothing else). Keys are stable: they are in links,
 * so a tab added later takes the next free key whatever its place in the list.
 */
export const MANUFACTURING_TABS: readonly ManufacturingTabDef[] = [
  { value: '1', labelKey: 'manufacturing.tabCustom', Panel: CustomTab },
  { value: '5', labelKey: 'manufacturing.tabStandard', Panel: StandardManufacturingTab },
  { value: '2', labelKey: 'manufacturing.custom.tabs.completed', Panel: CompletedTab },
  { value: '3', labelKey: 'manufacturing.custom.tabs.missing', Panel: MissingGlassTab },
  { value: '4', labelKey: 'manufacturing.tabSchemas', Panel: SchemasTabPanel },
  { value: '6', labelKey: 'manufacturing.tabAnalytics', Panel: ManufacturingAnalyticsTab, operation: 'manufacturingAnalytics', titled: true },
];

export const DEFAULT_MANUFACTURING_TAB = '1';

/** The tabs a role sees. */
export function tabsForRole(role: number, tabs: readonly ManufacturingTabDef[] = MANUFACTURING_TABS): readonly ManufacturingTabDef[] {
  return tabs.filter((tab) => !tab.operation || can(tab.operation, role));
}

/** The tab a URL asks for; anything unknown falls back to '1'. */
export function tabFromSearch(search: string, tabs: readonly ManufacturingTabDef[] = MANUFACTURING_TABS): string {
  const wanted = new URLSearchParams(search).get('tab');
  return tabs.some((t) => t.value === wanted) ? (wanted as string) : DEFAULT_MANUFACTURING_TAB;
}

/**
 * The strip of tab triggers (inside the screen's Tabs.Root). It never scrolls sideways: on a
 * narrow screen the triggers wrap onto a second row (a 390 px phone shows every tab at once, still
 * as tabs with the arrow keys, the tab in the URL as before); each trigger keeps its label on one line.
 */
export function ManufacturingTabStrip({ tabs }: { tabs: readonly ManufacturingTabDef[] }) {
  const { t } = useTranslation();
  return (
    <Tabs.List aria-label={t('manufacturing.tabsLabel')} flexWrap="wrap" rowGap="1" maxW="100%" data-testid="manufacturing-tab-strip">
      {tabs.map((item) => (
        <Tabs.Trigger key={item.value} value={item.value} whiteSpace="nowrap" px={{ base: '2', md: '4' }} data-testid={`manufacturing-tab-${item.value}`}>
          {t(item.labelKey as never)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
