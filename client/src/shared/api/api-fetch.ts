import { showMessage } from '../message/message-store';
import { getToken } from '../session/auth-store';
import { notifyUnauthenticated } from '../session/unauthenticated';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(statusText || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** Statuses that show no message (SPEC.md section 8): the caller handles them. */
const SILENT_STATUSES = new Set([400, 404]);

interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
  body?: BodyInit;
}

/**
 * fetch for the REST paths under /api with the Bearer token. A 401 ends the session; 400 and
 * 404 are thrown silently; any other failure shows its status text in the message dialog.
 */
export async function apiFetch(path: string, { json, headers, ...init }: ApiFetchOptions = {}): Promise<Response> {
  const requestHeaders = new Headers(headers);
  const token = getToken();
  if (token) requestHeaders.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');

  const response = await fetch(path, {
    ...init,
    headers: requestHeaders,
    body: json !== undefined ? JSON.stringify(json) : init.body,
  });
  if (response.ok) return response;

  const error = new ApiError(response.status, response.statusText);
  if (response.status === 401) notifyUnauthenticated();
  else if (!SILENT_STATUSES.has(response.status)) showMessage({ message: error.message, isError: true });
  throw error;
}

/** apiFetch that parses a JSON reply. */
export async function apiFetchJson<T>(path: string, options?: ApiFetchOptions): Promise<T> {
  const response = await apiFetch(path, options);
  return (await response.json()) as T;
}
