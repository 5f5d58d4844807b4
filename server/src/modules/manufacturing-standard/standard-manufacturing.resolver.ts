import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import { COSTS, Cost } from '../../platform/graphql/cost.js';
import { IdempotencyKeySchema } from '../../platform/idempotency/idempotency.js';
import { stripNulls } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { graphqlPage } from '../../platform/pagination.js';
import { IdParamSchema } from '../../platform/params.js';
import { parseInput } from '../../platform/validation.js';
import {
  StandardActionSchema,
  StandardCreateSchema,
  StandardErrorLogsSchema,
  StandardLabelDeleteSchema,
  StandardListQuerySchema,
  StandardPrintSchema,
  StandardProductQuerySchema,
  StandardUpdateSchema,
} from './standard-manufacturing.input.js';
import type { StandardServices } from './standard.services.js';
import {
  StandardCheckResultType,
  StandardCreateInputType,
  StandardEntryListType,
  StandardEntryType,
  StandardErrorLogListType,
  StandardErrorLogsInputType,
  StandardLabelDeleteInputType,
  StandardLabelDeleteResultType,
  StandardPersistResultType,
  StandardPrintInputType,
  StandardPrintResultType,
  StandardPrinterType,
  StandardProductType,
  StandardUpdateInputType,
} from './standard-manufacturing.types.js';

@ArgsType()
class StandardListArgs {
  @Field(() => Int, { nullable: true, description: 'A worker\'s entries only' }) numer_pracownika?: number;
  @Field(() => String, { nullable: true, description: 'DRAFT, CHECKED, PERSISTING, PERSISTED or ERROR' }) status?: string;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'Page number, from 1' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: 24, description: 'Rows per page (1..100)' }) limit?: number;
}

@ArgsType()
class StandardProductArgs {
  @Field(() => String, { nullable: true, description: 'Text in index or name' }) search?: string;
  @Field(() => String, { nullable: true, description: 'A scanned EAN' }) ean?: string;
}

const id = (value: number) => parseInput(IdParamSchema, { id: value }).id;
/** The optional `idempotencyKey` argument of the station mutations. */
const key = (v: string | null | undefined) => parseInput(IdempotencyKeySchema.optional(), v ?? undefined, 'idempotencyKey');
const KEY_DOC = 'Idempotency key: a repeat with the same key does nothing again and answers the first result';

/** The same operations as the REST paths of standard manufacturing: parse, call, answer. */
@Resolver()
export class StandardManufacturingResolver {
  constructor(private readonly services: StandardServices) {}

  @Allow('standardManufacturingGet')
  @Query(() => StandardEntryType, { description: 'One standard manufacturing entry' })
  standardManufacturingEntry(@Arg('id', () => Int, { description: 'The entry id' }) entryId: number, @Ctx() ctx: GraphqlContext): Promise<StandardEntryType> {
    return this.services.entries.get(ctx, id(entryId));
  }

  @Allow('standardManufacturingList')
  @Query(() => StandardEntryListType, { description: 'Standard manufacturing entries, newest first' })
  async standardManufacturingEntries(@Args(() => StandardListArgs) args: StandardListArgs, @Ctx() ctx: GraphqlContext): Promise<StandardEntryListType> {
    return graphqlPage(await this.services.entries.list(ctx, parseInput(StandardListQuerySchema, stripNulls(args))));
  }

  @Allow('standardManufacturingProducts')
  @Query(() => [StandardProductType], { description: 'Active products a station may pick, by index or name, or by EAN' })
  async standardManufacturingProducts(@Args(() => StandardProductArgs) args: StandardProductArgs, @Ctx() ctx: GraphqlContext): Promise<StandardProductType[]> {
    return (await this.services.entries.products(ctx, parseInput(StandardProductQuerySchema, stripNulls(args)))).data;
  }

  @Allow('standardManufacturingPrint')
  @Query(() => [StandardPrinterType], { description: 'The printers a station may print labels on (as quick print offers them), for role 2+' })
  standardManufacturingPrinters(@Ctx() ctx: GraphqlContext): Promise<StandardPrinterType[]> {
    return this.services.station.printers(ctx);
  }

