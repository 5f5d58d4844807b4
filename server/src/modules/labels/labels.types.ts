import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

@ObjectType('QuickPrintLabel', { description: 'A quick-print label: name, text lines, EAN-13 or code, size' })
export class QuickPrintLabelType {
  @Field(() => Int, { description: 'The label\'s id' }) id!: number;
  @Field(() => String, { description: 'The name printed at the top' }) name!: string;
  @Field(() => [String], { description: 'The text lines under the name (up to 6)' }) lines!: string[];
  @Field(() => String, { nullable: true, description: 'EAN-13 printed as a barcode' }) ean!: string | null;
  @Field(() => String, { nullable: true, description: 'A code printed on the label' }) code!: string | null;
  @Field(() => String, { description: 'small (50x30 mm) or large (100x150 mm)' }) size!: string;
  @Field(() => Date, { description: 'When it last changed' }) updatedAt!: Date;
}

@ObjectType({ description: 'One page of quick-print labels: { items totalCount page limit totalPages }' })
export class QuickPrintLabelList extends PageType(QuickPrintLabelType) {
  @Field(() => Boolean, { description: 'false: there are more than totalCount - 1 labels (counting stops 10,000 labels past this page)' })
  totalCountExact!: boolean;
}

@ArgsType()
export class QuickPrintLabelListArgs {
  @Field(() => Int, { nullable: true, description: 'The page, from 1' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Rows per page (1..100)' }) limit?: number | null;
  @Field(() => String, { nullable: true, description: 'Part of the name, a line, the EAN or the code' }) search?: string | null;
}

@InputType({ description: 'A print of a quick-print label' })
export class QuickPrintInput {
  @Field(() => Int, { description: 'The label' }) id!: number;
  @Field(() => Int, { description: 'Copies (1..500)' }) quantity!: number;
  @Field(() => String, { nullable: true, defaultValue: 'normal', description: 'normal' }) type?: string | null;
  @Field(() => Int, { description: 'The printer id' }) printer!: number;
  @Field(() => String, { nullable: true, description: 'An id you already listen on with operationStatus' }) operationId?: string | null;
}

@InputType({ description: 'Several labels printed at once: one job, one document' })
export class QuickPrintManyInput {
  @Field(() => [Int], { description: 'The labels, in print order (1..200)' }) ids!: number[];
  @Field(() => Int, { description: 'Copies of each label (1..500)' }) quantity!: number;
  @Field(() => String, { nullable: true, defaultValue: 'normal', description: 'normal' }) type?: string | null;
  @Field(() => Int, { description: 'The printer id' }) printer!: number;
  @Field(() => String, { nullable: true, description: 'An id you already listen on with operationStatus' }) operationId?: string | null;
}

@ObjectType({ description: 'What an import did' })
export class QuickPrintImportResult {
  @Field(() => String, { description: 'The message to show' }) message!: string;
  @Field(() => Int, { description: 'Labels created' }) created!: number;
  @Field(() => Int, { description: 'Labels updated (rows with an id)' }) updated!: number;
  @Field(() => String, { description: 'Its progress on operationStatus(operationId)' }) operationId!: string;
}


@InputType({ description: 'Changes to a quick-print label; only the fields given change' })
export class QuickPrintLabelUpdateInput {
  @Field(() => String, { nullable: true, description: 'The name' }) name?: string | null;
  @Field(() => [String], { nullable: true, description: 'The text lines (up to 6)' }) lines?: string[] | null;
  @Field(() => String, { nullable: true, description: 'EAN-13; an empty string removes it' }) ean?: string | null;
  @Field(() => String, { nullable: true, description: 'Code 128 text; an empty string removes it' }) code?: string | null;
  @Field(() => String, { nullable: true, description: 'small or large' }) size?: string | null;
}
