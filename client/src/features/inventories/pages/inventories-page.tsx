import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../app/message/message-store';
import { useSession } from '../../../app/session/auth-store';
import { useApolloClient } from '@apollo/client/react';
import { StockItemListDocument, type InventoryStockItemFragment, type StockItemListQuery } from '../../../gql/graphql';
import { Pager } from '../../../shared/ui/pager';
import { LocationDialog, StockDialog } from '../components/change-dialogs';
import { ErrorsDrawer } from '../components/errors-drawer';
import { FileDialog } from '../components/file-dialog';
import { ScannerSearch } from '../components/scanner-search';
import { StockTable } from '../components/stock-table';
import { useStockChanges } from '../hooks/use-stock-changes';
import { EMPTY_FILTERS, STOCK_PAGE_SIZES, useStockList } from '../hooks/use-stock-list';

type Dialog = { kind: 'location' | 'stock' | 'errors'; item: InventoryStockItemFragment } | { kind: 'file' } | null;

/** Stany magazynowe: every role reads; staff (2+) change locations, stock levels and the availability check. */
export default function InventoriesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canChange = (session?.role ?? 1) >= 2;
  const list = useStockList();
  const changes = useStockChanges(() => void list.refetch());
  const client = useApolloClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);

  /** EAN (digits) or catalogue index: looked up at once, the table shows the match. */
  const onScan = async (code: string) => {
    const byEan = /^\d{8,14}$/.test(code);
    const filters = { ...EMPTY_FILTERS, [byEan ? 'ean' : 'index']: code };
    const { data } = await client.query<StockItemListQuery>({
      query: StockItemListDocument,
      variables: { page: 1, limit: 10, ...(byEan ? { ean: code } : { index: code }) },
      fetchPolicy: 'network-only',
    });
    const items = data?.stockItems.items ?? [];
    const exact = items.find((i) => (byEan ? i.ean === code : i.index.toLowerCase() === code.toLowerCase())) ?? (items.length === 1 ? items[0] : undefined);
    if (!exact) {
      showMessage({ message: t('inventories.scannerNotFound', { code }), isError: true });
      return;
    }
    list.applyFilters(byEan ? { ...filters, ean: exact.ean } : { ...filters, index: exact.index });
    setHighlightId(exact.id);
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="xl">
          {t('inventories.title')}
        </Heading>
        <Text color="fg.muted" data-testid="stock-count">
          {t('inventories.count', { count: list.total })}
        </Text>
      </HStack>
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <ScannerSearch onScan={(c) => void onScan(c)} />
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={() => list.applyFilters(EMPTY_FILTERS)}>
            {t('inventories.clearFilters')}
          </Button>
          <Button colorPalette="teal" size="sm" onClick={() => setDialog({ kind: 'file' })} data-testid="open-file-dialog">
            {t('inventories.actions.file')}
          </Button>
        </HStack>
      </HStack>
      {list.loading ? (
        <Spinner />
      ) : (
        <StockTable
          items={list.items}
          filters={list.filters}
          sort={list.sort}
          canChange={canChange}
          highlightId={highlightId}
          onFilter={list.setFilter}
          onSort={list.toggleSort}
          onLocation={(item) => setDialog({ kind: 'location', item })}
          onStock={(item) => setDialog({ kind: 'stock', item })}
          onErrors={(item) => setDialog({ kind: 'errors', item })}
          onToggleAvailability={(item) => void changes.toggleAvailability(item)}
        />
      )}
      {!list.loading && list.items.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="4">
          {t('inventories.empty')}
        </Text>
      )}
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

      {dialog?.kind === 'location' && (
        <LocationDialog item={dialog.item} busy={changes.busy} onClose={() => setDialog(null)} onSave={(v) => changes.changeLocation(dialog.item, v)} />
      )}
      {dialog?.kind === 'stock' && (
        <StockDialog item={dialog.item} busy={changes.busy} onClose={() => setDialog(null)} onSave={(v, reason) => changes.changeStock(dialog.item, v, reason)} />
      )}
      {dialog?.kind === 'errors' && (
        <ErrorsDrawer item={dialog.item} busy={changes.busy} canChange={canChange} onClose={() => setDialog(null)} onRetry={changes.retry} onDelete={changes.dismiss} />
      )}
      {dialog?.kind === 'file' && <FileDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}
