import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../app/message/message-store';
import {
  useDocumentDeleteMutation,
  useDocumentLockMutation,
  useDocumentMissingPartsMutation,
  useDocumentShipMutation,
  type PackingDocumentFragment,
} from '../../../gql/graphql';
import { packingErrorMessage } from '../packing-errors';

/** Lock, unlock, ship, missing parts and delete, each answered in the message dialog. Every
 *  call resolves to whether it succeeded. */
export function useDocumentActions() {
  const { t } = useTranslation();
  const [lockMutation, lockState] = useDocumentLockMutation();
  const [shipMutation, shipState] = useDocumentShipMutation();
  const [partsMutation, partsState] = useDocumentMissingPartsMutation();
  const [deleteMutation, deleteState] = useDocumentDeleteMutation();

  const run = async (doc: Pick<PackingDocumentFragment, 'number'>, action: () => Promise<unknown>, success?: string): Promise<boolean> => {
    try {
      await action();
      if (success) showMessage({ message: success });
      return true;
    } catch (error) {
      showMessage({ message: packingErrorMessage(error, t, doc.number), isError: true });
      return false;
    }
  };

  return {
    busy: lockState.loading || shipState.loading || partsState.loading || deleteState.loading,
    setLock: (doc: PackingDocumentFragment, is_locked: boolean) => run(doc, () => lockMutation({ variables: { id: doc.id, is_locked } })),
    ship: (doc: PackingDocumentFragment) => run(doc, () => shipMutation({ variables: { id: doc.id } }), t('packing.messages.shipped', { number: doc.number })),
    missingParts: (doc: PackingDocumentFragment, missingParts: string[], note: string) =>
      run(
        doc,
        () => partsMutation({ variables: { id: doc.id, input: { missingParts, note: note || undefined } } }),
        t('packing.messages.missingParts', { number: doc.number }),
      ),
    remove: (doc: PackingDocumentFragment) => run(doc, () => deleteMutation({ variables: { id: doc.id } }), t('packing.messages.deleted', { number: doc.number })),
  };
}
