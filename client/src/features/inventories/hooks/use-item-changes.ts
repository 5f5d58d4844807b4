import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { StockLocationsDocument, useChangeListQuery, useStockLocationsQuery, type InventoryStockItemFragment, type StockLocationsQuery } from '../../../gql/graphql';
import { useLiveRefetch } from '../../../shared/live/use-live-refetch';

/** How many of an item's last changes its side panel shows. */
const RECENT_CHANGES = 5;

/** The last changes of the item shown in the side panel (none: nothing asked); when the item
 *  changes (anyone's change, heard live) its history did too and is read again. */
export function useItemHistory(item: InventoryStockItemFragment | null) {
  const changes = useChangeListQuery({ variables: { reference: item?.index ?? '' }, skip: !item, fetchPolicy: 'cache-and-network' });
  const refetchLive = useLiveRefetch(changes);
  const id = item?.id ?? null;
  const version = item ? `${String(item.updatedAt)}|${item.hasErrorChanges}|${item.hasPendingChange}` : null;
  const shown = useRef({ id, version });
  useEffect(() => {
    // the item shown changed (another item is read by the query itself, under its own variables)
    if (id !== null && shown.current.id === id && shown.current.version !== version) refetchLive();
    shown.current = { id, version };
  }, [id, version, refetchLive]);
  return { recent: (changes.data?.changes ?? []).slice(0, RECENT_CHANGES), loading: changes.loading };
}

/** The changes of an item that failed in the ERP (the errors drawer); `refetch` after a retry or a dismissal. */
export function useItemErrors(item: InventoryStockItemFragment | null) {
  const changes = useChangeListQuery({ variables: { reference: item?.index ?? '', status: 'ERROR' }, skip: !item, fetchPolicy: 'network-only' });
  return { changes: changes.data?.changes ?? [], loading: changes.loading, refetch: changes.refetch };
}

/** The locations in use that match what is typed (suggestions), and a fresh check that a location
 *  is in use (a scanner's Enter may come before the suggestions). */
export function useLocationSuggestions(search: string) {
  const suggestions = useStockLocationsQuery({ variables: { search: search || undefined, limit: 20 }, fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  return {
    known: suggestions.data?.stockLocations ?? [],
    loading: suggestions.loading,
    isInUse: async (location: string) => {
      const { data } = await client.query<StockLocationsQuery>({ query: StockLocationsDocument, variables: { search: location, limit: 50 }, fetchPolicy: 'network-only' });
      return Boolean(data?.stockLocations.includes(location));
    },
  };
}
