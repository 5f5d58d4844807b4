import { EARLY_TAP_ATTRIBUTE, takeEarlyTap } from '../../shared/scan/early-input';

// The flag lives in shared/ because features read it too (a feature imports nothing from app/).
export { markHydrating, renderedOnServer } from '../../shared/ssr/hydrating';

/** `<html data-app-ready>`: the screen has been rendered or hydrated by React and takes clicks and
 *  keys (before, a server-rendered screen is only shown). The browser tests wait for it. */
export function markAppReady(): void {
  document.documentElement.dataset.appReady = 'true';
  performance.mark('app-ready'); // bench/lcp.mjs reports it next to LCP
  // A tap on the server-rendered screen before now was kept (index.html): the screen
  // takes it now. After the mark, so the early catcher lets this click through.
  const tap = takeEarlyTap();
  if (tap) document.querySelector<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}="${CSS.escape(tap)}"]`)?.click();
}
