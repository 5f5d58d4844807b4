import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

@ObjectType('ManufacturingData', { description: 'Dane produkcyjne: one manufacturable product. Lengths in mm, weight in kg.' })
export class ManufacturingDataType {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'Catalogue index of the stock list where one exists; unique' }) index!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'A manufacturing type code (szklo_kabina, obraz_lustro_wc, dach, paleta, polpaleta, inne)' }) type!: string;
  @Field(() => String, { description: 'hartowane, laminowane, float, lustro' }) glassKind!: string;
  @Field(() => Float) thicknessMm!: number;
  @Field(() => Int, { nullable: true }) widthMm!: number | null;
  @Field(() => Int, { nullable: true }) heightMm!: number | null;
  @Field(() => Float, { nullable: true, description: 'The override, or the computed weight' }) weightKg!: number | null;
  @Field(() => Float, { nullable: true, description: 'm² x t x 2.5 kg of the standard size' }) computedWeightKg!: number | null;
  @Field(() => Boolean) weightOverridden!: boolean;
  @Field(() => Int, { nullable: true }) defaultSchemaId!: number | null;
  @Field(() => String, { nullable: true }) defaultSchemaCode!: string | null;
  @Field(() => String, { nullable: true }) defaultSchemaName!: string | null;
  @Field(() => Int) labelsPerPiece!: number;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Boolean, { description: 'The index exists in the stock list' }) inCatalogue!: boolean;
  @Field(() => String, { nullable: true }) catalogueName!: string | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
}

@ObjectType('ManufacturingDataList', { description: 'One page of manufacturing data rows' })
export class ManufacturingDataListType extends PageType(ManufacturingDataType) {}

@InputType('ManufacturingDataInput', { description: 'A new row; weightKg null: computed from the glass' })
export class ManufacturingDataInput {
  @Field(() => String) index!: string;
  @Field(() => String) name!: string;
  @Field(() => String) type!: string;
  @Field(() => String) glassKind!: string;
  @Field(() => Float) thicknessMm!: number;
  @Field(() => Int, { nullable: true }) widthMm?: number | null;
  @Field(() => Int, { nullable: true }) heightMm?: number | null;
  @Field(() => Float, { nullable: true }) weightKg?: number | null;
  @Field(() => Int, { nullable: true }) defaultSchemaId?: number | null;
  @Field(() => Int, { nullable: true }) labelsPerPiece?: number;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

@InputType('ManufacturingDataUpdateInput', { description: 'Only the fields given change; weightKg null goes back to the computed weight' })
export class ManufacturingDataUpdateInput {
  @Field(() => String, { nullable: true }) index?: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) type?: string;
  @Field(() => String, { nullable: true }) glassKind?: string;
  @Field(() => Float, { nullable: true }) thicknessMm?: number;
  @Field(() => Int, { nullable: true }) widthMm?: number | null;
  @Field(() => Int, { nullable: true }) heightMm?: number | null;
  @Field(() => Float, { nullable: true }) weightKg?: number | null;
  @Field(() => Int, { nullable: true }) defaultSchemaId?: number | null;
  @Field(() => Int, { nullable: true }) labelsPerPiece?: number;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

@ObjectType('ManufacturingDataDeleteResult', { description: 'deleted, or deactivated because manufacturing records still use the row' })
export class ManufacturingDataDeleteResultType {
  @Field(() => Boolean) deleted!: boolean;
  @Field(() => Boolean) deactivated!: boolean;
  @Field(() => Int) references!: number;
  @Field(() => String) message!: string;
}

@ObjectType('DrillingHole', { description: 'A hole: centre x, y in mm from the reference corner' })
export class DrillingHoleType {
  @Field(() => String) id!: string;
  @Field(() => Float) x!: number;
  @Field(() => Float) y!: number;
  @Field(() => Float) diameter!: number;
  @Field(() => Float, { nullable: true }) countersink?: number;
}

@ObjectType('DrillingCutout', { description: 'A rectangular cut-out (notch) with rounded corners; x, y its corner nearest the reference corner' })
export class DrillingCutoutType {
  @Field(() => String) id!: string;
  @Field(() => Float) x!: number;
  @Field(() => Float) y!: number;
  @Field(() => Float) width!: number;
  @Field(() => Float) height!: number;
  @Field(() => Float) cornerRadius!: number;
}

@ObjectType('DrillingSchema', { description: 'Schemat wierceń (schema_id): a hole and cut-out template for a pane, in mm' })
export class DrillingSchemaType {
  @Field(() => Int) id!: number;
  @Field(() => String) type!: string;
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) thicknessMin!: number;
  @Field(() => Float) thicknessMax!: number;
  @Field(() => Float) paneWidth!: number;
  @Field(() => Float) paneHeight!: number;
  @Field(() => String, { description: 'bottom-left, bottom-right, top-left, top-right' }) referenceCorner!: string;
  @Field(() => [DrillingHoleType]) holes!: DrillingHoleType[];
  @Field(() => [DrillingCutoutType]) cutouts!: DrillingCutoutType[];
  @Field(() => Boolean) archived!: boolean;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) archivedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
}

