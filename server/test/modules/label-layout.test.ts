import { describe, expect, it } from 'vitest';
import { quickPrintLayout } from '../../src/modules/labels/labels.layout.js';
import { stockLayout } from '../../src/modules/inventory/stock-label.layout.js';
import { barcodeSize, drawnLayout, LINE_HEIGHT, measureText, renderPdf, renderSvg, renderZpl, type LabelLayout } from '../../src/modules/printing/label-layout.js';

/** One layout engine, three renderers (ADR 0401, 0860): every size is laid out with a long
 *  Polish name, and the ZPL fields and the PDF text boxes are read back from the output. */
const LONG_NAME = 'Szkło hartowane bezpieczne przyciemniane grafitowe z fazowaniem krawędzi, ŻÓŁTA ĆWIARTKA źdźbła 1200×800×10 mm';

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  what: string;
}
const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 - 1e-3 && b.x0 < a.x1 - 1e-3 && a.y0 < b.y1 - 1e-3 && b.y0 < a.y1 - 1e-3;

function expectSeparateAndInside(rects: Rect[], width: number, height: number) {
  for (const r of rects) {
    expect(r.x0, `${r.what} left edge`).toBeGreaterThanOrEqual(0);
    expect(r.y0, `${r.what} top edge`).toBeGreaterThanOrEqual(0);
    expect(r.x1, `${r.what} right edge`).toBeLessThanOrEqual(width + 1e-6);
    expect(r.y1, `${r.what} bottom edge`).toBeLessThanOrEqual(height + 1e-6);
  }
  for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i], rects[j]), `${rects[i].what} overlaps ${rects[j].what}`).toBe(false);
}

/** The fields of a ZPL label as rectangles in dots: text from ^FO, ^A0 height and ^FB width;
 *  barcodes from ^FO, ^BY module, bar height and the interpretation line. */
function zplRects(zpl: string): { width: number; height: number; rects: Rect[]; texts: string[] } {
  const width = Number(/\^PW(\d+)/.exec(zpl)![1]);
  const height = Number(/\^LL(\d+)/.exec(zpl)![1]);
  const rects: Rect[] = [];
  const texts: string[] = [];
  for (const line of zpl.split('\n')) {
    const text = /^\^FO(\d+),(\d+)\^A0N,(\d+),(\d+)\^FB(\d+),1,0,[LC],0(?:\^FH\\)?\^FD(.*)\^FS$/.exec(line);
    if (text) {
      const [x, y, h, , w] = text.slice(1, 6).map(Number);
      rects.push({ x0: x, y0: y, x1: x + w, y1: y + Math.round(h * LINE_HEIGHT) - 1, what: `text "${text[6]}"` });
      texts.push(text[6]);
      continue;
    }
    const bc = /^\^FO(\d+),(\d+)\^BY(\d+)\^B([EC])N,(\d+),Y,N.*\^FD(.*)\^FS$/.exec(line);
    if (bc) {
      const [x, y, module, , barH] = [Number(bc[1]), Number(bc[2]), Number(bc[3]), bc[4], Number(bc[5])];
      const box = barcodeSize({ symbology: bc[4] === 'E' ? 'ean13' : 'code128', value: bc[6], height: barH / 8, module });
      rects.push({ x0: x, y0: y, x1: x + box.w * 8, y1: y + box.h * 8, what: `barcode ${bc[6]}` });
      continue;
    }
    expect(line, 'an unexpected ZPL line').toMatch(/^(\^XA|\^CI28|\^PW\d+|\^LL\d+|\^LH0,0|\^PQ.*|\^XZ|)$/);
  }
  return { width, height, rects, texts };
}

/** The text boxes of an uncompressed PDF: every line is drawn inside a clip rectangle (`re W n`);
 *  the text's origin (Tm) must lie in it. Page size from MediaBox. */
