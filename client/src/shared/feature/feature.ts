import type { ApolloClient } from '@apollo/client';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { pl } from '../../i18n/pl';
import type { Role } from '../session/role';
import type { MenuIcon } from '../ui/icons';

/** Starts a screen's first query (the same document and variables the page asks), given the
 *  location's query string; null when the screen has none at that location (Produkcja on a tab
 *  other than its first). */
export type RoutePreload = (client: ApolloClient, search: string) => Promise<unknown> | null;

/** A screen's name: its menu title is `nav.<module>` in i18n, so a new screen names its title there. */
export type AppModule = Exclude<keyof typeof pl.nav, 'home' | 'mainMenu' | 'searchPlaceholder' | 'searchLabel' | 'noResults'>;

export type NavIcon = typeof MenuIcon;

/** One screen of the app area (SPEC.md section 2): where it lives, who may open it and who sees it in the menu. */
export interface FeatureRoute {
  module: AppModule;
  /** The menu link and breadcrumb target. */
  path: string;
  /** wouter patterns that render the screen. */
  patterns: readonly string[];
  /** Minimum role for the route to exist (lower roles have no such route, not a guarded one). */
  minRole: Role;
  /** Minimum role for the menu entry; differs from minRole for manufacturing (SPEC.md section 2). */
  menuMinRole: Role;
  icon: NavIcon;
  /** The screen, in its own chunk (lazyPage). */
  page: LazyExoticComponent<ComponentType>;
  /** The screen's first query, started with its chunk, or before React's first render on a first load. */
  preload?: RoutePreload;
}

/** A page of the authentication area, shown only to someone not signed in. */
export interface GuestPage {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * What a feature hands the shell: its screens with their menu entries and icons. The shell reads
 * the list in features/index.ts and imports nothing else of a feature, so a new screen is one
 * manifest and one line in that list.
 */
export interface FeatureManifest {
  name: string;
  routes?: readonly FeatureRoute[];
  guestPages?: readonly GuestPage[];
}

export function defineFeature(manifest: FeatureManifest): FeatureManifest {
  return manifest;
}
