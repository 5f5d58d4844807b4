import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A library loaded the first time it is used instead of at start-up. For the heavy ones only a
 * few requests need (XLSX, PDF, barcodes, mail, Redis): together they are tens of MB of every
 * server's resident memory that most nodes never touch. Types still come from `import type`.
 */
export function lazy<T>(id: string, opts: { warm?: boolean } = {}): () => T {
  let loaded: T | undefined;
  const load = () => (loaded ??= require(id) as T);
  if (opts.warm) warm.add(load);
  return load;
}

const warm = new Set<() => unknown>();

/** Loads the libraries marked `warm`: those whose first load would hold a request's event loop
 *  too long (exceljs: about 0.6 s of CPU, every other request waiting). Called before the server
 *  listens, so that cost is paid before the first request, not during one. */
export function warmLazyLibraries(): void {
  for (const load of warm) load();
}

/** Work to do with the `warm` libraries before the server listens: a first use that would hold
 *  a request's event loop (the label font's metrics: pdfkit and the TrueType file, about 0.1 s). */
export function warmWith(work: () => unknown): void {
  warm.add(work);
}
