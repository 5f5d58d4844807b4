import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A number as the app's language writes it: i18next's built-in `number` format (Intl.NumberFormat
 * of the current language, cached by i18next), so Polish reads 0,25 and 1 234,5 and English 0.25.
 * At most two decimals unless `options` say otherwise. Not a number (null, NaN): ''.
 */
export function formatNumber(value: number | null | undefined, options: Intl.NumberFormatOptions = {}, lng: string = i18next.language): string {
  if (value == null || !Number.isFinite(value)) return '';
  const formatter = i18next.services.formatter;
  const opts = { maximumFractionDigits: 2, ...options };
  return formatter ? String(formatter.format(value, 'number', lng, opts)) : new Intl.NumberFormat(lng, opts).format(value);
}

/** `formatNumber` bound to the language the component renders in (re-renders when it changes). */
export function useFormatNumber(): (value: number | null | undefined, options?: Intl.NumberFormatOptions) => string {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return (value, options) => formatNumber(value, options, lng);
}
