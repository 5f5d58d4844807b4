import { Box, Button, Dialog, Field, Input, Portal, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useImportForm } from '../hooks/use-import-form';
import { DialogActions } from '../../../shared/ui/dialog-actions';

/** The template offered for download: the Polish column names the import reads. */
const TEMPLATE_CSV = 'nazwa;linia1;linia2;linia3;ean;kod;rozmiar\nZawias szklany;Zawias 90°;Chrom;5901234123457;;mała\nSzkło hartowane 6 mm;UWAGA: SZKŁO;Nie rzucać;;SZ-6;duża\n';

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob(['\ufeff' + TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'etykiety-wzor.csv';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Import from a CSV/XLSX file or pasted CSV rows; shows the validation report of a refused batch. */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(): void }) {
  const { t } = useTranslation();
  const { form, onSubmit, close, busy, problems, reasonOf, error, progress } = useImportForm(onImported, onClose);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} placement="center" lazyMount unmountOnExit size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="import-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('labelPrinting.import.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {t('labelPrinting.import.help')}
                </Text>
                <Box>
                  <Button size="xs" variant="outline" onClick={downloadTemplate} data-testid="import-template">
                    {t('labelPrinting.import.template')}
                  </Button>
                </Box>
                <Field.Root>
                  <Field.Label>{t('labelPrinting.import.file')}</Field.Label>
                  <Controller
                    control={form.control}
                    name="file"
                    render={({ field }) => (
                      <Input
                        data-testid="import-file"
                        type="file"
                        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                        p="1"
                        name={field.name}
                        ref={field.ref}
                        onBlur={field.onBlur}
                        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
                      />
                    )}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('labelPrinting.import.paste')}</Field.Label>
                  <Textarea data-testid="import-paste" rows={6} fontFamily="mono" fontSize="sm" {...form.register('pasted')} placeholder={TEMPLATE_CSV} />
                </Field.Root>
                {progress && <Text fontSize="sm">{t('labelPrinting.import.progress', { progress })}</Text>}
                {error && (
                  <Text color="fg.error" data-testid="import-error">
                    {error}
                  </Text>
                )}
                {problems && (
                  <Box data-testid="import-report">
                    <Text color="fg.error" fontWeight="medium" mb="2">
                      {t('labelPrinting.import.invalid', { count: new Set(problems.map((p) => p.line)).size })}
                    </Text>
                    <Box maxH="60" overflowY="auto">
                      <Table.Root size="sm">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('labelPrinting.import.line')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('labelPrinting.import.field')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('labelPrinting.import.reason')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {problems.map((p, i) => (
                            <Table.Row key={i}>
                              <Table.Cell>{p.line}</Table.Cell>
                              <Table.Cell>{p.field}</Table.Cell>
                              <Table.Cell>{reasonOf(p.reason)}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Box>
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={t('labelPrinting.actions.cancel')}
              onCancel={close}
              confirmLabel={t('labelPrinting.import.submit')}
              onConfirm={() => void onSubmit()}
              busy={busy}
              confirmTestId="import-submit"
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
