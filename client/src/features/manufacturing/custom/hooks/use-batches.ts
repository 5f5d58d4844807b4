import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManufacturingBatchesQuery, useManufacturingBatchReopenMutation, useManufacturingRecordsQuery, type ManufacturingBatchFieldsFragment } from '../../../../gql/graphql';
import { readServerError } from '../../../../shared/server-errors';
import type { PushNotice } from '../components/notices';
import { useManufacturingLive } from './use-manufacturing-live';
import { useRefetchOnLiveConnect } from '../../../../shared/live/live-connection';

/** The batches, newest first, paged by 24, live; an admin's reopen with its notice. */
export function useBatches(push: PushNotice) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const batches = useManufacturingBatchesQuery({ variables: { page, limit: 24 }, fetchPolicy: 'cache-and-network' });
  const [reopenBatch, reopening] = useManufacturingBatchReopenMutation();
  const { refetch } = batches;
  useManufacturingLive(useCallback(() => void refetch(), [refetch]));
  useRefetchOnLiveConnect(refetch);
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
