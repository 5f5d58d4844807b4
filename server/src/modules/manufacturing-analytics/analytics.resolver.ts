import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import { Cost } from '../../platform/graphql/cost.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { parseInput } from '../../platform/validation.js';
import { AnalyticsRangeSchema, DEFAULT_ANALYTICS_DAYS } from './analytics.input.js';
import type { ManufacturingAnalyticsService } from './analytics.service.js';
import { AnalyticsRangeInputType, AnalyticsType } from './analytics.types.js';

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly service: ManufacturingAnalyticsService) {}

  @Allow('manufacturingAnalytics')
  // A year is one of the longest aggregations we run: a few per operation at most.
  @Cost({ base: 500, perDay: 20, defaultDays: DEFAULT_ANALYTICS_DAYS })
  @Query(() => AnalyticsType, { description: "Analityka: every chart's series over Warsaw days (role 3+)" })
  manufacturingAnalytics(
    @Arg('input', () => AnalyticsRangeInputType, { nullable: true, description: 'The range (default the last 30 days)' }) input: AnalyticsRangeInputType | undefined,
    @Ctx() ctx: GraphqlContext,
  ): Promise<AnalyticsType> {
    return this.service.charts(ctx, parseInput(AnalyticsRangeSchema, stripNulls(input ?? {}), 'input'));
  }
}
