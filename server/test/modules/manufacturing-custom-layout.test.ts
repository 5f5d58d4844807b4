import { describe, expect, it } from 'vitest';
import { drawnLayout, measureText, renderZpl } from '../../src/modules/printing/label-layout.js';
import { batchManifestLayout, GLASS_LABEL, glassLabelLayout, type GlassLabelData } from '../../src/modules/manufacturing-custom/label.layout.js';

const data = (extra: Partial<GlassLabelData> = {}): GlassLabelData => ({
  code: 'G-123-2',
  orderNumber: 'ZAM/2026/000042',
  recordId: 123,
  paneIndex: 2,
  paneCount: 3,
  part: 'B',
  dimensions: '900 x 2000 x 8 mm',
  glassKind: 'hartowane',
  schema: 'ZS90-8 (4 otw.)',
  weightKg: 36,
  shippingMethod: 'Kurier DPD',
  date: '24.11.2026',
  worker: '1003',
  reprint: 0,
  ...extra,
});

/** The width a text takes at 0.62 x its size per character (the layout's own estimate, DejaVu Sans). */

describe('manufacturing label layout (one layout for ZPL and PDF)', () => {
  it('carries order, record and pane n/N, part, W x H x t, glass kind, schema, weight, shipping, date, worker and a QR of its own code', () => {
    const described = glassLabelLayout(data());
    const layout = drawnLayout(described);
    const texts = layout.elements.filter((e) => e.kind === 'text').map((e) => (e as { text: string }).text).join('\n');
    for (const part of ['ZAM/2026/000042', 'Rekord 123', 'szyba 2/3', 'B', '900 x 2000 x 8 mm', 'hartowane', 'ZS90-8 (4 otw.)', '36 kg', 'Kurier DPD', '24.11.2026', '1003', 'G-123-2']) expect(texts).toContain(part);
    const qr = layout.elements.find((e) => e.kind === 'barcode');
    expect(qr).toMatchObject({ symbology: 'qrcode', value: 'G-123-2' });
    const zpl = renderZpl(described, 1).toString('utf8');
    expect(zpl).toContain('^BQN,2,5^FDMA,G-123-2^FS');
    expect(zpl).toContain('^FDG-123-2^FS');
  });

  it('never runs over the label: long texts are cut to the width left of the QR', () => {
    const long = 'Bardzo długa nazwa metody wysyłki kurierem paletowym z dopiskiem';
    const layout = drawnLayout(glassLabelLayout(data({ orderNumber: 'ZAM/2026/'.repeat(6), shippingMethod: long, schema: long })));
    for (const e of layout.elements) {
      if (e.kind !== 'text') continue;
      expect(e.y + e.size).toBeLessThanOrEqual(GLASS_LABEL.heightMm);
      // measured with the font the PDF embeds (the printing module's engine), within the box
      expect(e.x + measureText(e.text, e.size, e.bold)).toBeLessThanOrEqual(70);
      expect(e.width).toBeLessThanOrEqual(66);
    }
    expect(layout.elements.some((e) => e.kind === 'text' && e.text.endsWith('...'))).toBe(true);
  });

  it('a batch manifest lists its records on the large stock, and says how many more when they do not fit', () => {
    const manifest = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, orderNumber: `ZAM/2026/${i}`, type: 'szklo_kabina', panes: 2, weightKg: 63 }));
    const layout = drawnLayout(batchManifestLayout({ number: 'PRT/2026/000007', closedByName: 'Marek Magazynowy', recordCount: 30, paneCount: 60, totalWeightKg: 1890, createdAt: new Date(), manifest }));
    const texts = layout.elements.filter((e) => e.kind === 'text') as Array<{ y: number; size: number; text: string }>;
    expect(texts.map((t) => t.text)).toContain('... i 6 więcej');
    for (const t of texts) expect(t.y + t.size).toBeLessThanOrEqual(layout.heightMm);
  });
});
