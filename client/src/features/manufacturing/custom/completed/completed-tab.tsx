import { Badge, Box, Button, Card, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManufacturingBatchesQuery, useManufacturingBatchReopenMutation, useManufacturingRecordsQuery, type ManufacturingBatchFieldsFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../../shared/format-date';
import { readServerError } from '../../../../shared/server-errors';
import type { ManufacturingTabProps } from '../../manufacturing-tab-props';
import { useManufacturingLive } from '../hooks/use-manufacturing-live';
import { RecordGrid } from '../records/record-grid';
import { NoticeList, useNotices } from '../station/notices';

/** A batch's manifest: its records (the completed list filtered by the batch). */
function Manifest({ batch, openRecord }: { batch: ManufacturingBatchFieldsFragment; openRecord(id: number): void }) {
  const { t } = useTranslation();
  const list = useManufacturingRecordsQuery({ variables: { complete: true, batch: batch.number, limit: 96 }, fetchPolicy: 'cache-and-network' });
  const items = list.data?.manufacturingRecords.items;
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
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(24);
  const records = useManufacturingRecordsQuery({ variables: { page, limit, complete: true, sort: 'created_at', order: 'DESC' }, fetchPolicy: 'cache-and-network' });
  const [batchPage, setBatchPage] = useState(1);
  const batches = useManufacturingBatchesQuery({ variables: { page: batchPage, limit: 24 }, fetchPolicy: 'cache-and-network' });
  const [openBatch, setOpenBatch] = useState<number | null>(null);
  const [reopen, reopening] = useManufacturingBatchReopenMutation();
  const refetchRecords = records.refetch;
  const refetchBatches = batches.refetch;
  useManufacturingLive(
    useCallback(() => {
      void refetchRecords();
      void refetchBatches();
    }, [refetchRecords, refetchBatches]),
  );
  const data = (records.data ?? records.previousData)?.manufacturingRecords;
  const batchList = (batches.data ?? batches.previousData)?.manufacturingBatches;

  const onReopen = async (batch: ManufacturingBatchFieldsFragment) => {
    try {
      await reopen({ variables: { id: batch.id } });
      notices.push('success', c('reopened', { number: batch.number }));
    } catch (error) {
      notices.push('error', readServerError(error).message ?? t('manufacturing.custom.station.failed'));
    }
  };

  return (
    <Grid templateColumns={{ base: '1fr', xl: '2fr 1fr' }} gap="6" mt="4" data-testid="completed-tab">
      <Stack gap="3">
        <Text fontWeight="semibold">{c('records')}</Text>
        <RecordGrid
          records={data?.items ?? null}
          loading={records.loading}
          error={!!records.error}
          totalCount={data?.totalCount ?? 0}
          page={page}
          totalPages={data?.totalPages ?? 1}
          limit={limit}
          onPage={setPage}
          onLimit={(n) => {
            setLimit(n);
            setPage(1);
          }}
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
                <Text fontSize="sm">{c('batchLine', { records: b.recordCount, panes: b.paneCount, kg: b.totalWeightKg.toLocaleString('pl-PL') })}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {c('closedBy', { name: b.closedByName, number: b.closedBy, date: formatDate(b.createdAt) })}
                </Text>
                <HStack gap="2">
                  <Button size="xs" variant="outline" aria-expanded={openBatch === b.id} onClick={() => setOpenBatch(openBatch === b.id ? null : b.id)} data-testid="batch-manifest-toggle">
                    {c('manifest')}
                  </Button>
                  {role === 4 && b.status === 'CLOSED' && (
                    <Button size="xs" variant="outline" colorPalette="orange" loading={reopening.loading} onClick={() => void onReopen(b)}>
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
            <Button size="xs" variant="ghost" disabled={batchPage <= 1} onClick={() => setBatchPage(batchPage - 1)}>
              {t('manufacturing.custom.grid.previous')}
            </Button>
            <Text fontSize="sm">{t('manufacturing.custom.grid.pageOf', { page: batchPage, pages: batchList.totalPages })}</Text>
            <Button size="xs" variant="ghost" disabled={batchPage >= batchList.totalPages} onClick={() => setBatchPage(batchPage + 1)}>
              {t('manufacturing.custom.grid.next')}
            </Button>
          </HStack>
        )}
      </Stack>
    </Grid>
  );
}
