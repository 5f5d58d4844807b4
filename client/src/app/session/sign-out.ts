import type { ApolloClient } from '@apollo/client';
import { LogoutDocument } from '../../gql/graphql';
import { endSession } from './end-session';

/** How long "Wyloguj" waits for the server before signing out here anyway. */
const SIGN_OUT_WAIT_MS = 3000;

/**
 * "Wyloguj": asks the server to end the session (the token stops working everywhere and the
 * user's WebSockets close), then signs out in this browser whatever the answer:
 * offline, a server error or a slow server never keep the user signed in here.
 */
export async function signOut(client: ApolloClient, waitMs = SIGN_OUT_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([client.mutate({ mutation: LogoutDocument }), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  } catch {
    // Signed out here below all the same.
  } finally {
    clearTimeout(timer);
  }
  endSession(client, { rememberLocation: false });
}
