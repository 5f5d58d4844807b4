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
 *: a Content-Security-Policy that lets the built app, the offline Altair playground
 *  and Swagger UI run from this origin only, nosniff, no framing, no referrer; HSTS only on
 *  answers served over HTTPS (directly, or behind a proxy with TRUST_PROXY=true and
 *  X-Forwarded-Proto: https). */
export function securityHeaders(clientDist: string): RequestHandler[] {
  const appScripts = inlineScriptHashes(join(clientDist, 'index.html'));
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`, (_req, res) => String((res as Response).locals.appScripts ?? '')],
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
    // Sent below, only over HTTPS.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The app loads nothing cross-origin; COEP would only risk breaking the tools.
    crossOriginEmbedderPolicy: false,
  });
  // helmet's headers are the same for every answer but the CSP's nonce (and the app's script
  // hashes, when index.html changes): they are worked out once per hashes value, with a marker for
  // the nonce, instead of by helmet's dozen middlewares on every answer.
  let fixed: { scripts: string; set: Array<[string, string]>; cspBefore: string; cspAfter: string } | undefined;
  const fixedHeaders = (scripts: string) => {
    if (fixed?.scripts === scripts) return fixed;
    const set: Array<[string, string]> = [];
    const fake = { locals: { cspNonce: NONCE_MARK, appScripts: scripts }, setHeader: (k: string, v: unknown) => set.push([k, String(v)]), removeHeader: () => undefined };
    let failed: unknown;
    headers({} as never, fake as never, (err?: unknown) => {
      failed = err;
    });
    if (failed) throw failed;
    const csp = set.find(([k]) => k.toLowerCase() === 'content-security-policy')!;
    const at = csp[1].indexOf(NONCE_MARK);
    fixed = { scripts, set: set.filter((h) => h !== csp), cspBefore: csp[1].slice(0, at), cspAfter: csp[1].slice(at + NONCE_MARK.length) };
    return fixed;
  };
  const answer: RequestHandler = (req, res, next) => {
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    const f = fixedHeaders(appScripts());
    res.setHeader('Content-Security-Policy', f.cspBefore + nonce + f.cspAfter);
    for (const [name, value] of f.set) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
  return [answer];
}

const NONCE_MARK = 'NONCEMARK';
/** 16 random bytes per answer (base64), cut from 4 KiB read at once: one read of the system's
 *  random source per 256 answers, not one per answer. */
let noncePool = Buffer.alloc(0);
let nonceAt = 0;
function nextNonce(): string {
  if (nonceAt + 16 > noncePool.length) {
    noncePool = randomBytes(4096);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + 16);
  nonceAt += 16;
  return nonce;
}
