import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { Actor } from '../context.js';
import type { Logger } from '../logger.js';
import { SSR_COOKIES, type ServerRenderRequest, type ServerRenderResult } from '../../../../domain/server-render/index.js';

/** The client's server-render bundle (client/src/entry-server.tsx, built into client/dist-ssr). */
interface RenderBundle {
  render(req: ServerRenderRequest): Promise<ServerRenderResult | null>;
}

interface ServerRenderDeps {
  clientDist: string;
  logger: Logger;
  /** The session cookie's page token -> the signed-in user (checked like a Bearer token, but only
   *  a page token passes: an API token in the cookie renders nothing). */
  authenticate(token: string): Promise<Actor | null>;
  /** One GraphQL operation as this user, through the server's GraphQL pipeline (policies, limits). */
  execute(actor: Actor, ip: string, query: string, variables: Record<string, unknown>): Promise<{ data?: unknown; errors?: readonly unknown[] }>;
}

/** Sends the page and says whether it did; false: the caller sends plain index.html. */
export type PageRenderer = (req: Request, res: Response) => Promise<boolean>;

/** `a=1; b=2` -> { a: '1', b: '2' } (values %-decoded; a broken escape drops that cookie). */
function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // not ours, or tampered with: ignored
    }
  }
  return out;
}

/**
 * The page-render session cookie. The server sets it (`POST /api/auth/page-session`
 * with the Bearer token) and clears it (`DELETE`, sign-out): page scripts cannot read it
 * (HttpOnly), it goes only with page loads under /app (Path, SameSite=Strict), over HTTPS only
 * when the request came over HTTPS or in production (Secure), and it lives no longer than the
 * token it was made from. It holds a page token, which the API refuses as a credential.
 */
export function setPageSessionCookie(res: Response, value: string | null, opts: { maxAgeS: number; secure: boolean }): void {
  const life = value === null ? 'Max-Age=0' : `Max-Age=${Math.max(0, Math.floor(opts.maxAgeS))}`;
  const secure = opts.secure ? '; Secure' : '';
  res.append('Set-Cookie', `${SSR_COOKIES.session}=${value === null ? '' : encodeURIComponent(value)}; Path=/app; HttpOnly; SameSite=Strict; ${life}${secure}`);
  res.setHeader('Cache-Control', 'no-store');
}

/** JSON inside <script type="application/json">: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Server-rendered first paint of the landing screens. A page load of a
 * signed-in screen that has a first query (Pakowanie, Stany magazynowe) carries the session cookie
 * the server set at sign-in (a page token); the server checks it, runs the screen's
 * query as that user, renders the React tree with the client's own code and sends index.html with
 * that HTML and the state to hydrate it with. Anything else (no or a bad cookie, another screen, no
 * bundle, an error) sends index.html as before and the browser renders the screen itself.
 */
export function createServerRender(deps: ServerRenderDeps): PageRenderer {
  const indexFile = join(deps.clientDist, 'index.html');
  const bundleFile = join(deps.clientDist, '..', 'dist-ssr', 'entry-server.js');
  let bundle: Promise<RenderBundle | null> | undefined;
  const loadBundle = () =>
    (bundle ??= existsSync(bundleFile)
      ? (import(pathToFileURL(bundleFile).href) as Promise<RenderBundle>).catch((err: unknown) => {
          deps.logger.warn('server render: the bundle did not load; pages render in the browser', err);
          return null;
        })
      : Promise.resolve(null));
  // Loaded now (~0.4 s), not by the first page load that needs it.
  void loadBundle();
  let template: { mtimeMs: number; html: string } | undefined;
  const readTemplate = () => {
    const mtimeMs = statSync(indexFile).mtimeMs;
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return template.html;
  };

  return async (req, res) => {
    const cookies = parseCookies(req.headers.cookie);
    const token = cookies[SSR_COOKIES.session];
    if (!token || req.method !== 'GET') return false;
    try {
      const [renderer, actor] = await Promise.all([loadBundle(), deps.authenticate(token)]);
      if (!renderer || !actor || actor.kind === 'integration') return false;
      const width = Number(cookies[SSR_COOKIES.viewportWidth]);
      const ip = req.ip ?? req.socket.remoteAddress ?? '';
      const page = await renderer.render({
        url: req.originalUrl,
        role: actor.role,
        numer_pracownika: actor.numer_pracownika,
        preferences: cookies[SSR_COOKIES.preferences] ?? null,
        viewportWidth: Number.isInteger(width) && width > 0 && width < 100_000 ? width : null,
        execute: (query, variables) => deps.execute(actor, ip, query, variables),
      });
      if (!page) return false;
      const html = readTemplate()
        .replace('</head>', () => `${page.head}\n  </head>`)
        .replace(/<!--ssr-root-->[\s\S]*?<!--\/ssr-root-->/, () => page.html)
        .replace('</body>', () => `<script type="application/json" id="ssr-state">${scriptJson(page.state)}</script>\n  </body>`);
      sendHtml(req, res, html);
      return true;
    } catch (err) {
      deps.logger.warn('server render failed; the page renders in the browser', err);
      return false;
    }
  };
}

/** The page, compressed as the browser accepts (it carries the screen's styles: ~60 kB raw);
 *  one user's data: never stored by a cache. */
function sendHtml(req: Request, res: Response, html: string): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.vary('Cookie');
  res.vary('Accept-Encoding');
  if (/\bbr\b/.test(accepts)) {
    res.setHeader('Content-Encoding', 'br');
    res.end(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (/\bgzip\b/.test(accepts)) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(html, { level: 6 }));
  } else {
    res.end(html);
  }
}
