import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useManufacturingBatchesQuery, useManufacturingBatchReopenMutation, useManufacturingRecordsQuery, type ManufacturingBatchFieldsFragment } from '../../../../gql/graphql';
import { readServerError } from '../../../../shared/server-errors';
import type { PushNotice } from '../components/notices';
import { useManufacturingLive } from './use-manufacturing-live';
import { useRefetchOnLiveConnect } from '../../../../shared/live/live-connection';
import { useLiveRefetch } from '../../../../shared/live/use-live-refetch';
import { BATCH_PAGE_PARAM } from './record-list-query';

/** The batches' page is in the URL (`batchPage`) beside the completed records' list state, which keeps it. */

/** The batches, newest first, paged by 24, live; an admin's reopen with its notice. */
export function useBatches(push: PushNotice) {
  const { t } = useTranslation();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const asked = Number(new URLSearchParams(search).get(BATCH_PAGE_PARAM));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = (next: number) => {
    const q = new URLSearchParams(search);
    if (next > 1) q.set(BATCH_PAGE_PARAM, String(next));
    else q.delete(BATCH_PAGE_PARAM);
    const qs = q.toString();
    navigate(qs ? `${location}?${qs}` : location);
  };
  const batches = useManufacturingBatchesQuery({ variables: { page, limit: 24 }, fetchPolicy: 'cache-and-network' });
  const [reopenBatch, reopening] = useManufacturingBatchReopenMutation();
  const refetchLive = useLiveRefetch(batches);
  useManufacturingLive(refetchLive);
  useRefetchOnLiveConnect(refetchLive);
  const reopen = async (batch: ManufacturingBatchFieldsFragment) => {
    try {
      await reopenBatch({ variables: { id: batch.id } });
      push('success', t('manufacturing.custom.completed.reopened', { number: batch.number }));
    } catch (error) {
      push('error', readServerError(error).message ?? t('manufacturing.custom.station.failed'));
    }
  };
  return { list: (batches.data ?? batches.previousData)?.manufacturingBatches ?? null, page, setPage, reopen, reopening: reopening.loading };
}

/** A batch's manifest: its records (the completed list filtered by the batch number). */
export function useBatchManifest(batchNumber: string) {
  const list = useManufacturingRecordsQuery({ variables: { complete: true, batch: batchNumber, limit: 96 }, fetchPolicy: 'cache-and-network' });
  return list.data?.manufacturingRecords.items ?? null;
}
