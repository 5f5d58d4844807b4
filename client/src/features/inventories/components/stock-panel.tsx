import { Badge, Box, Button, CloseButton, DataList, Drawer, HStack, Link, Portal, Separator, Spinner, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { InventoryChangeFragment, InventoryStockItemFragment } from '../../../gql/graphql';
import { formatDateAndTime } from '../../../shared/format-time';
import { StockPrintAction } from '../../label-printing';
import type { StockMode } from '../change-form.schema';
import { formatQuantity } from '../hooks/use-stock-settings';

// The forms (react-hook-form + zod) load when a change is started, not with the list.
const LocationChangeForm = lazy(() => import('./location-change-form').then((m) => ({ default: m.LocationChangeForm })));
const StockChangeForm = lazy(() => import('./stock-change-form').then((m) => ({ default: m.StockChangeForm })));

export type PanelMode = 'view' | StockMode | 'move';

interface StockPanelProps {
  item: InventoryStockItemFragment;
  /** Its last changes, newest first (useItemHistory). */
  recent: InventoryChangeFragment[];
  recentLoading: boolean;
  mode: PanelMode;
  canChange: boolean;
  /** Historia zamówień is for admins (role 4): only they get the link. */
  canSeeHistory: boolean;
  busy: boolean;
  settings: { locationPattern: string; locationExample: string; takesDecimals(unit: string): boolean };
  /** Opened by a scan: the scan field keeps the focus for the next scan. */
  keepFocusOn?: () => HTMLElement | null;
  onMode(mode: PanelMode): void;
  onClose(): void;
  onToggleAvailability(): void;
  onErrors(): void;
  onStock(nowy_stan: number, powod_zmiany: string): Promise<boolean>;
  onLocation(location: string): Promise<boolean>;
  /** The screen's notices, drawn under the panel's actions and form: over nothing one presses. */
  notices?: ReactNode;
}

/**
 * One item's side panel (as InvenTree's stock item, Odoo's product): its details, Count / Add /
 * Remove / Move in place, print a label, and its last changes with a link to the full history.
 * Not modal: the list and the scan field stay usable, a click on another row shows that row.
 */
export function StockPanel(p: StockPanelProps) {
  const { t } = useTranslation();
  const { item } = p;
  const { recent } = p;
  const [formKey, setFormKey] = useState(0);

  return (
    <Drawer.Root
      open
      modal={false}
      closeOnInteractOutside={false}
      preventScroll={false}
      trapFocus={false}
      size={{ base: 'full', md: 'md' }}
      initialFocusEl={p.keepFocusOn}
      onOpenChange={(e) => !e.open && p.onClose()}
    >
      <Portal>
        <Drawer.Positioner pointerEvents="none">
          <Drawer.Content pointerEvents="auto" data-testid="stock-panel" data-index={item.index} boxShadow="lg" borderStartWidth="1px">
            <Drawer.Header>
              <Stack gap="0.5">
                <Drawer.Title fontFamily="mono">{item.index}</Drawer.Title>
                <Text fontSize="sm" color="fg.muted">
                  {item.name}
                </Text>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <DataList.Root orientation="horizontal" size="sm" data-testid="panel-details">
                  <DataList.Item>
                    <DataList.ItemLabel>{t('inventories.columns.quantity')}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="panel-quantity">
                      {formatQuantity(item.quantity)} {item.unit}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('inventories.columns.location')}</DataList.ItemLabel>
                    <DataList.ItemValue fontFamily="mono" data-testid="panel-location">
                      {item.location}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('inventories.columns.ean')}</DataList.ItemLabel>
                    <DataList.ItemValue fontFamily="mono">{item.ean}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('inventories.columns.updatedAt')}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatDateAndTime(item.updatedAt)}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('inventories.columns.availabilityCheck')}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Switch.Root size="sm" checked={item.availabilityCheck} disabled={!p.canChange} onCheckedChange={p.onToggleAvailability} data-testid="panel-availability">
                        <Switch.HiddenInput aria-label={t('inventories.columns.availabilityCheck')} />
                        <Switch.Control />
                      </Switch.Root>
                    </DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
                {(item.hasErrorChanges || item.hasPendingChange) && (
                  <HStack gap="2">
                    {item.hasErrorChanges && (
                      <Button size="xs" colorPalette="red" variant="subtle" onClick={p.onErrors} data-testid="panel-errors">
                        {t('inventories.actions.errors')}
                      </Button>
                    )}
                    {item.hasPendingChange && <Badge colorPalette="orange">{t('inventories.marks.pending')}</Badge>}
                  </HStack>
                )}

                <Wrap gap="2" role="toolbar" aria-label={t('inventories.columns.actions')}>
                  {p.canChange &&
                    (['count', 'add', 'remove', 'move'] as const).map((m) => (
                      <Button
                        key={m}
                        size="sm"
                        variant={p.mode === m ? 'solid' : 'outline'}
                        colorPalette="teal"
                        aria-pressed={p.mode === m}
                        onClick={() => {
                          setFormKey((k) => k + 1);
                          p.onMode(m);
                        }}
                        data-testid={`panel-${m}`}
                      >
                        {t(`inventories.actions.${m}`)}
                      </Button>
                    ))}
                  <StockPrintAction item={item} size="sm" />
                </Wrap>

                {p.canChange && p.mode !== 'view' && (
                  <Box borderWidth="1px" rounded="md" p="3">
                    <Suspense fallback={<Spinner size="sm" />}>
                      {p.mode === 'move' ? (
                        <LocationChangeForm
                          key={formKey}
                          item={item}
                          pattern={p.settings.locationPattern}
                          example={p.settings.locationExample}
                          busy={p.busy}
                          onCancel={() => p.onMode('view')}
                          onSave={p.onLocation}
                        />
                      ) : (
                        <StockChangeForm
                          key={`${formKey}-${p.mode}`}
                          item={item}
                          mode={p.mode}
                          decimals={p.settings.takesDecimals(item.unit)}
                          busy={p.busy}
                          onCancel={() => p.onMode('view')}
                          onSave={p.onStock}
                        />
                      )}
                    </Suspense>
                  </Box>
                )}
                {p.notices}

                <Separator />
                <Stack gap="2" data-testid="panel-history">
                  <Text fontWeight="semibold">{t('inventories.panel.history')}</Text>
                  {recent.length === 0 && !p.recentLoading && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('inventories.panel.historyEmpty')}
                    </Text>
                  )}
                  <Stack as="ul" gap="1.5" listStyleType="none">
                    {recent.map((c) => (
                      <RecentChange key={c.id} change={c} />
                    ))}
                  </Stack>
                  {p.canSeeHistory && (
                    <Link asChild fontSize="sm" colorPalette="teal" data-testid="panel-history-link">
                      <RouterLink href={`/app/order-history?reference=${encodeURIComponent(item.index)}`}>{t('inventories.panel.historyLink')}</RouterLink>
                    </Link>
                  )}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('inventories.panel.close')} data-testid="panel-close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function RecentChange({ change }: { change: InventoryChangeFragment }) {
  const { t } = useTranslation();
  const d = change.data as Record<string, unknown>;
  const what =
    change.type === 'stock'
      ? `${t('inventories.panel.stockChange', { from: formatQuantity(Number(d.stary_stan)), to: formatQuantity(Number(d.nowy_stan)) })} · ${String(d.powod_zmiany ?? '')}`
      : t('inventories.panel.locationChange', { from: String(d.stara_lokalizacja ?? ''), to: String(d.nowa_lokalizacja ?? '') });
  const status = change.status as 'PENDING' | 'SUCCESS' | 'ERROR';
  return (
    <Box as="li" fontSize="sm" data-testid="panel-change">
      <Text>{what}</Text>
      <Text color="fg.muted" fontSize="xs">
        {t('inventories.panel.by', { name: change.createdByName ?? '—', date: formatDateAndTime(change.createdAt) })}
        {status !== 'SUCCESS' && ` · ${t(`inventories.panel.status.${status}`)}`}
      </Text>
    </Box>
  );
}
