import { Arg, Args, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { graphqlPage } from '../../platform/pagination.js';
import { STOCK_ITEM_UPDATED, type StockItemUpdatedEvent } from './inventory.events.js';
import { parseInput } from '../../platform/validation.js';
import { SetAvailabilitySchema, StockFileSchema, StockListQuerySchema, StockLocationQuerySchema } from './stock.input.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { StockService } from './stock.service.js';
import { SetAvailabilityInput, SetAvailabilityResult, StockFileResult, StockItemList, StockItemListArgs, StockItemType, StockLocationArgs, StockSettings } from './stock.types.js';

@Resolver()
export class StockResolver {
  constructor(private readonly service: StockService) {}

  @Allow('stockList')
  @Query(() => StockItemList, { description: 'Stock items; same rules as GET /api/stocks' })
  async stockItems(@Args(() => StockItemListArgs) args: StockItemListArgs, @Ctx() ctx: GraphqlContext): Promise<StockItemList> {
    // The REST query's form: a flag is the text true/false there.
    const query = Object.fromEntries(Object.entries(stripNulls(args)).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]));
    const list = await this.service.list(ctx, parseInput(StockListQuerySchema, query));
    return graphqlPage(list);
  }

  @Allow('stockLocations')
  @Query(() => [String], { description: 'Locations in use, in order (at most `limit`), optionally those containing `search`: suggestions for a location change' })
  async stockLocations(@Args(() => StockLocationArgs) args: StockLocationArgs, @Ctx() ctx: GraphqlContext): Promise<string[]> {
    return this.service.locations(ctx, parseInput(StockLocationQuerySchema, stripNulls({ ...args })));
  }

  @Allow('stockSettings')
  @Query(() => StockSettings, { description: 'How stock is recorded here: the location format and the units counted with decimals' })
  stockSettings(): StockSettings {
    return this.service.settings();
  }

  @Allow('stockSetAvailability')
  @Mutation(() => SetAvailabilityResult, { description: 'Sets or clears the availability check of items (staff 2+)' })
  async stockItemSetAvailability(@Arg('input', () => SetAvailabilityInput, { description: 'The items and the flag' }) input: SetAvailabilityInput, @Ctx() ctx: GraphqlContext): Promise<SetAvailabilityResult> {
    const result = await this.service.setAvailability(ctx, parseInput(SetAvailabilitySchema, { ...input }, 'input'));
    return { updated: result.updated, items: result.data };
  }

  @Allow('stockFile')
  @Mutation(() => StockFileResult, { description: 'An XLSX of the named items; same rules as POST /api/stocks/file' })
  async stockItemFile(
    @Arg('indeksyKatalogowe', () => [String], { description: 'The catalogue indexes to list' }) indeksyKatalogowe: string[],
    @Arg('operationId', () => String, { nullable: true, description: 'A UUID the caller already subscribed to with operationStatus' }) operationId: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StockFileResult> {
    const file = await this.service.file(ctx, parseInput(StockFileSchema, { indeksyKatalogowe, ...(operationId ? { operationId } : {}) }));
    return { fileName: file.fileName, contentBase64: file.content.toString('base64'), found: file.found, notFound: file.notFound, message: file.message };
  }

  @Allow('stockItemUpdated')
  @Subscription(() => StockItemType, {
    topics: STOCK_ITEM_UPDATED.name,
    description: 'A stock item as it is now, each time its quantity, location or availability flag changes or one of its changes starts, succeeds, fails or is dismissed',
  })
  async stockItemUpdated(@Root() event: StockItemUpdatedEvent, @Ctx() ctx: GraphqlContext): Promise<StockItemType> {
    return this.service.get({ ...ctx, em: ctx.em.fork() }, event.stockItemId);
  }
}
