import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDocumentDeleteMutation,
  useDocumentLockMutation,
  useDocumentMissingPartsMutation,
  useDocumentShipMutation,
  useDocumentTakeOverMutation,
  type PackingDocumentFragment,
} from '../../../gql/graphql';
import { dismissNotice, notify } from '../../../shared/ui/notices';
import { isGlassNotReady, packingErrorMessage } from '../packing-errors';

/** How long "Przekaż do wysyłki" can be undone before it is sent. */
const SHIP_UNDO_MS = 5000;
/** Long enough to read why the order is held and decide to ship it anyway. */
const GLASS_NOTICE_MS = 20_000;

type Doc = Pick<PackingDocumentFragment, 'id' | 'number'>;
type HeldDoc = Doc & Pick<PackingDocumentFragment, 'lockedById' | 'lockedByName'>;

/**
 * Lock, unlock, ship, missing parts and delete. Every result is a non-blocking notice with a tone
 * (a scanner screen: the packer hears it, and the next scan is never swallowed by a modal), and
 * every call resolves to whether it succeeded. Shipping waits SHIP_UNDO_MS with "Cofnij" on its
 * notice; leaving the screen sends it at once.
 */
export function useDocumentActions(afterEach: () => void = () => {}) {
  const { t } = useTranslation();
  const [lockMutation, lockState] = useDocumentLockMutation();
  const [takeOverMutation, takeOverState] = useDocumentTakeOverMutation();
  const [shipMutation, shipState] = useDocumentShipMutation();
  const [partsMutation, partsState] = useDocumentMissingPartsMutation();
  const [deleteMutation, deleteState] = useDocumentDeleteMutation();
  const [shipping, setShipping] = useState<Doc | null>(null);
  const pending = useRef<{ doc: Doc; timer: ReturnType<typeof setTimeout>; notice: string } | null>(null);

  const run = async (doc: Pick<Doc, 'number'>, action: () => Promise<unknown>, success?: string, quiet = false): Promise<boolean> => {
    try {
      await action();
      if (success) notify({ message: success, status: 'success', sound: !quiet });
      return true;
    } catch (error) {
      notify({ message: packingErrorMessage(error, t, doc.number), status: 'error', sound: true });
      return false;
    } finally {
      afterEach();
    }
  };

  /** Refused because the order's glass is not ready: the reason, and "ship anyway" on the notice
   *  (an explicit second step; the server's history records the override). */
  const shipNow = async (doc: Doc, override = false): Promise<boolean> => {
    try {
      await shipMutation({ variables: { id: doc.id, ...(override ? { override: true } : {}) } });
      notify({ message: t('packing.messages.shipped', { number: doc.number }), status: 'success', sound: true });
      return true;
    } catch (error) {
      const glass = !override && isGlassNotReady(error);
      notify({
        message: packingErrorMessage(error, t, doc.number),
        status: 'error',
        sound: true,
        ...(glass ? { durationMs: GLASS_NOTICE_MS, action: { label: t('packing.actions.shipAnyway'), onClick: () => void shipNow(doc, true) } } : {}),
      });
      return false;
    } finally {
      afterEach();
    }
  };

  const sendPending = () => {
    const p = pending.current;
    if (!p) return null;
    clearTimeout(p.timer);
    pending.current = null;
    setShipping(null);
    dismissNotice(p.notice);
    return p.doc;
  };

  // Leaving the screen confirms a ship that is still waiting for its undo time.
  useEffect(
    () => () => {
      const doc = sendPending();
      if (doc) void shipMutation({ variables: { id: doc.id } });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return {
    busy: lockState.loading || takeOverState.loading || shipState.loading || partsState.loading || deleteState.loading,
    /** The document waiting to be shipped (undo still possible), if any. */
    shipping,
    setLock: (doc: Doc, is_locked: boolean, quiet = false) =>
      run(
        doc,
        () => lockMutation({ variables: { id: doc.id, is_locked } }),
        is_locked ? t('packing.messages.lockedNow', { number: doc.number }) : t('packing.messages.released', { number: doc.number }),
        quiet,
      ),
    /** Takes over the lock of the packer the screen shows: refused, naming the new
     *  holder, when someone else took it first. */
    takeOver: (doc: HeldDoc) =>
      doc.lockedById == null
        ? Promise.resolve(false)
        : run(doc, () => takeOverMutation({ variables: { id: doc.id, lockedById: doc.lockedById! } }), t('packing.messages.takenOver', { number: doc.number, name: doc.lockedByName ?? '?' })),
    /** Passes to shipping after SHIP_UNDO_MS unless "Cofnij" is pressed; a second ship sends the first at once. */
    ship: (doc: Doc) => {
      const earlier = sendPending();
      if (earlier) void shipNow(earlier);
      const seconds = Math.round(SHIP_UNDO_MS / 1000);
      const notice = notify({
        message: t('packing.messages.shipping', { number: doc.number, seconds }),
        status: 'info',
        durationMs: SHIP_UNDO_MS,
        action: {
          label: t('packing.actions.undo'),
          onClick: () => {
            if (pending.current?.doc.id !== doc.id) return;
            sendPending();
            notify({ message: t('packing.messages.shipUndone', { number: doc.number }), status: 'info', sound: true });
            afterEach();
          },
        },
      });
      const timer = setTimeout(() => {
        if (pending.current?.doc.id !== doc.id) return;
        sendPending();
        void shipNow(doc);
      }, SHIP_UNDO_MS);
      pending.current = { doc, timer, notice };
      setShipping(doc);
      afterEach();
    },
    missingParts: (doc: Doc, missingParts: string[], note: string) =>
      run(
        doc,
        () => partsMutation({ variables: { id: doc.id, input: { missingParts, note: note || undefined } } }),
        t('packing.messages.missingParts', { number: doc.number }),
      ),
    remove: (doc: Doc) => run(doc, () => deleteMutation({ variables: { id: doc.id } }), t('packing.messages.deleted', { number: doc.number })),
  };
}
