import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';

@ObjectType('HistoryEntry', { description: 'One state change anywhere in the system (append-only)' })
export class HistoryEntryType {
  @Field(() => Int, { description: 'The entry\'s id' })
  id!: number;

  @Field(() => String, { description: 'stock_item, change, user, document, ...' })
  entityType!: string;

  @Field(() => String, { description: 'The id of the record' })
  entityId!: string;

  @Field(() => String, { nullable: true, description: 'Catalogue index, order number, e-mail' })
  reference!: string | null;

  @Field(() => String, { description: 'What was done: created, updated, deleted, locked, shipped, ...' })
  action!: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed values before (JSON)' })
  before!: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed values after (JSON)' })
  after!: Record<string, unknown> | null;

  @Field(() => Int, { nullable: true, description: 'Who did it; null for an integration' })
  userId!: number | null;

  @Field(() => String, { nullable: true, description: 'Who did it; "API: <key name>" for an integration' })
  userName!: string | null;

  @Field(() => Int, { nullable: true, description: 'The employee number of who did it' })
  numer_pracownika!: number | null;

  @Field(() => Date, { description: 'When it happened' })
  createdAt!: Date;
}

@ObjectType({ description: 'One page of history entries, newest first: { items totalCount page limit totalPages }' })
export class HistoryEntryList extends PageType(HistoryEntryType) {
  @Field(() => Boolean, { description: 'false: there are more than totalCount - 1 entries (counting stops 10,000 entries past this page)' })
  totalCountExact!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  nextCursor!: string | null;
}

@ArgsType()
export class HistoryEntryListArgs {
  @Field(() => Int, { nullable: true, description: 'The page, from 1' })
  page?: number;

  @Field(() => Int, { nullable: true, description: '1..100 (default 25)' })
  limit?: number;

  @Field(() => String, { nullable: true, description: 'The nextCursor of the page before: starts after its last entry (page then only labels the answer)' })
  after?: string;

  @Field(() => String, { nullable: true, description: 'Any part of the reference (catalogue index, order number ...)' })
  reference?: string;

  @Field(() => String, { nullable: true, description: 'This kind of record exactly' })
  entityType?: string;

  @Field(() => String, { nullable: true, description: 'This action exactly' })
  action?: string;

  @Field(() => String, { nullable: true, description: 'numer_pracownika / user id, or part of the name' })
  user?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, a Europe/Warsaw calendar day (inclusive)' })
  dateFrom?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, a Europe/Warsaw calendar day (inclusive)' })
  dateTo?: string;
}
