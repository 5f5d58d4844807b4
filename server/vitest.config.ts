import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One copy of graphql for TypeGraphQL, Apollo and the tests ("another module or realm").
    alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('../node_modules/graphql/index.js', import.meta.url)) }],
  },
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Files wait on databases, sockets and timers more than they compute: on the 2-core CI machine
    // two at a time halve the wall time where vitest's default (cores - 1) runs one (docs/adr/house.md#0975-ci-run-time-two-workers-two-e2e-shards-one-seeded-template-api-sign-in-real-waits).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['test/support/setup.ts'],
    // Migrates and seeds one template database per run; each file starts from a copy of it.
    globalSetup: ['test/support/global-setup.ts'],
  },
});
