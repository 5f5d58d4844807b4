/** Writes schema.graphql from the TypeGraphQL resolvers (committed; CI fails when it is stale).
 *  Builds the real app on a throwaway SQLite database, so the schema is exactly what runs. */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { App } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { schemaFile } from '../platform/paths.js';

const dir = mkdtempSync(join(tmpdir(), 'schema-emit-'));
const { DATABASE_URL: _ignored, ...env } = process.env;
const config = loadConfig({ ...env, NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'error', JWT_SECRET: 'schema-emit-only-not-a-real-secret-0123456789', WORKERS: 'false' });
const app = await App.create(config);
await emitSchemaDefinitionFile(schemaFile, app.schema, { sortedSchema: true });
await app.stop();
rmSync(dir, { recursive: true, force: true });
console.log(`wrote ${schemaFile}`);
process.exit(0);
