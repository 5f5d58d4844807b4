import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

@ObjectType('HistoryEntry', { description: 'One state change anywhere in the system (append-only)' })
export class HistoryEntryType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'stock_item, change, user, document, ...' })
  entityType!: string;

  @Field(() => String)
  entityId!: string;

  @Field(() => String, { nullable: true, description: 'Catalogue index, order number, e-mail' })
  reference!: string | null;

  @Field(() => String)
  action!: string;

  @Field(() => GraphQLJSONObject, { nullable: true })
  before!: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  after!: Record<string, unknown> | null;

  @Field(() => Int, { nullable: true })
  userId!: number | null;

  @Field(() => String, { nullable: true })
  userName!: string | null;

  @Field(() => Int, { nullable: true })
  numer_pracownika!: number | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
export class HistoryEntryList extends PageType(HistoryEntryType) {}

@ArgsType()
export class HistoryEntryListArgs {
  @Field(() => Int, { nullable: true })
  page?: number;

  @Field(() => Int, { nullable: true, description: '1..100 (default 25)' })
  limit?: number;

  @Field(() => String, { nullable: true, description: 'Starts with (catalogue index, order number ...)' })
  reference?: string;

  @Field(() => String, { nullable: true })
  entityType?: string;

  @Field(() => String, { nullable: true })
  action?: string;

  @Field(() => String, { nullable: true, description: 'numer_pracownika / user id, or part of the name' })
  user?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, a Europe/Warsaw calendar day (inclusive)' })
  dateFrom?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, a Europe/Warsaw calendar day (inclusive)' })
  dateTo?: string;
}
