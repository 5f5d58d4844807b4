/** Writes schema.graphql from the TypeGraphQL resolvers (committed; CI fails when it is stale). */
import 'reflect-metadata';
import { loadConfig } from '../platform/config.js';
import { buildAppSchema } from '../platform/graphql/schema.js';
import { createAppPubSub } from '../platform/pubsub.js';
import { schemaFile } from '../platform/paths.js';
import { createResolvers, createServices } from '../modules/index.js';

const config = loadConfig({ ...process.env, JWT_SECRET: 'schema-emit-only-not-a-real-secret-0123456789' });
const { pubSub } = createAppPubSub();
await buildAppSchema(createResolvers(createServices(config, pubSub)), pubSub, schemaFile);
console.log(`wrote ${schemaFile}`);
process.exit(0);
