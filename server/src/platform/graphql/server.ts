import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, parse, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Actor } from '../context.js';
import type { EntityManager } from '../database.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import { normalizeError } from '../normalize-error.js';
import type { GraphqlContext } from './context.js';
import { enforcePolicies, toGraphqlError } from './enforce-policies.js';
import type { PolicyTable } from '../authorization/policies.js';
import { enforceGuards, guardsPlugin, validateSubscription } from './guards.js';
import { boundJsonScalars, GRAPHQL_PARSE_OPTIONS } from './limits.js';

/** Codes graphql/Apollo produce themselves for bad requests: passed through as they are. */
const CLIENT_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE']);

const TOO_MANY_VARIABLE_ERRORS = /^Too many errors processing variables/;

function formatGraphqlError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const code = formatted.extensions?.code;
    // graphql-js stops coercing variables after 50 errors (each of them names its field) and adds
    // this uncoded one: it is the client's input too, not a server failure.
    if (original instanceof GraphQLError && !original.originalError && TOO_MANY_VARIABLE_ERRORS.test(original.message)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (original instanceof AppError || !(original instanceof GraphQLError) || !CLIENT_ERROR_CODES.has(String(code))) {
      if (original instanceof GraphQLError && typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' && !(original.originalError)) {
        // Our own coded GraphQLErrors (from enforce-policies) are already safe.
        return { message: formatted.message, path: formatted.path, locations: formatted.locations, extensions: formatted.extensions };
      }
      const { error: appError, unexpected } = normalizeError(original);
      if (unexpected) logger.error(`GraphQL ${formatted.path?.join('.') ?? ''} failed`, original);
      const g = toGraphqlError(appError);
      return { message: g.message, path: formatted.path, locations: formatted.locations, extensions: g.extensions };
    }
    // Never leak a stack trace.
    const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  };
}

interface GraphqlDeps {
  schema: GraphQLSchema;
  httpServer: HttpServer;
  wsServer: WebSocketServer;
  logger: Logger;
  policies: PolicyTable;
  forkEm(): EntityManager;
  actorFromToken(em: EntityManager, token: string | null): Promise<Actor | null>;
  bearer(value: unknown): string | null;
  /** NODE_ENV=production: no introspection and no suggestions for anonymous callers. */
  production?: boolean;
}

/** Apollo Server for HTTP plus graphql-ws on the same path. Authorization runs before execution
 *  on both (enforce-policies.ts). */
export async function createGraphqlServer(deps: GraphqlDeps) {
  const { schema, logger } = deps;
  const production = deps.production ?? false;
  boundJsonScalars(schema);

  const wsCleanup = useServer<Record<string, unknown>, { token: string | null; actor: Actor | null }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = deps.bearer(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization);
        ctx.extra.token = token;
        ctx.extra.actor = await deps.actorFromToken(deps.forkEm(), token);
        const { socket } = wsExtra(ctx.extra);
        socket.__actorUserId = ctx.extra.actor?.userId;
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        // Re-check the session on every subscribe: a role change since connect counts.
        ctx.extra.actor = await deps.actorFromToken(deps.forkEm(), ctx.extra.token ?? null);
        wsExtra(ctx.extra).socket.__actorUserId = ctx.extra.actor?.userId;
        try {
          const document = parse(payload.query, GRAPHQL_PARSE_OPTIONS);
          const invalid = validateSubscription(schema, document, ctx.extra.actor, production);
          if (invalid.length) return invalid;
          enforceGuards(schema, document, payload.operationName, payload.variables ?? undefined, ctx.extra.actor, production);
          enforcePolicies(deps.policies, schema, document, payload.operationName, ctx.extra.actor);
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        return undefined;
      },
      context: (ctx): GraphqlContext => ({
        em: deps.forkEm(),
        actor: ctx.extra.actor ?? null,
        ip: wsExtra(ctx.extra).request.socket.remoteAddress ?? '',
      }),
    },
    deps.wsServer,
  );

  const policyPlugin: ApolloServerPlugin<GraphqlContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, contextValue }) {
          enforcePolicies(deps.policies, schema, document, operationName, contextValue.actor);
        },
      };
    },
  };

  const apollo = new ApolloServer<GraphqlContext>({
    schema,
    introspection: true,
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    // main.ts owns SIGTERM/SIGINT and stops everything in order; Apollo must not race it.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphqlError(logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: deps.httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default cache-control plugin wrapped every field's resolver
      // (~3 % of a 100-item stock list's CPU in the bench profile).
      ApolloServerPluginCacheControlDisabled(),
      guardsPlugin(schema, production),
      policyPlugin,
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
    ],
  });
  await apollo.start();
  return { apollo, closeSocketsOf: (userId: number) => closeSocketsOf(deps.wsServer, userId) };
}

type TaggedSocket = WebSocket & { __actorUserId?: number };
function wsExtra(extra: unknown) {
  return extra as { socket: TaggedSocket; request: IncomingMessage };
}

/** Ends the WebSocket sessions of a user whose tokens were revoked (role change, reset, deactivation). */
function closeSocketsOf(wsServer: WebSocketServer, userId: number) {
  for (const socket of wsServer.clients as Set<TaggedSocket>) {
    if (socket.__actorUserId === userId) socket.close(4401, 'Unauthorized');
  }
}
