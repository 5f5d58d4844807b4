import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

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
    css: false,
    // Files wait on databases, sockets and timers more than they compute: on the 2-core CI machine
    // two at a time halve the wall time where vitest's default (cores - 1) runs one (docs/adr/house.md#0975-ci-run-time-two-workers-two-e2e-shards-one-seeded-template-api-sign-in-real-waits).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    // Forms are typed key by key (user-event); on a busy 2-core CI machine that passes 5 s.
    testTimeout: 15_000,
  },
});
