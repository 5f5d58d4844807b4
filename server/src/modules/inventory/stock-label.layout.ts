import { isValidEan13, LABEL_SIZES, type LabelLayout, type LabelSize, type LayoutElement } from '../printing/index.js';

/** A stock label: catalogue index (large), name, location, EAN. */
export function stockLayout(item: { index: string; name: string; ean: string | null; location: string | null }, size: LabelSize): LabelLayout {
  const { widthMm, heightMm } = LABEL_SIZES[size];
  const s = size === 'small' ? 1 : size === 'large' ? 2 : 3;
  const elements: LayoutElement[] = [
    { kind: 'text', x: 2 * s, y: 2 * s, size: 4 * s, text: item.index, bold: true },
    { kind: 'text', x: 2 * s, y: 7.5 * s, size: 2.6 * s, text: item.name },
    { kind: 'text', x: 2 * s, y: 11 * s, size: 2.6 * s, text: item.location ? `Lokalizacja: ${item.location}` : '' },
  ];
  const barcodeY = 15 * s;
  const barHeight = Math.min(heightMm - barcodeY - 5 * s, 25 * s);
  if (item.ean && isValidEan13(item.ean)) elements.push({ kind: 'barcode', symbology: 'ean13', value: item.ean, x: 3 * s, y: barcodeY, height: barHeight, module: 2 * s });
  else elements.push({ kind: 'barcode', symbology: 'code128', value: item.index, x: 2 * s, y: barcodeY, height: barHeight, module: 2 * s });
  void widthMm;
  return { widthMm, heightMm, elements: elements.filter((e) => e.kind !== 'text' || e.text !== '') };
}
