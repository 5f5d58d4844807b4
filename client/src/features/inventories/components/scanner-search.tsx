import { Field, Input } from '@chakra-ui/react';
import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { takeEarlyScans } from '../../../shared/scan/early-input';
import { handOverLabelScan } from '../../../shared/scan/label-code';

/** A barcode scanner types an EAN or catalogue index followed by Enter, like a keyboard. A scan
 *  typed while the server-rendered page was not yet the app's is searched for once it is. */
export function ScannerSearch({ onScan, ref }: { onScan(code: string): void; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  useEffect(() => {
    for (const scan of takeEarlyScans().scans) if (!handOverLabelScan(scan)) onScanRef.current(scan);
  }, []);
  return (
    <Field.Root maxW="md">
      <Field.Label>{t('inventories.scanner')}</Field.Label>
      <Input
        ref={ref}
        data-testid="stock-scanner"
        data-scan-field=""
        autoFocus
        autoComplete="off"
        placeholder={t('inventories.scannerPlaceholder')}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const value = e.currentTarget.value.trim();
          // A manufacturing label's QR is not this field's: the shell opens its record.
          if (value && !handOverLabelScan(value)) onScan(value);
          e.currentTarget.value = '';
        }}
      />
    </Field.Root>
  );
}