  @Allow('standardManufacturingErrorLogs')
  @Query(() => StandardErrorLogListType, { description: 'load-error-logs: one worker\'s errors over Warsaw days' })
  async standardManufacturingErrorLogs(@Arg('input', () => StandardErrorLogsInputType, { description: 'Worker and range' }) input: StandardErrorLogsInputType, @Ctx() ctx: GraphqlContext): Promise<StandardErrorLogListType> {
    return graphqlPage(await this.services.errorLogs.errorLogs(ctx, parseInput(StandardErrorLogsSchema, stripNulls(input), 'input')));
  }

  @Allow('standardManufacturingCreate')
  @Mutation(() => StandardEntryType, { description: 'Records what was made (status DRAFT, a label code per piece)' })
  standardManufacturingCreate(
    @Arg('input', () => StandardCreateInputType, { description: 'What was made' }) input: StandardCreateInputType,
    @Arg('idempotencyKey', () => String, { nullable: true, description: KEY_DOC }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StandardEntryType> {
    return this.services.entries.create(ctx, parseInput(StandardCreateSchema, stripNulls(input), 'input'), key(idem));
  }

  @Allow('standardManufacturingUpdate')
  @Mutation(() => StandardEntryType, { description: 'Changes product or quantity before persisting' })
  standardManufacturingUpdate(
    @Arg('id', () => Int, { description: 'The entry id' }) entryId: number,
    @Arg('input', () => StandardUpdateInputType, { description: 'The fields to change' }) input: StandardUpdateInputType,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StandardEntryType> {
    return this.services.entries.update(ctx, id(entryId), parseInput(StandardUpdateSchema, stripNulls(input), 'input'));
  }

  @Allow('standardManufacturingLabelDelete')
  @Mutation(() => StandardLabelDeleteResultType, { description: 'Voids labels by code; unknown codes are named and nothing changes' })
  standardManufacturingLabelDelete(
    @Arg('input', () => StandardLabelDeleteInputType, { description: 'Codes and who' }) input: StandardLabelDeleteInputType,
    @Arg('idempotencyKey', () => String, { nullable: true, description: KEY_DOC }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StandardLabelDeleteResultType> {
    return this.services.station.labelDelete(ctx, parseInput(StandardLabelDeleteSchema, stripNulls(input), 'input'), key(idem));
  }

  @Allow('standardManufacturingCheck')
  @Mutation(() => StandardCheckResultType, { description: 'A dry run of persist: every reason at once; no stock written' })
  standardManufacturingCheck(@Arg('id', () => Int, { description: 'The entry id' }) entryId: number, @Ctx() ctx: GraphqlContext): Promise<StandardCheckResultType> {
    return this.services.persist.check(ctx, parseInput(StandardActionSchema, { id: entryId }));
  }

  @Allow('standardManufacturingPersist')
  @Mutation(() => StandardPersistResultType, { description: 'Raises the stock by the pieces made, exactly once' })
  standardManufacturingPersist(
    @Arg('id', () => Int, { description: 'The entry id' }) entryId: number,
    @Arg('operationId', () => String, { nullable: true, description: 'Follow it on operationStatus' }) operationId: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: KEY_DOC }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StandardPersistResultType> {
    return this.services.persist.persist(ctx, parseInput(StandardActionSchema, stripNulls({ id: entryId, operationId })), key(idem));
  }

  @Allow('standardManufacturingPrint')
  @Cost(COSTS.PRINT)
  @Mutation(() => StandardPrintResultType, { description: 'Prints the entry\'s labels through the print queue' })
  standardManufacturingPrint(
    @Arg('input', () => StandardPrintInputType, { description: 'Entry and printer' }) input: StandardPrintInputType,
    @Arg('idempotencyKey', () => String, { nullable: true, description: KEY_DOC }) idem: string | null,
    @Ctx() ctx: GraphqlContext,
  ): Promise<StandardPrintResultType> {
    return this.services.station.print(ctx, parseInput(StandardPrintSchema, stripNulls(input), 'input'), key(idem));
  }
}
