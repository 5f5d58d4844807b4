import type { LabelLayout } from '../printing/index.js';

export interface StandardLabelData {
  code: string;
  index: string;
  name: string;
  seq: number;
  of: number;
  numer_pracownika: number;
  /** D/M/YYYY (Warsaw). */
  day: string;
}

/** The one layout of a standard piece's label (100 x 60 mm): the label code as a Code 128 barcode
 *  (what label-delete and the scanners read), the catalogue index large, the name, piece n/N,
 *  worker and day. The print queue renders it as ZPL or PDF and the preview as SVG (ADR 0401). */
export function standardLabelLayout(d: StandardLabelData): LabelLayout {
  return {
    widthMm: 100,
    heightMm: 60,
    elements: [
      { kind: 'text', x: 3, y: 3, size: 6, text: d.index, bold: true },
      { kind: 'text', x: 3, y: 11, size: 3, text: d.name.length > 60 ? `${d.name.slice(0, 59)}…` : d.name },
      { kind: 'text', x: 3, y: 16, size: 3, text: `Sztuka ${d.seq}/${d.of} · prac. ${d.numer_pracownika} · ${d.day}` },
      { kind: 'barcode', symbology: 'code128', value: d.code, x: 3, y: 22, height: 26, module: 3 },
    ],
  };
}
