import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

@ObjectType('ManufacturingData', { description: 'Dane produkcyjne: one manufacturable product. Lengths in mm, weight in kg.' })
export class ManufacturingDataType {
  @Field(() => Int, { description: 'The row id' }) id!: number;
  @Field(() => String, { description: 'Catalogue index of the stock list where one exists; unique' }) index!: string;
  @Field(() => String, { description: 'Name as staff know it' }) name!: string;
  @Field(() => String, { description: 'A manufacturing type code (szklo_kabina, obraz_lustro_wc, dach, paleta, polpaleta, inne)' }) type!: string;
  @Field(() => String, { description: 'hartowane, laminowane, float, lustro' }) glassKind!: string;
  @Field(() => Float, { description: 'Glass thickness in mm' }) thicknessMm!: number;
  @Field(() => Int, { nullable: true, description: 'Standard width in mm' }) widthMm!: number | null;
  @Field(() => Int, { nullable: true, description: 'Standard height in mm' }) heightMm!: number | null;
  @Field(() => Float, { nullable: true, description: 'The override, or the computed weight' }) weightKg!: number | null;
  @Field(() => Float, { nullable: true, description: 'm² x t x 2.5 kg of the standard size' }) computedWeightKg!: number | null;
  @Field(() => Boolean, { description: 'The weight was entered, not computed' }) weightOverridden!: boolean;
  @Field(() => Int, { nullable: true, description: 'The drilling schema used by default' }) defaultSchemaId!: number | null;
  @Field(() => String, { nullable: true, description: 'Code of the default drilling schema' }) defaultSchemaCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the default drilling schema' }) defaultSchemaName!: string | null;
  @Field(() => Int, { description: 'Labels printed for each piece' }) labelsPerPiece!: number;
  @Field(() => Boolean, { description: 'Offered to the stations' }) active!: boolean;
  @Field(() => Boolean, { description: 'The index exists in the stock list' }) inCatalogue!: boolean;
  @Field(() => String, { nullable: true, description: 'Its name in the stock list, when the index is there' }) catalogueName!: string | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was created' }) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { description: 'When it last changed' }) updatedAt!: Date;
}

@ObjectType('ManufacturingDataList', { description: 'One page of manufacturing data rows' })
export class ManufacturingDataListType extends PageType(ManufacturingDataType) {}

@InputType('ManufacturingDataInput', { description: 'A new row; weightKg null: computed from the glass' })
export class ManufacturingDataInput {
  @Field(() => String, { description: 'Catalogue index (unique)' }) index!: string;
  @Field(() => String, { description: 'Name as staff know it' }) name!: string;
  @Field(() => String, { description: 'Manufacturing type code, or for schemas: drilling' }) type!: string;
  @Field(() => String, { description: 'hartowane, laminowane, float or lustro' }) glassKind!: string;
  @Field(() => Float, { description: 'Glass thickness in mm' }) thicknessMm!: number;
  @Field(() => Int, { nullable: true, description: 'Standard width in mm' }) widthMm?: number | null;
  @Field(() => Int, { nullable: true, description: 'Standard height in mm' }) heightMm?: number | null;
  @Field(() => Float, { nullable: true, description: 'Weight of one piece in kg (null: computed from the glass)' }) weightKg?: number | null;
  @Field(() => Int, { nullable: true, description: 'The drilling schema used by default' }) defaultSchemaId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Labels printed for each piece' }) labelsPerPiece?: number;
  @Field(() => Boolean, { nullable: true, description: 'Offered to the stations' }) active?: boolean;
}

