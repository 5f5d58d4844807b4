import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** What makes a test file leak into the next one of a shared worker: a module mock (`vi.mock`
 *  replaces the module for every later file), stubbed globals, fake timers. */
const LEAKS = /\bvi\.(mock|doMock|hoisted|stubGlobal|useFakeTimers)\b|resetModules/;

/** Tests that run each in its own worker: the files that mock modules, stub globals or fake
 *  timers (found by LEAKS, so a new one is never shared by mistake), zod reading its config as it
 *  first loads, and index.html's early script run into the document. */
export const CLIENT_ISOLATED_FILES = [
  'src/shared/scan/early-input.test.ts',
  'src/shared/zod-jitless.test.ts',
  ...readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && LEAKS.test(readFileSync(join(root, 'src', f), 'utf8')))
    .map((f) => `src/${f.split(sep).join('/')}`),
];

/** The client project of the root vitest config (`vitest run --project client`). */
export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    // One copy of graphql (ESM and CJS builds would otherwise both load).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    name: 'client',
    root,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share a worker's modules and jsdom (no fresh import of React, Chakra and Apollo for
    // each of ~60 files: 4x faster); the files that mock modules or need a fresh page run apart, in
    // the `client-isolated` project (vitest.isolated.config.ts).
    isolate: false,
    exclude: [...CLIENT_ISOLATED_FILES],
    css: false,
    // Files wait on databases, sockets and timers more than they compute: on the 2-core CI machine
    // two at a time halve the wall time where vitest's default (cores - 1) runs one (docs/adr/house.md#0975-ci-run-time-two-workers-two-e2e-shards-one-seeded-template-api-sign-in-real-waits).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    // Forms are typed key by key (user-event); on a busy 2-core CI machine that passes 5 s.
    testTimeout: 15_000,
  },
});
