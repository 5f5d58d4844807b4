import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FullPageLoader } from '../layout/full-page-loader';
import { applyTheme } from './apply-theme';
import { useUi } from './ui-store';

/** Applies the persisted theme to <html> and shows the full-page loader until it is in place. */
export function ThemeGate({ children }: { children: ReactNode }) {
  const theme = useUi((state) => state.currentTheme);
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    let active = true;
    const fontsReady = document.fonts?.ready ?? Promise.resolve();
    void fontsReady.then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);

  return ready ? children : <FullPageLoader />;
}
