import { LABEL_SIZES, type LabelLayout, type LabelSize, type LayoutElement } from '../printing/index.js';

/** A quick-print label: its text lines and an EAN-13 or a Code 128 below them. */
export function quickPrintLayout(label: { lines: string[]; ean: string | null; code: string | null; size: LabelSize }): LabelLayout {
  const { widthMm, heightMm } = LABEL_SIZES[label.size];
  const scale = widthMm / 50;
  const lineSize = 3 * scale;
  const elements: LayoutElement[] = label.lines.map((text, i) => ({ kind: 'text', x: 2 * scale, y: 2 * scale + i * lineSize * 1.35, size: lineSize, text, bold: i === 0 }));
  const barcodeY = 2 * scale + label.lines.length * lineSize * 1.35 + scale;
  const barHeight = Math.max(6, heightMm - barcodeY - 6 * scale);
  if (label.ean) elements.push({ kind: 'barcode', symbology: 'ean13', value: label.ean, x: 4 * scale, y: barcodeY, height: barHeight, module: Math.max(2, Math.round(2 * scale)) });
  else if (label.code) elements.push({ kind: 'barcode', symbology: 'code128', value: label.code, x: 2 * scale, y: barcodeY, height: barHeight, module: Math.max(1, Math.round(1.5 * scale)) });
  return { widthMm, heightMm, elements };
}
