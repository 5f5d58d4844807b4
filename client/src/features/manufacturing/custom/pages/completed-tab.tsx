import { Badge, Box, Button, Card, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManufacturingBatchFieldsFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../../shared/format-date';
import type { ManufacturingTabProps } from '../../manufacturing-tab-props';
import { useBatchManifest, useBatches } from '../hooks/use-batches';
import { useRecordList } from '../hooks/use-record-list';
import { RecordFilterBar } from '../components/record-filter-bar';
import { RecordGrid } from '../components/record-grid';
import { NoticeList, useNotices } from '../components/notices';
import { can } from '../../../../../../domain/authorization/index';

/** A batch's manifest: its records (the completed list filtered by the batch). */
function Manifest({ batch, openRecord }: { batch: ManufacturingBatchFieldsFragment; openRecord(id: number): void }) {
  const { t } = useTranslation();
  const items = useBatchManifest(batch.number);
  if (!items) return <Spinner size="sm" />;
  return (
    <Stack gap="1" data-testid="batch-manifest" fontSize="sm">
      {items.map((r) => (
        <HStack key={r.id} gap="2" justify="space-between">
          <Text as="button" textAlign="start" _hover={{ textDecoration: 'underline' }} onClick={() => openRecord(r.id)}>
            {r.id} · {r.numer_zamowienia}
          </Text>
          <Text color="fg.muted">
            {t('manufacturing.custom.card.summary', { id: r.id, panes: r.paneCount, labels: r.activeLabels })}
            {r.weightKg != null ? ` · ${r.weightKg.toLocaleString('pl-PL')} kg` : ''}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** Tab '2' "Zakończone": completed records and the batches with their manifests (an admin may reopen a batch); live. */
export function CompletedTab({ role, openRecord }: ManufacturingTabProps) {
  const { t } = useTranslation();
  const c = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.completed.${key}` as never, values as never) as unknown as string;
  const notices = useNotices();
  const records = useRecordList(true);
  const { state } = records;
  const batches = useBatches(notices.push);
  const batchList = batches.list;
  const batchPage = batches.page;
  const [openBatch, setOpenBatch] = useState<number | null>(null);

  return (
    <Grid templateColumns={{ base: '1fr', xl: '2fr 1fr' }} gap="6" mt="4" data-testid="completed-tab">
      <Stack gap="3">
        <Text fontWeight="semibold">{c('records')}</Text>
        <RecordFilterBar choices={records.filters} values={state.applied} onChange={state.applyFilters} testId="completed" />
        <RecordGrid
          records={records.records}
          loading={records.loading}
          error={records.error}
          totalCount={records.totalCount}
          page={state.page}
          totalPages={records.totalPages}
          limit={state.limit}
          onPage={state.setPage}
          onLimit={state.setLimit}
          onOpen={openRecord}
          emptyText={c('emptyRecords')}
        />
      </Stack>
      <Stack gap="3" data-testid="batch-list">
        <Text fontWeight="semibold">{c('batches')}</Text>
        <NoticeList notices={notices.notices} />
        {!batchList ? (
          <Spinner />
        ) : batchList.items.length === 0 ? (
          <Text color="fg.muted">{c('emptyBatches')}</Text>
        ) : (
          batchList.items.map((b) => (
            <Card.Root key={b.id} size="sm" data-testid="batch-card" data-number={b.number}>
              <Card.Body gap="1">
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="bold">{b.number}</Text>
                  <Badge colorPalette={b.status === 'CLOSED' ? 'gray' : 'orange'}>{t(`manufacturing.custom.status.${b.status}` as never, { defaultValue: b.status } as never) as unknown as string}</Badge>
                </HStack>
                <Text fontSize="sm">{c('batchLine', { records: b.recordCount, panes: c('batchPanes', { count: b.paneCount }), kg: b.totalWeightKg.toLocaleString('pl-PL') })}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {c('closedBy', { name: b.closedByName, number: b.closedBy, date: formatDate(b.createdAt) })}
                </Text>
                <HStack gap="2">
                  <Button size="xs" variant="outline" aria-expanded={openBatch === b.id} onClick={() => setOpenBatch(openBatch === b.id ? null : b.id)} data-testid="batch-manifest-toggle">
                    {c('manifest')}
                  </Button>
                  {can('manufacturingBatchReopen', role) && b.status === 'CLOSED' && (
                    <Button size="xs" variant="outline" colorPalette="orange" loading={batches.reopening} onClick={() => void batches.reopen(b)}>
                      {c('reopen')}
                    </Button>
                  )}
                </HStack>
                {openBatch === b.id && (
                  <Box pt="2">
                    <Manifest batch={b} openRecord={openRecord} />
                  </Box>
                )}
              </Card.Body>
            </Card.Root>
          ))
        )}
        {batchList && batchList.totalPages > 1 && (
          <HStack gap="2">
            <Button size="xs" variant="ghost" disabled={batchPage <= 1} onClick={() => batches.setPage(batchPage - 1)}>
              {t('manufacturing.custom.grid.previous')}
            </Button>
            <Text fontSize="sm">{t('manufacturing.custom.grid.pageOf', { page: batchPage, pages: batchList.totalPages })}</Text>
            <Button size="xs" variant="ghost" disabled={batchPage >= batchList.totalPages} onClick={() => batches.setPage(batchPage + 1)}>
              {t('manufacturing.custom.grid.next')}
            </Button>
          </HStack>
        )}
      </Stack>
    </Grid>
  );
}
