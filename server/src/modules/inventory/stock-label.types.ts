import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'A print of a stock item\'s label' })
export class StockPrintInput {
  @Field(() => Int, { description: 'The stock item' }) id!: number;
  @Field(() => Int, { description: 'Copies (1..500)' }) quantity!: number;
  @Field(() => Int, { description: 'The printer id' }) printer!: number;
  @Field(() => String, { nullable: true, description: 'small (50x30 mm), large (100x150 mm) or a4', defaultValue: 'small' }) documentSize?: string | null;
  @Field(() => String, { nullable: true, description: 'An id you already listen on with operationStatus' }) operationId?: string | null;
}
