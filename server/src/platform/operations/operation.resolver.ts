import { Arg, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import { Allow } from '../graphql/allow.js';
import type { GraphqlContext } from '../graphql/context.js';
import { OPERATION_STATUS, type OperationStatusEvent } from '../pubsub.js';
import { OperationStatus, OperationState } from './operation.types.js';

@Resolver()
export class OperationResolver {
  @Allow('operationStatus')
  @Subscription(() => OperationStatus, {
    description: 'The progress of a long operation you started (a stock change, a print, an import, an export): IN_PROGRESS, then SUCCESS or ERROR, then FINISH. Subscribe before starting it.',
    topics: OPERATION_STATUS.name,
    // Only the user who started the operation hears about it.
    filter: ({ payload, args, context }: { payload: OperationStatusEvent; args: { operationId: string }; context: GraphqlContext }) =>
      payload.operationId === args.operationId && payload.userId === context.actor?.userId,
  })
  operationStatus(
    @Root() event: OperationStatusEvent,
    @Arg('operationId', () => String, { description: 'The id you passed to the operation (a UUID)' }) _operationId: string,
    @Ctx() _ctx: GraphqlContext,
  ): OperationStatus {
    return { operationId: event.operationId, status: event.status as OperationState, message: event.message };
  }
}
