import 'reflect-metadata';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
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
  return buildSchema({
    resolvers: [...resolvers.keys()] as unknown as NonEmptyArray<ResolverClass>,
    container: { get: (cls: ResolverClass) => resolvers.get(cls) },
    pubSub: pubSub.forSchema as never,
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
