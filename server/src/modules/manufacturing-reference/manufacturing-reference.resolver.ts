import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { drawSchemaSvg } from '../../../../domain/manufacturing/index.js';
import { Allow } from '../../platform/graphql/allow.js';
import { stripNulls, withoutUndefined } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { graphqlPage } from '../../platform/pagination.js';
import { IdParamSchema } from '../../platform/params.js';
import { parseInput } from '../../platform/validation.js';
import { ManufacturingDataCreateSchema, ManufacturingDataListQuerySchema, ManufacturingDataUpdateSchema } from './manufacturing-data.input.js';
import type { ManufacturingDataService } from './manufacturing-data.service.js';
import { SchemaListQuerySchema } from './schema.input.js';
import { toSchema, type SchemaView, type SchemaService } from './schema.service.js';
import {
  DrillingRulesType,
  DrillingSchemaInput,
  DrillingSchemaListType,
  DrillingSchemaType,
  ManufacturingDataDeleteResultType,
  ManufacturingDataInput,
  ManufacturingDataListType,
  ManufacturingDataType,
  ManufacturingDataUpdateInput,
  SchemaDeleteResultType,
} from './manufacturing-reference.types.js';

@ArgsType()
class ManufacturingDataListArgs {
  @Field(() => String, { nullable: true, description: 'Text to find in index or name (case- and accent-insensitive)' }) search?: string;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'Page number, from 1' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: 10, description: '1..100 (the screen offers 10, 25, 50, 100)' }) limit?: number;
  @Field(() => String, { nullable: true, description: 'index, name, type, glassKind, thicknessMm, widthMm, heightMm, weightKg, labelsPerPiece, active, updatedAt, id' }) sort?: string;
  @Field(() => String, { nullable: true, description: 'ASC, anything else DESC' }) order?: string;
  @Field(() => Boolean, { nullable: true, description: 'Offered to the stations' }) active?: boolean;
}

@ArgsType()
class SchemaListArgs {
  @Field(() => String, { nullable: true, defaultValue: 'drilling', description: 'Manufacturing type code, or for schemas: drilling' }) type?: string;
  @Field(() => String, { nullable: true, description: 'Text to find in code or name' }) search?: string;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'Page number, from 1' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: 24, description: 'Rows per page' }) limit?: number;
  @Field(() => String, { nullable: true, description: 'name, code, thicknessMax, updatedAt, id' }) sort?: string;
  @Field(() => String, { nullable: true, description: 'ASC, anything else DESC' }) order?: string;
  @Field(() => String, { nullable: true, description: 'false (default), true, all' }) archived?: string;
}

const id = (value: number) => parseInput(IdParamSchema, { id: value }).id;

/** The same operations as the REST paths of manufacturing data and schemas: parse, call, answer. */
@Resolver()
export class ManufacturingReferenceResolver {
  constructor(
    private readonly data: ManufacturingDataService,
    private readonly drilling: SchemaService,
  ) {}

  @Allow('manufacturingDataList')
  @Query(() => ManufacturingDataListType, { description: 'Dane produkcyjne, searched, sorted and paginated (admin)' })
  async manufacturingDataList(@Args(() => ManufacturingDataListArgs) args: ManufacturingDataListArgs, @Ctx() ctx: GraphqlContext): Promise<ManufacturingDataListType> {
    const { active, ...rest } = stripNulls(args);
    return graphqlPage(await this.data.list(ctx, parseInput(ManufacturingDataListQuerySchema, { ...rest, ...(active === undefined ? {} : { active: String(active) }) })));
  }

  @Allow('manufacturingDataGet')
  @Query(() => ManufacturingDataType, { description: 'One manufacturing data row (admin)' })
  manufacturingData(@Arg('id', () => Int, { description: 'The row id' }) rowId: number, @Ctx() ctx: GraphqlContext): Promise<ManufacturingDataType> {
    return this.data.get(ctx, id(rowId));
  }

  @Allow('manufacturingDataCreate')
  @Mutation(() => ManufacturingDataType, { description: 'Creates a row; 409 naming index when the index has one (admin)' })
  manufacturingDataCreate(@Arg('input', () => ManufacturingDataInput, { description: 'The fields' }) input: ManufacturingDataInput, @Ctx() ctx: GraphqlContext): Promise<ManufacturingDataType> {
    return this.data.create(ctx, parseInput(ManufacturingDataCreateSchema, withoutUndefined(input), 'input'));
  }

