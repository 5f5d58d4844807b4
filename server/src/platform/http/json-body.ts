import express, { type RequestHandler } from 'express';

/** body-parser's error type for a body its `verify` refused. */
export const INVALID_UTF8 = 'entity.verify.failed';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The JSON body parser of REST and GraphQL: at most `limit`, and UTF-8 only. body-parser itself
 * decodes broken bytes to U+FFFD, which would then be stored as if the caller had sent it; a
 * fatal decoder on the raw bytes refuses them first (restErrorHandler: 400 naming `body`).
 */
export function jsonBody(limit = '2mb'): RequestHandler {
  return express.json({
    limit,
    verify(req, _res, buf) {
      // A declared UTF-16/32 body (JSON allows them) is checked by body-parser's own decoding.
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(req.headers['content-type'] ?? ''))?.[1]?.toLowerCase();
      if (charset && charset !== 'utf-8' && charset !== 'utf8') return;
      try {
        utf8.decode(buf);
      } catch {
        throw new Error('The body is not valid UTF-8');
      }
    },
  });
}
