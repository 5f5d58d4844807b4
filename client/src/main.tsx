import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo/apollo-client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';
import { authStore, getToken, recordAppStart } from './shared/session/auth-store';
import { openedRoute, preloadOpenedRoute } from './app/opened-route';
import { markRoutePreloaded } from './app/route-preload';
import { endSession } from './app/session/end-session';
import { notifyUnauthenticated, setUnauthenticatedHandler } from './shared/session/unauthenticated';
import { applyTheme } from './app/theme/apply-theme';
import { markHydrating } from './app/ssr/hydration';
import { readSsrState } from './app/ssr/ssr-state';
import { syncPreferencesCookie, uiStore } from './shared/store/ui-store';
import { setServerViewportWidth } from './shared/hooks/use-min-width';
import { initI18n, loadLocale } from './i18n/i18n';
import { makeZodJitless } from './shared/zod-jitless';

// The CSP has no 'unsafe-eval': zod must not probe for `new Function` (zod itself
// loads later, with the first form).
makeZodJitless();
recordAppStart();
applyTheme(uiStore.getState().currentTheme);

const client = createApolloClient({ getToken, onUnauthenticated: notifyUnauthenticated });
// Any 401 (GraphQL over HTTP or WebSocket, REST): sign out and come back here after signing in.
setUnauthenticatedHandler(() => endSession(client, { rememberLocation: true }));
// The preferences cookie the server renders the next page load with follows what is stored
//; the session cookie is set by the server at sign-in.
syncPreferencesCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server rendered this screen: hydrate its HTML with the state it rendered with,
// when it was rendered for this browser's session and language; otherwise render from scratch.
const session = authStore.getState().session;
const locale = uiStore.getState().locale;
const ssr = readSsrState();
const hydrate = ssr !== null && session !== null && ssr.role === session.role && ssr.numer_pracownika === session.numer_pracownika && ssr.preferences.locale === locale;
if (hydrate) {
  client.cache.restore(ssr.apollo as never);
  authStore.setServerState({ session, signedOut: false });
  uiStore.setServerState({ ...uiStore.getState(), ...ssr.preferences });
  setServerViewportWidth(ssr.viewportWidth);
  markHydrating();
  const opened = openedRoute(session.role, location.pathname, location.search);
  if (opened) markRoutePreloaded(client, opened.module);
} else if (session) {
  // Signed in: the opened screen's data is asked for now, while React starts.
  preloadOpenedRoute(client, session.role, location.pathname, location.search);
}

const app = (
  <StrictMode>
    <AppProviders client={client}>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// Polish is in the entry; English, when chosen, is fetched first.
initI18n(locale);
void loadLocale(locale)
  .catch(() => initI18n('pl'))
  .then(() => {
    if (hydrate) {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('[ssr] the server\'s HTML was replaced', error),
      });
    } else {
      if (ssr) container.replaceChildren(); // the server's HTML, rendered for another session
      createRoot(container).render(app);
    }
  });
