import type { ApolloClient } from '@apollo/client';
import { ManufacturingRecordsDocument, type ManufacturingRecordsQueryVariables } from '../../../../gql/graphql';
import { readListState } from '../../../../shared/hooks/use-list-state';
import { RECORD_FILTERS, recordListVariables, type RecordFilters } from '../record-filters';

/** The batches' page, kept in the URL beside the completed records' list. */
export const BATCH_PAGE_PARAM = 'batchPage';

/** Records per page the grids offer (SPEC.md section 9: manufacturing shows 24 by default). */
export const RECORD_PAGE_SIZES = [24, 48, 96] as const;

/** The grids' list state in the URL; kept apart from the grid's components because the screen's
 *  preload (part of the app's entry) reads it too. */
export const RECORD_LIST_OPTIONS = {
  filters: RECORD_FILTERS,
  sortColumns: [] as const,
  defaultSort: null,
  pageSizes: RECORD_PAGE_SIZES,
  defaultLimit: 24,
  debounceMs: 0,
  // the screen's tab, and the batches' page shown beside the completed records
  keep: ['tab', BATCH_PAGE_PARAM],
};

/** The records query's variables for a list state (the grid and the screen's preload ask the same). */
export function recordListQueryVariables(s: { page: number; limit: number; applied: RecordFilters }, complete: boolean): ManufacturingRecordsQueryVariables {
  return { page: s.page, limit: s.limit, complete, sort: 'created_at', order: 'DESC', ...recordListVariables(s.applied) };
}

/**
 * Produkcja's first query: the open records of tab '1' for the URL's list state, started with the
 * screen's chunk (and run by the server's render of the screen, ADR 1100). Another tab in the URL
 * has no first query here (null): its list lives in its own chunk and the browser renders it.
 */
export function preloadOpenRecords(client: ApolloClient, search: string): Promise<unknown> | null {
  const tab = new URLSearchParams(search).get('tab');
  if (tab !== null && tab !== '1') return null;
  const state = readListState(search, RECORD_LIST_OPTIONS);
  return client.query({ query: ManufacturingRecordsDocument, variables: recordListQueryVariables({ ...state, applied: state.filters }, false), fetchPolicy: 'network-only' });
}
