import { handOverLabelScan } from './label-code';
import { SCAN_MAX_GAP_MS } from './scan-burst';

/** A scan field (it reads bursts itself) carries this attribute; the guard leaves it alone. */
export const SCAN_FIELD_ATTR = 'data-scan-field';
/** A text field that takes some scans (e.g. a part's EAN in "Brakujące części"): the kind it takes. */
export const SCAN_ACCEPTS_ATTR = 'data-scan-accepts';
/** Dispatched (on window, cancelable) with the code of a scan kept out of a text field: a screen
 *  that handles it calls preventDefault(); otherwise the guard refuses it with a tone and a notice. */
export const STRAY_SCAN_EVENT = 'app:stray-scan';

/** What a text field may take by its `data-scan-accepts`. */
const ACCEPTS: Record<string, RegExp> = { ean: /^\d{8,14}$/ };

/** Longer than a person's quick word + Enter: a burst this short in a text field is left as typed. */
export const FIELD_SCAN_MIN_LENGTH = 6;

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'number', 'email', 'tel', 'url', '']);

function textField(target: EventTarget | null): TextField | null {
  if (target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type)) return target;
  return null;
}

/** Sets a field's value the way typing does, so React (and react-hook-form) see the change. */
function setFieldValue(el: TextField, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Keeps a scanner's burst out of text fields that are not scan fields: the burst's characters are
 * taken back out of the field and its Enter does not submit. A label's code is handed to the shell
 * (which opens its record); any other code goes out as STRAY_SCAN_EVENT, and when no screen takes
 * it `refuse(code)` is called (a tone and a notice). Answers the cleanup.
 */
export function installFieldScanGuard(refuse: (code: string) => void, { maxGapMs = SCAN_MAX_GAP_MS } = {}): () => void {
  let field: TextField | null = null;
  let before = '';
  let burst = '';
  let last = -Infinity;
  const reset = () => {
    field = null;
    burst = '';
    last = -Infinity;
  };

  const onKey = (e: KeyboardEvent) => {
    const el = textField(e.target);
    if (!el || el.hasAttribute(SCAN_FIELD_ATTR) || e.ctrlKey || e.metaKey || e.altKey) {
      reset();
      return;
    }
    const gap = e.timeStamp - last;
    if (e.key === 'Enter') {
      const code = el === field && gap <= maxGapMs && burst.length >= FIELD_SCAN_MIN_LENGTH ? burst : null;
      const restore = before;
      reset();
      if (!code) return;
      const accepts = ACCEPTS[el.getAttribute(SCAN_ACCEPTS_ATTR) ?? ''];
      if (accepts?.test(code.trim())) return;
      e.preventDefault();
      e.stopPropagation();
      setFieldValue(el, restore);
      if (handOverLabelScan(code)) return;
      const stray = new CustomEvent<string>(STRAY_SCAN_EVENT, { detail: code.trim(), cancelable: true });
      if (window.dispatchEvent(stray)) refuse(code.trim());
      return;
    }
    if (e.key.length !== 1) {
      if (e.key !== 'Shift') reset();
      return;
    }
    if (el !== field || gap > maxGapMs) {
      // a burst may start here: what the field held before it
      field = el;
      before = el.value;
      burst = '';
    }
    burst += e.key;
    last = e.timeStamp;
  };
  // Capture: before the field's own Enter handler (a form's submit) sees the key.
  document.addEventListener('keydown', onKey, true);
  return () => document.removeEventListener('keydown', onKey, true);
}
