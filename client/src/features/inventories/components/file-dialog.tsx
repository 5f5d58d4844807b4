import { Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/notices';
import { downloadStockFile } from '../hooks/stock-file';
import { parseIndexes } from '../parse-indexes';

/** Pasted catalogue indexes -> the XLSX of their stock is downloaded (hooks/stock-file.ts). */
export function FileDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    const indexes = parseIndexes(text);
    if (!indexes.length) {
      setError(t('inventories.fileForm.required'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const missing = await downloadStockFile(indexes);
      setNotFound(missing);
      notify({ message: t('inventories.messages.fileGenerated') });
      if (!missing.length) onClose();
    } catch {
      /* apiFetch showed the message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="file-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('inventories.fileForm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root invalid={!!error}>
                  <Field.Label>{t('inventories.fileForm.label')}</Field.Label>
                  <Textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} data-testid="file-indexes" />
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
                {notFound.length > 0 && (
                  <Text color="orange.fg" data-testid="file-not-found">
                    {t('inventories.fileForm.notFound', { list: notFound.join(', ') })}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('inventories.actions.close')}
              </Button>
              <Button colorPalette="teal" loading={busy} onClick={() => void generate()} data-testid="file-generate">
                {t('inventories.fileForm.generate')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
