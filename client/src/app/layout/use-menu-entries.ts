import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuEntriesForRole, navTitleKey, type AppRouteDef } from '../routes-by-role';
import type { Role } from '../../shared/session/role';
import { filterByLabel } from './menu-filter';

export interface MenuEntry {
  route: AppRouteDef;
  label: string;
}

/** The menu entries of a role, with the search box's query applied. */
export function useMenuEntries(role: Role) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => {
    const all = menuEntriesForRole(role).map((route) => ({ route, label: t(navTitleKey(route.module)) }));
    return filterByLabel(all, query, (entry) => entry.label);
  }, [role, query, t]);
  return { entries, query, setQuery };
}
