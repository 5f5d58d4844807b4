import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from './icons';
import { setPreference, useUi } from '../store/ui-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useUi((state) => state.currentTheme);
  const label = theme === 'dark' ? t('header.themeLight') : t('header.themeDark');
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => setPreference('currentTheme', theme === 'dark' ? 'light' : 'dark')}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
