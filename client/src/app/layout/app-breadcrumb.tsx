import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { APP_BASE, findRouteByPath, navTitleKey } from '../routes-by-role';
import type { Role } from '../../shared/session/role';

interface Crumb {
  href: string;
  label: string;
}

/** Breadcrumb built from the path: Strona główna / <module> / <id>. */
export function AppBreadcrumb({ role }: { role: Role }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const route = findRouteByPath(location, role);

  const crumbs: Crumb[] = [{ href: APP_BASE, label: t('nav.home') }];
  if (route) {
    crumbs.push({ href: route.path, label: t(navTitleKey(route.module)) });
    const rest = location.slice(route.path.length).split('/').filter(Boolean);
    rest.forEach((segment, index) => {
      crumbs.push({ href: `${route.path}/${rest.slice(0, index + 1).join('/')}`, label: decodeURIComponent(segment) });
    });
  }

  return (
    <Breadcrumb.Root aria-label={t('nav.breadcrumb')} size="sm">
      <Breadcrumb.List>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.href}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <Link href={crumb.href}>{crumb.label}</Link>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
