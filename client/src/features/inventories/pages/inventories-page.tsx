import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/auth-store';
import { StockItemListDocument, type InventoryStockItemFragment, type StockItemListQuery } from '../../../gql/graphql';
import { Notices, notify } from '../../../shared/ui/notices';
import { Pager } from '../../../shared/ui/pager';
import { usePageScan } from '../../../shared/scan/use-page-scan';
import { ErrorsDrawer } from '../components/errors-drawer';
import { FileDialog } from '../components/file-dialog';
import { ScannerSearch } from '../components/scanner-search';
import { StockPanel, type PanelMode } from '../components/stock-panel';
import { StockTable } from '../components/stock-table';
import { useStockChanges } from '../hooks/use-stock-changes';
import { EMPTY_FILTERS, STOCK_PAGE_SIZES, useStockList } from '../hooks/use-stock-list';
import { useStockSettings } from '../hooks/use-stock-settings';
import { useItemErrors, useItemHistory } from '../hooks/use-item-changes';
import { can } from '../../../../../domain/authorization/index';

type Dialog = { kind: 'errors'; item: InventoryStockItemFragment } | { kind: 'file' } | null;
interface Panel {
  item: InventoryStockItemFragment;
  mode: PanelMode;
  byScan: boolean;
}

/** Stany magazynowe: every role reads; those the policy lets create changes change locations, stock levels and the availability check. */
export default function InventoriesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const role = session?.role ?? 1;
  const canChange = can('changeCreate', role);
  const list = useStockList();
  const changes = useStockChanges(() => void list.refetch());
  const settings = useStockSettings();
  const client = useApolloClient();
  const scanner = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  // The panel shows the item as the list (kept live by the subscription) has it now.
  const panelItem = panel ? (list.items.find((i) => i.id === panel.item.id) ?? panel.item) : null;
  const history = useItemHistory(panelItem);
  const errors = useItemErrors(dialog?.kind === 'errors' ? dialog.item : null);

  /** EAN (digits) or catalogue index: looked up at once; exactly one item opens its panel. */
  const onScan = async (code: string) => {
    const byEan = /^\d{8,14}$/.test(code);
    const { data } = await client.query<StockItemListQuery>({
      query: StockItemListDocument,
      variables: { page: 1, limit: 10, ...(byEan ? { ean: code } : { index: code }) },
      fetchPolicy: 'network-only',
    });
    const items = data?.stockItems.items ?? [];
    const exact = items.find((i) => (byEan ? i.ean === code : i.index.toLowerCase() === code.toLowerCase())) ?? (items.length === 1 ? items[0] : undefined);
    if (!exact) {
      notify({ message: t('inventories.scannerNotFound', { code }), status: 'error', sound: true });
      return;
    }
    list.applyFilters(byEan ? { ...EMPTY_FILTERS, ean: exact.ean } : { ...EMPTY_FILTERS, index: exact.index });
    setHighlightId(exact.id);
    setPanel({ item: exact, mode: 'view', byScan: true });
  };
  // A scan while the focus is on no field (a button, the page) is still a scan.
  usePageScan((code) => void onScan(code));
  /** A count or a move saved (or left): its form is gone with the focus in it, so the scan field
   *  takes the focus back and the next scan is read. */
  const onMode = (mode: PanelMode) => {
    if (!panel) return;
    setPanel({ ...panel, mode });
    if (mode === 'view' && panel.mode !== 'view') requestAnimationFrame(() => scanner.current?.focus());
  };

  return (
    <Stack gap="4">
      {/* With an item's panel open its notices show in the panel, under its form, where they cover
          no button (on a phone the panel fills the screen); otherwise over the page's bottom end. */}
      {!panel && <Notices closeLabel={t('message.close')} />}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="xl">
          {t('inventories.title')}
        </Heading>
        <Text color="fg.muted" data-testid="stock-count">
          {t('inventories.count', { count: list.total })}
        </Text>
      </HStack>
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <ScannerSearch ref={scanner} onScan={(c) => void onScan(c)} />
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={() => list.applyFilters(EMPTY_FILTERS)}>
            {t('inventories.clearFilters')}
          </Button>
          <Button colorPalette="teal" size="sm" onClick={() => setDialog({ kind: 'file' })} data-testid="open-file-dialog">
            {t('inventories.actions.file')}
          </Button>
        </HStack>
      </HStack>
      <StockTable
        items={list.items}
        loading={list.loading}
        failed={list.failed}
        onRetry={() => void list.refetch()}
        filters={list.filters}
        sort={list.sort}
        canChange={canChange}
        highlightId={highlightId}
        onFilter={list.setFilter}
        onSort={list.toggleSort}
        onOpen={(item, mode) => setPanel({ item, mode, byScan: false })}
        onErrors={(item) => setDialog({ kind: 'errors', item })}
        onToggleAvailability={(item) => void changes.toggleAvailability(item)}
      />
      <Pager
        page={list.page}
        totalPages={list.totalPages}
        limit={list.limit}
        sizes={STOCK_PAGE_SIZES}
        onPage={list.setPage}
        onLimit={list.setLimit}
        labels={{
          pageSize: t('inventories.pageSize'),
          previous: t('inventories.previous'),
          next: t('inventories.next'),
          pageInfo: t('inventories.page', { page: list.page, total: Math.max(list.totalPages, 1) }),
        }}
      />

      {panel && panelItem && (
        <StockPanel
          key={panelItem.id}
          item={panelItem}
          recent={history.recent}
          recentLoading={history.loading}
          mode={panel.mode}
          canChange={canChange}
          canSeeHistory={can('historyList', role)}
          busy={changes.busy}
          settings={settings}
          keepFocusOn={panel.byScan ? () => scanner.current : undefined}
          onMode={onMode}
          onClose={() => setPanel(null)}
          onToggleAvailability={() => void changes.toggleAvailability(panelItem)}
          onErrors={() => setDialog({ kind: 'errors', item: panelItem })}
          onStock={(value, reason) => changes.changeStock(panelItem, value, reason)}
          onLocation={(location) => changes.changeLocation(panelItem, location)}
          notices={<Notices closeLabel={t('message.close')} placement="inline" label={t('inventories.noticesLabel')} />}
        />
      )}
      {dialog?.kind === 'errors' && (
        <ErrorsDrawer item={dialog.item} changes={errors.changes} loading={errors.loading} onChanged={errors.refetch} busy={changes.busy} canChange={canChange} onClose={() => setDialog(null)} onRetry={changes.retry} onDelete={changes.dismiss} />
      )}
      {dialog?.kind === 'file' && <FileDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}
