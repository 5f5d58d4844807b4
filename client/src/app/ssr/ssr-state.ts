import type { Role } from '../../shared/session/role';
import type { UiPreferences } from '../../shared/store/ui-store';

/** The `<script type="application/json">` the server puts after a rendered screen. */
const SSR_STATE_ID = 'ssr-state';

/** What the server rendered with: the client hydrates with the same, then goes on with its own. */
export interface SsrState {
  /** Apollo's normalized cache after the screen's first query. */
  apollo: Record<string, unknown>;
  role: Role;
  numer_pracownika: number;
  preferences: UiPreferences;
  viewportWidth: number | null;
}

/** The server's state in this page, or null when the page was not rendered on the server. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
