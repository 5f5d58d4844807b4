import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManufacturingRecordQuery } from '../../../../gql/graphql';
import { useOperationStatus } from '../../../../shared/operation-status/use-operation-status';
import type { PushNotice } from '../components/notices';

/** How long the record's labels are watched for a print that says nothing (then the drawer shows their state). */
const FOLLOW_MS = 120_000;
const POLL_MS = 1500;

interface Followed {
  operationId: string | null;
  recordId: number | null;
  since: number;
}

/**
 * Follows the latest print and says how it ended as a notice ('Drukowanie zakończyło się sukcesem'
 * or the reason): over `operationStatus`, and, because the server names the operation only in its
 * answer (a fast printer can finish before the subscription is open), by the record's labels
 * polled until every active one is printed or one failed.
 */
export function usePrintFollowUp(push: PushNotice): (operationId: string | null, recordId?: number | null) => void {
  const { t } = useTranslation();
  const [followed, setFollowed] = useState<Followed | null>(null);
  const reported = useRef(false);
  const { status, done } = useOperationStatus(followed?.operationId ?? null);
  const watching = !!followed?.recordId && !reported.current && Date.now() - followed.since < FOLLOW_MS;
  const record = useManufacturingRecordQuery({ variables: { id: followed?.recordId ?? 0 }, skip: !watching, pollInterval: POLL_MS, fetchPolicy: 'network-only' });

  const finish = (ok: boolean, message?: string | null) => {
    if (reported.current) return;
    reported.current = true;
    record.stopPolling();
    push(ok ? 'success' : 'error', ok ? t('manufacturing.custom.station.printed') : t('manufacturing.custom.station.printFailed', { reason: message ?? '' }));
  };

  useEffect(() => {
    if (status && done) finish(status.status !== 'ERROR', status.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, done]);

  useEffect(() => {
    const labels = record.data?.manufacturingRecord.labels.filter((l) => l.status !== 'VOIDED') ?? [];
    if (!labels.length) return;
    const failed = labels.find((l) => l.status === 'FAILED');
    if (failed) finish(false, failed.code);
    else if (labels.every((l) => l.status === 'PRINTED')) finish(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data]);

  return (operationId, recordId = null) => {
    reported.current = false;
    setFollowed({ operationId, recordId, since: Date.now() });
  };
}
