import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FullPageLoader } from '../layout/full-page-loader';
import { renderedOnServer } from '../ssr/hydration';
import { applyTheme } from './apply-theme';
import { useUi } from '../../shared/store/ui-store';

/** Applies the persisted theme to <html> and shows the full-page loader until it is in place. */
export function ThemeGate({ children }: { children: ReactNode }) {
  const theme = useUi((state) => state.currentTheme);
  // The server's HTML already has the screen: it stays, no loader in between.
  const [ready, setReady] = useState(renderedOnServer);

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (ready) return;
    let active = true;
    const fontsReady = document.fonts?.ready ?? Promise.resolve();
    void fontsReady.then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);

  return ready ? children : <FullPageLoader />;
}
