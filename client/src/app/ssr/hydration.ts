import { EARLY_TAP_ATTRIBUTE, takeEarlyTap } from '../../shared/scan/early-input';

let hydrating = false;

/** main.tsx: this page load hydrates HTML rendered on the server. */
export function markHydrating(): void {
  hydrating = true;
}

/** True on the server and in a page load that hydrates: the first render must then be what the
 *  server rendered, not a loader of its own. */
export function renderedOnServer(): boolean {
  return typeof document === 'undefined' || hydrating;
}

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
