import { useEffect, useRef, useState } from 'react';
import { useOperationStatus } from '../../../../shared/operation-status/use-operation-status';
import type { PushNotice } from '../station/notices';

/** Follows the latest print over `operationStatus` and says how it ended ('Drukowanie zakończyło się sukcesem' or the error) as a notice. */
export function usePrintFollowUp(push: PushNotice): (operationId: string) => void {
  const [operationId, setOperationId] = useState<string | null>(null);
  const { status, done } = useOperationStatus(operationId);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!status || !done || reported.current === status.operationId) return;
    reported.current = status.operationId;
    push(status.status === 'ERROR' ? 'error' : 'success', status.message);
  }, [status, done, push]);
  return setOperationId;
}
