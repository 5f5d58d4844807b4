import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../app/message/message-store';
import { usePrintJobGetQuery } from '../../../gql/graphql';
import { useOperationStatus } from '../../../shared/operation-status/use-operation-status';

export type PrintPhase = 'idle' | 'sending' | 'waiting' | 'done' | 'failed';

const newOperationId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `op-${Date.now()}-${Math.random().toString(16).slice(2)}`;

/**
 * Runs one print request and follows it live: the operationStatus subscription (opened before
 * the request is sent) and, as a safety net, the job's state polled until it is final. Shows
 * 'Drukowanie zakończyło się sukcesem' when the printer accepted the job, or the reason.
 */
export function usePrintRequest() {
  const { t } = useTranslation();
  const [operationId, setOperationId] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [phase, setPhase] = useState<PrintPhase>('idle');
  const reported = useRef(false);
  const op = useOperationStatus(phase === 'waiting' || phase === 'sending' ? operationId : null);
  const job = usePrintJobGetQuery({ variables: { id: jobId ?? 0 }, skip: jobId === null || phase !== 'waiting', pollInterval: 1500, fetchPolicy: 'network-only' });

  const finish = (ok: boolean, reason?: string | null) => {
    if (reported.current) return;
    reported.current = true;
    setPhase(ok ? 'done' : 'failed');
    showMessage(ok ? { message: t('labelPrinting.print.success') } : { message: t('labelPrinting.print.failed', { reason: reason ?? '' }), isError: true });
  };

  useEffect(() => {
    const s = op.status?.status;
    if (s === 'SUCCESS') finish(true);
    else if (s === 'ERROR') finish(false, op.status?.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [op.status]);

  useEffect(() => {
    const j = job.data?.printJob;
    if (!j) return;
    if (j.status === 'DONE') finish(true);
    else if (j.status === 'FAILED' || j.status === 'NEEDS_ATTENTION' || j.status === 'CANCELLED') finish(false, j.error ?? t(`labelPrinting.status.${j.status}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.data]);

  /** `send` gets the operation id to pass to the server and answers the queued job's id. */
  const run = async (send: (operationId: string) => Promise<number | null>) => {
    reported.current = false;
    const id = newOperationId();
    setOperationId(id);
    setJobId(null);
    setPhase('sending');
    // Let the subscription reach the server before the job can finish.
    await new Promise((r) => setTimeout(r, 150));
    try {
      const queued = await send(id);
      if (queued === null) {
        setPhase('idle');
        return;
      }
      setJobId(queued);
      setPhase((p) => (p === 'sending' ? 'waiting' : p));
    } catch (err) {
      finish(false, err instanceof Error ? err.message : String(err));
    }
  };

  const reset = () => {
    setPhase('idle');
    setOperationId(null);
    setJobId(null);
  };

  return { run, reset, phase, jobId, jobStatus: job.data?.printJob.status ?? null, busy: phase === 'sending' || phase === 'waiting' };
}
