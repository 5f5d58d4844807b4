import { LABEL_SIZES, stack, type LabelLayout, type LabelSize, type StackItem } from '../printing/index.js';

/** Per size: margin, the biggest text, the barcode's height and widest module. */
const QUICK_PRINT = {
  small: { margin: 2, headline: 5, line: 3.5, minSize: 1.8, barcode: 11, module: 2, headlineLines: 3, lineLines: 2 },
  large: { margin: 5, headline: 14, line: 9, minSize: 3, barcode: 34, module: 4, headlineLines: 5, lineLines: 3 },
  a4: { margin: 12, headline: 30, line: 18, minSize: 5, barcode: 70, module: 8, headlineLines: 5, lineLines: 3 },
} as const;

/** A quick-print label: its text lines (the first one bold) and an EAN-13 or a Code 128 below
 *  them. A label without a barcode (the "UWAGA: SZKŁO" warning) fills the label, centred. */
export function quickPrintLayout(label: { lines: string[]; ean: string | null; code: string | null; size: LabelSize }): LabelLayout {
  const { widthMm, heightMm } = LABEL_SIZES[label.size];
  const p = QUICK_PRINT[label.size];
  const barcode = label.ean ? { symbology: 'ean13' as const, value: label.ean } : label.code ? { symbology: 'code128' as const, value: label.code } : null;
  const area = { x: p.margin, y: p.margin, w: widthMm - 2 * p.margin, h: heightMm - 2 * p.margin };
  const items: StackItem[] = label.lines.map((text, i) => ({
    text: barcode
      ? { text, bold: i === 0, maxSize: i === 0 ? p.headline : p.line, minSize: p.minSize, maxLines: i === 0 ? p.headlineLines : p.lineLines }
      : // No barcode: the text may grow to fill the label (the fitting shrinks it to the width).
        { text, bold: i === 0, maxSize: area.h, minSize: p.minSize, maxLines: 3, align: 'center' as const },
    weight: i === 0 ? 1.6 : 1,
  }));
  if (barcode) items.push({ barcode: { ...barcode, maxModule: p.module, align: 'center' }, height: p.barcode });
  const gap = p.margin / 2;
  if (!barcode) return { widthMm, heightMm, elements: stack(area, items, gap, 'middle') };
  // Text at the top, the barcode at the bottom of the label.
  const texts = stack({ ...area, h: area.h - p.barcode - gap }, items.slice(0, -1), gap);
  const code = stack({ ...area, y: area.y + area.h - p.barcode, h: p.barcode }, items.slice(-1), gap);
  return { widthMm, heightMm, elements: [...texts, ...code] };
}
