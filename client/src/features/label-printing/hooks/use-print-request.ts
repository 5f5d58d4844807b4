import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintJobGetQuery } from '../../../gql/graphql';
import { useOperationStatus } from '../../../shared/operation-status/use-operation-status';
import { printErrorKey } from '../print-errors';

type PrintPhase = 'idle' | 'sending' | 'waiting' | 'done' | 'failed';

const newOperationId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `op-${Date.now()}-${Math.random().toString(16).slice(2)}`;

/**
 * Runs one print request and follows it live: the operationStatus subscription (opened before
 * the request is sent) and, as a safety net, the job's state polled until it is final. The dialog
 * says the end ('Drukowanie zakończyło się sukcesem' or the reason) as a notice, never a modal.
 */
export function usePrintRequest() {
  const { t } = useTranslation();
  const [operationId, setOperationId] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [phase, setPhase] = useState<PrintPhase>('idle');
  /** The reason the printer could not be reached while the queue retries (null: no trouble). */
  const [retrying, setRetrying] = useState<string | null>(null);
  const reported = useRef(false);
  const op = useOperationStatus(phase === 'waiting' || phase === 'sending' ? operationId : null);
  const job = usePrintJobGetQuery({ variables: { id: jobId ?? 0 }, skip: jobId === null || (phase !== 'waiting' && phase !== 'done'), pollInterval: phase === 'waiting' ? 1000 : 0, fetchPolicy: 'network-only' });

  const [failure, setFailure] = useState<string | null>(null);
  const finish = (ok: boolean, reason?: string | null) => {
    if (reported.current) return;
    reported.current = true;
    setPhase(ok ? 'done' : 'failed');
    if (!ok) setFailure(reason ?? null);
  };
  const describe = (reason: string | null | undefined) => {
    const { key, detail } = printErrorKey(reason);
    return t(`labelPrinting.printErrors.${key}` as 'labelPrinting.printErrors.other', { detail });
  };

  useEffect(() => {
    const s = op.status?.status;
    // Said on the first failed attempt: show it now, the queue keeps retrying.
    if (s === 'IN_PROGRESS' && op.status?.message.startsWith('Drukarka nieosiągalna')) setRetrying(op.status.message);
    if (s === 'SUCCESS') finish(true);
    else if (s === 'ERROR') finish(false, op.status?.message);
  }, [op.status]);

  useEffect(() => {
    const j = job.data?.printJob;
    if (!j) return;
    if (j.status === 'QUEUED' && j.error) setRetrying(j.error);
    if (j.status === 'DONE') finish(true);
    else if (j.status === 'FAILED' || j.status === 'NEEDS_ATTENTION' || j.status === 'CANCELLED') finish(false, j.error ?? t(`labelPrinting.status.${j.status}`));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.data]);

  // Read the finished job once more: a file printer's job then says where the file went.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (phase !== 'done') return setSettled(false);
    if (jobId === null) return setSettled(true);
    void job.refetch().finally(() => setSettled(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, jobId]);

  /** `send` gets the operation id to pass to the server and answers the queued job's id. */
  const run = async (send: (operationId: string) => Promise<number | null>) => {
    reported.current = false;
    setRetrying(null);
    setFailure(null);
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
    setRetrying(null);
    setFailure(null);
  };

  const busy = phase === 'sending' || phase === 'waiting';
  return {
    run,
    reset,
    phase,
    jobId,
    jobStatus: job.data?.printJob.status ?? null,
    busy,
    /** While busy: the printer cannot be reached (in Polish); the queue retries by itself. */
    unreachable: busy && retrying ? describe(retrying) : null,
    /** After a failure: why, in Polish. */
    failure: phase === 'failed' ? describe(failure) : null,
    /** A file printer's job: where the file went. */
    output: phase === 'done' ? (job.data?.printJob.output ?? null) : null,
    /** Done and the finished job read once more (its output known). */
    settled: phase === 'done' && settled,
  };
}
