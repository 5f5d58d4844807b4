import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { createApolloClient } from './app/apollo/apollo-client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';
import { authStore, getToken, recordAppStart } from './app/session/auth-store';
import { preloadOpenedRoute } from './app/page-components';
import { endSession } from './app/session/end-session';
import { notifyUnauthenticated, setUnauthenticatedHandler } from './app/session/unauthenticated';
import { applyTheme } from './app/theme/apply-theme';
import { uiStore } from './app/theme/ui-store';
import { initI18n } from './i18n/i18n';

// The CSP has no 'unsafe-eval' (ADR 0602): zod must not probe for `new Function`.
z.config({ jitless: true });
recordAppStart();
applyTheme(uiStore.getState().currentTheme);
initI18n(uiStore.getState().locale);

const client = createApolloClient({ getToken, onUnauthenticated: notifyUnauthenticated });
// Any 401 (GraphQL over HTTP or WebSocket, REST): sign out and come back here after signing in.
setUnauthenticatedHandler(() => endSession(client, { rememberLocation: true }));
// Signed in: the opened screen's data is asked for now, while React starts (issue 15).
const session = authStore.getState().session;
if (session) preloadOpenedRoute(client, session.role, location.pathname, location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
