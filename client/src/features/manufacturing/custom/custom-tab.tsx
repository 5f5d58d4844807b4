import { Separator, Stack } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useManufacturingCloseBatchMutation,
  useDrillingSchemaOptionsQuery,
  useManufacturingRecordsQuery,
  useQuickPrintPrinterListQuery,
} from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import { offeredPrinters } from '../../label-printing';
import type { ManufacturingTabProps } from '../manufacturing-tab-props';
import { newIdempotencyKey } from './hooks/idempotency-key';
import { useManufacturingLive } from './hooks/use-manufacturing-live';
import { usePrintFollowUp } from './hooks/use-print-follow-up';
import { useStationApi } from './hooks/use-station-api';
import { BatchToolbar, RecordGrid } from './records/record-grid';
import { useNotices } from './station/notices';
import { focusStationScan, StationPanel } from './station/station-panel';

/** Tab '1' "Produkcja niestandardowa": the station above the 24 newest open records as cards, multi-select and "Zamknij partię"; live. */
export function CustomTab({ openRecord }: ManufacturingTabProps) {
  const { t } = useTranslation();
  const g = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.grid.${key}` as never, values as never) as unknown as string;
  const api = useStationApi();
  const notices = useNotices();
  const { push } = notices;
  const followPrint = usePrintFollowUp(push);
  const printers = offeredPrinters(useQuickPrintPrinterListQuery().data?.quickPrintPrinters ?? []);
  const schemas = useDrillingSchemaOptionsQuery({ variables: { archived: 'false' } }).data?.schemas.items ?? [];

  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(24);
  const list = useManufacturingRecordsQuery({ variables: { page, limit, complete: false, sort: 'created_at', order: 'DESC' }, fetchPolicy: 'cache-and-network' });
  const { refetch } = list;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useManufacturingLive(refresh);
  const data = (list.data ?? list.previousData)?.manufacturingRecords;

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const [closeBatch, closing] = useManufacturingCloseBatchMutation();
  const batchKey = useRef<{ ids: string; key: string } | null>(null);

  const onCloseBatch = async () => {
    const ids = [...selected].sort((a, b) => a - b);
    if (!ids.length) return;
    // The same selection closed twice (a double click) is one batch.
    const idsKey = ids.join(',');
    if (batchKey.current?.ids !== idsKey) batchKey.current = { ids: idsKey, key: newIdempotencyKey() };
    try {
      const { data: closed } = await closeBatch({ variables: { ids, idempotencyKey: batchKey.current.key } });
      const batch = closed?.manufacturingCloseBatch;
      push('success', g('batchClosed', { number: batch?.number ?? '', count: batch?.recordCount ?? ids.length }));
      setSelected(new Set());
      batchKey.current = null;
      refresh();
    } catch (error) {
      const e = readServerError(error);
      push('error', g('batchConflict', { message: e.message ?? '' }));
    }
    focusStationScan();
  };

  return (
    <Stack gap="5" mt="4" data-testid="custom-tab">
      <StationPanel
        api={api}
        printers={printers}
        schemas={schemas}
        openRecord={openRecord}
        onChanged={refresh}
        onPrintQueued={followPrint}
        notices={notices}
      />
      <Separator />
      <RecordGrid
        records={data?.items ?? null}
        loading={list.loading}
        error={!!list.error}
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
        emptyText={g('empty')}
        selection={{ ids: selected, toggle }}
        toolbar={
          <BatchToolbar
            count={selected.size}
            closing={closing.loading}
            onSelectAll={() => setSelected(new Set((data?.items ?? []).filter((r) => r.status === 'LABELED').map((r) => r.id)))}
            onClear={() => setSelected(new Set())}
            onCloseBatch={() => void onCloseBatch()}
          />
        }
      />
    </Stack>
  );
}
