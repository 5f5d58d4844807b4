import { useCallback } from 'react';
import { useManufacturingFilterChoicesQuery, useManufacturingRecordsQuery } from '../../../../gql/graphql';
import { useListState } from '../../../../shared/hooks/use-list-state';
import { BATCH_PAGE_PARAM } from './use-batches';
import { RECORD_PAGE_SIZES } from '../components/record-grid';
import { RECORD_FILTERS, recordListVariables, type RecordFilters } from '../record-filters';
import { useManufacturingLive } from './use-manufacturing-live';
import { useRefetchOnLiveConnect } from '../../../../shared/live/live-connection';

const LIST_OPTIONS = {
  filters: RECORD_FILTERS,
  sortColumns: [] as const,
  defaultSort: null,
  pageSizes: RECORD_PAGE_SIZES,
  defaultLimit: 24,
  debounceMs: 0,
  // the screen's tab, and the batches' page shown beside the completed records
  keep: ['tab', BATCH_PAGE_PARAM],
};

/**
 * A record grid's data (tab '1' open work, tab '2' completed): page, size and filters kept in the
 * URL (a filtered view can be linked; back restores it), the records, the values the filter
 * drop-downs offer (`manufacturingFilters`), live through `manufacturingUpdated`.
 */
export function useRecordList(complete: boolean) {
  const state = useListState<RecordFilters, never>(LIST_OPTIONS);
  const list = useManufacturingRecordsQuery({
    variables: { page: state.page, limit: state.limit, complete, sort: 'created_at', order: 'DESC', ...recordListVariables(state.applied) },
    fetchPolicy: 'cache-and-network',
  });
  const choices = useManufacturingFilterChoicesQuery({ variables: { complete }, fetchPolicy: 'cache-and-network' });
  const { refetch } = list;
  const refetchChoices = choices.refetch;
  const refresh = useCallback(() => {
    void refetch();
    void refetchChoices();
  }, [refetch, refetchChoices]);
  useManufacturingLive(refresh);
  useRefetchOnLiveConnect(refresh);
  const data = (list.data ?? list.previousData)?.manufacturingRecords;
  const filters = (choices.data ?? choices.previousData)?.manufacturingFilters ?? null;
  return {
    state,
    filters,
    records: data?.items ?? null,
    totalCount: data?.totalCount ?? 0,
    totalPages: data?.totalPages ?? 1,
    loading: list.loading,
    error: !!list.error,
    refresh,
  };
}

export type RecordList = ReturnType<typeof useRecordList>;
