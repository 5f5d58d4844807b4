import { isValidEan13, LABEL_SIZES, stack, type LabelLayout, type LabelSize } from '../printing/index.js';

/** Per size: margin, text sizes, the barcode's height and widest module. */
const STOCK = {
  small: { margin: 1.5, index: 4.5, name: 3, location: 2.8, minSize: 1.6, barcode: 10, module: 2 },
  large: { margin: 5, index: 12, name: 8, location: 7, minSize: 3, barcode: 40, module: 4 },
  a4: { margin: 12, index: 24, name: 16, location: 13, minSize: 5, barcode: 80, module: 8 },
} as const;

/** A stock label: catalogue index (large, bold), the name (wrapped, shrunk to fit), the location,
 *  the EAN (or the index as Code 128) at the bottom. Laid out by the printing module's engine. */
export function stockLayout(item: { index: string; name: string; ean: string | null; location: string | null }, size: LabelSize): LabelLayout {
  const { widthMm, heightMm } = LABEL_SIZES[size];
  const p = STOCK[size];
  const area = { x: p.margin, y: p.margin, w: widthMm - 2 * p.margin, h: heightMm - 2 * p.margin };
  const gap = p.margin / 2;
  const texts = stack({ ...area, h: area.h - p.barcode - gap }, [
    { text: { text: item.index, bold: true, maxSize: p.index, minSize: p.minSize, maxLines: 1 }, weight: 1.2 },
    { text: { text: item.name, maxSize: p.name, minSize: p.minSize, maxLines: 3 }, weight: 2 },
    { text: { text: item.location ? `Lokalizacja: ${item.location}` : '', maxSize: p.location, minSize: p.minSize, maxLines: 1 }, weight: 0.9 },
  ], gap);
  const barcode = item.ean && isValidEan13(item.ean) ? { symbology: 'ean13' as const, value: item.ean } : { symbology: 'code128' as const, value: item.index };
  const code = stack({ ...area, y: area.y + area.h - p.barcode, h: p.barcode }, [{ barcode: { ...barcode, maxModule: p.module, align: 'center' }, height: p.barcode }], gap);
  return { widthMm, heightMm, elements: [...texts, ...code] };
}
