import type { ApolloClient } from '@apollo/client';
import type { RoutePreload } from '../shared/feature/feature';

export type { RoutePreload };

const started = new WeakMap<ApolloClient, Set<string>>();

/**
 * Starts a route's first query once per client, in the same render that asks React for the
 * route's chunk, so the data comes in parallel with the code instead of after it (no
 * ~300 ms gap on the first move in the app). The page's own query then joins the request still in
 * flight (Apollo deduplicates identical queries) or reads its answer from the cache. Later visits
 * have the chunk already and need no head start. A failed preload is left to the page's query.
 */
export function startRoutePreload(client: ApolloClient, key: string, preload: RoutePreload, search: string): boolean {
  let keys = started.get(client);
  if (!keys) started.set(client, (keys = new Set()));
  if (keys.has(key)) return false;
  const loading = preload(client, search);
  if (!loading) return false;
  keys.add(key);
  loading.catch(() => {
    // the page's own query asks again and shows the error
  });
  return true;
}

/** The server already answered this route's first query (its HTML came with the cache):
 *  its preload is not started again. */
export function markRoutePreloaded(client: ApolloClient, key: string): void {
  let keys = started.get(client);
  if (!keys) started.set(client, (keys = new Set()));
  keys.add(key);
}
