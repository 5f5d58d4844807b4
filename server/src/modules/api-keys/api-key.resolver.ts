import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { parseInput } from '../../platform/validation.js';
import { ApiKeyCreateInputSchema } from './api-key.input.js';
import type { ApiKeyService } from './api-key.service.js';
import { ApiKeyCreateInput, ApiKeyType, CreatedApiKey } from './api-key.types.js';

@Resolver()
export class ApiKeyResolver {
  constructor(private readonly service: ApiKeyService) {}

  @Allow('apiKeyList')
  @Query(() => [ApiKeyType], { description: 'Integration keys, newest first' })
  apiKeys(@Ctx() ctx: GraphqlContext): Promise<ApiKeyType[]> {
    return this.service.list(ctx);
  }

  @Allow('apiKeyCreate')
  @Mutation(() => CreatedApiKey, { description: 'Creates an integration key; the answer holds the key, shown only this once' })
  apiKeyCreate(@Arg('input', () => ApiKeyCreateInput, { description: 'The key\'s name and scope' }) input: ApiKeyCreateInput, @Ctx() ctx: GraphqlContext): Promise<CreatedApiKey> {
    return this.service.create(ctx, parseInput(ApiKeyCreateInputSchema, input, 'input'));
  }

  @Allow('apiKeyRevoke')
  @Mutation(() => ApiKeyType, { description: 'Revokes an integration key: it stops working at once' })
  apiKeyRevoke(@Arg('id', () => Int, { description: 'The key to revoke' }) id: number, @Ctx() ctx: GraphqlContext): Promise<ApiKeyType> {
    return this.service.revoke(ctx, id);
  }
}
