import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo/apollo-client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';
import { authStore, getToken, recordAppStart } from './app/session/auth-store';
import { preloadOpenedRoute } from './app/page-components';
import { endSession } from './app/session/end-session';
import { notifyUnauthenticated, setUnauthenticatedHandler } from './app/session/unauthenticated';
import { applyTheme } from './app/theme/apply-theme';
import { uiStore } from './app/theme/ui-store';
import { initI18n, loadLocale } from './i18n/i18n';
import { makeZodJitless } from './shared/zod-jitless';

// The CSP has no 'unsafe-eval' (ADR 0602): zod must not probe for `new Function` (zod itself
// loads later, with the first form: ADR 0933).
makeZodJitless();
recordAppStart();
applyTheme(uiStore.getState().currentTheme);

const client = createApolloClient({ getToken, onUnauthenticated: notifyUnauthenticated });
// Any 401 (GraphQL over HTTP or WebSocket, REST): sign out and come back here after signing in.
setUnauthenticatedHandler(() => endSession(client, { rememberLocation: true }));
// Signed in: the opened screen's data is asked for now, while React starts (issue 15).
const session = authStore.getState().session;
if (session) preloadOpenedRoute(client, session.role, location.pathname, location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Polish is in the entry; English, when chosen, is fetched first (ADR 0933).
const locale = uiStore.getState().locale;
initI18n(locale);
void loadLocale(locale)
  .catch(() => initI18n('pl'))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders client={client}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
