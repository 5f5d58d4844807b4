import { lazy, type ComponentType } from 'react';

/** SPEC.md section 9: a script chunk that has not loaded after 120 s has failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(readonly chunk: string) {
    super(`Loading chunk ${chunk} failed`);
    this.name = 'ChunkLoadError';
  }
}

/** React.lazy for a route's page (or a part of a screen it does not need for its first paint, e.g.
 *  a tab), split into its own chunk, failing with ChunkLoadError. */
export function lazyPage<C extends ComponentType<any> = ComponentType>(chunk: string, load: () => Promise<{ default: C }>) {
  return lazy(
    () =>
      new Promise<{ default: C }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), CHUNK_LOAD_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          () => {
            clearTimeout(timer);
            reject(new ChunkLoadError(chunk));
          },
        );
      }),
  );
}
