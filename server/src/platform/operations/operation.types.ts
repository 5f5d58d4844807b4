import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum OperationState {
  IN_PROGRESS = 'IN_PROGRESS',
  SUCCESS = 'SUCCESS',
  FINISH = 'FINISH',
  ERROR = 'ERROR',
}
registerEnumType(OperationState, { name: 'OperationState', description: 'Progress of a long operation' });

@ObjectType({ description: 'A progress report of a long operation, delivered only to the user who started it' })
export class OperationStatus {
  @Field(() => String)
  operationId!: string;

  @Field(() => OperationState)
  status!: OperationState;

  @Field(() => String)
  message!: string;
}
