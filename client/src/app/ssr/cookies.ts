/**
 * Cookies that let the server render a signed-in screen's first paint (ADR 0950). They copy what
 * the app already keeps in localStorage (the token, the display preferences, the window's width),
 * only for page loads under /app (Path=/app): the API never reads them, it takes the Bearer token
 * only, so they open no cross-site request path.
 */
import { SSR_COOKIES } from '../../../../domain/server-render/index';

export { SSR_COOKIES };

const MAX_AGE_S = 30 * 24 * 3600;

/** Sets (or, with null, removes) one of these cookies. */
export function writeSsrCookie(name: (typeof SSR_COOKIES)[keyof typeof SSR_COOKIES], value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? '; Max-Age=0' : `; Max-Age=${MAX_AGE_S}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/app; SameSite=Strict${life}${secure}`;
}
