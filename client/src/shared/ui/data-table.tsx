import { Box, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { BREAKPOINT_PX, useMinWidth } from '../hooks/use-min-width';
import { TableFrame } from './table-frame';

export interface DataColumn<R, C extends string> {
  key: C;
  /** The header text (already translated). */
  header: string;
  /** The accessible name of the header's sort button, e.g. "Sortuj według: Nazwa". */
  sortLabel?: string;
  sortable?: boolean;
  /** A filter control shown under the header (column filters). */
  filter?: ReactNode;
  cell(row: R): ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Monospace, for codes and numbers staff compare by eye. */
  mono?: boolean;
  /** Hidden below this breakpoint (key columns are never hidden). */
  hideBelow?: 'md' | 'lg' | 'xl';
  /** Hidden when the table's own width (not the window's: a side menu takes its share) is below
   *  this many pixels. */
  hideBelowWidth?: number;
  /** Kept on one line (codes, dates, numbers). */
  nowrap?: boolean;
}

interface DataTableProps<R, C extends string> {
  columns: Array<DataColumn<R, C>>;
  rows: R[];
  rowKey(row: R): string | number;
  /** Extra attributes per row: test ids, data-*, a highlight. */
  rowProps?(row: R): Record<string, unknown>;
  sort?: { column: C; order: 'ASC' | 'DESC' } | null;
  onSort?(column: C): void;
  /** Row actions: kept compact in a last column pinned to the right edge, so they never fall off it. */
  actions?(row: R): ReactNode;
  actionsHeader?: string;
  loading?: boolean;
  /** Shown in place of rows when there are none. */
  empty: string;
  testId?: string;
  /** A click (or Enter) on a row: opens its details. Controls inside a row stop the click themselves. */
  onRowClick?(row: R): void;
  /** On a phone (below `md`) each row shows as this card instead of the table. */
  card?(row: R): ReactNode;
  /** The table's name for assistive technology (its frame is a region, a tab stop while it scrolls). */
  label?: string;
}

/**
 * The one table of the app's lists: a whole-header click sorts (aria-sort says how), optional
 * column filters under the headers, loading and empty states, and row actions in a column pinned
 * to the right edge. Presentational: the page (container) fetches and holds the list state.
 */
export function DataTable<R, C extends string>(p: DataTableProps<R, C>) {
  const phone = !useMinWidth(BREAKPOINT_PX.md);
  if (p.card && phone) return <DataCards {...p} card={p.card} />;
  const span = p.columns.length + (p.actions ? 1 : 0);
  const hasFilters = p.columns.some((c) => c.filter);
  const display = (c: DataColumn<R, C>) => (c.hideBelow ? { base: 'none', [c.hideBelow]: 'table-cell' } : undefined);
  const narrow = (c: DataColumn<R, C>) => (c.hideBelowWidth ? { [`@container (max-width: ${c.hideBelowWidth - 1}px)`]: { display: 'none' } } : undefined);
  return (
    <TableFrame label={p.label} data-testid={p.testId ? `${p.testId}-frame` : undefined} css={{ containerType: 'inline-size' }}>
      <Table.Root size="sm" striped data-testid={p.testId}>
        <Table.Header>
          <Table.Row>
            {p.columns.map((c) => {
              const sorted = p.sort?.column === c.key;
              const ariaSort = sorted ? (p.sort!.order === 'ASC' ? 'ascending' : 'descending') : 'none';
              return (
                <Table.ColumnHeader key={c.key} aria-sort={c.sortable ? ariaSort : undefined} textAlign={c.align} display={display(c)} css={narrow(c)} p="0">
                  {c.sortable && p.onSort ? (
                    <Box
                      as="button"
                      w="full"
                      px="2"
                      py="1.5"
                      textAlign="inherit"
                      fontWeight="semibold"
                      cursor="pointer"
                      _hover={{ bg: 'bg.muted' }}
                      onClick={() => p.onSort!(c.key)}
                      aria-label={c.sortLabel}
                      data-testid={`sort-${c.key}`}
                    >
                      {c.header}
                      {sorted ? (p.sort!.order === 'ASC' ? ' ▲' : ' ▼') : ''}
                    </Box>
                  ) : (
                    <Box px="2" py="1.5">
                      {c.header}
                    </Box>
                  )}
                </Table.ColumnHeader>
              );
            })}
            {p.actions && (
              <Table.ColumnHeader textAlign="end" position="sticky" right="0" bg="bg" px="2">
                {p.actionsHeader}
              </Table.ColumnHeader>
            )}
          </Table.Row>
          {hasFilters && (
            <Table.Row>
              {p.columns.map((c) => (
                <Table.ColumnHeader key={c.key} py="1" display={display(c)} css={narrow(c)}>
                  {c.filter}
                </Table.ColumnHeader>
              ))}
              {p.actions && <Table.ColumnHeader position="sticky" right="0" bg="bg" />}
            </Table.Row>
          )}
        </Table.Header>
        <Table.Body>
          {p.rows.map((row) => (
            <Table.Row
              key={p.rowKey(row)}
              {...(p.onRowClick
                ? {
                    cursor: 'pointer',
                    tabIndex: 0,
                    _hover: { bg: 'bg.muted' },
                    onClick: () => p.onRowClick!(row),
                    onKeyDown: (e: KeyboardEvent) => {
                      if (e.key === 'Enter' && e.target === e.currentTarget) p.onRowClick!(row);
                    },
                  }
                : {})}
              {...p.rowProps?.(row)}
            >
              {p.columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.align} fontFamily={c.mono ? 'mono' : undefined} display={display(c)} css={narrow(c)} whiteSpace={c.nowrap ? 'nowrap' : undefined}>
                  {c.cell(row)}
                </Table.Cell>
              ))}
              {p.actions && (
                <Table.Cell textAlign="end" position="sticky" right="0" bg="bg" whiteSpace="nowrap" onClick={(e) => e.stopPropagation()}>
                  {p.actions(row)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
          {p.rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={span}>
                {p.loading ? (
                  <Spinner size="sm" display="block" mx="auto" my="4" />
                ) : (
                  <Text color="fg.muted" textAlign="center" py="4">
                    {p.empty}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}

/** The phone layout: one card per row, the same rows, row props and actions. */
function DataCards<R, C extends string>(p: DataTableProps<R, C> & { card(row: R): ReactNode }) {
  if (p.rows.length === 0) {
    return p.loading ? (
      <Spinner size="sm" display="block" mx="auto" my="4" />
    ) : (
      <Text color="fg.muted" textAlign="center" py="4">
        {p.empty}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid={p.testId ? `${p.testId}-cards` : undefined}>
      {p.rows.map((row) => (
        <Box
          as="li"
          key={p.rowKey(row)}
          borderWidth="1px"
          rounded="md"
          p="3"
          bg="bg.panel"
          {...(p.onRowClick ? { cursor: 'pointer', onClick: () => p.onRowClick!(row) } : {})}
          {...p.rowProps?.(row)}
        >
          {p.card(row)}
          {p.actions && (
            <Box mt="2" onClick={(e) => e.stopPropagation()}>
              {p.actions(row)}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
