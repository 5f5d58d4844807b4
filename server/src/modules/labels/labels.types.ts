import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

@ObjectType('QuickPrintLabel', { description: 'A quick-print label: name, text lines, EAN-13 or code, size' })
export class QuickPrintLabelType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => [String]) lines!: string[];
  @Field(() => String, { nullable: true }) ean!: string | null;
  @Field(() => String, { nullable: true }) code!: string | null;
  @Field(() => String, { description: 'small (50x30 mm) or large (100x150 mm)' }) size!: string;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class QuickPrintLabelList extends PageType(QuickPrintLabelType) {}

@ArgsType()
export class QuickPrintLabelListArgs {
  @Field(() => Int, { nullable: true }) page?: number | null;
  @Field(() => Int, { nullable: true }) limit?: number | null;
  @Field(() => String, { nullable: true }) search?: string | null;
}

@InputType()
export class QuickPrintInput {
  @Field(() => Int, { description: 'The label' }) id!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true, defaultValue: 'normal' }) type?: string | null;
  @Field(() => Int, { description: 'The printer id' }) printer!: number;
  @Field(() => String, { nullable: true, description: 'An id you already listen on with operationStatus' }) operationId?: string | null;
}

@ObjectType()
export class QuickPrintImportResult {
  @Field(() => String) message!: string;
  @Field(() => Int) created!: number;
  @Field(() => Int) updated!: number;
  @Field(() => String) operationId!: string;
}

