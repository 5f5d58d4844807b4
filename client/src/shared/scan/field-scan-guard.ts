import { handOverLabelScan } from './label-code';
import { SCAN_MAX_GAP_MS } from './scan-burst';

/** A scan field (it reads bursts itself) carries this attribute; the guard leaves it alone. */
const SCAN_FIELD_ATTR = 'data-scan-field';
/** A text field that takes some scans (e.g. a part's EAN in "Brakujące części"): the kind it takes. */
export const SCAN_ACCEPTS_ATTR = 'data-scan-accepts';
/** Dispatched (on window, cancelable) with the code of a scan kept out of a text field: a screen
 *  that handles it calls preventDefault(); otherwise the guard refuses it with a tone and a notice. */
export const STRAY_SCAN_EVENT = 'app:stray-scan';

/** What a text field may take by its `data-scan-accepts`. */
const ACCEPTS: Record<string, RegExp> = { ean: /^\d{8,14}$/ };

/** Longer than a person's quick word + Enter: a burst this short in a text field is left as typed. */
const FIELD_SCAN_MIN_LENGTH = 6;

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

/** A person takes 100 ms and more a key; a run of keys whose average is half that is not typed by hand. */
const SCAN_MAX_AVG_KEY_MS = 50;
/** Keys, all quick, that a run must have begun with before one longer pause is forgiven inside it. */
const FAST_START_KEYS = 3;

/** A run of keys in one field: what the field held before its first key, its text, its times. */
interface Run {
  before: string;
  text: string;
  start: number;
  paused: boolean;
}

/**
 * Keeps a scanner's burst out of text fields that are not scan fields: the burst's characters are
 * taken back out of the field and its Enter does not submit. A label's code is handed to the shell
 * (which opens its record); any other code goes out as STRAY_SCAN_EVENT, and when no screen takes
 * it `refuse(code)` is called (a tone and a notice). Answers the cleanup.
 *
 * A burst is read from its first key: a busy machine may deliver one key (or the Enter) late, so a
 * run that began with quick keys survives one longer pause, and is a scan when it ends in Enter
 * within a time no person types in. Otherwise the quick keys since the last pause are the burst.
 */
export function installFieldScanGuard(refuse: (code: string) => void, { maxGapMs = SCAN_MAX_GAP_MS } = {}): () => void {
  let field: TextField | null = null;
  let run: Run | null = null; // from the first quick key, across at most one longer pause
  let segment: Run | null = null; // the quick keys since the last pause
  let last = -Infinity;
  const reset = () => {
    field = null;
    run = null;
    segment = null;
    last = -Infinity;
  };
  const startedFast = (r: Run) => !r.paused && r.text.length >= FAST_START_KEYS;

  /** The run or segment that this Enter (at `now`, `gap` after the last key) ends as a scan. */
  const scanned = (now: number, gap: number): Run | null => {
    const quick = gap <= maxGapMs;
    if (run && run.text.length >= FIELD_SCAN_MIN_LENGTH && (quick || startedFast(run)) && now - run.start <= run.text.length * SCAN_MAX_AVG_KEY_MS) {
      return run;
    }
    if (segment && quick && segment.text.length >= FIELD_SCAN_MIN_LENGTH) return segment;
    return null;
  };

  const onKey = (e: KeyboardEvent) => {
    const el = textField(e.target);
    if (!el || el.hasAttribute(SCAN_FIELD_ATTR) || e.ctrlKey || e.metaKey || e.altKey) {
      reset();
      return;
    }
    const gap = e.timeStamp - last;
    if (e.key === 'Enter') {
      const burst = el === field ? scanned(e.timeStamp, gap) : null;
      reset();
      if (!burst) return;
      const code = burst.text.trim();
      const accepts = ACCEPTS[el.getAttribute(SCAN_ACCEPTS_ATTR) ?? ''];
      if (accepts?.test(code)) return;
      e.preventDefault();
      e.stopPropagation();
      setFieldValue(el, burst.before);
      if (handOverLabelScan(burst.text)) return;
      const stray = new CustomEvent<string>(STRAY_SCAN_EVENT, { detail: code, cancelable: true });
      if (window.dispatchEvent(stray)) refuse(code);
      return;
    }
    if (e.key.length !== 1) {
      if (e.key !== 'Shift') reset();
      return;
    }
    if (el !== field) {
      field = el;
      run = null;
      segment = null;
    }
    // A key may begin a burst: what the field held before it.
    const fresh = (): Run => ({ before: el.value, text: '', start: e.timeStamp, paused: false });
    if (!segment || gap > maxGapMs) segment = fresh();
    if (!run) run = fresh();
    else if (gap > maxGapMs) {
      if (startedFast(run)) run.paused = true;
      else run = fresh();
    }
    run.text += e.key;
    segment.text += e.key;
    last = e.timeStamp;
  };
  // Capture: before the field's own Enter handler (a form's submit) sees the key.
  document.addEventListener('keydown', onKey, true);
  return () => document.removeEventListener('keydown', onKey, true);
}
