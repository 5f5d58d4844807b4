import { Field, Input } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A barcode scanner types the order number and Enter, like a keyboard. */
export function ScannerInput({ onScan }: { onScan(number: string): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Field.Root>
      <Field.Label>{t('packing.scanner')}</Field.Label>
      <Input
        ref={ref}
        data-testid="scanner-input"
        autoFocus
        autoComplete="off"
        placeholder={t('packing.scannerPlaceholder')}
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