function pdfTextBoxes(pdf: string): { width: number; height: number; rects: Rect[] } {
  const [, , width, height] = /\/MediaBox \[([^\]]+)\]/.exec(pdf)![1].trim().split(/\s+/).map(Number);
  const rects: Rect[] = [];
  const re = /([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re\s+W n[\s\S]*?1 0 0 -?1 ([\d.-]+) ([\d.-]+) Tm/g;
  for (const m of pdf.matchAll(re)) {
    const [x, y, w, h, tx, ty] = m.slice(1, 7).map(Number);
    // pdfkit flips the page (0,0 top-left) before drawing; the text matrix is in PDF space.
    const top = height - ty;
    expect(tx, 'text starts inside its box').toBeGreaterThanOrEqual(x - 1e-3);
    expect(tx).toBeLessThanOrEqual(x + w);
    expect(top, 'text baseline inside its box').toBeGreaterThanOrEqual(y - 1e-3);
    expect(top).toBeLessThanOrEqual(y + h + 1e-3);
    rects.push({ x0: x, y0: y, x1: x + w, y1: y + h, what: `PDF box at ${x},${y}` });
  }
  return { width, height, rects };
}

/** Each label as a module describes it; the tests read it as the engine draws it (`drawnLayout`). */
const CASES: Array<[string, LabelLayout]> = [
  ['quick print small', quickPrintLayout({ lines: [LONG_NAME, 'Wymiar 1200×800 mm, grubość 10 mm, krawędź szlifowana', 'Partia 2026/11/24'], ean: '5901234123457', code: null, size: 'small' })],
  ['quick print large', quickPrintLayout({ lines: [LONG_NAME, 'Wymiar 1200×800 mm, grubość 10 mm', 'Partia 2026/11/24'], ean: null, code: 'ZAM/2026/0004-A', size: 'large' })],
  ['stock small', stockLayout({ index: 'SZK-HART-10-GRAF', name: LONG_NAME, ean: '5901234123457', location: 'C-18-02' }, 'small')],
  ['stock large', stockLayout({ index: 'SZK-HART-10-GRAF', name: LONG_NAME, ean: null, location: 'C-18-02' }, 'large')],
  ['stock a4', stockLayout({ index: 'SZK-HART-10-GRAF', name: LONG_NAME, ean: '5901234123457', location: 'C-18-02' }, 'a4')],
];

describe('label layout engine', () => {
  it.each(CASES)('%s: every text line fits its box, nothing leaves the label or overlaps', (_name, described) => {
    const layout = drawnLayout(described);
    const rects: Rect[] = [];
    for (const el of layout.elements) {
      if (el.kind === 'text') {
        expect(measureText(el.text, el.size, el.bold), `"${el.text}" is wider than its box`).toBeLessThanOrEqual(el.width + 1e-6);
        rects.push({ x0: el.x, y0: el.y, x1: el.x + el.width, y1: el.y + el.size * LINE_HEIGHT, what: el.text });
      } else {
        const box = barcodeSize(el);
        rects.push({ x0: el.x, y0: el.y, x1: el.x + box.w, y1: el.y + box.h, what: `barcode ${el.value}` });
      }
    }
    expectSeparateAndInside(rects, layout.widthMm, layout.heightMm);
    // The long name is wrapped, never dropped: all its words are on the label (or cut with "...").
    const text = layout.elements.flatMap((e) => (e.kind === 'text' ? [e.text] : [])).join(' ');
    expect(text).toContain('Szkło hartowane');
    expect(layout.elements.some((e) => e.kind === 'barcode')).toBe(true);
  });

  it.each(CASES)('%s: the ZPL fields (positions, ^FB widths, barcodes) stay on the label and apart', (_name, described) => {
    const layout = drawnLayout(described);
    const zpl = renderZpl(described, 1).toString('utf8');
    const { width, height, rects, texts } = zplRects(zpl);
    expect(width).toBe(Math.round(layout.widthMm * 8));
    expect(height).toBe(Math.round(layout.heightMm * 8));
    expect(rects.length).toBe(layout.elements.length);
    expectSeparateAndInside(rects, width, height);
    // The preview draws the very same lines.
    const svg = renderSvg(described);
    for (const t of texts) expect(svg).toContain(`>${t.replace(/&/g, '&amp;')}</text>`);
  });

  it.each(CASES)('%s: the PDF draws every text line inside its own clip box, on the page, apart', async (_name, described) => {
    const layout = drawnLayout(described);
    const pdf = (await renderPdf(described, 1, { compress: false })).toString('latin1');
    const { width, height, rects } = pdfTextBoxes(pdf);
    expect(rects.length).toBe(layout.elements.filter((e) => e.kind === 'text').length);
    expectSeparateAndInside(rects, width, height);
  });

  it('a long name wraps onto several lines and shrinks, instead of running off a small label', () => {
    const layout = drawnLayout(stockLayout({ index: 'X-1', name: LONG_NAME, ean: null, location: 'A-01-01' }, 'small'));
    const nameLines = layout.elements.filter((e) => e.kind === 'text' && !e.bold && !e.text.startsWith('Lokalizacja'));
    expect(nameLines.length).toBeGreaterThan(1);
  });

  it('the "UWAGA: SZKŁO" warning (no barcode) fills its 100x150 label: big, centred, over most of the height', () => {
    const layout = drawnLayout(quickPrintLayout({ lines: ['UWAGA: SZKŁO', 'Hartowane 6 mm', 'Nie rzucać'], ean: null, code: null, size: 'large' }));
    const texts = layout.elements.flatMap((e) => (e.kind === 'text' ? [e] : []));
    const headline = texts.filter((t) => t.bold);
    expect(headline.map((t) => t.text).join(' ')).toBe('UWAGA: SZKŁO');
    // The headline's letters are big (over 15 mm) and its widest line spans most of the width...
    expect(headline[0].size).toBeGreaterThan(15);
    expect(Math.max(...headline.map((t) => measureText(t.text, t.size, true)))).toBeGreaterThan(layout.widthMm * 0.5);
    // ...and the text block covers most of its height.
    const top = Math.min(...texts.map((t) => t.y));
    const bottom = Math.max(...texts.map((t) => t.y + t.size * LINE_HEIGHT));
    expect(bottom - top).toBeGreaterThan(layout.heightMm * 0.6);
    expect(texts.every((t) => t.align === 'center')).toBe(true);
  });
});
