import { Field, Input } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A barcode scanner types the order number and Enter, like a keyboard. */
export function ScannerInput({ onScan }: { onScan(number: string): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  // Ready for the scanner when the page opens, but never steal focus from what the user already
  // opened (the profile menu, a dialog): the page loads lazily and may mount after it.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  return (
    <Field.Root>
      <Field.Label>{t('packing.scanner')}</Field.Label>
      <Input
        ref={ref}
        data-testid="scanner-input"
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
