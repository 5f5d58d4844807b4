/** Writes schema.graphql from the TypeGraphQL resolvers, and the domain's copy of the policy table
 *  the client asks `can()` of (both committed; CI fails when one is stale). Builds the real app on a
 *  throwaway SQLite database, so both are exactly what runs. */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { App } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { renderPolicyTable } from '../platform/authorization/policy-file.js';
import { policyTableFile, schemaFile } from '../platform/paths.js';

const dir = mkdtempSync(join(tmpdir(), 'schema-emit-'));
const { DATABASE_URL: _ignored, ...env } = process.env;
const config = loadConfig({ ...env, NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'error', JWT_SECRET: 'schema-emit-only-not-a-real-secret-0123456789', WORKERS: 'false' });
const app = await App.create(config);
await emitSchemaDefinitionFile(schemaFile, app.schema, { sortedSchema: true });
writeFileSync(policyTableFile, renderPolicyTable(app.policies.entries()));
await app.stop();
rmSync(dir, { recursive: true, force: true });
console.log(`wrote ${schemaFile} and ${policyTableFile}`);
process.exit(0);
