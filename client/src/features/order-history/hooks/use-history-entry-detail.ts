import { useHistoryEntryDetailQuery } from '../../../gql/graphql';

/** One history entry for the detail drawer (skipped while none is open). */
export function useHistoryEntryDetail(id: number | null) {
  const { data, loading } = useHistoryEntryDetailQuery({ variables: { id: id ?? 0 }, skip: id === null });
  return { entry: id === null ? undefined : data?.historyEntry, loading };
}

export type HistoryEntryDetail = NonNullable<ReturnType<typeof useHistoryEntryDetail>['entry']>;
