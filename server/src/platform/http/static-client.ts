import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import express, { type Express } from 'express';
import { AppError, badInput, restErrorBody } from '../errors.js';
import type { PageRenderer } from './server-render.js';

/** The built React app: assets with long caching, index.html for every client route (SPA fallback);
 *  a signed-in landing screen rendered on the server when `renderPage` can. */
export function mountClient(app: Express, clientDist: string, renderPage?: PageRenderer): void {
  const index = join(clientDist, 'index.html');
  app.get('/', (_req, res) => res.redirect(302, '/app'));
  app.use('/assets', precompressed(join(clientDist, 'assets')));
  app.use('/assets', express.static(join(clientDist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  app.use(express.static(clientDist, { index: false }));
  const sendIndex: express.RequestHandler = async (req, res) => {
    const refused = unsafeClientPath(req.path);
    if (refused) {
      res.status(400).json(restErrorBody(badInput('Malformed path', { path: refused })));
      return;
    }
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
      return;
    }
    if (renderPage && (await renderPage(req, res))) return;
    res.setHeader('Cache-Control', 'no-cache');
    // Signed in or not, this answer differs by the session cookie.
    res.vary('Cookie');
    res.sendFile(index);
  };
  app.get(['/app', '/app/{*rest}', '/authentication', '/authentication/{*rest}'], sendIndex);
  app.use(httpClientErrors);
}

/** Why a client route's path is refused, or null. The app's routes are plain names, so a
 *  segment that decodes to `.`/`..`, holds an encoded `/` or `\\`, or a control character (NUL
 *  included) is a probe, not a screen: 400 instead of the app shell. */
export function unsafeClientPath(rawPath: string): string | null {
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return 'has a broken %-escape';
    }
    if (segment === '.' || segment === '..') return 'must not hold . or .. segments';
    if (/[/\\]/.test(segment)) return 'must not hold an encoded / or \\';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(segment)) return 'must not hold control characters';
  }
  return null;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };

/** The build's `x.br` / `x.gz` for a client that accepts them: brotli first, then
 *  gzip; `Vary: Accept-Encoding` so caches keep them apart. Anything else goes on to
 *  express.static (the uncompressed file). */
function precompressed(dir: string): express.RequestHandler {
  const root = normalize(dir + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[extname(req.path)];
    if (!type) return next();
    let path: string;
    try {
      path = normalize(join(dir, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!path.startsWith(root)) return next();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) && existsSync(`${path}.br`) ? 'br' : /\bgzip\b/.test(accepts) && existsSync(`${path}.gz`) ? 'gzip' : null;
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(`${path}.${encoding === 'br' ? 'br' : 'gz'}`, { immutable: true, maxAge: '365d', dotfiles: 'deny' }, (err) => err && next(err));
  };
}

/** A path the static server or the router refuses (traversal, NUL, overlong UTF-8, a broken
 *  %-escape: `send` / path decoding raise an http-error with a 4xx status) is that status, not a
 *  500 with a stack in the log. Anything else goes on to the app's error handler. */
const httpClientErrors: express.ErrorRequestHandler = (err, _req, res, next) => {
  const status = (err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode;
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  // An invalid %-escape in the path: decodeURIComponent's URIError, raised by the router.
  const badEscape = err instanceof URIError;
  if ((!clientError && !badEscape) || res.headersSent) return next(err);
  const code = clientError ? (status === 403 ? 404 : status) : 400; // 403 (`..` below the root) says nothing more than 404
  const appError = code === 404 ? new AppError('NOT_FOUND', 'Not found') : code === 400 ? badInput('Malformed path') : null;
  if (appError) res.status(code).json(restErrorBody(appError));
  else res.status(code).end();
};
