import { APP_BASE } from './paths';

const ORIGIN_KEY = 'redirect';

/** Only locations inside the app area may be remembered (no open redirects). */
function isAppLocation(location: string): boolean {
  return location === APP_BASE || location.startsWith(`${APP_BASE}/`) || location.startsWith(`${APP_BASE}?`);
}

/** Remembers where a signed-out user wanted to go, for after sign-in. */
export function rememberOrigin(location: string): void {
  if (isAppLocation(location)) sessionStorage.setItem(ORIGIN_KEY, location);
}

export function forgetOrigin(): void {
  sessionStorage.removeItem(ORIGIN_KEY);
}

/** The remembered origin (once), else '/'. */
export function takeOrigin(): string {
  const origin = sessionStorage.getItem(ORIGIN_KEY);
  forgetOrigin();
  return origin && isAppLocation(origin) ? origin : '/';
}
