import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pl } from './pl';

export const SUPPORTED_LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: unknown): value is Locale {
  return SUPPORTED_LOCALES.includes(value as Locale);
}

/**
 * Loads a language's texts into i18next. Polish (the default) is in the entry chunk; English is a
 * chunk of its own, fetched only when it is the chosen language: main.tsx
 * waits for it before the first render, and LocaleSync before switching. Call after initI18n.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale !== 'en' || i18next.hasResourceBundle('en', 'translation')) return;
  const { en } = await import('./en');
  i18next.addResourceBundle('en', 'translation', en);
}

/**
 * One i18next instance for the app. Missing translations are only logged (SPEC.md section 8):
 * the key is rendered and a warning goes to the console.
 */
export function initI18n(locale: Locale = DEFAULT_LOCALE): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { pl: { translation: pl } },
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LOCALES],
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        console.warn(`[i18n] missing translation "${key}" (${languages.join(', ')}/${namespace})`);
      },
      initAsync: false,
    });
  } else if (i18next.language !== locale) {
    void i18next.changeLanguage(locale);
  }
  return i18next;
}

export { i18next as i18n };
