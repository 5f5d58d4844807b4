import type { ApolloClient } from '@apollo/client';
import { useRef } from 'react';
import { DocumentListDocument, useDocumentListQuery, useDocumentUpdatedSubscription, type PackingDocumentFragment } from '../../../gql/graphql';
import { useRefetchOnLiveConnect } from '../../../shared/live/live-connection';
import { useLiveRefetch } from '../../../shared/live/use-live-refetch';

/** The queue's query: the open documents, oldest first (the page and its preload ask the same). */
const QUEUE_VARIABLES = { limit: 100, sort: 'createdAt', order: 'ASC' } as const;

/** Starts the queue's query while the screen's chunk loads; the page's query joins it or reads
 *  its answer from the cache. */
export function preloadPackingQueue(client: ApolloClient) {
  return client.query({ query: DocumentListDocument, variables: QUEUE_VARIABLES, fetchPolicy: 'network-only' });
}

/** The open documents, oldest first, kept live: every DOCUMENT_UPDATED event refetches the queue,
 *  and a poll each minute lets locks that expire with no event show `lockExpired`. `myId`: a lock
 *  of mine another packer took over is told to `onTakenFromMe` as it happens. */
export function usePackingQueue(myId: number | null = null, onTakenFromMe?: (doc: PackingDocumentFragment) => void) {
  const query = useDocumentListQuery({ variables: QUEUE_VARIABLES, fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const { refetch } = query;
  const refetchLive = useLiveRefetch(query);
  const listener = useRef({ myId, onTakenFromMe });
  listener.current = { myId, onTakenFromMe };
  useDocumentUpdatedSubscription({
    onData: ({ data }) => {
      const event = data.data?.documentUpdated;
      const { myId: me, onTakenFromMe: tell } = listener.current;
      if (event?.kind === 'TAKEN_OVER' && me !== null && event.previousHolderId === me && event.document) tell?.(event.document);
      refetchLive();
    },
  });
  // an order pushed while the live channel was down or not yet subscribed
  useRefetchOnLiveConnect(refetchLive);
  /** After a change of mine has been answered: a queue request still in flight may have read the
   *  documents before it committed, and its answer would put the old state back over the change
   *  (a scan kept while the page loaded locks the order as the page's own first request returns),
   *  with no event to correct it when the live channel was not yet subscribed. So the queue is
   *  asked again once that request is in. */
  const afterMyChange = () => {
    if (query.observable.getCurrentResult().loading) refetchLive();
  };
  return { documents: query.data?.documents.items ?? [], total: query.data?.documents.totalCount ?? 0, loading: query.loading && !query.data, refetch, afterMyChange };
}
