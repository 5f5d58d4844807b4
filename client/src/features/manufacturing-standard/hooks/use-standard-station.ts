import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { useStandardCreateMutation, useStandardEntriesQuery } from '../../../gql/graphql';
import { newIdempotencyKey } from '../../../shared/idempotency-key';
import { readServerError } from '../../../shared/server-errors';
import type { StandardProduct } from './use-product-search';

/** The station's form and lists (the container side of StandardTab): the product picked, the
 *  quantity, recording the entry (a fresh Idempotency-Key per click), the entry open and
 *  the worker's recent entries. */
export function useStandardStation(numer: number) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const [product, setProduct] = useState<StandardProduct | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [create, creating] = useStandardCreateMutation();
  const recent = useStandardEntriesQuery({ variables: { numer_pracownika: numer || null, page: 1, limit: 10 }, fetchPolicy: 'cache-and-network' });

  const record = async () => {
    if (!product) return;
    const n = Number(quantity);
    setQuantityError(null);
    try {
      const res = await create({ variables: { input: { manufacturingDataId: product.manufacturingDataId, quantity: n }, idempotencyKey: newIdempotencyKey() } });
      const id = res.data?.standardManufacturingCreate.id;
      if (id) {
        setEntryId(id);
        showMessage({ message: s('messages.created', { id }) });
      }
      await recent.refetch();
    } catch (error) {
      const err = readServerError(error);
      if (err.fields.quantity) setQuantityError(err.fields.quantity);
      else showMessage({ message: s('messages.failed', { message: err.message ?? String(error) }), isError: true });
    }
  };
  const startNew = () => {
    setEntryId(null);
    setProduct(null);
    setQuantity('1');
  };

  return {
    product,
    pick: setProduct,
    quantity,
    setQuantity,
    quantityError,
    creating: creating.loading,
    record,
    entryId,
    openEntry: setEntryId,
    startNew,
    recent: recent.data?.standardManufacturingEntries.items ?? [],
    recentLoading: recent.loading && !recent.data,
    refetchRecent: () => void recent.refetch(),
  };
}

export type StandardStationState = ReturnType<typeof useStandardStation>;
