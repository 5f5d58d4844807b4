import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A barcode scanner types an EAN or catalogue index followed by Enter, like a keyboard. */
export function ScannerSearch({ onScan }: { onScan(code: string): void }) {
  const { t } = useTranslation();
  return (
    <Field.Root maxW="md">
      <Field.Label>{t('inventories.scanner')}</Field.Label>
      <Input
        data-testid="stock-scanner"
        autoFocus
        autoComplete="off"
        placeholder={t('inventories.scannerPlaceholder')}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const value = e.currentTarget.value.trim();
          if (value) onScan(value);
          e.currentTarget.value = '';
        }}
      />
    </Field.Root>
  );
}
