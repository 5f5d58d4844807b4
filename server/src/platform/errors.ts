/** Coded domain errors. Services throw these; each adapter maps them once
 *  (REST: status + JSON body, GraphQL: extensions.code). */
export const ERROR_CODES = {
  BAD_USER_INPUT: { status: 400, error: 'Bad Request' },
  UNAUTHENTICATED: { status: 401, error: 'Unauthorized' },
  FORBIDDEN: { status: 403, error: 'Forbidden' },
  NOT_FOUND: { status: 404, error: 'Not Found' },
  CONFLICT: { status: 409, error: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, error: 'Payload Too Large' },
  UNPROCESSABLE: { status: 422, error: 'Unprocessable Entity' },
  TOO_MANY_REQUESTS: { status: 429, error: 'Too Many Requests' },
  INTERNAL_SERVER_ERROR: { status: 500, error: 'Internal Server Error' },
  SERVICE_UNAVAILABLE: { status: 503, error: 'Service Unavailable' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Field name -> reason, for 400 answers (REST `fields`, GraphQL `extensions.fields`). */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const badInput = (message: string, fields?: FieldErrors) => new AppError('BAD_USER_INPUT', message, fields);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Your role does not allow this operation') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('CONFLICT', message, undefined, details);

/** The JSON body of a REST error answer. */
export function restErrorBody(err: AppError) {
  return {
    statusCode: err.status,
    error: ERROR_CODES[err.code].error,
    message: err.message,
    ...(err.fields ? { fields: err.fields } : {}),
    ...(err.details ?? {}),
  };
}
