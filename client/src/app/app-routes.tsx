import { useApolloClient } from '@apollo/client/react';
import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { markAppReady } from './ssr/hydration';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { startRoutePreload } from './route-preload';
import { APP_BASE, landingPathForRole, routesForRole, type AppRouteDef } from './routes-by-role';
import type { Role } from '../shared/session/role';

/** A module's screen: its first query starts in the same render that asks for its chunk. */
function RoutePage({ route }: { route: AppRouteDef }) {
  const client = useApolloClient();
  const search = useSearch();
  if (route.preload) startRoutePreload(client, route.module, route.preload, search);
  const Page = route.page;
  return (
    <>
      <Page />
      <AppReadyMark />
    </>
  );
}

/** Commits with the page (same Suspense boundary), so hydration has reached the page too. */
function AppReadyMark() {
  useEffect(markAppReady, []);
  return null;
}

/** The app area's routes for a role: routes above the role are left out, not guarded. */
export function AppRoutes({ role }: { role: Role }) {
  const [location] = useLocation();
  const landing = landingPathForRole(role);
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense
        fallback={
          <Center py="16">
            <Spinner color="teal.500" />
          </Center>
        }
      >
        <Switch>
          <Route path={APP_BASE}>
            <Redirect to={landing} replace />
          </Route>
          {routesForRole(role).flatMap((route) =>
            route.patterns.map((pattern) => (
              <Route key={pattern} path={pattern}>
                <RoutePage route={route} />
              </Route>
            )),
          )}
          <Route>
            <NotFoundPage homePath={landing} />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
