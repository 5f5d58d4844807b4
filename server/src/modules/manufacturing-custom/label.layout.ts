import { formatWarsawDate } from '../../../../domain/dates/index.js';
import { LINE_HEIGHT, fitText, type LabelLayout, type LayoutElement } from '../printing/index.js';
import type { ManufacturingRecord, MissingGlass } from './custom.entity.js';

/** 100 x 60 mm glass label (Zebra ZD/GK at 203 dpi); PDF printers get the same layout. */
export const GLASS_LABEL = { widthMm: 100, heightMm: 60 } as const;

/** One line of text at `y`, laid out by the printing module's engine: it shrinks (to 70 %) and
 *  is then cut with "..." so it never leaves its `width` mm (ZPL, PDF and preview alike). */
export const line = (y: number, size: number, text: string, bold = false, width = 66): LayoutElement[] =>
  fitText({ text, bold, maxSize: size, minSize: size * 0.7, maxLines: 1 }, { x: 3, y, w: width, h: size * LINE_HEIGHT });

export interface GlassLabelData {
  code: string;
  orderNumber: string;
  recordId: number;
  paneIndex: number;
  paneCount: number;
  part: string | null;
  dimensions: string | null;
  glassKind: string | null;
  schema: string | null;
  weightKg: number | null;
  shippingMethod: string | null;
  date: string;
  worker: string;
  reprint: number;
}

export function glassLabelData(rec: ManufacturingRecord, paneIndex: number, code: string, extra: { schema: string | null; shippingMethod: string | null; worker: string; reprint: number }): GlassLabelData {
  const pane = rec.panes[paneIndex - 1];
  return {
    code,
    orderNumber: rec.orderNumber,
    recordId: rec.id,
    paneIndex,
    paneCount: Math.max(1, rec.panes.length),
    part: pane?.part ?? null,
    dimensions: pane ? `${pane.widthMm} x ${pane.heightMm} x ${pane.thicknessMm} mm` : null,
    glassKind: pane?.glassKind ?? null,
    schema: extra.schema,
    weightKg: pane?.weightKg ?? rec.weightKg,
    shippingMethod: extra.shippingMethod,
    date: formatWarsawDate(new Date()),
    worker: extra.worker,
    reprint: extra.reprint,
  };
}

/** One layout, rendered as ZPL or PDF by the print queue (preview = print). Texts left of the QR. */
export function glassLabelLayout(d: GlassLabelData): LabelLayout {
  const elements: LayoutElement[] = [
    ...line(3, 4.5, `Zam. ${d.orderNumber}`, true),
    ...line(10, 3, `Rekord ${d.recordId}  szyba ${d.paneIndex}/${d.paneCount}${d.part ? `  ${d.part}` : ''}`),
    ...line(15, 3.5, d.dimensions ?? 'opakowanie', true),
    ...line(21, 3, [d.glassKind, d.schema].filter(Boolean).join('  ') || '-'),
    ...line(26, 3, `Waga: ${d.weightKg === null ? '-' : `${String(d.weightKg).replace('.', ',')} kg`}`),
    ...line(31, 3, d.shippingMethod ?? ''),
    ...line(36, 3, `${d.date}  prac. ${d.worker}${d.reprint ? `  dodruk ${d.reprint}` : ''}`),
    ...line(50, 3.5, d.code, true),
    { kind: 'barcode', symbology: 'qrcode', value: d.code, x: 70, y: 4, height: 26, module: 5 },
  ];
  return { ...GLASS_LABEL, elements };
}

/** The remake slip of a missing-glass entry (same label stock). */
export function missingSlipLayout(m: MissingGlass, reasonText: string, when: string): LabelLayout {
  const code = `B-${m.id}`;
  return {
    ...GLASS_LABEL,
    elements: [
      ...line(3, 4.5, 'BRAK SZKŁA - do wykonania', true),
      ...line(11, 3.5, `Zam. ${m.orderNumber}${m.recordId ? `  rekord ${m.recordId}` : ''}`),
      ...line(17, 3, m.paneIndex ? `szyba ${m.paneIndex}` : ''),
      ...line(22, 3, m.description ?? ''),
      ...line(28, 3, `Powód: ${reasonText}`),
      ...line(34, 3, m.note ?? ''),
      ...line(40, 3, `${when}  zgłosił ${m.reportedByName}`),
      ...line(50, 3.5, code, true),
      { kind: 'barcode', symbology: 'qrcode', value: code, x: 70, y: 4, height: 26, module: 5 },
    ],
  };
}

/** The batch manifest on the large label stock (100 x 150 mm): totals, the records, a QR of the number. */
export function batchManifestLayout(b: { number: string; closedByName: string; recordCount: number; paneCount: number; totalWeightKg: number; createdAt: Date; manifest: Array<{ id: number; orderNumber: string; type: string; panes: number; weightKg: number | null }> }): LabelLayout {
  const widthMm = 100;
  const when = formatWarsawDate(b.createdAt);
  const elements: LayoutElement[] = [
    ...line(3, 5, `Partia ${b.number}`, true, 66),
    ...line(11, 3, `${when}  zamknął ${b.closedByName}`, false, 66),
    ...line(16, 3, `Rekordy: ${b.recordCount}  szyby: ${b.paneCount}`, false, 66),
    ...line(21, 3, `Waga razem: ${String(b.totalWeightKg).replace('.', ',')} kg`, true, 66),
    { kind: 'barcode', symbology: 'qrcode', value: b.number, x: 72, y: 3, height: 24, module: 4 },
  ];
  const max = 24;
  b.manifest.slice(0, max).forEach((r, i) => elements.push(...line(32 + i * 4.6, 2.8, `${r.id}  ${r.orderNumber}  ${r.type}  ${r.panes} szt.  ${r.weightKg === null ? '-' : `${String(r.weightKg).replace('.', ',')} kg`}`, false, widthMm - 6)));
  if (b.manifest.length > max) elements.push(...line(32 + max * 4.6, 2.8, `... i ${b.manifest.length - max} więcej`, true, widthMm - 6));
  return { widthMm, heightMm: 150, elements };
}
