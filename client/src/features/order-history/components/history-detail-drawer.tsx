import { Button, Drawer, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { actionWord, entityTypeWord, warsawDateTime, type Lang } from '../../../../../domain/history/index';
import type { HistoryEntryDetail } from '../hooks/use-history-entry-detail';
import { HistoryDiff } from './history-diff';

/** One entry: what, who, when, and its before/after as a readable diff (the page fetches it with
 *  `useHistoryEntryDetail`). */
export function HistoryDetailDrawer({ id, entry: e, loading, onClose }: { id: number; entry: HistoryEntryDetail | undefined; loading: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language?.startsWith('en') ? 'en' : 'pl';
  return (
    <Drawer.Root open onOpenChange={(x) => !x.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="history-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('orderHistory.detail.title', { id })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {loading || !e ? (
                <Spinner />
              ) : (
                <Stack gap="3">
                  <Text fontWeight="semibold">
                    {e.reference ? `${e.reference} · ` : ''}
                    {actionWord(e.action, lang)}
                  </Text>
                  <Text fontSize="sm">{t('orderHistory.detail.entity', { type: entityTypeWord(e.entityType, lang), id: e.entityId })}</Text>
                  <Text fontSize="sm">
                    {warsawDateTime(e.createdAt)} · {e.userName ? (e.numer_pracownika ? t('orderHistory.detail.who', { name: e.userName, numer: e.numer_pracownika }) : e.userName) : t('orderHistory.detail.system')}
                  </Text>
                  <HistoryDiff before={(e.before ?? null) as Record<string, unknown> | null} after={(e.after ?? null) as Record<string, unknown> | null} />
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('orderHistory.detail.close')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
