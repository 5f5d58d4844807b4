import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

@ObjectType('StockItem', { description: 'A catalogue item in the warehouse' })
export class StockItemType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'The catalogue index (indeks katalogowy)' })
  index!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  ean!: string;

  @Field(() => String, { description: 'Rack location, e.g. A-01-03' })
  location!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => String)
  unit!: string;

  @Field(() => Boolean)
  availabilityCheck!: boolean;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Boolean, { description: 'A change of this item failed in the ERP (retry or dismiss it)' })
  hasErrorChanges!: boolean;

  @Field(() => Boolean, { description: 'A change of this item is waiting for the ERP' })
  hasPendingChange!: boolean;
}

@ObjectType()
export class StockItemList extends PageType(StockItemType) {}

@ArgsType()
export class StockItemListArgs {
  @Field(() => Int, { nullable: true, description: 'From 1 (default 1)' })
  page?: number;

  @Field(() => Int, { nullable: true, description: '1..100 (default 10)' })
  limit?: number;

  @Field(() => String, { nullable: true, description: 'index, name, ean, location, quantity, unit, availabilityCheck or updatedAt' })
  sort?: string;

  @Field(() => String, { nullable: true, description: 'ASC, anything else DESC' })
  order?: string;

  @Field(() => String, { nullable: true, description: 'Substring of the catalogue index (case- and accent-insensitive)' })
  index?: string;

  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  ean?: string;

  @Field(() => String, { nullable: true })
  location?: string;

  @Field(() => Boolean, { nullable: true })
  availabilityCheck?: boolean;
}

@InputType()
export class SetAvailabilityInput {
  @Field(() => [Int])
  ids!: number[];

  @Field(() => Boolean)
  availabilityCheck!: boolean;
}

@ObjectType()
export class SetAvailabilityResult {
  @Field(() => Int, { description: 'How many items changed' })
  updated!: number;

  @Field(() => [StockItemType])
  items!: StockItemType[];
}

@ObjectType()
export class StockFileResult {
  @Field(() => String)
  fileName!: string;

  @Field(() => String, { description: 'The XLSX file, base64-encoded' })
  contentBase64!: string;

  @Field(() => Int)
  found!: number;

  @Field(() => [String], { description: 'Catalogue indexes that matched no item' })
  notFound!: string[];

  @Field(() => String)
  message!: string;
}