@InputType('ManufacturingDataUpdateInput', { description: 'Only the fields given change; weightKg null goes back to the computed weight' })
export class ManufacturingDataUpdateInput {
  @Field(() => String, { nullable: true, description: 'Catalogue index (unique)' }) index?: string;
  @Field(() => String, { nullable: true, description: 'Name as staff know it' }) name?: string;
  @Field(() => String, { nullable: true, description: 'Manufacturing type code, or for schemas: drilling' }) type?: string;
  @Field(() => String, { nullable: true, description: 'hartowane, laminowane, float or lustro' }) glassKind?: string;
  @Field(() => Float, { nullable: true, description: 'Glass thickness in mm' }) thicknessMm?: number;
  @Field(() => Int, { nullable: true, description: 'Standard width in mm' }) widthMm?: number | null;
  @Field(() => Int, { nullable: true, description: 'Standard height in mm' }) heightMm?: number | null;
  @Field(() => Float, { nullable: true, description: 'Weight of one piece in kg (null: computed from the glass)' }) weightKg?: number | null;
  @Field(() => Int, { nullable: true, description: 'The drilling schema used by default' }) defaultSchemaId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Labels printed for each piece' }) labelsPerPiece?: number;
  @Field(() => Boolean, { nullable: true, description: 'Offered to the stations' }) active?: boolean;
}

@ObjectType('ManufacturingDataDeleteResult', { description: 'deleted, or deactivated because manufacturing records still use the row' })
export class ManufacturingDataDeleteResultType {
  @Field(() => Boolean, { description: 'The row was deleted' }) deleted!: boolean;
  @Field(() => Boolean, { description: 'The row was kept but deactivated (still in use)' }) deactivated!: boolean;
  @Field(() => Int, { description: 'Rows still using it' }) references!: number;
  @Field(() => String, { description: 'What happened, to show to the user' }) message!: string;
}

@ObjectType('DrillingHole', { description: 'A hole: centre x, y in mm from the reference corner' })
class DrillingHoleType {
  @Field(() => String, { description: 'The row id' }) id!: string;
  @Field(() => Float, { description: 'Distance in mm from the reference corner along the width' }) x!: number;
  @Field(() => Float, { description: 'Distance in mm from the reference corner along the height' }) y!: number;
  @Field(() => Float, { description: 'Hole diameter in mm' }) diameter!: number;
  @Field(() => Float, { nullable: true, description: 'Countersink diameter in mm, if any' }) countersink?: number;
}

@ObjectType('DrillingCutout', { description: 'A rectangular cut-out (notch) with rounded corners; x, y its corner nearest the reference corner' })
class DrillingCutoutType {
  @Field(() => String, { description: 'The row id' }) id!: string;
  @Field(() => Float, { description: 'Distance in mm from the reference corner along the width' }) x!: number;
  @Field(() => Float, { description: 'Distance in mm from the reference corner along the height' }) y!: number;
  @Field(() => Float, { description: 'Width in mm' }) width!: number;
  @Field(() => Float, { description: 'Height in mm' }) height!: number;
  @Field(() => Float, { description: 'Corner radius in mm' }) cornerRadius!: number;
}

@ObjectType('DrillingSchema', { description: 'Schemat wierceń (schema_id): a hole and cut-out template for a pane, in mm' })
export class DrillingSchemaType {
  @Field(() => Int, { description: 'The row id' }) id!: number;
  @Field(() => String, { description: 'Manufacturing type code, or for schemas: drilling' }) type!: string;
  @Field(() => String, { description: 'Short code (unique)' }) code!: string;
  @Field(() => String, { description: 'Name as staff know it' }) name!: string;
  @Field(() => Float, { description: 'Thinnest glass (mm) the schema is for' }) thicknessMin!: number;
  @Field(() => Float, { description: 'Thickest glass (mm) the schema is for' }) thicknessMax!: number;
  @Field(() => Float, { description: 'Reference pane width in mm' }) paneWidth!: number;
  @Field(() => Float, { description: 'Reference pane height in mm' }) paneHeight!: number;
  @Field(() => String, { description: 'bottom-left, bottom-right, top-left, top-right' }) referenceCorner!: string;
  @Field(() => [DrillingHoleType], { description: 'The holes' }) holes!: DrillingHoleType[];
  @Field(() => [DrillingCutoutType], { description: 'The cut-outs (notches)' }) cutouts!: DrillingCutoutType[];
  @Field(() => Boolean, { description: 'Archived: kept for the records that use it, no longer offered' }) archived!: boolean;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When it was archived' }) archivedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was created' }) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { description: 'When it last changed' }) updatedAt!: Date;
}

@ObjectType('DrillingSchemaList', { description: 'One page of schemas' })
export class DrillingSchemaListType extends PageType(DrillingSchemaType) {}

