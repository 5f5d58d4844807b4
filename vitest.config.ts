import { defineConfig } from 'vitest/config';

// One runner for the repository: `vitest run --project server|client`.
export default defineConfig({
  test: {
    projects: ['server/vitest.config.ts', 'client/vitest.config.ts'],
  },
});
