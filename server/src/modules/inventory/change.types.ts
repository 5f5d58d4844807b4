import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Change', { description: 'A stock change: a new location or stock level, synced to the ERP' })
export class ChangeType {
  @Field(() => Int, { description: 'The change\'s id' })
  id!: number;

  @Field(() => String, { description: 'location | stock' })
  type!: string;

  @Field(() => String, { description: 'The catalogue index' })
  reference!: string;

  @Field(() => Int, { description: 'The stock item it changes' })
  stockItemId!: number;

  @Field(() => GraphQLJSONObject, { description: '{ stara_lokalizacja, nowa_lokalizacja } or { stary_stan, nowy_stan, powod_zmiany }' })
  data!: object;

  @Field(() => String, { description: 'PENDING | SUCCESS | ERROR' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'The ERP\'s reason, when status is ERROR' })
  errorMessage!: string | null;

  @Field(() => Int, { description: 'How many times it was sent to the ERP' })
  attempt!: number;

  @Field(() => String, { nullable: true, description: 'Who made it' })
  createdByName!: string | null;

  @Field(() => Int, { nullable: true, description: 'The employee number of who made it' })
  numer_pracownika!: number | null;

  @Field(() => Date, { description: 'When it was made' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When its status last changed' })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the ERP accepted it and the item changed' })
  appliedAt!: Date | null;
}

@ObjectType({ description: 'A change just made or retried, with its operationId and the message to show' })
export class ChangeResult extends ChangeType {
  @Field(() => String, { description: 'Progress on operationStatus(operationId)' })
  operationId!: string;

  @Field(() => String, { description: 'The success message, or the waiting-for-system message while PENDING' })
  message!: string;
}

@InputType({ description: 'A new location or stock level for one item; the old values are a guard' })
export class ChangeCreateInput {
  @Field(() => String, { description: 'location | stock' })
  type!: string;

  @Field(() => String, { description: 'The catalogue index' })
  reference!: string;

  @Field(() => GraphQLJSONObject, { description: 'location: { stara_lokalizacja, nowa_lokalizacja }; stock: { stary_stan, nowy_stan, powod_zmiany }' })
  data!: Record<string, unknown>;

  @Field(() => String, { nullable: true, description: 'A UUID the caller already subscribed to' })
  operationId?: string;
}

@InputType({ description: 'What to send again: optionally corrected data' })
export class ChangeRetryInput {
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Corrected data; absent: the same data again' })
  data?: Record<string, unknown>;

  @Field(() => String, { nullable: true, description: 'A UUID the caller already subscribed to with operationStatus' })
  operationId?: string;
}
