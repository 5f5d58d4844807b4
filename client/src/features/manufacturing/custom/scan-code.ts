import { LABEL_CODE, SHEET_CODE } from '../../../shared/scan/label-code';

/**
 * What a scan at the station is. A label's QR holds its own code `G-<record>-<pane>[-R<n>]`
 * (the server's label code), a production sheet's QR `R-<record>`: either opens that record
 * wherever it is scanned. Everything else is read
 * by the station's step: a badge or worker number first, then an order number.
 */
export type ScanCode = { kind: 'label'; recordId: number; code: string } | { kind: 'text'; value: string };


/** `sheets: false` where a badge is expected (a badge could read `R-1001`). */
export function readScan(raw: string, { sheets = true }: { sheets?: boolean } = {}): ScanCode {
  const value = raw.trim();
  const label = LABEL_CODE.exec(value) ?? (sheets ? SHEET_CODE.exec(value) : null);
  if (label) return { kind: 'label', recordId: Number(label[1]), code: value.toUpperCase() };
  return { kind: 'text', value };
}

/** A worker number typed at the keyboard (numer_pracownika: digits only); anything else is a badge's external number. */
export function isEmployeeNumber(value: string): boolean {
  return /^\d{1,9}$/.test(value) && Number(value) > 0;
}
