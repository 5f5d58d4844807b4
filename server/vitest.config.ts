import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** What makes a test file leak into the next one of a shared worker, or be disturbed by what the
 *  one before left running: module mocks, stubbed globals, fake timers, and the files that time
 *  the event loop or the CPU, or hold SQLite's process-wide file locks. */
const APART = /\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv|useFakeTimers)\b|resetModules|monitorEventLoopDelay|schedstat|openSqliteAside/;

/** Test files that run each in its own worker (the `server-isolated` project), found from their
 *  source so a new one is never shared by mistake. */
export const SERVER_ISOLATED_FILES = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.ts$/.test(f) && APART.test(readFileSync(join(root, 'test', f), 'utf8')))
  .map((f) => `test/${f.split(sep).join('/')}`);

/** What a test file imports or does to reach a database: the app, the test database, the ORM, a
 *  child server. A file with none of these runs the same on any database. */
const OPENS_A_DATABASE = /from '[^']*(support\/test-app|support\/test-database|support\/services|src\/app|@mikro-orm|platform\/database|platform\/sql)[^']*'|spawn|DATABASE_URL/;

/** On another database than the embedded one (CI's MariaDB run), only the files that open one run
 *  again: the rest (domain rules, layouts, the module boundaries, the CPU pool) passed in the
 *  SQLite run of the same checkout, and a second run would test the same thing. */
export const DATABASE_FREE_FILES = process.env.DATABASE_URL
  ? readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.ts$/.test(f) && !OPENS_A_DATABASE.test(readFileSync(join(root, 'test', f), 'utf8')))
      .map((f) => `test/${f.split(sep).join('/')}`)
  : [];

export default defineConfig({
  resolve: {
    // One copy of graphql for TypeGraphQL, Apollo and the tests ("another module or realm").
    alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('../node_modules/graphql/index.js', import.meta.url)) }],
  },
  test: {
    name: 'server',
    root,
    include: ['test/**/*.test.ts'],
    // Files share a worker's modules (the app's ~1,000 modules, TypeGraphQL's schema, MikroORM's
    // metadata are imported once per worker, not once per file: 360 s -> 200 s at load 5); each file
    // still starts its own app on its own database copy. The files found by APART run apart.
    isolate: false,
    exclude: [...SERVER_ISOLATED_FILES, ...DATABASE_FREE_FILES],
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
