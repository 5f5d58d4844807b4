import type { DocumentNode } from 'graphql';
import { print } from 'graphql';

/** One query a screen's render asked for, with its variables. */
export interface RenderQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

/** How many screens (screen, role, query string) are remembered, and queries per screen. */
const MAX_SCREENS = 200;
const MAX_QUERIES = 20;

const keyOf = (q: RenderQuery) => `${print(q.query)}\n${JSON.stringify(q.variables)}`;

/**
 * The queries a screen's server render asked for beyond its first query (the header's user, the
 * filter choices, the station's printers...), remembered per screen so the next render of it starts
 * them together with the first query. The render then finds every answer in the cache and takes one
 * pass of React instead of two. A render that asks for nothing new keeps what was remembered; one
 * that asks for something new (other variables, another component) adds it, newest first, up to a
 * bound, so a query no longer asked for costs one spare request until it falls off.
 */
export function createRenderQueries() {
  const screens = new Map<string, RenderQuery[]>();
  return {
    /** The queries to start before rendering the screen (none the first time). */
    recall(screen: string): RenderQuery[] {
      return screens.get(screen) ?? [];
    },
    /** What this render asked for on its own (`asked`) besides the `started` ones it was given. */
    remember(screen: string, started: RenderQuery[], asked: RenderQuery[]): void {
      if (asked.length === 0) return;
      const seen = new Set<string>();
      const next: RenderQuery[] = [];
      for (const q of [...asked, ...started]) {
        const key = keyOf(q);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(q);
      }
      screens.delete(screen);
      screens.set(screen, next.slice(0, MAX_QUERIES));
      // Map keeps insertion order: the first key is the screen rendered least recently
      if (screens.size > MAX_SCREENS) screens.delete(screens.keys().next().value as string);
    },
  };
}
