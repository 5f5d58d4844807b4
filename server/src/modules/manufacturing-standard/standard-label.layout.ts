import { LINE_HEIGHT, fitText, type LabelLayout } from '../printing/index.js';

interface StandardLabelData {
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
 *  worker and day. The print queue renders it as ZPL or PDF and the preview as SVG. */
export function standardLabelLayout(d: StandardLabelData): LabelLayout {
  return {
    widthMm: 100,
    heightMm: 60,
    elements: [
      // The printing module's engine shrinks each line, then cuts it with "...", inside its box.
      ...fitText({ text: d.index, bold: true, maxSize: 6, minSize: 4, maxLines: 1 }, { x: 3, y: 3, w: 94, h: 6 * LINE_HEIGHT }),
      ...fitText({ text: d.name, maxSize: 3, minSize: 2.2, maxLines: 1 }, { x: 3, y: 11, w: 94, h: 3 * LINE_HEIGHT }),
      ...fitText({ text: `Sztuka ${d.seq}/${d.of} · prac. ${d.numer_pracownika} · ${d.day}`, maxSize: 3, minSize: 2.2, maxLines: 1 }, { x: 3, y: 16, w: 94, h: 3 * LINE_HEIGHT }),
      { kind: 'barcode', symbology: 'code128', value: d.code, x: 3, y: 22, height: 26, module: 3 },
    ],
  };
}
