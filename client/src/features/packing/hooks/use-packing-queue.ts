import { useDocumentListQuery, useDocumentUpdatedSubscription } from '../../../gql/graphql';

/** The open documents, oldest first, kept live: every DOCUMENT_UPDATED event refetches the queue,
 *  and a poll each minute lets locks that expire with no event show `lockExpired`. */
export function usePackingQueue() {
  const query = useDocumentListQuery({ variables: { limit: 100, sort: 'createdAt', order: 'ASC' }, fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const { refetch } = query;
  useDocumentUpdatedSubscription({
    onData: () => {
      void refetch();
    },
  });
  return { documents: query.data?.documents.items ?? [], total: query.data?.documents.totalCount ?? 0, loading: query.loading && !query.data, refetch };
}
