import { randomUUID } from 'node:crypto';
import type { Actor } from '../context.js';
import { OPERATION_STATUS, type AppPubSub, type OperationStatusEvent } from '../pubsub.js';

export type OperationState = OperationStatusEvent['status'];

/** Long operations (print, import, export, ERP sync, file generation) get an id at once and
 *  report IN_PROGRESS ... SUCCESS | ERROR, then FINISH, to the user who started them. */
export class OperationService {
  constructor(private readonly pubSub: AppPubSub) {}

  newOperationId(): string {
    return randomUUID();
  }

  report(actor: Pick<Actor, 'userId'>, operationId: string, status: OperationState, message: string): void {
    this.pubSub.publish(OPERATION_STATUS, { operationId, userId: actor.userId, status, message });
  }
}
