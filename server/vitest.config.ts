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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['test/support/setup.ts'],
  },
});
