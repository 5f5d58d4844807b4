import { Button, CloseButton, Dialog, Input, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDataImportForm } from '../hooks/use-data-import-form';

/** Import of the whole table: check the file first (nothing saved), then import all rows or none;
 *  the rows with problems are listed with their line, field and reason. */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(): void }) {
  const { t } = useTranslation();
  const { check, run, close, busy, outcome, hasFile, chooseFile } = useDataImportForm(onImported, onClose);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="md-import-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('manufacturingData.transfer.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm">{t('manufacturingData.transfer.help')}</Text>
                <Input
                  type="file"
                  accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-label={t('manufacturingData.transfer.file')}
                  onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                />
                {outcome?.ok && <Text color="fg.success">{t('manufacturingData.transfer.valid', { created: outcome.created, updated: outcome.updated, unchanged: outcome.unchanged })}</Text>}
                {outcome && !outcome.ok && (
                  <Stack gap="2">
                    <Text color="fg.error">{outcome.rows.length ? t('manufacturingData.transfer.invalid') : outcome.message}</Text>
                    {outcome.rows.length > 0 && (
                      <Table.Root size="sm">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('manufacturingData.transfer.line')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('manufacturingData.transfer.field')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('manufacturingData.transfer.reason')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {outcome.rows.map((r) => (
                            <Table.Row key={`${r.line}-${r.field}-${r.reason}`}>
                              <Table.Cell>{r.line}</Table.Cell>
                              <Table.Cell>{r.field}</Table.Cell>
                              <Table.Cell>{r.reason}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    )}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t('manufacturingData.transfer.close')}
              </Button>
              <Button variant="outline" disabled={!hasFile || busy} onClick={() => void check()}>
                {t('manufacturingData.transfer.check')}
              </Button>
              <Button disabled={!hasFile || busy} loading={busy} onClick={() => void run()}>
                {t('manufacturingData.transfer.run')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('manufacturingData.transfer.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
