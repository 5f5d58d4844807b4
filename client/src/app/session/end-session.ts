import type { ApolloClient } from '@apollo/client';
import { navigate } from 'wouter/use-browser-location';
import { AUTH_PATHS } from '../routes-by-role';
import { clearSession } from '../../shared/session/auth-store';
import { forgetOrigin, rememberOrigin } from '../../shared/session/redirect-origin';

interface EndSessionOptions {
  /** true after a 401: the user comes back to the same place after signing in again. */
  rememberLocation: boolean;
}

/**
 * Signs out: clears the token, resets the Apollo cache (all server data of the previous user)
 * and goes to the login page.
 */
export function endSession(client: ApolloClient, { rememberLocation }: EndSessionOptions): void {
  if (rememberLocation) rememberOrigin(window.location.pathname + window.location.search);
  else forgetOrigin();
  clearSession({ signedOut: !rememberLocation });
  void client.clearStore();
  if (window.location.pathname !== AUTH_PATHS.login) navigate(AUTH_PATHS.login, { replace: true });
}
