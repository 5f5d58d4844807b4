import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { graphqlInput, graphqlObject } from '../../platform/graphql/from-zod.js';
import { PageType } from '../../platform/pagination.js';
import { StockItemViewSchema } from './inventory.view.js';
import { SetAvailabilitySchema } from './stock.input.js';

/** Fields, types and nullability from the view (inventory.view.ts). */
export const StockItemType = graphqlObject('StockItem', StockItemViewSchema, { description: 'A catalogue item in the warehouse' });
export type StockItemType = InstanceType<typeof StockItemType>;

@ObjectType({ description: 'One page of stock items: { items totalCount page limit totalPages }' })
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

  @Field(() => String, { nullable: true, description: 'Part of the name (case- and accent-insensitive)' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'Part of the EAN' })
  ean?: string;

  @Field(() => String, { nullable: true, description: 'Part of the location' })
  location?: string;

  @Field(() => Boolean, { nullable: true, description: 'Only items marked (true) or not marked (false) for an availability check' })
  availabilityCheck?: boolean;
}

export const SetAvailabilityInput = graphqlInput('SetAvailabilityInput', SetAvailabilitySchema, { description: 'Items and the availability flag to set on them' });
export type SetAvailabilityInput = InstanceType<typeof SetAvailabilityInput>;

@ObjectType({ description: 'The items as they are now' })
export class SetAvailabilityResult {
  @Field(() => Int, { description: 'How many items changed' })
  updated!: number;

  @Field(() => [StockItemType], { description: 'The items changed' })
  items!: StockItemType[];
}

@ObjectType({ description: 'An XLSX file of the asked items' })
export class StockFileResult {
  @Field(() => String, { description: 'The file\'s name' })
  fileName!: string;

  @Field(() => String, { description: 'The XLSX file, base64-encoded' })
  contentBase64!: string;

  @Field(() => Int, { description: 'How many indexes were found' })
  found!: number;

  @Field(() => [String], { description: 'Catalogue indexes that matched no item' })
  notFound!: string[];

  @Field(() => String, { description: 'The message to show' })
  message!: string;
}

@ObjectType({ description: 'How stock is recorded in this warehouse (configuration, ADR 0840)' })
export class StockSettings {
  @Field(() => String, { description: 'The regular expression a (normalised) location must match' })
  locationPattern!: string;

  @Field(() => String, { description: 'An example location in that format' })
  locationExample!: string;

  @Field(() => [String], { description: 'Units whose stock may have up to 3 decimals; every other unit is whole' })
  decimalUnits!: string[];
}

@ArgsType()
export class StockLocationArgs {
  @Field(() => String, { nullable: true, description: 'Part of the location (case-insensitive); none: the first locations in order' })
  search?: string;

  @Field(() => Int, { nullable: true, description: '1..50 (default 20)' })
  limit?: number;
}
