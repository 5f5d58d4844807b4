import type { ThemeName } from '../../shared/store/ui-store';

/** Puts the theme on <html>: Chakra's `dark` / `light` class, data-theme and color-scheme. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
