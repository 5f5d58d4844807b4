import type { TFunction } from 'i18next';
import { formatDate } from '../../shared/format-date';
import { formatTime } from '../../shared/format-time';
import type { PackingDocumentFragment } from '../../gql/graphql';
import { can } from '../../../../domain/authorization/index';

/** Whether the role may take over another packer's fresh lock (the server's `documentTakeOver`
 *  rule); this only decides which button the screen offers. */
export const mayTakeOver = (role: number): boolean => can('documentTakeOver', role);

type Held = Pick<PackingDocumentFragment, 'is_locked' | 'lockedById' | 'lockedByName' | 'lockedAt' | 'lockExpired'>;

/** An expired lock anyone of the screen may take over (`lockExpired`).
 *  Whether this person is offered "Przejmij blokadę" on a document another packer holds. */
export const canTakeOver = (doc: Held, myId: number | null, role: number): boolean =>
  doc.is_locked && doc.lockedById !== myId && (doc.lockExpired || mayTakeOver(role));

/** "Jan Kowalski, od 26/11/2026 09:15" (D/M/YYYY, Europe/Warsaw). */
function holderSince(doc: Pick<Held, 'lockedByName' | 'lockedAt'>, t: TFunction): string {
  const name = doc.lockedByName ?? '?';
  if (!doc.lockedAt) return name;
  const time = formatTime(doc.lockedAt);
  return t('packing.heldSince', { name, date: formatDate(doc.lockedAt), time });
}

/** What the refusal says: who holds it and since when, and the way forward this person has. */
export function lockedByHint(doc: Held, myId: number | null, role: number, t: TFunction): string {
  if (doc.lockExpired) return t('packing.hints.lockedByExpired', { name: holderSince(doc, t) });
  return canTakeOver(doc, myId, role) ? t('packing.hints.lockedByTakeOver', { holder: holderSince(doc, t) }) : t('packing.hints.lockedByAsk', { holder: holderSince(doc, t) });
}
