import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n';
import { useUi } from './ui-store';

/** Keeps i18next and <html lang> on the persisted locale. */
export function LocaleSync() {
  const locale = useUi((state) => state.locale);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
