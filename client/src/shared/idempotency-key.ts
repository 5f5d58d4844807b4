/** A fresh key for one user action at a station (the platform's Idempotency-Key: a repeat with the
 *  same key, a double click or a retried request, is done once). Shared by the manufacturing features. */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
