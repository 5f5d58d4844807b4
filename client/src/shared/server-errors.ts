import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerError {
  /** AppError code: BAD_USER_INPUT, CONFLICT, UNPROCESSABLE, NOT_FOUND, ... */
  code: string | null;
  /** Field name (without the `input.` prefix) -> the server's reason. */
  fields: Record<string, string>;
  message: string | null;
}

/** The code and field errors of a failed GraphQL operation (extensions.code / extensions.fields). */
export function readServerError(error: unknown): ServerError {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return { code: null, fields: {}, message: null };
  const first = error.errors[0];
  const raw = (first.extensions?.fields ?? {}) as Record<string, string>;
  const fields = Object.fromEntries(Object.entries(raw).map(([key, reason]) => [key.replace(/^input\./, ''), reason]));
  return { code: typeof first.extensions?.code === 'string' ? first.extensions.code : null, fields, message: first.message };
}
