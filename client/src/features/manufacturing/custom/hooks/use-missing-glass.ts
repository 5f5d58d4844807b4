import { useTranslation } from 'react-i18next';
import { useManufacturingCloseMissingMutation, useManufacturingMissingGlassQuery, useManufacturingPrintMissingMutation, type MissingGlassFieldsFragment } from '../../../../gql/graphql';
import { readServerError } from '../../../../shared/server-errors';
import type { PushNotice } from '../components/notices';
import { recallStationPrinter } from '../station-printer';
import { newIdempotencyKey } from '../../../../shared/idempotency-key';
import { useManufacturingLive } from './use-manufacturing-live';
import { usePrintFollowUp } from './use-print-follow-up';
import { useRefetchOnLiveConnect } from '../../../../shared/live/live-connection';
import { useLiveRefetch } from '../../../../shared/live/use-live-refetch';

/**
 * "Braki szkła": the open entries (live, and polled each minute for their age), the remake slip
 * printed on the station's printer, an entry closed in a worker's name; each answered by a notice.
 */
export function useMissingGlass(push: PushNotice) {
  const { t } = useTranslation();
  const m = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.missing.${key}` as never, values as never) as unknown as string;
  const followPrint = usePrintFollowUp(push);
  const list = useManufacturingMissingGlassQuery({ variables: { status: 'OPEN', limit: 96 }, fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const refetchLive = useLiveRefetch(list);
  useManufacturingLive(refetchLive);
  useRefetchOnLiveConnect(refetchLive);
  const [closeMissing, closing] = useManufacturingCloseMissingMutation();
  const [printMissing, printing] = useManufacturingPrintMissingMutation();

  const print = async (entry: MissingGlassFieldsFragment) => {
    try {
      const r = (await printMissing({ variables: { id: entry.id, printer: recallStationPrinter(), idempotencyKey: newIdempotencyKey() } })).data?.manufacturingPrintMissing;
      push('success', r?.message ?? m('slipPrinted'));
      if (r?.operationId) followPrint(r.operationId);
    } catch (error) {
      push('error', readServerError(error).message ?? t('manufacturing.custom.station.failed'));
    }
  };

  /** True when the entry was closed. */
  const close = async (entry: MissingGlassFieldsFragment, employee: number): Promise<boolean> => {
    try {
      const r = (await closeMissing({ variables: { id: entry.id, numer_pracownika: employee, idempotencyKey: newIdempotencyKey() } })).data?.manufacturingCloseMissing;
      push('success', m('closed', { order: entry.orderNumber }));
      if (r?.documentReturned) push('info', m('documentReturned', { order: entry.orderNumber }));
      refetchLive();
      return true;
    } catch (error) {
      push('error', readServerError(error).message ?? t('manufacturing.custom.station.failed'));
      return false;
    }
  };

  return { items: (list.data ?? list.previousData)?.manufacturingMissingGlass.items ?? null, print, close, printing: printing.loading, closing: closing.loading };
}
