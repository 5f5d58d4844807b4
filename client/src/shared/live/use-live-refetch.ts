import type { ObservableQuery, OperationVariables } from '@apollo/client';
import { useCallback, useRef } from 'react';

/** How long a refetch waits for the request in flight before it asks anyway. */
const SETTLE_WAIT_MS = 15_000;

/** Resolves once the query has no request in flight (at once when it has none). The query has its
 *  answer a step before its request is done: HttpLink hands over the result and completes the
 *  request in separate promise steps, and a refetch asked in between joins that request (Apollo's
 *  deduplication) and gets its old answer again. So it resolves on the next task, not at once. */
function settled<TData, TVariables extends OperationVariables>(query: ObservableQuery<TData, TVariables>): Promise<void> {
  if (!query.getCurrentResult().loading) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    // a request that never answers must not stop the screen's later refetches
    const giveUp = setTimeout(() => {
      done = true;
      resolve();
      sub.unsubscribe();
    }, SETTLE_WAIT_MS);
    const sub = query.subscribe({
      next: (result) => {
        if (done || result.loading) return;
        done = true;
        clearTimeout(giveUp);
        setTimeout(resolve, 0);
        queueMicrotask(() => sub.unsubscribe());
      },
      error: () => {
        done = true;
        clearTimeout(giveUp);
        setTimeout(resolve, 0);
      },
    });
  });
}

/**
 * The refetch a live event (or a reconnection of the live channel) asks of a list. Apollo joins a
 * request to an identical one already in flight (query deduplication): a refetch asked while the
 * list's earlier request is on its way would be answered with what that request read before the
 * event, and the screen would stay stale until its next event or poll. So it waits for the
 * request in flight, then asks again; events that arrive meanwhile share the next refetch.
 */
export function useLiveRefetch<TData, TVariables extends OperationVariables>(query: { observable: ObservableQuery<TData, TVariables> }): () => void {
  // the query's result, read for its observable only when a refetch runs: a skipped query has none
  // to give while the server renders
  const latest = useRef(query);
  latest.current = query;
  const state = useRef({ running: false, again: false });
  return useCallback(() => {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return;
    }
    s.running = true;
    void (async () => {
      try {
        do {
          await settled(latest.current.observable);
          s.again = false;
          await latest.current.observable.refetch().catch(() => undefined);
        } while (s.again);
      } finally {
        s.running = false;
      }
    })();
  }, []);
}
