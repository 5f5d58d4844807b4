/**
 * What the page kept before React took over a server-rendered screen: index.html's
 * inline script catches keys meant for the scan field (`[data-scan-field]`) and taps on elements
 * marked `data-early-tap` until `<html data-app-ready>`, into `window.__earlyInput`. The app takes
 * them from here once the screen can act on them, so a scan typed or a card tapped while the page
 * only looked ready is not lost.
 */
interface EarlyInput {
  /** Scans finished with Enter, oldest first. */
  scans: string[];
  /** What was typed after the last Enter (also shown in the scan field). */
  partial: string;
  /** The `data-early-tap` value of the last element tapped. */
  tap: string | null;
}

/** The attribute index.html's script looks for on a tappable element: a value naming it. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

const kept = (): EarlyInput | undefined => (typeof window === 'undefined' ? undefined : (window as unknown as { __earlyInput?: EarlyInput }).__earlyInput);

/** The scans kept (and the unfinished one), handed over once: a second call gets none. */
export function takeEarlyScans(): { scans: string[]; partial: string } {
  const early = kept();
  if (!early) return { scans: [], partial: '' };
  const taken = { scans: early.scans.splice(0), partial: early.partial };
  early.partial = '';
  return taken;
}

/** The element tapped before the app was ready (its `data-early-tap` value), handed over once. */
export function takeEarlyTap(): string | null {
  const early = kept();
  if (!early?.tap) return null;
  const tap = early.tap;
  early.tap = null;
  document.querySelectorAll('[data-early-tapped]').forEach((el) => el.removeAttribute('data-early-tapped'));
  return tap;
}
