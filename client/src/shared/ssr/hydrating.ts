let hydrating = false;

/** main.tsx: this page load hydrates HTML rendered on the server. */
export function markHydrating(): void {
  hydrating = true;
}

/** True on the server and in a page load that hydrates: the first render must then be what the
 *  server rendered (not a loader of its own, nor what only this browser remembers). */
export function renderedOnServer(): boolean {
  return typeof document === 'undefined' || hydrating;
}
