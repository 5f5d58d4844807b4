import { Center, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { NotFoundPage } from './pages/not-found-page';
import { APP_PAGES } from './page-components';
import { RouteErrorBoundary } from './route-error-boundary';
import { APP_BASE, landingPathForRole, routesForRole } from './routes-by-role';
import type { Role } from './session/role';

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
            route.patterns.map((pattern) => <Route key={pattern} path={pattern} component={APP_PAGES[route.module]} />),
          )}
          <Route>
            <NotFoundPage homePath={landing} />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
