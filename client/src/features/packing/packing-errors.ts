import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';

/** The order's glass is missing or not made: the packer may ship it anyway, explicitly. */
export const isGlassNotReady = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && (error.errors[0]?.extensions as { reason?: string } | undefined)?.reason === 'GLASS_NOT_READY';

/** A failed packing mutation -> the text for the message dialog. Known conflicts get their own
 *  translated sentence; anything else shows the server's message. */
export function packingErrorMessage(error: unknown, t: TFunction, number: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const ext = (error.errors[0]?.extensions ?? {}) as { code?: string; reason?: string; lockedBy?: { name?: string | null } };
    if (ext.reason === 'LOCKED_BY_OTHER') return t('packing.messages.locked', { number, name: ext.lockedBy?.name ?? '?' });
    if (ext.reason === 'NOT_IN_QUEUE' || ext.code === 'NOT_FOUND') return t('packing.messages.notInQueue', { number });
    if (ext.reason === 'NOT_LOCKED') return t('packing.messages.lockFirst');
    if (ext.reason === 'GLASS_NOT_READY') {
      const holds = ((ext as { holds?: Array<{ code: string }> }).holds ?? []).map((h) => (h.code === 'MISSING_GLASS' ? t('packing.messages.holdMissingGlass') : t('packing.messages.holdGlassNotMade')));
      return t('packing.messages.glassNotReady', { number, holds: holds.join('; ') });
    }
    return error.errors[0]?.message ?? t('auth.errors.generic');
  }
  return error instanceof Error ? error.message : t('auth.errors.generic');
}
