/** A fresh key for one station action (the platform's Idempotency-Key: a repeat with the same key is done once). */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
