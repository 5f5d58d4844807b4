import { defineConfig } from 'vitest/config';

// One runner for the repository: `vitest run --project server|server-isolated|client|client-isolated`.
export default defineConfig({
  test: {
    projects: ['server/vitest.config.ts', 'server/vitest.isolated.config.ts', 'client/vitest.config.ts', 'client/vitest.isolated.config.ts'],
  },
});
