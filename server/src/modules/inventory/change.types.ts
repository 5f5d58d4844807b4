import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Change', { description: 'A stock change: a new location or stock level, synced to the ERP' })
export class ChangeType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'location | stock' })
  type!: string;

  @Field(() => String, { description: 'The catalogue index' })
  reference!: string;

  @Field(() => Int)
  stockItemId!: number;

  @Field(() => GraphQLJSONObject, { description: '{ stara_lokalizacja, nowa_lokalizacja } or { stary_stan, nowy_stan, powod_zmiany }' })
  data!: object;

  @Field(() => String, { description: 'PENDING | SUCCESS | ERROR' })
  status!: string;

  @Field(() => String, { nullable: true })
  errorMessage!: string | null;

  @Field(() => Int)
  attempt!: number;

  @Field(() => String, { nullable: true })
  createdByName!: string | null;

  @Field(() => Int, { nullable: true })
  numer_pracownika!: number | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Date, { nullable: true })
  appliedAt!: Date | null;
}

@ObjectType()
export class ChangeResult extends ChangeType {
  @Field(() => String, { description: 'Progress on operationStatus(operationId)' })
  operationId!: string;

  @Field(() => String, { description: 'The success message, or the waiting-for-system message while PENDING' })
  message!: string;
}

@InputType()
export class ChangeCreateInput {
  @Field(() => String, { description: 'location | stock' })
  type!: string;

  @Field(() => String, { description: 'The catalogue index' })
  reference!: string;

  @Field(() => GraphQLJSONObject)
  data!: Record<string, unknown>;

  @Field(() => String, { nullable: true, description: 'A UUID the caller already subscribed to' })
  operationId?: string;
}

@InputType()
export class ChangeRetryInput {
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Corrected data; absent: the same data again' })
  data?: Record<string, unknown>;

  @Field(() => String, { nullable: true })
  operationId?: string;
}
