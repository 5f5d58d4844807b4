import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The nonce of this answer's inline scripts (the playground's init snippet). */
export const cspNonce = (res: Response): string => String(res.locals.cspNonce ?? '');

/** sha256 sources of the inline scripts of the built app's index.html (the theme-before-first-paint
 *  snippet), re-read when the file changes. The file is looked at no more than once a second: a
 *  stat on every answer was ~2 % of an API request's CPU. */
function inlineScriptHashes(indexFile: string): () => string {
  let cached: { mtimeMs: number; value: string } | undefined;
  let checkedAt = -Infinity;
  return () => {
    const now = Date.now();
    if (cached && now - checkedAt < 1000) return cached.value;
    checkedAt = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      return '';
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexFile, 'utf8');
      const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
        (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
      );
      cached = { mtimeMs, value: hashes.join(' ') };
    }
    return cached.value;
  };
}

/** Security headers on every answer (app, API, GraphQL, tools), in development and production
 *  (ADR 0602): a Content-Security-Policy that lets the built app, the offline Altair playground
 *  and Swagger UI run from this origin only, nosniff, no framing, no referrer; HSTS only on
 *  answers served over HTTPS (directly, or behind a proxy with TRUST_PROXY=true and
 *  X-Forwarded-Proto: https). */
export function securityHeaders(clientDist: string): RequestHandler[] {
  const appScripts = inlineScriptHashes(join(clientDist, 'index.html'));
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`, () => appScripts()],
        // Chakra (emotion), Altair and Swagger UI set styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same origin's ws:/wss: (graphql-ws) in current browsers.
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // Packing shows the order's PDF (a blob: URL) in an iframe, with the browser's PDF viewer
        // (a plugin, governed by object-src in the blob document, which inherits this policy).
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // Sent by hsts() below, only over HTTPS.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The app loads nothing cross-origin; COEP would only risk breaking the tools.
    crossOriginEmbedderPolicy: false,
  });
  const hsts: RequestHandler = (req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
  return [nonce, headers, hsts];
}
