import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { announceLiveConnected } from '../../shared/live/live-connection';
import { isUnauthenticatedError } from './is-unauthenticated-error';

const GRAPHQL_PATH = '/graphql';

/** graphql-ws close codes for a refused connection (bad or missing token). */
const WS_UNAUTHORIZED_CLOSE_CODES = new Set([4401, 4403]);

interface ApolloClientOptions {
  getToken: () => string | null;
  onUnauthenticated: () => void;
}

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/** Operations whose 401 is an answer, not an expired session (a failed sign-in). */
const OPERATIONS_WITHOUT_SESSION = new Set(['Login']);

/**
 * Apollo Client: HTTP for queries and mutations, graphql-ws for subscriptions (same path),
 * the Bearer token on both, and any 401 ends the session.
 */
export function createApolloClient({ getToken, onUnauthenticated }: ApolloClientOptions): ApolloClient {
  const authLink = new SetContextLink(({ headers }) => {
    const token = getToken();
    return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (OPERATIONS_WITHOUT_SESSION.has(operation.operationName ?? '')) return;
    if (isUnauthenticatedError(error)) onUnauthenticated();
  });

  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });

  const wsLink = new GraphQLWsLink(
    createClient({
      url: webSocketUrl,
      lazy: true,
      connectionParams: () => {
        const token = getToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      on: {
        // the live screens refetch: what changed while the channel was down is not lost
        connected: () => announceLiveConnected(),
        closed: (event) => {
          const code = (event as { code?: number } | undefined)?.code;
          if (code !== undefined && WS_UNAUTHORIZED_CLOSE_CODES.has(code)) onUnauthenticated();
        },
      },
    }),
  );

  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    wsLink,
    ApolloLink.from([authLink, httpLink]),
  );

  return new ApolloClient({
    link: ApolloLink.from([errorLink, transport]),
    cache: new InMemoryCache(),
  });
}