@InputType('DrillingHoleInput', { description: 'A hole: centre x, y in mm from the reference corner' })
export class DrillingHoleInput {
  @Field(() => String, { description: 'The row id' }) id!: string;
  @Field(() => Float, { description: 'Distance in mm from the reference corner along the width' }) x!: number;
  @Field(() => Float, { description: 'Distance in mm from the reference corner along the height' }) y!: number;
  @Field(() => Float, { description: 'Hole diameter in mm' }) diameter!: number;
  @Field(() => Float, { nullable: true, description: 'Countersink diameter in mm, if any' }) countersink?: number | null;
}

@InputType('DrillingCutoutInput', { description: 'A rectangular cut-out with rounded corners' })
export class DrillingCutoutInput {
  @Field(() => String, { description: 'The row id' }) id!: string;
  @Field(() => Float, { description: 'Distance in mm from the reference corner along the width' }) x!: number;
  @Field(() => Float, { description: 'Distance in mm from the reference corner along the height' }) y!: number;
  @Field(() => Float, { description: 'Width in mm' }) width!: number;
  @Field(() => Float, { description: 'Height in mm' }) height!: number;
  @Field(() => Float, { description: 'Corner radius in mm' }) cornerRadius!: number;
}

@InputType('DrillingSchemaInput', { description: 'A whole schema (create), or the fields to change (update)' })
export class DrillingSchemaInput {
  @Field(() => String, { nullable: true, description: 'drilling (default)' }) type?: string;
  @Field(() => String, { nullable: true, description: 'Short code (unique)' }) code?: string;
  @Field(() => String, { nullable: true, description: 'Name as staff know it' }) name?: string;
  @Field(() => Float, { nullable: true, description: 'Thinnest glass (mm) the schema is for' }) thicknessMin?: number;
  @Field(() => Float, { nullable: true, description: 'Thickest glass (mm) the schema is for' }) thicknessMax?: number;
  @Field(() => Float, { nullable: true, description: 'Reference pane width in mm' }) paneWidth?: number;
  @Field(() => Float, { nullable: true, description: 'Reference pane height in mm' }) paneHeight?: number;
  @Field(() => String, { nullable: true, description: 'The corner positions are measured from: bottom-left, bottom-right, top-left, top-right' }) referenceCorner?: string;
  @Field(() => [DrillingHoleInput], { nullable: true, description: 'The holes' }) holes?: DrillingHoleInput[];
  @Field(() => [DrillingCutoutInput], { nullable: true, description: 'The cut-outs (notches)' }) cutouts?: DrillingCutoutInput[];
}

@ObjectType('SchemaDeleteResult', { description: 'deleted, or archived because something still uses the schema' })
export class SchemaDeleteResultType {
  @Field(() => Boolean, { description: 'The row was deleted' }) deleted!: boolean;
  @Field(() => Boolean, { description: 'Archived: kept for the records that use it, no longer offered' }) archived!: boolean;
  @Field(() => Int, { description: 'Rows still using it' }) references!: number;
  @Field(() => String, { description: 'What happened, to show to the user' }) message!: string;
}

@ObjectType('DrillingRules', { description: "The workshop's tempered-glass drilling rules (multiples of the glass thickness t)" })
export class DrillingRulesType {
  @Field(() => Float, { description: 'Hole diameter at least this x t' }) diameterMinTimesThickness!: number;
  @Field(() => Float, { description: 'Hole diameter at least this many mm' }) diameterMinMm!: number;
  @Field(() => Float, { nullable: true, description: 'null: no upper limit' }) diameterMaxShortSideDivisor!: number | null;
  @Field(() => Float, { description: 'Rim to edge at least this x t' }) edgeMinTimesThickness!: number;
  @Field(() => Float, { description: 'Rim to rim at least this x t' }) spacingMinTimesThickness!: number;
  @Field(() => Float, { description: 'Rim to a corner at least this x t' }) cornerMinTimesThickness!: number;
  @Field(() => Float, { description: 'Cut-out corner radius at least this x t' }) cutoutCornerRadiusMinTimesThickness!: number;
}
