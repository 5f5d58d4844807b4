import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** A 401 in any of its shapes: HTTP 401, or a GraphQL error with code UNAUTHENTICATED. */
export function isUnauthenticatedError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED');
  }
  return false;
}
