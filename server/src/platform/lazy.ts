import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A library loaded the first time it is used instead of at start-up. For the heavy ones only a
 * few requests need (XLSX, PDF, barcodes, mail, Redis): together they are tens of MB of every
 * server's resident memory that most nodes never touch. Types still come from `import type`.
 */
export function lazy<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
