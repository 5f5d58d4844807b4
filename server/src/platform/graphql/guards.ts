import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, getOperationAST, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Actor } from '../context.js';
import { AppError, ERROR_CODES, unauthenticated, type ErrorCode } from '../errors.js';
import type { GraphqlContext } from './context.js';
import { toGraphqlError } from './enforce-policies.js';
import { enforceLimits } from './limits.js';

/** What a GraphQL request must pass before execution besides its policies (enforce-policies.ts):
 *  the cost limits (limits.ts) and, in production, no introspection for anonymous callers
 *. One function for HTTP (Apollo plugin) and graphql-ws (onSubscribe). */
export function enforceGuards(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
  actor: Actor | null,
  production: boolean,
): void {
  try {
    enforceLimits(schema, document, operationName, variables);
    if (production && !actor && selectsIntrospection(document, operationName)) {
      throw unauthenticated('Introspection needs a signed-in user or an API key (Authorization: Bearer ...)');
    }
  } catch (err) {
    throw err instanceof AppError ? toGraphqlError(err) : err;
  }
}

function selectsIntrospection(document: DocumentNode, operationName: string | null | undefined): boolean {
  const op = getOperationAST(document, operationName ?? undefined);
  if (!op) return false;
  // Fragments included: `__schema` may hide in a spread at the root.
  let found = false;
  const visit = (sels: readonly import('graphql').SelectionNode[], seen: Set<string>) => {
    for (const sel of sels) {
      if (sel.kind === Kind.FIELD) found ||= sel.name.value === '__schema' || sel.name.value === '__type';
      else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet.selections, seen);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const frag = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === sel.name.value);
        if (frag && frag.kind === Kind.FRAGMENT_DEFINITION) visit(frag.selectionSet.selections, seen);
      }
    }
  };
  visit(op.selectionSet.selections, new Set());
  return found;
}

/** "Did you mean ...?" names fields and types of the schema: anonymous callers in production do
 *  not get them. */
function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean .*\?$/, '');
}

/** Validation for graphql-ws subscriptions: graphql's rules with the suggestions removed where
 *  they must be. Returns the errors to answer with, or none. */
export function validateSubscription(schema: GraphQLSchema, document: DocumentNode, actor: Actor | null, production: boolean): GraphQLError[] {
  const errors = validate(schema, document, specifiedRules);
  if (!production || actor) return [...errors];
  return errors.map((e) => new GraphQLError(withoutSuggestions(e.message), { nodes: e.nodes, extensions: e.extensions }));
}

/** The HTTP status of a GraphQL answer whose operation failed as a whole (no data): the status of
 *  its first error's code, as REST answers it (UNAUTHENTICATED 401, FORBIDDEN 403,
 *  BAD_USER_INPUT 400, NOT_FOUND 404, CONFLICT 409, ...). A partial result stays 200. */
function statusOfGraphqlErrors(errors: ReadonlyArray<{ extensions?: Record<string, unknown> }>): number | undefined {
  const code = errors[0]?.extensions?.code;
  if (typeof code !== 'string' || !(code in ERROR_CODES)) return undefined;
  const status = ERROR_CODES[code as ErrorCode].status;
  return status < 500 ? status : undefined;
}

/** Apollo plugin: limits and introspection before execution, then the answer's HTTP status, and
 *  no suggestions for anonymous callers in production. */
export function guardsPlugin(schema: GraphQLSchema, production: boolean): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request, contextValue }) {
          enforceGuards(schema, document, operationName, request.variables, contextValue.actor, production);
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.errors?.length) return;
          if (production && !contextValue.actor) {
            result.errors = result.errors.map((e) => ({ ...e, message: withoutSuggestions(e.message) }));
          }
          if (result.data != null) return; // a partial result: the data that was read is the answer
          const status = statusOfGraphqlErrors(result.errors);
          const current = response.http.status;
          if (status && (current === undefined || current === 200 || current === 500)) {
            response.http.status = status;
            if (status === 401) response.http.headers.set('www-authenticate', 'Bearer');
          }
        },
      };
    },
  };
}
