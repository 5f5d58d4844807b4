import { useState } from 'react';

/** Issue 12: default 10; 10/25/50/100 offered. */
export const MD_PAGE_SIZES = [10, 25, 50, 100] as const;
export type MdSortColumn = 'index' | 'name' | 'type' | 'glassKind' | 'thicknessMm' | 'weightKg' | 'active' | 'updatedAt';

export interface MdListParams {
  search: string;
  page: number;
  limit: number;
  sort: MdSortColumn;
  order: 'ASC' | 'DESC';
}

/** Search, page, page size and sort of the table; a new search or size starts at page 1. */
export function useManufacturingDataListParams() {
  const [params, setParams] = useState<MdListParams>({ search: '', page: 1, limit: 10, sort: 'index', order: 'ASC' });
  return {
    params,
    setSearch: (search: string) => setParams((p) => ({ ...p, search, page: 1 })),
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    setLimit: (limit: number) => setParams((p) => ({ ...p, limit, page: 1 })),
    toggleSort: (sort: MdSortColumn) => setParams((p) => ({ ...p, sort, page: 1, order: p.sort === sort && p.order === 'ASC' ? 'DESC' : 'ASC' })),
  };
}
