import 'reflect-metadata';
import { buildSchema, emitSchemaDefinitionFile, type NonEmptyArray } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import type { AppPubSub } from '../pubsub.js';

 
export type ResolverClass = new (...args: any[]) => object;

/** Builds the executable schema from the resolvers; resolver instances (with their services)
 *  come from the composition root through the container. */
export async function buildAppSchema(
  resolvers: Map<ResolverClass, object>,
  pubSub: AppPubSub,
  emitSchemaFile?: string,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [...resolvers.keys()] as unknown as NonEmptyArray<ResolverClass>,
    container: { get: (cls: ResolverClass) => resolvers.get(cls) },
    pubSub: pubSub.forSchema as never,
    validate: false,
  });
  // TypeGraphQL cannot describe the root types; the playground shows these.
  const roots = {
    Query: 'What can be read: each field names the REST path that answers the same',
    Mutation: 'What can be changed: each field names the REST path that does the same',
    Subscription: 'Live updates over WebSocket (graphql-ws on /graphql): send the token as connectionParams.authorization',
  };
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type && !type.description) type.description = roots[type.name as keyof typeof roots];
  }
  if (emitSchemaFile) await emitSchemaDefinitionFile(emitSchemaFile, schema, { sortedSchema: true });
  return schema;
}
