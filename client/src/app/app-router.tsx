import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { AppRoutes } from './app-routes';
import { AppLayout } from './layout/app-layout';
import { FullPageLoader } from './layout/full-page-loader';
import { RouteErrorBoundary } from './route-error-boundary';
import { APP_BASE, AUTH_PATHS, GUEST_PAGES } from './routes-by-role';
import { useSession, useSignedOut } from '../shared/session/auth-store';
import { rememberOrigin } from '../shared/session/redirect-origin';

/** The app area needs a session; without one: to login, remembering where the user wanted to go. */
function AppArea() {
  const session = useSession();
  const signedOut = useSignedOut();
  const [location] = useLocation();
  const search = useSearch();
  if (!session) {
    if (!signedOut) rememberOrigin(search ? `${location}?${search}` : location);
    return <Redirect to={AUTH_PATHS.login} replace />;
  }
  return (
    <AppLayout session={session}>
      <AppRoutes role={session.role} />
    </AppLayout>
  );
}

/** Signed-in users have nothing to do on the authentication pages. */
function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  return session ? <Redirect to={APP_BASE} replace /> : children;
}

/** Top-level routes (SPEC.md section 2). */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<FullPageLoader />}>
        <Switch>
          <Route path="/">
            <Redirect to={APP_BASE} replace />
          </Route>
          {GUEST_PAGES.map(({ path, page: Page }) => (
            <Route key={path} path={path}>
              <GuestOnly>
                <Page />
              </GuestOnly>
            </Route>
          ))}
          <Route path="/authentication/*?">
            <Redirect to={AUTH_PATHS.login} replace />
          </Route>
          <Route path="/app/*?">
            <AppArea />
          </Route>
          <Route>
            <Redirect to={APP_BASE} replace />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
