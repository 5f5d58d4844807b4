import { useOperationStatusSubscription, type OperationStatusSubscription } from '../../gql/graphql';

type OperationStatusValue = OperationStatusSubscription['operationStatus'];

interface OperationStatusResult {
  /** The latest status published for the operation, until one arrives undefined. */
  status: OperationStatusValue | undefined;
  /** SUCCESS, FINISH or ERROR: nothing more will come. */
  done: boolean;
  error: Error | undefined;
}

const FINAL_STATES = new Set(['SUCCESS', 'FINISH', 'ERROR']);

/**
 * Follows a long operation (print, import, export ...) by its id over the `operationStatus`
 * subscription. Pass null to not subscribe.
 */
export function useOperationStatus(operationId: string | null): OperationStatusResult {
  const { data, error } = useOperationStatusSubscription({
    variables: { operationId: operationId ?? '' },
    skip: !operationId,
  });
  const status = data?.operationStatus;
  return { status, done: status ? FINAL_STATES.has(status.status) : false, error };
}
