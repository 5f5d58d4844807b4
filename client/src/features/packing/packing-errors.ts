import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';

/** A failed packing mutation -> the text for the message dialog. Known conflicts get their own
 *  translated sentence; anything else shows the server's message. */
export function packingErrorMessage(error: unknown, t: TFunction, number: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const ext = (error.errors[0]?.extensions ?? {}) as { code?: string; reason?: string; lockedBy?: { name?: string | null } };
    if (ext.reason === 'LOCKED_BY_OTHER') return t('packing.messages.locked', { number, name: ext.lockedBy?.name ?? '?' });
    if (ext.reason === 'NOT_IN_QUEUE' || ext.code === 'NOT_FOUND') return t('packing.messages.notInQueue', { number });
    if (ext.reason === 'NOT_LOCKED') return t('packing.messages.lockFirst');
    return error.errors[0]?.message ?? t('auth.errors.generic');
  }
  return error instanceof Error ? error.message : t('auth.errors.generic');
}
