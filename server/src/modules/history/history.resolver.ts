import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { graphqlPage } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import { HistoryListQuerySchema } from './history.input.js';
import type { HistoryService } from './history.service.js';
import { HistoryEntryList, HistoryEntryListArgs, HistoryEntryType } from './history.types.js';

@Resolver()
export class HistoryResolver {
  constructor(private readonly service: HistoryService) {}

  @Allow('historyList')
  @Query(() => HistoryEntryList, { description: 'The history, newest first; same rules as GET /api/history' })
  async historyEntries(@Args(() => HistoryEntryListArgs) args: HistoryEntryListArgs, @Ctx() ctx: GraphqlContext): Promise<HistoryEntryList> {
    const page = await this.service.list(ctx, parseInput(HistoryListQuerySchema, stripNulls(args)));
    return { ...graphqlPage(page), totalCountExact: page.countExact, nextCursor: page.nextCursor };
  }

  @Allow('historyGet')
  @Query(() => HistoryEntryType, { description: 'One history entry with its before/after' })
  historyEntry(@Arg('id', () => Int, { description: 'The entry' }) id: number, @Ctx() ctx: GraphqlContext): Promise<HistoryEntryType> {
    return this.service.get(ctx, id);
  }
}
