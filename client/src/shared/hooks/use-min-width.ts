import { useSyncExternalStore } from 'react';

/** Chakra's default breakpoints, in px (48rem, 64rem). */
export const BREAKPOINT_PX = { md: 768, lg: 1024 } as const;

let serverViewportWidth: number | null = null;

/**
 * The viewport width the server rendered for (server-rendered first load): read on the
 * server and while hydrating, so the first client render lays out as the HTML did; React then
 * re-renders with the real width if it differs. Null: a wide screen.
 */
export function setServerViewportWidth(width: number | null): void {
  serverViewportWidth = width;
}

const query = (px: number) => `(min-width: ${px}px)`;

/** Whether the viewport is at least `px` wide, following resizes (a phone turned sideways). */
export function useMinWidth(px: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query(px));
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query(px)).matches,
    () => (serverViewportWidth ?? 1280) >= px,
  );
}
