import { Button, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InventoryChangeFragment, InventoryStockItemFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';

interface ErrorsDrawerProps {
  item: InventoryStockItemFragment;
  /** Its changes that failed in the ERP (useItemErrors). */
  changes: InventoryChangeFragment[];
  loading: boolean;
  /** Reads them again after a retry or a dismissal. */
  onChanged(): Promise<unknown>;
  busy: boolean;
  canChange: boolean;
  onClose(): void;
  onRetry(id: number, type: string): Promise<boolean>;
  onDelete(id: number): Promise<boolean>;
}

/** The changes of one item that failed in the ERP, each to retry or dismiss. */
export function ErrorsDrawer({ item, changes: list, loading, onChanged, busy, canChange, onClose, onRetry, onDelete }: ErrorsDrawerProps) {
  const { t } = useTranslation();
  const after = async (ok: Promise<boolean>) => {
    await ok;
    await onChanged();
  };
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="errors-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('inventories.errorsPanel.title', { index: item.index })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3">
                {list.length === 0 && !loading && <Text color="fg.muted">{t('inventories.errorsPanel.empty')}</Text>}
                {list.map((c) => {
                  const d = c.data as Record<string, string | number>;
                  return (
                    <Stack key={c.id} borderWidth="1px" rounded="md" p="3" gap="1" data-testid="error-change">
                      <Text fontWeight="semibold">
                        {c.type === 'stock'
                          ? t('inventories.errorsPanel.stock', { from: d.stary_stan, to: d.nowy_stan, reason: d.powod_zmiany })
                          : t('inventories.errorsPanel.location', { from: d.stara_lokalizacja, to: d.nowa_lokalizacja })}
                      </Text>
                      <Text color="red.fg" fontSize="sm">
                        {c.errorMessage}
                      </Text>
                      <Text color="fg.muted" fontSize="xs">
                        {t('inventories.errorsPanel.attempt', { attempt: c.attempt, date: formatDate(c.createdAt) })} · {c.createdByName}
                      </Text>
                      {canChange && (
                        <HStack>
                          <Button size="xs" colorPalette="teal" loading={busy} onClick={() => void after(onRetry(c.id, c.type))}>
                            {t('inventories.actions.retry')}
                          </Button>
                          <Button size="xs" variant="outline" colorPalette="red" loading={busy} onClick={() => void after(onDelete(c.id))}>
                            {t('inventories.actions.delete')}
                          </Button>
                        </HStack>
                      )}
                    </Stack>
                  );
                })}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('inventories.actions.close')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
