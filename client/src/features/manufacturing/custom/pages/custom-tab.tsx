import { Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManufacturingTabProps } from '../../manufacturing-tab-props';
import { useCloseBatch } from '../hooks/use-close-batch';
import { usePrintFollowUp } from '../hooks/use-print-follow-up';
import { useRecordList } from '../hooks/use-record-list';
import { useStationApi } from '../hooks/use-station-api';
import { useStationResources } from '../hooks/use-station-resources';
import { RecordFilterBar } from '../components/record-filter-bar';
import { BatchToolbar, RecordGrid } from '../components/record-grid';
import { useNotices } from '../components/notices';
import { focusStationScan, StationPanel } from '../components/station-panel';

/** Tab '1' "Produkcja niestandardowa": the station above the 24 newest open records as cards (filters in the URL), multi-select and "Zamknij partię"; live. */
export function CustomTab({ openRecord }: ManufacturingTabProps) {
  const { t } = useTranslation();
  const api = useStationApi();
  const notices = useNotices();
  const { push } = notices;
  const followPrint = usePrintFollowUp(push);
  const { printers, schemas } = useStationResources();
  const list = useRecordList(false);
  const { state, refresh } = list;
  const batch = useCloseBatch(push);

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onCloseBatch = async () => {
    if (await batch.close(selected)) {
      setSelected(new Set());
      refresh();
    }
    focusStationScan();
  };

  return (
    <Stack gap="5" mt="4" data-testid="custom-tab">
      <StationPanel api={api} printers={printers} schemas={schemas} openRecord={openRecord} onChanged={refresh} onPrintQueued={followPrint} notices={notices} />
      <Separator />
      <RecordFilterBar choices={list.filters} values={state.applied} onChange={state.applyFilters} testId="custom" />
      <RecordGrid
        records={list.records}
        loading={list.loading}
        error={list.error}
        totalCount={list.totalCount}
        page={state.page}
        totalPages={list.totalPages}
        limit={state.limit}
        onPage={state.setPage}
        onLimit={state.setLimit}
        onOpen={openRecord}
        emptyText={t('manufacturing.custom.grid.empty')}
        selection={{ ids: selected, toggle }}
        toolbar={
          <BatchToolbar
            count={selected.size}
            closing={batch.closing}
            onSelectAll={() => setSelected(new Set((list.records ?? []).filter((r) => r.status === 'LABELED').map((r) => r.id)))}
            onClear={() => setSelected(new Set())}
            onCloseBatch={() => void onCloseBatch()}
          />
        }
      />
    </Stack>
  );
}
