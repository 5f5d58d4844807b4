import { useTranslation } from 'react-i18next';
import {
  useChangeCreateMutation,
  useChangeDeleteMutation,
  useChangeRetryMutation,
  useStockItemSetAvailabilityMutation,
  type InventoryStockItemFragment,
} from '../../../gql/graphql';
import { notify } from '../../../shared/ui/notices';
import { changeErrorMessage } from '../inventory-errors';

/** Location and stock changes, retries, dismissals and the availability flag. Each answers with a
 *  non-blocking notice (never a modal: the next scan or click is not held up) and says whether it
 *  worked. */
export function useStockChanges(onChanged: () => void) {
  const { t } = useTranslation();
  const [create, createState] = useChangeCreateMutation();
  const [retry, retryState] = useChangeRetryMutation();
  const [remove, removeState] = useChangeDeleteMutation();
  const [setAvailability] = useStockItemSetAvailabilityMutation();

  const run = async (fn: () => Promise<{ message?: string; status?: string } | undefined>, success?: string): Promise<boolean> => {
    try {
      const result = await fn();
      const pending = result?.status === 'PENDING';
      const text = pending ? t('inventories.messages.waiting') : (success ?? result?.message ?? '');
      if (text) notify({ message: text, status: pending ? 'info' : 'success' });
      onChanged();
      return true;
    } catch (error) {
      notify({ message: changeErrorMessage(error, t), status: 'error' });
      onChanged();
      return false;
    }
  };

  return {
    busy: createState.loading || retryState.loading || removeState.loading,
    changeLocation: (item: InventoryStockItemFragment, nowa_lokalizacja: string) =>
      run(
        async () => (await create({ variables: { input: { type: 'location', reference: item.index, data: { stara_lokalizacja: item.location, nowa_lokalizacja } } } })).data?.changeCreate,
        t('inventories.messages.locationChanged'),
      ),
    /** `powod_zmiany` carries the chosen reason (and note): the REST and GraphQL field is unchanged. */
    changeStock: (item: InventoryStockItemFragment, nowy_stan: number, powod_zmiany: string) =>
      run(
        async () => (await create({ variables: { input: { type: 'stock', reference: item.index, data: { stary_stan: item.quantity, nowy_stan, powod_zmiany } } } })).data?.changeCreate,
        t('inventories.messages.stockChanged'),
      ),
    retry: (id: number, type: string) =>
      run(async () => (await retry({ variables: { id } })).data?.changeRetry, type === 'stock' ? t('inventories.messages.stockChanged') : t('inventories.messages.locationChanged')),
    dismiss: (id: number) => run(async () => ((await remove({ variables: { id } })), undefined), t('inventories.messages.changeDeleted')),
    toggleAvailability: (item: InventoryStockItemFragment) =>
      run(
        async () => ((await setAvailability({ variables: { input: { ids: [item.id], availabilityCheck: !item.availabilityCheck } } })), undefined),
        item.availabilityCheck ? t('inventories.messages.availabilityOff') : t('inventories.messages.availabilityOn'),
      ),
  };
}
