import { createStore, useStore } from './create-store';
import { SSR_COOKIES, writeSsrCookie } from '../session/cookies';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/i18n';

/** The theme slice of SPEC.md section 3 that the shell uses; the user's choices are persisted. */
type NavType = 'SIDE' | 'TOP';
export type ThemeName = 'light' | 'dark';

export interface UiPreferences {
  navCollapsed: boolean;
  navType: NavType;
  currentTheme: ThemeName;
  locale: Locale;
}

interface UiState extends UiPreferences {
  mobileNav: boolean;
  manufacturingTab: string;
}

const UI_PREFERENCES_KEY = 'ui_preferences';

const DEFAULT_PREFERENCES: UiPreferences = {
  navCollapsed: false,
  navType: 'SIDE',
  currentTheme: 'light',
  locale: DEFAULT_LOCALE,
};

/** The stored preferences; given a JSON text (the server: the preferences cookie), that text. */
export function readPreferences(stored: string | null = typeof localStorage === 'undefined' ? null : localStorage.getItem(UI_PREFERENCES_KEY)): UiPreferences {
  try {
    const parsed = JSON.parse(stored ?? '{}') as Partial<UiPreferences> | null;
    if (!parsed || typeof parsed !== 'object') return DEFAULT_PREFERENCES;
    return {
      navCollapsed: parsed.navCollapsed === true,
      navType: parsed.navType === 'TOP' ? 'TOP' : 'SIDE',
      currentTheme: parsed.currentTheme === 'dark' ? 'dark' : 'light',
      locale: isLocale(parsed.locale) ? parsed.locale : DEFAULT_LOCALE,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export const uiStore = createStore<UiState>({ ...readPreferences(), mobileNav: false, manufacturingTab: '1' });

function persist(): void {
  const { navCollapsed, navType, currentTheme, locale } = uiStore.getState();
  const value = JSON.stringify({ navCollapsed, navType, currentTheme, locale });
  localStorage.setItem(UI_PREFERENCES_KEY, value);
  writeSsrCookie(SSR_COOKIES.preferences, value);
}

/** The server renders the shell as these preferences say. */
export function syncPreferencesCookie(): void {
  const { navCollapsed, navType, currentTheme, locale } = uiStore.getState();
  writeSsrCookie(SSR_COOKIES.preferences, JSON.stringify({ navCollapsed, navType, currentTheme, locale }));
}

export function setPreference<K extends keyof UiPreferences>(key: K, value: UiPreferences[K]): void {
  uiStore.setState({ [key]: value } as Pick<UiPreferences, K>);
  persist();
}

export function setMobileNav(open: boolean): void {
  uiStore.setState({ mobileNav: open });
}

export function setManufacturingTab(tab: string): void {
  uiStore.setState({ manufacturingTab: tab });
}

export function useUi<S>(selector: (state: UiState) => S): S {
  return useStore(uiStore, selector);
}
