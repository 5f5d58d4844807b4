import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum OperationState {
  IN_PROGRESS = 'IN_PROGRESS',
  SUCCESS = 'SUCCESS',
  FINISH = 'FINISH',
  ERROR = 'ERROR',
}
registerEnumType(OperationState, {
  name: 'OperationState',
  description: 'Progress of a long operation',
  valuesConfig: {
    IN_PROGRESS: { description: 'It is running; message tells the step' },
    SUCCESS: { description: 'It succeeded; message is the text to show' },
    FINISH: { description: 'Nothing more will be published for this operation' },
    ERROR: { description: 'It failed; message says why' },
  },
});

@ObjectType({ description: 'A progress report of a long operation, delivered only to the user who started it' })
export class OperationStatus {
  @Field(() => String, { description: 'The id the caller chose' })
  operationId!: string;

  @Field(() => OperationState, { description: 'Where the operation is' })
  status!: OperationState;

  @Field(() => String, { description: 'The text to show' })
  message!: string;
}
