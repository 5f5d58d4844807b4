/**
 * The codes the app prints as QR: a manufacturing label holds its own code `G-<record>-<pane>[-R<n>]`,
 * a production sheet `R-<record>`. Scanned anywhere, they open their record; a scan field that does
 * not read them hands them over (`handOverLabelScan`) to the shell's listener.
 */
export const LABEL_CODE = /^G-(\d{1,9})-\d{1,4}(?:-R\d{1,4})?$/i;
export const SHEET_CODE = /^R-(\d{1,9})$/i;

type AppCode = { kind: 'label'; code: string } | { kind: 'sheet'; recordId: number };

/** A label's or a production sheet's code, else null. */
export function readAppCode(raw: string): AppCode | null {
  const value = raw.trim();
  if (LABEL_CODE.test(value)) return { kind: 'label', code: value.toUpperCase() };
  const sheet = SHEET_CODE.exec(value);
  return sheet ? { kind: 'sheet', recordId: Number(sheet[1]) } : null;
}

/** The event a scan field dispatches (on window) for a code it does not read. */
export const LABEL_SCAN_EVENT = 'app:label-scan';

/** For scan fields: a label (or sheet) code goes to the shell, which opens its record; true when handed over. */
export function handOverLabelScan(raw: string): boolean {
  if (!readAppCode(raw)) return false;
  window.dispatchEvent(new CustomEvent<string>(LABEL_SCAN_EVENT, { detail: raw.trim() }));
  return true;
}
