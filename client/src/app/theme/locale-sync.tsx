import { useEffect } from 'react';
import { i18n, loadLocale } from '../../i18n/i18n';
import { useUi } from '../../shared/store/ui-store';

/** Keeps i18next and <html lang> on the persisted locale. */
export function LocaleSync() {
  const locale = useUi((state) => state.locale);
  useEffect(() => {
    let current = true;
    // English loads on demand: switch once its texts are in.
    void loadLocale(locale).then(() => {
      if (!current) return;
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      document.documentElement.lang = locale;
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return null;
}
