import { Button, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../shared/ui/pager';
import { RecordCard, type RecordCardData } from './record-card';

import { RECORD_PAGE_SIZES } from '../hooks/record-list-query';

interface Props {
  records: readonly RecordCardData[] | null;
  loading: boolean;
  error: boolean;
  totalCount: number;
  page: number;
  totalPages: number;
  limit: number;
  onPage(page: number): void;
  onLimit(limit: number): void;
  onOpen(id: number): void;
  emptyText: string;
  /** With a selection: the cards get checkboxes. */
  selection?: { ids: ReadonlySet<number>; toggle(id: number, on: boolean): void };
  /** Above the grid, after the count (actions on the selection). */
  toolbar?: ReactNode;
}

/** Records as a card grid with the pager (2-6 columns by width; one column on a phone). */
export function RecordGrid({ records, loading, error, totalCount, page, totalPages, limit, onPage, onLimit, onOpen, emptyText, selection, toolbar }: Props) {
  const { t } = useTranslation();
  const g = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.grid.${key}` as never, values as never) as unknown as string;
  return (
    <Stack gap="3">
      {toolbar}
      {error && !records ? (
        <Text color="fg.error">{g('loadError')}</Text>
      ) : !records ? (
        <Spinner />
      ) : records.length === 0 ? (
        <Text color="fg.muted" data-testid="records-empty">
          {emptyText}
        </Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)', '2xl': 'repeat(6, 1fr)' }} gap="3" data-testid="record-grid">
          {records.map((r) => (
            <RecordCard
              key={r.id}
              record={r}
              onOpen={onOpen}
              selectable={!!selection}
              selected={selection?.ids.has(r.id) ?? false}
              onSelect={(on) => selection?.toggle(r.id, on)}
            />
          ))}
        </Grid>
      )}
      {records && (
        <Pager
          page={page}
          totalPages={totalPages}
          limit={limit}
          sizes={RECORD_PAGE_SIZES}
          onPage={onPage}
          onLimit={onLimit}
          labels={{ pageSize: g('pageSize'), previous: g('previous'), next: g('next'), pageInfo: g('pageOf', { page, pages: Math.max(totalPages, 1) }) }}
        >
          <HStack gap="2">
            <Text color="fg.muted">{g('total', { count: totalCount })}</Text>
            {loading && <Spinner size="xs" />}
          </HStack>
        </Pager>
      )}
    </Stack>
  );
}

/** The selection toolbar of the open records: count, select all labelled, clear, "Zamknij partię". */
export function BatchToolbar({ count, onSelectAll, onClear, onCloseBatch, closing }: { count: number; onSelectAll(): void; onClear(): void; onCloseBatch(): void; closing: boolean }) {
  const { t } = useTranslation();
  const g = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.grid.${key}` as never, values as never) as unknown as string;
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Text fontWeight="semibold">{g('title')}</Text>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" data-testid="selected-count">
          {g('selected', { count })}
        </Text>
        <Button size="sm" variant="ghost" onClick={onSelectAll} data-testid="select-all-labelled">
          {g('selectAll')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={count === 0}>
          {g('clear')}
        </Button>
        <Button size="sm" colorPalette="teal" onClick={onCloseBatch} disabled={count === 0} loading={closing} data-testid="close-batch">
          {g('closeBatch')}
        </Button>
      </HStack>
    </HStack>
  );
}
