import { useListState } from '../../../shared/hooks/use-list-state';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const SORT_COLUMNS = ['lastName', 'email', 'role', 'numer_pracownika', 'numer_zewnetrzny', 'active', 'createdAt'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortOrder = 'ASC' | 'DESC';

export interface UserListParams {
  query: string;
  page: number;
  limit: PageSize;
  sort: SortColumn;
  order: SortOrder;
}

const OPTIONS = {
  filters: { query: '' },
  sortColumns: SORT_COLUMNS,
  defaultSort: { column: 'lastName' as SortColumn, order: 'ASC' as SortOrder },
  pageSizes: PAGE_SIZES,
  defaultLimit: 25,
  sortMode: 'flip' as const,
};

/** Search, page, page size and sort of the users table, in the URL (shared list state); a new
 *  search or size starts at page 1; a click on the sorted column flips its order. */
export function useUserListParams() {
  const list = useListState(OPTIONS);
  const sort = list.sort ?? OPTIONS.defaultSort;
  const params: UserListParams = { query: list.applied.query.trim(), page: list.page, limit: list.limit as PageSize, sort: sort.column, order: sort.order };
  return {
    params,
    /** What the search field shows (the list follows 300 ms after typing stops). */
    search: list.filters.query,
    setSearch: (query: string) => list.setFilter('query', query),
    setPage: list.setPage,
    setLimit: (limit: PageSize) => list.setLimit(limit),
    toggleSort: (column: SortColumn) => list.toggleSort(column),
  };
}
