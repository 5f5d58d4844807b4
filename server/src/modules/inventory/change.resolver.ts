import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { parseInput } from '../../platform/validation.js';
import { ChangeCreateSchema, ChangeListQuerySchema, ChangeRetrySchema } from './change.input.js';
import type { ChangeService } from './change.service.js';
import { ChangeCreateInput, ChangeResult, ChangeRetryInput, ChangeType } from './change.types.js';

@Resolver()
export class ChangeResolver {
  constructor(private readonly service: ChangeService) {}

  @Allow('changeCreate')
  @Mutation(() => ChangeResult, { description: 'Changes a location or stock level; same rules as POST /api/changes' })
  changeCreate(@Arg('input', () => ChangeCreateInput, { description: 'The change' }) input: ChangeCreateInput, @Ctx() ctx: GraphqlContext): Promise<ChangeResult> {
    return this.service.create(ctx, parseInput(ChangeCreateSchema, stripNulls(input), 'input'));
  }

  @Allow('changeGet')
  @Query(() => ChangeType, { description: 'One change' })
  change(@Arg('id', () => Int, { description: 'The change' }) id: number, @Ctx() ctx: GraphqlContext): Promise<ChangeType> {
    return this.service.get(ctx, id);
  }

  @Allow('changeList')
  @Query(() => [ChangeType], { description: 'Changes by reference and status, newest first (at most 500)' })
  changes(
    @Arg('reference', () => String, { nullable: true, description: 'The catalogue index of the item' }) reference: string | null,
    @Arg('status', () => String, { nullable: true, description: 'PENDING, SUCCESS or ERROR' }) status: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ChangeType[]> {
    return this.service.list(ctx, parseInput(ChangeListQuerySchema, stripNulls({ reference, status })));
  }

  @Allow('changeRetry')
  @Mutation(() => ChangeResult, { description: 'Retries an ERROR change, optionally with corrected data' })
  changeRetry(
    @Arg('id', () => Int, { description: 'The ERROR change to retry' }) id: number,
    @Arg('input', () => ChangeRetryInput, { nullable: true, description: 'Corrected data and an operationId (both optional)' }) input: ChangeRetryInput | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<ChangeResult> {
    return this.service.retry(ctx, id, parseInput(ChangeRetrySchema, stripNulls(input ?? {}), 'input'));
  }

  @Allow('changeDelete')
  @Mutation(() => ChangeType, { description: 'Dismisses a change that did not succeed' })
  changeDelete(@Arg('id', () => Int, { description: 'The change to dismiss' }) id: number, @Ctx() ctx: GraphqlContext): Promise<ChangeType> {
    return this.service.remove(ctx, id);
  }
}