@ObjectType('DrillingSchemaList', { description: 'One page of schemas' })
export class DrillingSchemaListType extends PageType(DrillingSchemaType) {}

@InputType('DrillingHoleInput')
export class DrillingHoleInput {
  @Field(() => String) id!: string;
  @Field(() => Float) x!: number;
  @Field(() => Float) y!: number;
  @Field(() => Float) diameter!: number;
  @Field(() => Float, { nullable: true }) countersink?: number | null;
}

@InputType('DrillingCutoutInput')
export class DrillingCutoutInput {
  @Field(() => String) id!: string;
  @Field(() => Float) x!: number;
  @Field(() => Float) y!: number;
  @Field(() => Float) width!: number;
  @Field(() => Float) height!: number;
  @Field(() => Float) cornerRadius!: number;
}

@InputType('DrillingSchemaInput', { description: 'A whole schema (create), or the fields to change (update)' })
export class DrillingSchemaInput {
  @Field(() => String, { nullable: true, description: 'drilling (default)' }) type?: string;
  @Field(() => String, { nullable: true }) code?: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Float, { nullable: true }) thicknessMin?: number;
  @Field(() => Float, { nullable: true }) thicknessMax?: number;
  @Field(() => Float, { nullable: true }) paneWidth?: number;
  @Field(() => Float, { nullable: true }) paneHeight?: number;
  @Field(() => String, { nullable: true }) referenceCorner?: string;
  @Field(() => [DrillingHoleInput], { nullable: true }) holes?: DrillingHoleInput[];
  @Field(() => [DrillingCutoutInput], { nullable: true }) cutouts?: DrillingCutoutInput[];
}

@ObjectType('SchemaDeleteResult', { description: 'deleted, or archived because something still uses the schema' })
export class SchemaDeleteResultType {
  @Field(() => Boolean) deleted!: boolean;
  @Field(() => Boolean) archived!: boolean;
  @Field(() => Int) references!: number;
  @Field(() => String) message!: string;
}

@ObjectType('DrillingRules', { description: "The workshop's tempered-glass drilling rules (multiples of the glass thickness t)" })
export class DrillingRulesType {
  @Field(() => Float) diameterMinTimesThickness!: number;
  @Field(() => Float) diameterMinMm!: number;
  @Field(() => Float, { nullable: true, description: 'null: no upper limit' }) diameterMaxShortSideDivisor!: number | null;
  @Field(() => Float) edgeMinTimesThickness!: number;
  @Field(() => Float) spacingMinTimesThickness!: number;
  @Field(() => Float) cornerMinTimesThickness!: number;
  @Field(() => Float) cutoutCornerRadiusMinTimesThickness!: number;
}
