/**
 * The server's render of a signed-in screen's first paint: the same React tree as
 * main.tsx, at the requested URL, with the screen's first query already answered, so a slow phone
 * shows the list as soon as the HTML arrives and hydrates it when the scripts have come. Built by
 * `vite build --ssr` into client/dist-ssr and loaded by the server (platform/http/server-render.ts).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { Router } from 'wouter';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';
import { openedRoute } from './app/opened-route';
import { authStore } from './shared/session/auth-store';
import { parseRole } from './shared/session/role';
import { createRenderQueries, type RenderQuery } from './app/ssr/render-queries';
import type { SsrState } from './app/ssr/ssr-state';
import type { ServerRenderRequest, ServerRenderResult } from '../../domain/server-render/index';
import { readPreferences, uiStore } from './shared/store/ui-store';
import { initI18n } from './i18n/i18n';
import { setServerViewportWidth } from './shared/hooks/use-min-width';

/** The render's result: the styles are emotion's `<style data-emotion>` elements, which React put
 *  before each styled element. In the head the browser styles the page once, not once per element
 *  as it parses, and emotion in the browser finds them there as it would after moving them itself. */
type ServerRender = ServerRenderResult<SsrState>;

initI18n('pl');

const renderQueries = createRenderQueries();

/**
 * The screen's HTML and the state to hydrate it with, or null when the screen is not one the
 * server renders (no first query of its own, English chosen) or its query failed: the browser
 * then renders it itself, as without this. A render that throws is the caller's to log.
 */
export async function render(req: ServerRenderRequest): Promise<ServerRender | null> {
  const role = parseRole(String(req.role));
  if (role === null) return null;
  const preferences = readPreferences(req.preferences);
  // One i18next instance serves every render: only the default language is rendered here.
  if (preferences.locale !== 'pl') return null;
  const at = new URL(req.url, 'http://server');
  const opened = openedRoute(role, at.pathname, at.search);
  // The screen's own path only: a redirect (`/app`) or a record's link (its drawer) is the browser's.
  if (!opened?.preload || at.pathname !== opened.screenPath) return null;

  // The queries React asked for while rendering (not started before it): remembered for the
  // screen's next render, which starts them with the first query.
  const asked: RenderQuery[] = [];
  let rendering = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (rendering) asked.push({ query: operation.query, variables: operation.variables as Record<string, unknown> });
        req.execute(print(operation.query), operation.variables as Record<string, unknown>).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (err: unknown) => observer.error(err),
        );
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache(), ssrMode: true });
  // A location where the screen has no first query (another Produkcja tab) is the browser's.
  const preloading = opened.preload(client, opened.search);
  if (!preloading) return null;
  const screen = `${opened.module}|${role}|${opened.search}`;
  const started = renderQueries.recall(screen);
  // A failed one is asked again by the render, as if it had not been started.
  const starting = Promise.allSettled(started.map((q) => client.query({ query: q.query, variables: q.variables })));
  try {
    await preloading;
  } catch {
    return null;
  }
  await starting;

  const html = await oneAtATime(async () => {
    // The stores are the bundle's singletons: their server state is this request's only while
    // this render runs, and renders take turns (each takes a few ms once the pages are loaded).
    authStore.setServerState({ session: { token: '', role, numer_pracownika: req.numer_pracownika }, signedOut: false });
    uiStore.setServerState({ ...uiStore.getState(), ...preferences, mobileNav: false });
    setServerViewportWidth(req.viewportWidth);
    try {
      const errors: unknown[] = [];
      rendering = true;
      // Apollo renders until every query the screen asks for has its answer (the signed-in
      // user's name in the header, the stock settings...), so the browser hydrates with the same
      // data instead of a loading state. prerender waits for the page's lazy chunk.
      // Apollo renders once more after any pass that made a query, even one the cache answered;
      // a pass that sent nothing to the server had every answer, so it is the page (the abort
      // makes prerenderStatic return that pass's HTML instead of rendering it again).
      const done = new AbortController();
      const { result } = await prerenderStatic({
        signal: done.signal,
        tree: (
          <AppProviders client={client}>
            <Router ssrPath={at.pathname} ssrSearch={at.search.replace(/^\?/, '')}>
              <AppRouter />
            </Router>
          </AppProviders>
        ),
        // One piece: React would otherwise move a large Suspense boundary's HTML to the end of the
        // page and reveal it with an inline script, which the CSP refuses (and the paint waits for).
        renderFunction: async (tree) => {
          const before = asked.length;
          const rendered = await prerenderToNodeStream(tree, { onError: (err) => void errors.push(err), progressiveChunkSize: Number.MAX_SAFE_INTEGER });
          // the queries this pass started reach the link after the microtasks the render left
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (asked.length === before) done.abort();
          return rendered;
        },
        maxRerenders: 5,
      });
      if (errors.length) throw errors[0];
      if (result.includes('<script')) throw new Error('server render: React wrote an inline script; the page renders in the browser');
      return result;
    } finally {
      authStore.setServerState(null);
      uiStore.setServerState(null);
      setServerViewportWidth(null);
    }
  });
  renderQueries.remember(screen, started, asked);
  const state: SsrState = { apollo: client.extract() as Record<string, unknown>, role, numer_pracownika: req.numer_pracownika, preferences, viewportWidth: req.viewportWidth };
  return { ...hoistStyles(html), state };
}

let turn: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task, task);
  turn = run.catch(() => undefined);
  return run;
}

const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

function hoistStyles(markup: string): { head: string; html: string } {
  const styles = new Set(markup.match(EMOTION_STYLE) ?? []);
  return { head: [...styles].join(''), html: markup.replace(EMOTION_STYLE, '') };
}
