import { Box, Button, Dialog, Field, Input, Portal, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { useOperationStatus } from '../../../shared/operation-status/use-operation-status';
import { importLabels, type RowProblem } from '../hooks/import-labels';
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
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<RowProblem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [operationId, setOperationId] = useState<string | null>(null);
  const progress = useOperationStatus(busy ? operationId : null);
  /** The server's reasons, in the user's language where we know them. */
  const reasons = t('labelPrinting.reasons', { returnObjects: true }) as Record<string, string>;

  /** The file-level reasons the server gives (unknown columns, no header) in the user's language. */
  const fileReason = (message: string) => {
    const unknown = /^unknown columns: (.*)$/.exec(message);
    if (unknown) return t('labelPrinting.import.unknownColumns', { columns: unknown[1] });
    if (/column is missing$/.test(message)) return t('labelPrinting.import.noHeader');
    return reasons[message] ?? message;
  };
  const reasonOf = (reason: string) => (reason.startsWith('is not a label column') ? t('labelPrinting.import.notAColumn') : (reasons[reason] ?? reason));

  const close = () => {
    setFile(null);
    setPasted('');
    setProblems(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    setProblems(null);
    setError(null);
    const source = file ?? (pasted.trim() ? new Blob([pasted], { type: 'text/csv' }) : null);
    if (!source) {
      setError(t('labelPrinting.import.nothing'));
      return;
    }
    const opId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `import-${Date.now()}`;
    setOperationId(opId);
    setBusy(true);
    try {
      const outcome = await importLabels(source, file?.name ?? 'wiersze.csv', opId);
      if (outcome.ok) {
        showMessage({ message: t('labelPrinting.import.success') });
        onImported();
        close();
      } else if (outcome.rows.length) setProblems(outcome.rows);
      else setError(t('labelPrinting.import.failed', { reason: fileReason(outcome.message) }));
    } catch (err) {
      setError(t('labelPrinting.import.failed', { reason: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };

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
                  <Input
                    data-testid="import-file"
                    type="file"
                    accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    p="1"
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('labelPrinting.import.paste')}</Field.Label>
                  <Textarea data-testid="import-paste" rows={6} fontFamily="mono" fontSize="sm" value={pasted} onChange={(e) => setPasted(e.target.value)} placeholder={TEMPLATE_CSV} />
                </Field.Root>
                {busy && progress.status?.status === 'IN_PROGRESS' && <Text fontSize="sm">{t('labelPrinting.import.progress', { progress: progress.status.message })}</Text>}
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
              onConfirm={() => void submit()}
              busy={busy}
              confirmTestId="import-submit"
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
