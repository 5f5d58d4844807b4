import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type LoginErrorKey = 'auth.errors.invalidCredentials' | 'auth.errors.generic';

/** SPEC.md section 8: Unauthorized -> 'Niepoprawne dane'; any other failure -> the generic text. */
export function loginErrorKey(error: unknown): LoginErrorKey {
  const unauthorized =
    (ServerError.is(error) && error.statusCode === 401) ||
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
  return unauthorized ? 'auth.errors.invalidCredentials' : 'auth.errors.generic';
}
