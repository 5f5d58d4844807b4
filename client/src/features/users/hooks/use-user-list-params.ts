import { useState } from 'react';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type SortColumn = 'lastName' | 'email' | 'role' | 'numer_pracownika' | 'numer_zewnetrzny' | 'active' | 'createdAt';
export type SortOrder = 'ASC' | 'DESC';

export interface UserListParams {
  query: string;
  page: number;
  limit: PageSize;
  sort: SortColumn;
  order: SortOrder;
}

/** Search, page, page size and sort of the users table; a new search or size starts at page 1. */
export function useUserListParams() {
  const [params, setParams] = useState<UserListParams>({ query: '', page: 1, limit: 25, sort: 'lastName', order: 'ASC' });
  return {
    params,
    setQuery: (query: string) => setParams((p) => ({ ...p, query, page: 1 })),
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    setLimit: (limit: PageSize) => setParams((p) => ({ ...p, limit, page: 1 })),
    /** A click on the sorted column flips the order; on another column sorts it ascending. */
    toggleSort: (sort: SortColumn) =>
      setParams((p) => ({ ...p, sort, page: 1, order: p.sort === sort && p.order === 'ASC' ? 'DESC' : 'ASC' })),
  };
}
