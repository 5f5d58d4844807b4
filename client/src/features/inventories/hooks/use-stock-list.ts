import type { ApolloClient } from '@apollo/client';
import { readListState, useListState, type ListSort } from '../../../shared/hooks/use-list-state';
import { StockItemListDocument, useStockItemListQuery, useStockItemUpdatedSubscription, type StockItemListQueryVariables } from '../../../gql/graphql';
import { useRefetchOnLiveConnect } from '../../../shared/live/live-connection';
import { useLiveRefetch } from '../../../shared/live/use-live-refetch';

export const STOCK_PAGE_SIZES = [10, 25, 50, 100] as const;
/** SPEC.md section 9: the inventory list shows 10 per page by default. */
const STOCK_DEFAULT_LIMIT = 10;

export type StockColumn = 'index' | 'name' | 'ean' | 'location' | 'quantity' | 'unit' | 'availabilityCheck' | 'updatedAt';
// A type alias (not an interface) so it is a Record<string, string> for the shared list state.
export type StockFilters = {
  index: string;
  name: string;
  ean: string;
  location: string;
  availabilityCheck: '' | 'true' | 'false';
};
export const EMPTY_FILTERS: StockFilters = { index: '', name: '', ean: '', location: '', availabilityCheck: '' };

const SORT_COLUMNS: readonly StockColumn[] = ['index', 'name', 'ean', 'location', 'quantity', 'unit', 'availabilityCheck', 'updatedAt'];
const LIST_OPTIONS = { filters: EMPTY_FILTERS, sortColumns: SORT_COLUMNS, defaultSort: null, pageSizes: STOCK_PAGE_SIZES, defaultLimit: STOCK_DEFAULT_LIMIT };

/** The query's variables for a list state (the page and its preload ask the same). */
function stockListVariables(s: { page: number; limit: number; sort: ListSort<StockColumn> | null; filters: StockFilters }): StockItemListQueryVariables {
  return {
    page: s.page,
    limit: s.limit,
    sort: s.sort?.column,
    order: s.sort?.order,
    index: s.filters.index || undefined,
    name: s.filters.name || undefined,
    ean: s.filters.ean || undefined,
    location: s.filters.location || undefined,
    availabilityCheck: s.filters.availabilityCheck === '' ? undefined : s.filters.availabilityCheck === 'true',
  };
}

/** Starts the list's first query for the URL's state, while the screen's chunk loads: the page's
 *  own query then joins it (same document and variables) or reads its answer from the cache. */
export function preloadStockList(client: ApolloClient, search: string) {
  return client.query({ query: StockItemListDocument, variables: stockListVariables(readListState(search, LIST_OPTIONS)), fetchPolicy: 'network-only' });
}

/** The list's state (filters, sort, page, page size) in the URL (shared list state) and its
 *  query; text filters wait 300 ms. */
export function useStockList() {
  const list = useListState<StockFilters, StockColumn>(LIST_OPTIONS);
  const { page, limit, sort } = list;
  const debounced = list.applied;

  const query = useStockItemListQuery({ variables: stockListVariables({ page, limit, sort, filters: debounced }), fetchPolicy: 'cache-and-network' });
  // Live rows: an updated item is written to the cache under StockItem:<id>, which re-renders
  // its row wherever it is shown (quantity, location, pending and ERROR marks).
  useStockItemUpdatedSubscription();
  // changes made while the live channel was down or not yet subscribed
  useRefetchOnLiveConnect(useLiveRefetch(query));

  return {
    items: query.data?.stockItems.items ?? [],
    total: query.data?.stockItems.totalCount ?? 0,
    totalPages: query.data?.stockItems.totalPages ?? 0,
    loading: query.loading && !query.data,
    /** The list could not be read (a 503, no network): not the same as no items matching. */
    failed: query.error !== undefined && !query.data,
    refetch: query.refetch,
    filters: list.filters,
    page,
    limit,
    sort,
    setFilter: (name: keyof StockFilters, value: string) => list.setFilter(name, value),
    /** Replaces all filters at once, without waiting (the scanner). */
    applyFilters: (next: StockFilters) => list.applyFilters(next),
    /** Header click: ascending, then descending, then back to the default order. */
    toggleSort: (column: StockColumn) => list.toggleSort(column),
    setPage: list.setPage,
    setLimit: list.setLimit,
  };
}
