import { defineConfig } from 'vitest/config';

// One runner for the repository: `vitest run --project server|client|client-isolated`.
export default defineConfig({
  test: {
    projects: ['server/vitest.config.ts', 'client/vitest.config.ts', 'client/vitest.isolated.config.ts'],
  },
});
