import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useManufacturingCloseBatchMutation } from '../../../../gql/graphql';
import { readServerError } from '../../../../shared/server-errors';
import type { NoticeKind } from '../components/notices';
import { newIdempotencyKey } from '../../../../shared/idempotency-key';

/**
 * "Zamknij partię" on the chosen records: all or nothing on the server; the same selection closed
 * twice (a double click) is one batch (one Idempotency-Key per selection until it succeeds).
 * Resolves true when the batch was closed.
 */
export function useCloseBatch(push: (kind: NoticeKind, text: string) => void) {
  const { t } = useTranslation();
  const g = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.grid.${key}` as never, values as never) as unknown as string;
  const [closeBatch, closing] = useManufacturingCloseBatchMutation();
  const batchKey = useRef<{ ids: string; key: string } | null>(null);
  const close = async (selected: Iterable<number>): Promise<boolean> => {
    const ids = [...selected].sort((a, b) => a - b);
    if (!ids.length) return false;
    const idsKey = ids.join(',');
    if (batchKey.current?.ids !== idsKey) batchKey.current = { ids: idsKey, key: newIdempotencyKey() };
    try {
      const { data } = await closeBatch({ variables: { ids, idempotencyKey: batchKey.current.key } });
      const batch = data?.manufacturingCloseBatch;
      push('success', g('batchClosed', { number: batch?.number ?? '', count: batch?.recordCount ?? ids.length }));
      batchKey.current = null;
      return true;
    } catch (error) {
      push('error', g('batchConflict', { message: readServerError(error).message ?? '' }));
      return false;
    }
  };
  return { close, closing: closing.loading };
}
