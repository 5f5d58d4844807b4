import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

export type SortOrder = 'ASC' | 'DESC';
export interface ListSort<C extends string> {
  column: C;
  order: SortOrder;
}

interface ListStateOptions<F extends Record<string, string>, C extends string> {
  /** Every filter with its empty value ('' for "no filter"). */
  filters: F;
  sortColumns: readonly C[];
  /** The order a list has with no sort chosen (null: the server's default). */
  defaultSort: ListSort<C> | null;
  pageSizes: readonly number[];
  defaultLimit: number;
  /** Header clicks: `cycle` goes ASC, DESC, back to the default; `flip` only flips ASC/DESC. */
  sortMode?: 'cycle' | 'flip';
  /** Typing in a filter waits this long before the list (and the URL) follow. */
  debounceMs?: number;
  /** Query parameters the list does not own but keeps when it writes the URL (a screen's `tab`). */
  keep?: readonly string[];
}

interface ListState<F extends Record<string, string>, C extends string> {
  /** What the filter inputs show (follows every keystroke). */
  filters: F;
  /** What the list is asked for: the filters in the URL. */
  applied: F;
  page: number;
  limit: number;
  sort: ListSort<C> | null;
  setFilter(name: keyof F, value: string): void;
  /** Replaces every filter at once, without waiting (a scanner, "clear filters"). */
  applyFilters(next: F): void;
  setPage(page: number): void;
  setLimit(limit: number): void;
  toggleSort(column: C): void;
}

const positiveInt = (v: string | null): number | null => (v && /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : null);

/** Reads the list's state from the URL; anything unknown or invalid falls back to the defaults. */
export function readListState<F extends Record<string, string>, C extends string>(search: string, o: ListStateOptions<F, C>) {
  const q = new URLSearchParams(search);
  const filters = { ...o.filters };
  for (const name of Object.keys(o.filters) as Array<keyof F & string>) {
    const v = q.get(name);
    if (v !== null) (filters as Record<string, string>)[name] = v;
  }
  const limit = positiveInt(q.get('limit'));
  const column = q.get('sort') as C | null;
  const order = q.get('order')?.toUpperCase();
  const sort = column && o.sortColumns.includes(column) ? { column, order: (order === 'DESC' ? 'DESC' : 'ASC') as SortOrder } : o.defaultSort;
  return { filters, page: positiveInt(q.get('page')) ?? 1, limit: limit && o.pageSizes.includes(limit) ? limit : o.defaultLimit, sort };
}

/** Writes the state as a query string, leaving out what equals the defaults (short, shareable links). */
export function writeListState<F extends Record<string, string>, C extends string>(
  s: { filters: F; page: number; limit: number; sort: ListSort<C> | null },
  o: ListStateOptions<F, C>,
): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(s.filters)) if (value !== o.filters[name]) q.set(name, value);
  const isDefaultSort = s.sort?.column === o.defaultSort?.column && s.sort?.order === o.defaultSort?.order;
  if (s.sort && !isDefaultSort) {
    q.set('sort', s.sort.column);
    q.set('order', s.sort.order);
  }
  if (s.limit !== o.defaultLimit) q.set('limit', String(s.limit));
  if (s.page !== 1) q.set('page', String(s.page));
  return q.toString();
}

/**
 * A list's filters, sort, page and page size, kept in the URL: a filtered view can be linked and
 * the back button restores it. Page, size and sort changes are history entries; typing in a
 * filter replaces the current entry once the typing pauses. A new filter, size or sort starts at
 * page 1. The one list-state hook every list screen uses.
 */
export function useListState<F extends Record<string, string>, C extends string>(o: ListStateOptions<F, C>): ListState<F, C> {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const options = useRef(o).current;
  const current = useMemo(() => readListState(search, options), [search, options]);
  const [typed, setTyped] = useState<F>(current.filters);
  const typing = useRef(false);

  // The URL moved (back button, a link, applyFilters): the inputs show what the list shows.
  useEffect(() => {
    if (!typing.current) setTyped(current.filters);
  }, [current.filters]);

  const go = useCallback(
    (next: Partial<typeof current>, replace = false) => {
      const kept = new URLSearchParams();
      const now = new URLSearchParams(search);
      for (const name of options.keep ?? []) {
        const v = now.get(name);
        if (v !== null) kept.set(name, v);
      }
      const qs = [kept.toString(), writeListState({ ...current, ...next }, options)].filter(Boolean).join('&');
      navigate(qs ? `${location}?${qs}` : location, { replace });
    },
    [current, location, navigate, options, search],
  );

  useEffect(() => {
    if (!typing.current) return;
    const timer = setTimeout(() => {
      typing.current = false;
      go({ filters: typed, page: 1 }, true);
    }, options.debounceMs ?? 300);
    return () => clearTimeout(timer);
  }, [typed, go, options.debounceMs]);

  return {
    filters: typed,
    applied: current.filters,
    page: current.page,
    limit: current.limit,
    sort: current.sort,
    setFilter(name, value) {
      typing.current = true;
      setTyped((f) => ({ ...f, [name]: value }));
    },
    applyFilters(next) {
      typing.current = false;
      setTyped(next);
      go({ filters: next, page: 1 });
    },
    setPage: (page) => go({ page }),
    setLimit: (limit) => go({ limit, page: 1 }),
    toggleSort(column) {
      const s = current.sort;
      let next: ListSort<C> | null;
      if (s?.column !== column) next = { column, order: 'ASC' };
      else if (s.order === 'ASC') next = { column, order: 'DESC' };
      else next = (options.sortMode ?? 'cycle') === 'cycle' ? options.defaultSort : { column, order: 'ASC' };
      go({ sort: next, page: 1 });
    },
  };
}
