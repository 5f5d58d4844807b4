import { Badge, Button, HStack, Input, NativeSelect, Switch, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InventoryStockItemFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import type { StockColumn, StockFilters } from '../hooks/use-stock-list';
import { StockPrintAction } from '../../label-printing';

const COLUMNS: StockColumn[] = ['index', 'name', 'ean', 'location', 'quantity', 'unit', 'availabilityCheck', 'updatedAt'];
const TEXT_FILTERS = new Set<StockColumn>(['index', 'name', 'ean', 'location']);

interface StockTableProps {
  items: InventoryStockItemFragment[];
  filters: StockFilters;
  sort: { column: StockColumn; order: 'ASC' | 'DESC' } | null;
  canChange: boolean;
  highlightId: number | null;
  onFilter(name: keyof StockFilters, value: string): void;
  onSort(column: StockColumn): void;
  onLocation(item: InventoryStockItemFragment): void;
  onStock(item: InventoryStockItemFragment): void;
  onErrors(item: InventoryStockItemFragment): void;
  onToggleAvailability(item: InventoryStockItemFragment): void;
}

/** The stock table: a filter under each header, sorting by header click, marks for ERP errors. */
export function StockTable(p: StockTableProps) {
  const { t } = useTranslation();
  const arrow = (c: StockColumn) => (p.sort?.column === c ? (p.sort.order === 'ASC' ? ' ▲' : ' ▼') : '');
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped data-testid="stock-table">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} aria-sort={p.sort?.column === c ? (p.sort.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
                <Button variant="ghost" size="xs" px="1" onClick={() => p.onSort(c)} aria-label={t('inventories.sortBy', { column: t(`inventories.columns.${c}`) })} data-testid={`sort-${c}`}>
                  {t(`inventories.columns.${c}`)}
                  {arrow(c)}
                </Button>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{t('inventories.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} py="1">
                {TEXT_FILTERS.has(c) ? (
                  <Input
                    size="xs"
                    value={p.filters[c as keyof StockFilters]}
                    placeholder={t('inventories.filterPlaceholder')}
                    aria-label={t(`inventories.columns.${c}`)}
                    data-testid={`filter-${c}`}
                    onChange={(e) => p.onFilter(c as keyof StockFilters, e.target.value)}
                  />
                ) : c === 'availabilityCheck' ? (
                  <NativeSelect.Root size="xs">
                    <NativeSelect.Field
                      value={p.filters.availabilityCheck}
                      aria-label={t('inventories.columns.availabilityCheck')}
                      onChange={(e) => p.onFilter('availabilityCheck', e.target.value)}
                    >
                      <option value="">{t('inventories.any')}</option>
                      <option value="true">{t('inventories.yes')}</option>
                      <option value="false">{t('inventories.no')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : null}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {p.items.map((item) => (
            <Table.Row key={item.id} data-testid="stock-row" data-index={item.index} bg={item.id === p.highlightId ? 'yellow.subtle' : undefined}>
              <Table.Cell fontFamily="mono">
                <HStack gap="1">
                  <Text>{item.index}</Text>
                  {item.hasErrorChanges && (
                    <Badge colorPalette="red" cursor="pointer" onClick={() => p.onErrors(item)} data-testid="error-mark">
                      {t('inventories.marks.error')}
                    </Badge>
                  )}
                  {item.hasPendingChange && <Badge colorPalette="orange">{t('inventories.marks.pending')}</Badge>}
                </HStack>
              </Table.Cell>
              <Table.Cell>{item.name}</Table.Cell>
              <Table.Cell fontFamily="mono">{item.ean}</Table.Cell>
              <Table.Cell fontFamily="mono" data-testid="cell-location">{item.location}</Table.Cell>
              <Table.Cell textAlign="end" data-testid="cell-quantity">{item.quantity}</Table.Cell>
              <Table.Cell>{item.unit}</Table.Cell>
              <Table.Cell>
                <Switch.Root
                  size="sm"
                  checked={item.availabilityCheck}
                  disabled={!p.canChange}
                  onCheckedChange={() => p.onToggleAvailability(item)}
                  data-testid="availability-switch"
                >
                  <Switch.HiddenInput aria-label={t('inventories.columns.availabilityCheck')} />
                  <Switch.Control />
                </Switch.Root>
              </Table.Cell>
              <Table.Cell>{formatDate(item.updatedAt)}</Table.Cell>
              <Table.Cell>
                {p.canChange && (
                  <HStack gap="1">
                    <Button size="xs" variant="outline" onClick={() => p.onLocation(item)} data-testid="change-location">
                      {t('inventories.actions.location')}
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => p.onStock(item)} data-testid="change-stock">
                      {t('inventories.actions.stock')}
                    </Button>
                  </HStack>
                )}
                <StockPrintAction item={item} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