  @Allow('manufacturingDataUpdate')
  @Mutation(() => ManufacturingDataType, { description: 'Changes the given fields of a row (admin)' })
  manufacturingDataUpdate(@Arg('id', () => Int, { description: 'The row id' }) rowId: number, @Arg('input', () => ManufacturingDataUpdateInput, { description: 'The fields' }) input: ManufacturingDataUpdateInput, @Ctx() ctx: GraphqlContext): Promise<ManufacturingDataType> {
    return this.data.update(ctx, id(rowId), parseInput(ManufacturingDataUpdateSchema, withoutUndefined(input), 'input'));
  }

  @Allow('manufacturingDataDelete')
  @Mutation(() => ManufacturingDataDeleteResultType, { description: 'Deletes a row, or deactivates it while manufacturing records use it (admin)' })
  manufacturingDataDelete(@Arg('id', () => Int, { description: 'The row id' }) rowId: number, @Ctx() ctx: GraphqlContext): Promise<ManufacturingDataDeleteResultType> {
    return this.data.delete(ctx, id(rowId));
  }

  @Allow('schemaList')
  @Query(() => DrillingSchemaListType, { description: 'Drilling schemas (type drilling), searched and paginated' })
  async schemas(@Args(() => SchemaListArgs) args: SchemaListArgs, @Ctx() ctx: GraphqlContext): Promise<DrillingSchemaListType> {
    return graphqlPage(await this.drilling.list(ctx, parseInput(SchemaListQuerySchema, stripNulls(args))));
  }

  @Allow('schemaGet')
  @Query(() => DrillingSchemaType, { description: 'One schema, archived ones included' })
  schema(@Arg('id', () => Int, { description: 'The row id' }) schemaId: number, @Ctx() ctx: GraphqlContext): Promise<DrillingSchemaType> {
    return this.drilling.get(ctx, id(schemaId));
  }

  @Allow('schemaRules')
  @Query(() => DrillingRulesType, { description: "The workshop's drilling rules every schema is checked with" })
  drillingRules(): DrillingRulesType {
    return this.drilling.rules().rules;
  }

  @Allow('schemaCreate')
  @Mutation(() => DrillingSchemaType, { description: 'Creates a schema; each broken rule is a field error on its path (input.holes[1])' })
  schemaCreate(@Arg('input', () => DrillingSchemaInput, { description: 'The fields' }) input: DrillingSchemaInput, @Ctx() ctx: GraphqlContext): Promise<DrillingSchemaType> {
    return this.drilling.create(ctx, { type: 'drilling', ...stripNulls(input) }, 'input');
  }

  @Allow('schemaUpdate')
  @Mutation(() => DrillingSchemaType, { description: 'Changes the given fields of a schema, checked like a new one' })
  schemaUpdate(@Arg('id', () => Int, { description: 'The row id' }) schemaId: number, @Arg('input', () => DrillingSchemaInput, { description: 'The fields' }) input: DrillingSchemaInput, @Ctx() ctx: GraphqlContext): Promise<DrillingSchemaType> {
    return this.drilling.update(ctx, id(schemaId), stripNulls(input), 'input');
  }

  @Allow('schemaDelete')
  @Mutation(() => SchemaDeleteResultType, { description: 'Deletes a schema, or archives it while something uses it' })
  schemaDelete(@Arg('id', () => Int, { description: 'The row id' }) schemaId: number, @Ctx() ctx: GraphqlContext): Promise<SchemaDeleteResultType> {
    return this.drilling.delete(ctx, id(schemaId));
  }
}

/** Computed fields of a schema: its thumbnail drawn by the domain's drawSchemaSvg (so a list of
 *  schemas needs no holes and stays cheap under the query cost limit) and its element counts. */
@Resolver(() => DrillingSchemaType)
export class DrillingSchemaFieldsResolver {
  @FieldResolver(() => String, { description: 'The thumbnail drawing (SVG): outline, holes, cut-outs and the overall size' })
  thumbnailSvg(@Root() schema: SchemaView, @Arg('lang', () => String, { nullable: true, defaultValue: 'pl', description: 'Language of the drawing texts: pl or en' }) lang: string): string {
    return drawSchemaSvg(toSchema(schema as never), { detail: 'thumbnail', lang: lang === 'en' ? 'en' : 'pl' });
  }

  @FieldResolver(() => Int, { description: 'Number of holes' })
  holeCount(@Root() schema: SchemaView): number {
    return schema.holes.length;
  }

  @FieldResolver(() => Int, { description: 'Number of cut-outs' })
  cutoutCount(@Root() schema: SchemaView): number {
    return schema.cutouts.length;
  }
}
