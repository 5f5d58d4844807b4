import { Field, Input } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { takeEarlyScans } from '../../../shared/scan/early-input';
import { handOverLabelScan } from '../../../shared/scan/label-code';

/** Keys a scanner types: printable characters (and its closing Enter). */
const isScanKey = (e: KeyboardEvent) => !e.ctrlKey && !e.metaKey && !e.altKey && e.key.length === 1;

/** Where a keystroke may land without being a scan: a field being typed in, or an open dialog. */
function isTypingElsewhere(el: Element | null, input: HTMLInputElement | null): boolean {
  if (!el || el === document.body || el === input) return false;
  if (el.closest('[role="dialog"], [role="alertdialog"]') && !el.closest('[data-scope="toast"]')) return true;
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable;
}

/**
 * A barcode scanner types the order number and Enter, like a keyboard. Whatever had the focus (a
 * button just pressed, a notice, nothing after a document left the queue), the first character of
 * a scan brings the focus back here, so the scan is never lost; a dialog or another field keeps
 * its keys. Scans typed while the server-rendered page was not yet the app's are handed
 * to `onScan` once `ready` (the queue is there to find them in), oldest first.
 */
export function ScannerInput({ onScan, inputRef, ready = true }: { onScan(number: string): void; inputRef: RefObject<HTMLInputElement | null>; ready?: boolean }) {
  const { t } = useTranslation();
  const submit = (raw: string) => {
    const value = raw.trim();
    // A manufacturing label's QR is not this field's: the shell opens its record.
    if (value && !handOverLabelScan(value)) onScan(value);
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (!ready) return;
    const { scans, partial } = takeEarlyScans();
    const input = inputRef.current;
    if (input && partial && !input.value) input.value = partial;
    for (const scan of scans) submitRef.current(scan);
  }, [ready, inputRef]);
  useEffect(() => {
    // Ready for the scanner when the page opens, but never steal focus from what the user already
    // opened (the profile menu, a dialog): the page loads lazily and may mount after it.
    const active = document.activeElement;
    if (!active || active === document.body) inputRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      const input = inputRef.current;
      if (!input || !isScanKey(e) || isTypingElsewhere(document.activeElement, input)) return;
      if (document.activeElement !== input) input.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [inputRef]);
  return (
    <Field.Root>
      <Field.Label>{t('packing.scanner')}</Field.Label>
      <Input
        ref={inputRef}
        data-testid="scanner-input"
        data-scan-field=""
        autoComplete="off"
        placeholder={t('packing.scannerPlaceholder')}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const value = e.currentTarget.value;
          e.currentTarget.value = '';
          submit(value);
        }}
      />
    </Field.Root>
  );
}
