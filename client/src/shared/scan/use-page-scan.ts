import { useEffect, useRef } from 'react';
import { readAppCode } from './label-code';
import { createBurstDetector } from './scan-burst';

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLElement && target.isContentEditable);

/**
 * A scanner screen catches scans on the whole screen (as Odoo's barcode screens do): a burst ending
 * in Enter while no field has the focus (a button just pressed, a panel's form just closed) goes to
 * `onScan` instead of being lost. Label and sheet codes are left to the shell, which opens records.
 */
export function usePageScan(onScan: (code: string) => void, enabled = true): void {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    const detector = createBurstDetector();
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(e.target) || document.querySelector('[role="dialog"][aria-modal="true"]')) {
        detector.reset();
        return;
      }
      const code = detector.key(e);
      if (code && !readAppCode(code)) {
        e.preventDefault();
        latest.current(code);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
