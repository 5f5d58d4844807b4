import { Alert, Badge, Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InventoryStockItemFragment } from '../../../gql/graphql';
import { formatDateAndTime } from '../../../shared/format-time';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';
import type { StockColumn, StockFilters } from '../hooks/use-stock-list';
import { formatQuantity } from '../hooks/use-stock-settings';
import type { PanelMode } from './stock-panel';
import { MoveIcon, PlusMinusIcon } from './stock-icons';

type Item = InventoryStockItemFragment;
type Column = Exclude<StockColumn, 'unit'>;

interface StockTableProps {
  items: Item[];
  loading: boolean;
  /** The list could not be read: an error with a retry instead of "no items match". */
  failed?: boolean;
  onRetry?(): void;
  filters: StockFilters;
  sort: { column: StockColumn; order: 'ASC' | 'DESC' } | null;
  canChange: boolean;
  highlightId: number | null;
  onFilter(name: keyof StockFilters, value: string): void;
  onSort(column: StockColumn): void;
  onOpen(item: Item, mode: PanelMode): void;
  onErrors(item: Item): void;
  onToggleAvailability(item: Item): void;
}

/**
 * The stock list on the shared table: it fits from 1024 px, side menu or not (EAN shown when the
 * table has 1000 px, the date from 760 px; the unit stands beside the level), a whole-header click sorts, a row opens the item's
 * side panel, and staff get two compact actions. On a phone each item is a card.
 */
export function StockTable(p: StockTableProps) {
  const { t } = useTranslation();
  const header = (c: StockColumn) => t(`inventories.columns.${c}`);
  const textFilter = (c: 'index' | 'name' | 'ean' | 'location') => (
    <Input
      size="xs"
      minW="16"
      value={p.filters[c]}
      placeholder={t('inventories.filterPlaceholder')}
      aria-label={header(c)}
      data-testid={`filter-${c}`}
      onChange={(e) => p.onFilter(c, e.target.value)}
    />
  );
  const stop = (e: { stopPropagation(): void }) => e.stopPropagation();
  const marks = (item: Item) => (
    <>
      {item.hasErrorChanges && (
        <Badge
          colorPalette="red"
          cursor="pointer"
          onClick={(e) => {
            stop(e);
            p.onErrors(item);
          }}
          data-testid="error-mark"
        >
          {t('inventories.marks.error')}
        </Badge>
      )}
      {item.hasPendingChange && <Badge colorPalette="orange">{t('inventories.marks.pending')}</Badge>}
    </>
  );
  const availability = (item: Item) => (
    <Box display="inline-flex" onClick={stop}>
      <Switch.Root size="sm" checked={item.availabilityCheck} disabled={!p.canChange} onCheckedChange={() => p.onToggleAvailability(item)} data-testid="availability-switch">
        <Switch.HiddenInput aria-label={t('inventories.columns.availabilityCheck')} />
        <Switch.Control />
      </Switch.Root>
    </Box>
  );
  const quantity = (item: Item) => (
    <>
      <span data-testid="cell-quantity">{formatQuantity(item.quantity)}</span>{' '}
      <Text as="span" color="fg.muted" fontSize="xs">
        {item.unit}
      </Text>
    </>
  );

  const base: Array<DataColumn<Item, Column>> = [
    { key: 'index', header: header('index'), sortable: true, mono: true, nowrap: true, filter: textFilter('index'), cell: (i) => i.index },
    {
      key: 'name',
      header: header('name'),
      sortable: true,
      filter: textFilter('name'),
      cell: (i) => (
        <Stack gap="0.5" align="start">
          <Text lineClamp={2} title={i.name}>
            {i.name}
          </Text>
          {(i.hasErrorChanges || i.hasPendingChange) && <HStack gap="1">{marks(i)}</HStack>}
        </Stack>
      ),
    },
    { key: 'ean', header: header('ean'), sortable: true, mono: true, nowrap: true, hideBelowWidth: 1000, filter: textFilter('ean'), cell: (i) => i.ean },
    { key: 'location', header: header('location'), sortable: true, mono: true, nowrap: true, filter: textFilter('location'), cell: (i) => <span data-testid="cell-location">{i.location}</span> },
    { key: 'quantity', header: header('quantity'), sortable: true, align: 'end', nowrap: true, cell: quantity },
    {
      key: 'availabilityCheck',
      header: header('availabilityCheck'),
      sortable: true,
      filter: (
        <NativeSelect.Root size="xs" minW="20">
          <NativeSelect.Field value={p.filters.availabilityCheck} aria-label={header('availabilityCheck')} onChange={(e) => p.onFilter('availabilityCheck', e.target.value)}>
            <option value="">{t('inventories.any')}</option>
            <option value="true">{t('inventories.yes')}</option>
            <option value="false">{t('inventories.no')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ),
      cell: availability,
    },
    { key: 'updatedAt', header: header('updatedAt'), sortable: true, nowrap: true, hideBelowWidth: 760, cell: (i) => formatDateAndTime(i.updatedAt) },
  ];
  const columns = base.map((c) => ({ ...c, sortLabel: t('inventories.sortBy', { column: c.header }) }));

  const actions = (item: Item) => (
    <HStack gap="1" justify="end">
      <IconButton size="xs" variant="outline" aria-label={t('inventories.actions.stock')} title={t('inventories.actions.stock')} onClick={() => p.onOpen(item, 'count')} data-testid="change-stock">
        <PlusMinusIcon />
      </IconButton>
      <IconButton size="xs" variant="outline" aria-label={t('inventories.actions.location')} title={t('inventories.actions.location')} onClick={() => p.onOpen(item, 'move')} data-testid="change-location">
        <MoveIcon />
      </IconButton>
    </HStack>
  );

  return (
    <Stack gap="2">
      {p.failed && (
        <Alert.Root status="error" role="alert" data-testid="stock-list-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('inventories.loadFailed')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={p.onRetry} data-testid="stock-list-retry">
            {t('inventories.retry')}
          </Button>
        </Alert.Root>
      )}
      <DataTable<Item, Column>
        testId="stock-table"
        columns={columns}
        rows={p.items}
        rowKey={(i) => i.id}
        loading={p.loading}
        empty={p.failed ? t('inventories.loadFailed') : t('inventories.empty')}
        sort={p.sort && p.sort.column !== 'unit' ? { column: p.sort.column, order: p.sort.order } : null}
        onSort={p.onSort}
        onRowClick={(i) => p.onOpen(i, 'view')}
        rowProps={(i) => ({ 'data-testid': 'stock-row', 'data-index': i.index, bg: i.id === p.highlightId ? 'yellow.subtle' : undefined })}
        actions={p.canChange ? actions : undefined}
        actionsHeader={t('inventories.columns.actions')}
        card={(i) => (
          <Stack gap="1">
            <HStack justify="space-between" align="start" gap="2">
              <Text fontFamily="mono" fontWeight="semibold">
                {i.index}
              </Text>
              <Text fontFamily="mono" data-testid="card-location">
                {i.location}
              </Text>
            </HStack>
            <Text fontSize="sm">{i.name}</Text>
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{quantity(i)}</Text>
              <HStack gap="1">{marks(i)}</HStack>
              <Text fontSize="xs" color="fg.muted">
                {formatDateAndTime(i.updatedAt)}
              </Text>
            </HStack>
          </Stack>
        )}
      />
    </Stack>
  );
}
