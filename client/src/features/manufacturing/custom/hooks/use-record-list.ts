import { useCallback } from 'react';
import { useManufacturingFilterChoicesQuery, useManufacturingRecordsQuery } from '../../../../gql/graphql';
import { useListState } from '../../../../shared/hooks/use-list-state';
import type { RecordFilters } from '../record-filters';
import { RECORD_LIST_OPTIONS, recordListQueryVariables } from './record-list-query';
import { useManufacturingLive } from './use-manufacturing-live';
import { useRefetchOnLiveConnect } from '../../../../shared/live/live-connection';
import { useLiveRefetch } from '../../../../shared/live/use-live-refetch';

/**
 * A record grid's data (tab '1' open work, tab '2' completed): page, size and filters kept in the
 * URL (a filtered view can be linked; back restores it), the records, the values the filter
 * drop-downs offer (`manufacturingFilters`), live through `manufacturingUpdated`.
 */
export function useRecordList(complete: boolean) {
  const state = useListState<RecordFilters, never>(RECORD_LIST_OPTIONS);
  const list = useManufacturingRecordsQuery({
    variables: recordListQueryVariables(state, complete),
    fetchPolicy: 'cache-and-network',
  });
  const choices = useManufacturingFilterChoicesQuery({ variables: { complete }, fetchPolicy: 'cache-and-network' });
  const refetchList = useLiveRefetch(list);
  const refetchChoices = useLiveRefetch(choices);
  const refresh = useCallback(() => {
    refetchList();
    refetchChoices();
  }, [refetchList, refetchChoices]);
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
    // a refresh of the shown page (cache-and-network, the live channel) is not "loading": the grid
    // stays as it is, and a server-rendered grid hydrates as the server drew it (ADR 1100)
    loading: list.loading && !list.data,
    error: !!list.error,
    refresh,
  };
}

export type RecordList = ReturnType<typeof useRecordList>;
