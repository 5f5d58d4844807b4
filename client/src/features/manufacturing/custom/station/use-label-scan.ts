import { useEffect, useRef } from 'react';
import { readScan } from './scan-code';

/** A scanner types a whole code within a few ms a key; a person does not. */
const MAX_KEY_GAP_MS = 60;

const isEditable = (el: Element | null): boolean =>
  !!el && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable);

/**
 * A label QR scanned while no field has the focus (the scanner "types" into the page) opens its
 * record. Fields handle their own scans (the station's scan field routes label codes itself).
 */
export function useLabelScan(openRecord: (id: number) => void): void {
  const open = useRef(openRecord);
  open.current = openRecord;
  useEffect(() => {
    let buffer = '';
    let last = 0;
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(document.activeElement)) return;
      const now = e.timeStamp || performance.now();
      if (now - last > MAX_KEY_GAP_MS) buffer = '';
      last = now;
      if (e.key === 'Enter') {
        const scan = readScan(buffer);
        buffer = '';
        if (scan.kind === 'label') {
          e.preventDefault();
          open.current(scan.recordId);
        }
      } else if (e.key.length === 1) buffer += e.key;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
