import { defineConfig } from 'vitest/config';
import client, { CLIENT_ISOLATED_FILES } from './vitest.config';

/** The client tests that need a fresh document or module registry, each file in its own worker
 *  (`vitest run --project client-isolated`); the rest share workers in the `client` project. */
export default defineConfig({
  ...client,
  test: { ...client.test, name: 'client-isolated', isolate: true, include: CLIENT_ISOLATED_FILES, exclude: [] },
});
