import { useListState } from '../../../shared/hooks/use-list-state';

/** Default 10; 10/25/50/100 offered. */
export const MD_PAGE_SIZES = [10, 25, 50, 100] as const;
export const MD_SORT_COLUMNS = ['index', 'name', 'type', 'glassKind', 'thicknessMm', 'weightKg', 'active', 'updatedAt'] as const;
export type MdSortColumn = (typeof MD_SORT_COLUMNS)[number];

export interface MdListParams {
  search: string;
  page: number;
  limit: number;
  sort: MdSortColumn;
  order: 'ASC' | 'DESC';
}

const OPTIONS = {
  filters: { search: '' },
  sortColumns: MD_SORT_COLUMNS,
  defaultSort: { column: 'index' as MdSortColumn, order: 'ASC' as const },
  pageSizes: MD_PAGE_SIZES,
  defaultLimit: 10,
  sortMode: 'flip' as const,
};

/** Search, page, page size and sort of the table, in the URL (shared list state); a new search or
 *  size starts at page 1; a click on the sorted column flips its order. */
export function useManufacturingDataListParams() {
  const list = useListState(OPTIONS);
  const sort = list.sort ?? OPTIONS.defaultSort;
  const params: MdListParams = { search: list.applied.search.trim(), page: list.page, limit: list.limit, sort: sort.column, order: sort.order };
  return {
    params,
    /** What the search field shows (the list follows 300 ms after typing stops). */
    search: list.filters.search,
    setSearch: (search: string) => list.setFilter('search', search),
    setPage: list.setPage,
    setLimit: list.setLimit,
    toggleSort: (column: MdSortColumn) => list.toggleSort(column),
  };
}
