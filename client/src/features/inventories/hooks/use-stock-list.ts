import { useEffect, useState } from 'react';
import { useStockItemListQuery, useStockItemUpdatedSubscription } from '../../../gql/graphql';

export const STOCK_PAGE_SIZES = [10, 25, 50, 100] as const;
/** SPEC.md section 9: the inventory list shows 10 per page by default. */
export const STOCK_DEFAULT_LIMIT = 10;

export type StockColumn = 'index' | 'name' | 'ean' | 'location' | 'quantity' | 'unit' | 'availabilityCheck' | 'updatedAt';
export interface StockFilters {
  index: string;
  name: string;
  ean: string;
  location: string;
  availabilityCheck: '' | 'true' | 'false';
}
export const EMPTY_FILTERS: StockFilters = { index: '', name: '', ean: '', location: '', availabilityCheck: '' };

/** The list's state (filters, sort, page, page size) and its query; text filters wait 300 ms. */
export function useStockList() {
  const [filters, setFilters] = useState<StockFilters>(EMPTY_FILTERS);
  const [debounced, setDebounced] = useState<StockFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<{ column: StockColumn; order: 'ASC' | 'DESC' } | null>(null);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(STOCK_DEFAULT_LIMIT);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(filters), 300);
    return () => clearTimeout(timer);
  }, [filters]);

  const query = useStockItemListQuery({
    variables: {
      page,
      limit,
      sort: sort?.column,
      order: sort?.order,
      index: debounced.index || undefined,
      name: debounced.name || undefined,
      ean: debounced.ean || undefined,
      location: debounced.location || undefined,
      availabilityCheck: debounced.availabilityCheck === '' ? undefined : debounced.availabilityCheck === 'true',
    },
    fetchPolicy: 'cache-and-network',
  });
  // Live rows: an updated item is written to the cache under StockItem:<id>, which re-renders
  // its row wherever it is shown (quantity, location, pending and ERROR marks).
  useStockItemUpdatedSubscription();

  return {
    items: query.data?.stockItems.items ?? [],
    total: query.data?.stockItems.totalCount ?? 0,
    totalPages: query.data?.stockItems.totalPages ?? 0,
    loading: query.loading && !query.data,
    refetch: query.refetch,
    filters,
    page,
    limit,
    sort,
    setFilter(name: keyof StockFilters, value: string) {
      setFilters((f) => ({ ...f, [name]: value }));
      setPage(1);
    },
    /** Replaces all filters at once, without waiting (the scanner). */
    applyFilters(next: StockFilters) {
      setFilters(next);
      setDebounced(next);
      setPage(1);
    },
    /** Header click: ascending, then descending, then back to the default order. */
    toggleSort(column: StockColumn) {
      setSort((s) => (s?.column !== column ? { column, order: 'ASC' } : s.order === 'ASC' ? { column, order: 'DESC' } : null));
      setPage(1);
    },
    setPage,
    setLimit(n: number) {
      setLimit(n);
      setPage(1);
    },
  };
}
