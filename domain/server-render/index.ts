/**
 * The contract between the server and the client's render bundle (client/src/entry-server.tsx,
 * built into client/dist-ssr): what the server hands a render and what it gets back,
 * and the cookies it renders by.
 */

/** Cookies (Path=/app) the server renders by: `session` is set by the server, HttpOnly, holding a
 *  page token the API refuses; the client writes the other two. */
export const SSR_COOKIES = {
  session: 'session',
  preferences: 'ui_preferences',
  viewportWidth: 'viewport_width',
} as const;

export interface ServerRenderRequest {
  /** The requested path and query string (`/app/inventories?page=2`). */
  url: string;
  /** The signed-in user, as the server verified the session cookie. */
  role: number;
  numer_pracownika: number;
  /** The preferences cookie's JSON text (the client's `ui_preferences`), if any. */
  preferences: string | null;
  /** The window's width the client last wrote (the viewport cookie), if any. */
  viewportWidth: number | null;
  /** Runs one GraphQL operation as this user (the server's own GraphQL pipeline, no HTTP). */
  execute(query: string, variables: Record<string, unknown>): Promise<{ data?: unknown; errors?: readonly unknown[] }>;
}

export interface ServerRenderResult<State = unknown> {
  /** The screen's styles, for <head>. */
  head: string;
  /** The screen, for #root. */
  html: string;
  /** What the browser hydrates with (`<script type="application/json" id="ssr-state">`). */
  state: State;
}
