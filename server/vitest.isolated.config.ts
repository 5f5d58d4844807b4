import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import server, { DATABASE_FREE_FILES, SERVER_ISOLATED_FILES } from './vitest.config';

/** The V8 flags the product runs with (`npm run start:built`, as the smoke test and two-nodes read
 *  them): the files here time the event loop, and a default young generation's scavenges (45-100 ms
 *  in a 1M-row export in this process) are not what the product's server does. */
const productV8Flags = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .scripts['start:built'].split(' ')
  .filter((arg: string) => /^--[a-z-]+=\S+$/.test(arg));

/** The server tests that mock, fake timers, time the event loop or hold SQLite's file locks, each
 *  file in its own worker (`vitest run --project server-isolated`); the rest share workers in the
 *  `server` project. */
export default defineConfig({
  ...server,
  test: { ...server.test, name: 'server-isolated', isolate: true, include: SERVER_ISOLATED_FILES, exclude: DATABASE_FREE_FILES, execArgv: productV8Flags },
});
