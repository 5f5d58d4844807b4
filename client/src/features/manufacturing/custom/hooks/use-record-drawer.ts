import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../../shared/api/api-fetch';
import {
  useManufacturingFileStatusQuery,
  useManufacturingLabelDeleteMutation,
  useManufacturingLabelUpdateMutation,
  useManufacturingPrintMutation,
  useManufacturingRecordDeleteMutation,
  useManufacturingRecordQuery,
  useManufacturingReportMissingMutation,
} from '../../../../gql/graphql';
import { readServerError } from '../../../../shared/server-errors';
import type { PushNotice } from '../components/notices';
import { recallStationPrinter } from '../station-printer';
import { newIdempotencyKey } from '../../../../shared/idempotency-key';
import { useManufacturingLive } from './use-manufacturing-live';
import { usePrintFollowUp } from './use-print-follow-up';

export interface MissingReport {
  reason: string;
  pane: string;
  note: string;
  employee: string;
}

type ActionAnswer = { message?: string | null; operationId?: string | null } | undefined;

/**
 * The record drawer's data: the record (live: anyone's change to it refetches), its production
 * sheet's state and download, and its actions (print, reprint and void with a reason, report
 * missing glass, delete), each answered by a notice. The drawer only presents.
 */
export function useRecordDrawer(recordId: number | null, push: PushNotice) {
  const { t } = useTranslation();
  const d = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.drawer.${key}` as never, values as never) as unknown as string;
  const followPrint = usePrintFollowUp(push);
  const query = useManufacturingRecordQuery({ variables: { id: recordId ?? 0 }, skip: recordId === null, fetchPolicy: 'cache-and-network' });
  const record = query.data?.manufacturingRecord ?? null;
  const { refetch } = query;
  useManufacturingLive(
    (e) => {
      if (recordId !== null && e.recordIds.includes(recordId)) void refetch();
    },
    { skip: recordId === null },
  );
  const sheet = useManufacturingFileStatusQuery({ variables: { id: recordId ?? 0 }, skip: recordId === null || !record });

  const [print, printing] = useManufacturingPrintMutation();
  const [reprint, reprinting] = useManufacturingLabelUpdateMutation();
  const [voidLabels, voiding] = useManufacturingLabelDeleteMutation();
  const [remove, removing] = useManufacturingRecordDeleteMutation();
  const [report, reporting] = useManufacturingReportMissingMutation();

  /** Runs an action; true when it succeeded (the notice says what happened either way). */
  const run = async (action: () => Promise<ActionAnswer>, fallback: string): Promise<boolean> => {
    try {
      const r = await action();
      push('success', r?.message ?? fallback);
      if (r?.operationId && recordId !== null) followPrint(r.operationId, recordId);
      void refetch();
      void sheet.refetch();
      return true;
    } catch (error) {
      push('error', readServerError(error).message ?? t('manufacturing.custom.station.failed'));
      return false;
    }
  };

  const sheetStatus = sheet.data?.manufacturingFileStatus ?? null;
  const downloadSheet = async () => {
    const url = sheetStatus?.url;
    if (!url) return;
    const response = await apiFetch(url);
    const href = URL.createObjectURL(await response.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = `karta-${recordId}.pdf`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };

  const id = record?.id ?? 0;
  return {
    record,
    loading: query.loading,
    notFound: !record && !query.loading && !!query.error && readServerError(query.error).code === 'NOT_FOUND',
    failed: !record && !query.loading && !!query.error,
    sheetStatus,
    downloadSheet,
    refetch: () => void refetch(),
    busy: { printing: printing.loading, reprinting: reprinting.loading, voiding: voiding.loading, removing: removing.loading, reporting: reporting.loading },
    print: () => run(async () => (await print({ variables: { id, printer: recallStationPrinter(), idempotencyKey: newIdempotencyKey() } })).data?.manufacturingPrint, d('print')),
    reprint: (ids: number[], reason: string) =>
      run(async () => (await reprint({ variables: { ids, reason, printer: recallStationPrinter(), idempotencyKey: newIdempotencyKey() } })).data?.manufacturingLabelUpdate, d('reprint')),
    voidLabels: (ids: number[], reason: string) => run(async () => (await voidLabels({ variables: { ids, reason } })).data?.manufacturingLabelDelete, d('voidLabels')),
    reportMissing: (m: MissingReport) =>
      run(
        async () =>
          (
            await report({
              variables: { id, reason: m.reason, numer_pracownika: Number(m.employee), paneIndex: m.pane ? Number(m.pane) : null, note: m.note || null, idempotencyKey: newIdempotencyKey() },
            })
          ).data?.manufacturingReportMissing,
        d('missingReported'),
      ),
    remove: (employee: number) =>
      run(async () => {
        await remove({ variables: { employee, id } });
        return { message: d('deleted', { id }) };
      }, d('deleted', { id })),
  };
}

export type RecordDrawerData = ReturnType<typeof useRecordDrawer>;
