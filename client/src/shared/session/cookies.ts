/**
 * Cookies that let the server render a signed-in screen's first paint. The display
 * preferences and the window's width are copied here from what the app keeps in localStorage,
 * only for page loads under /app (Path=/app). The session cookie is the server's: it
 * sets it HttpOnly for the token at sign-in and clears it at sign-out, and it holds a page token
 * the API does not accept, so page scripts can neither read it nor use it as a credential.
 */
import { SSR_COOKIES } from '../../../../domain/server-render/index';

export { SSR_COOKIES };

const MAX_AGE_S = 30 * 24 * 3600;
const PAGE_SESSION_PATH = '/api/auth/page-session';

/** Sets (or, with null, removes) one of the cookies the client writes itself. */
export function writeSsrCookie(name: typeof SSR_COOKIES.preferences | typeof SSR_COOKIES.viewportWidth, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? '; Max-Age=0' : `; Max-Age=${MAX_AGE_S}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/app; SameSite=Strict${life}${secure}`;
}

/** Asks the server for the page-render session cookie of this token. Best effort: without it the
 *  next page load renders in the browser, as it did before signed-in screens were rendered on the server. */
export async function openPageSession(token: string): Promise<void> {
  if (typeof fetch === 'undefined') return;
  try {
    await fetch(PAGE_SESSION_PATH, { method: 'POST', headers: { authorization: `Bearer ${token}` }, credentials: 'same-origin' });
  } catch {
    // offline or refused: no server render, nothing else lost
  }
}

/** Asks the server to clear the session cookie (sign-out, a 401). Sent with keepalive, so the page
 *  may go on to the sign-in screen at once. */
export function closePageSession(): void {
  if (typeof fetch === 'undefined') return;
  try {
    void fetch(PAGE_SESSION_PATH, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  } catch {
    // no fetch for this URL (tests without a page origin): nothing to clear
  }
}
