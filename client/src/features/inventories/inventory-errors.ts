import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';

/** A failed change mutation -> the text for the message dialog. */
export function changeErrorMessage(error: unknown, t: TFunction): string {
  if (CombinedGraphQLErrors.is(error)) {
    const ext = (error.errors[0]?.extensions ?? {}) as { reason?: string; current?: { stan: number; lokalizacja: string } };
    if (ext.reason === 'STALE' && ext.current) return t('inventories.messages.stale', { stan: ext.current.stan, lokalizacja: ext.current.lokalizacja });
    if (ext.reason === 'PENDING_CHANGE') return t('inventories.messages.pendingChange');
    return error.errors[0]?.message ?? t('errors.unexpected');
  }
  return error instanceof Error ? error.message : t('errors.unexpected');
}
