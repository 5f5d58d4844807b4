import { existsSync } from 'node:fs';
import type BwipJs from 'bwip-js';
import type PDFKit from 'pdfkit';
import { lazy, warmWith } from '../../platform/lazy.js';

const bwipjs = lazy<typeof BwipJs>('bwip-js');
const PDFDocument = lazy<typeof PDFKit>('pdfkit');

/**
 * One description of a label, rendered three ways: ZPL for Zebra printers, PDF for the others,
 * SVG for the preview. Coordinates are millimetres from the top-left corner. A module describes
 * its label with the engine below (`fitText`, `stack`), which wraps and shrinks text into boxes
 * that never overlap, so the three renderers only draw what the engine decided.
 *
 * The engine runs where the label is drawn, not where it is described: `fitText` and `stack` only
 * record what is asked (text, box), and `drawnLayout` measures and places it. For a print that is
 * a CPU pool thread, so a job of 200 labels of long text (up to ~120 ms of measuring) never holds
 * the server's event loop; the preview of one label draws it in the request.
 */
interface TextElement {
  kind: 'text';
  x: number;
  y: number;
  /** Font size (em) in mm; the line takes `size * LINE_HEIGHT` mm. */
  size: number;
  /** The width of the line's box in mm: nothing is drawn past x + width. */
  width: number;
  /** One line: the engine already wrapped it. */
  text: string;
  bold?: boolean;
  align?: 'left' | 'center';
}
interface BarcodeElement {
  kind: 'barcode';
  x: number;
  y: number;
  /** Bar height in mm (the human-readable line comes below it, see barcodeSize). */
  height: number;
  /** qrcode: a square QR symbol (no human-readable line); `height` is ignored, `module` sets its size. */
  symbology: 'ean13' | 'code128' | 'qrcode';
  value: string;
  /** Narrow bar width in printer dots (203 dpi: 1 dot = 0.125 mm). */
  module?: number;
}
/** Text to be fitted into a box when the label is drawn (see `fitText`). */
interface FitElement {
  kind: 'fit';
  spec: TextSpec;
  box: Box;
}
/** Blocks to be stacked into an area when the label is drawn (see `stack`). */
interface StackElement {
  kind: 'stack';
  area: Box;
  items: StackItem[];
  gap: number;
  valign: 'top' | 'middle';
}
/** What the renderers draw. */
type DrawnElement = TextElement | BarcodeElement;
/** What a module puts on a label: drawn elements, or text and stacks the engine lays out later. */
export type LayoutElement = DrawnElement | FitElement | StackElement;

export interface LabelLayout {
  widthMm: number;
  heightMm: number;
  elements: LayoutElement[];
}
/** A layout after the engine: every text measured, wrapped and placed. */
export interface DrawnLayout {
  widthMm: number;
  heightMm: number;
  elements: DrawnElement[];
}

/** Measures and places what a layout only describes (the renderers call it first). */
export function drawnLayout(layout: LabelLayout): DrawnLayout {
  return {
    widthMm: layout.widthMm,
    heightMm: layout.heightMm,
    elements: layout.elements.flatMap((el): DrawnElement[] =>
      el.kind === 'fit' ? fitLines(el.spec, el.box) : el.kind === 'stack' ? stackNow(el.area, el.items, el.gap, el.valign) : [el],
    ),
  };
}

/** 203 dpi Zebra printers: 8 dots per mm. */
const DOTS_PER_MM = 8;
const dots = (mm: number) => Math.round(mm * DOTS_PER_MM);
/** A text line's height relative to its font size (room for ascenders and descenders). */
export const LINE_HEIGHT = 1.2;
const PT_PER_MM = 72 / 25.4;

// ------------------------------------------------------------------ fonts and measuring

const FONT_CANDIDATES = [
  process.env.PRINT_FONT ?? '',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/Library/Fonts/Arial Unicode.ttf',
  'C:\\Windows\\Fonts\\arial.ttf',
];
const BOLD_CANDIDATES = [
  process.env.PRINT_FONT_BOLD ?? '',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
];
/** A TrueType font with Polish letters (PDF's built-in Helvetica has none); null: Helvetica. */
const regularFont = FONT_CANDIDATES.find((f) => f && existsSync(f)) ?? null;
const boldFont = BOLD_CANDIDATES.find((f) => f && existsSync(f)) ?? regularFont;

function useFont(doc: PDFKit.PDFDocument, bold: boolean | undefined): void {
  doc.font(bold ? (boldFont ? 'label-bold' : 'Helvetica-Bold') : regularFont ? 'label' : 'Helvetica');
}
function registerFonts(doc: PDFKit.PDFDocument): void {
  if (regularFont) doc.registerFont('label', regularFont);
  if (boldFont) doc.registerFont('label-bold', boldFont);
}

let measurer: PDFKit.PDFDocument | null = null;
/** The width in mm of one line of text at `sizeMm`, with the PDF's own font metrics. The ZPL font
 *  (^A0, a condensed face) is narrower at the same height, so what fits here fits on a Zebra. */
export function measureText(text: string, sizeMm: number, bold?: boolean): number {
  if (!measurer) {
    measurer = new (PDFDocument())({ autoFirstPage: false });
    registerFonts(measurer);
  }
  useFont(measurer, bold);
  return measurer.fontSize(sizeMm * PT_PER_MM).widthOfString(text) / PT_PER_MM;
}

// The preview measures in the request: the measurer is made before the server listens, not in
// the first preview (the pool's threads make theirs when they warm).
warmWith(() => measureText('Żółw', 3, true));

// ------------------------------------------------------------------ the layout engine

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface TextSpec {
  text: string;
  bold?: boolean;
  /** The largest font size (mm) to try; the engine shrinks from here until the text fits. */
  maxSize: number;
  /** Below this the text is cut with "..." instead of shrinking further. */
  minSize: number;
  maxLines: number;
  align?: 'left' | 'center';
}

/** Greedy word wrap at one size. A word longer than the line is split between letters when
 *  `split` allows it (at the smallest size); otherwise the size does not fit (null). */
function wrap(text: string, width: number, size: number, bold: boolean | undefined, split: boolean): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measureText(candidate, size, bold) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    if (!split && measureText(rest, size, bold) > width) return null;
    while (measureText(rest, size, bold) > width) {
      let n = rest.length - 1;
      while (n > 1 && measureText(rest.slice(0, n), size, bold) > width) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

function cut(line: string, width: number, size: number, bold?: boolean): string {
  if (measureText(line, size, bold) <= width) return line;
  let n = line.length;
  while (n > 0 && measureText(line.slice(0, n).trimEnd() + '...', size, bold) > width) n--;
  return line.slice(0, n).trimEnd() + '...';
}

/** Lays `spec.text` out inside `box` when the label is drawn: the biggest size from maxSize down
 *  at which the wrapped lines fit both the width and the height; at minSize what does not fit is
 *  cut with "...". Every drawn line lies inside the box. */
export function fitText(spec: TextSpec, box: Box): LayoutElement[] {
  return [{ kind: 'fit', spec, box }];
}

function fitLines(spec: TextSpec, box: Box): TextElement[] {
  const text = spec.text.trim();
  if (!text || box.h <= 0 || box.w <= 0) return [];
  let size = Math.min(spec.maxSize, box.h / LINE_HEIGHT);
  let lines: string[];
  for (;;) {
    const room = Math.min(spec.maxLines, Math.floor(box.h / (size * LINE_HEIGHT) + 1e-9));
    const last = size * 0.94 < spec.minSize;
    const wrapped = wrap(text, box.w, size, spec.bold, last);
    if (wrapped && room >= 1 && wrapped.length <= room) {
      lines = wrapped;
      break;
    }
    if (last) {
      lines = wrapped ?? [];
      size = Math.min(size, box.h / LINE_HEIGHT);
      const keep = Math.max(1, Math.min(spec.maxLines, Math.floor(box.h / (size * LINE_HEIGHT) + 1e-9)));
      if (lines.length > keep) lines = [...lines.slice(0, keep - 1), cut(lines.slice(keep - 1).join(' '), box.w, size, spec.bold)];
      break;
    }
    size *= 0.94;
  }
  return lines.map((line, i) => ({ kind: 'text', x: box.x, y: box.y + i * size * LINE_HEIGHT, size, width: box.w, text: line, bold: spec.bold, align: spec.align }));
}

/** How many modules (narrow bars) a symbol takes, quiet zone and EAN's leading digit included. */
function barcodeModules(symbology: BarcodeElement['symbology'], value: string): number {
  // EAN-13: 95 modules + the leading digit printed left of the bars; Code 128 subset B (as ZPL's
  // ^BC sends it): start 11 + 11 per character + check 11 + stop 13.
  return symbology === 'ean13' ? 95 + 12 : 11 * value.length + 35;
}

/** The barcode's box in mm: bars plus the human-readable line under them. */
export function barcodeSize(el: Pick<BarcodeElement, 'symbology' | 'value' | 'height' | 'module'>): { w: number; h: number } {
  const module = el.module ?? 2;
  if (el.symbology === 'qrcode') {
    // A QR symbol's module count follows its data (version); bwip-js draws 2 units per module at scale 2.
    const side = (viewBox(barcodeSvg(el as BarcodeElement)).vbW / 2) * (module / DOTS_PER_MM);
    return { w: side, h: side };
  }
  return { w: (barcodeModules(el.symbology, el.value) * module) / DOTS_PER_MM, h: el.height + humanReadableMm(module) };
}
const humanReadableMm = (module: number) => Math.max(2.5, (module * 10) / DOTS_PER_MM);

/** The widest module (<= maxModule) at which the barcode fits `box` (bars fill the rest of the
 *  height); null when even one dot per module is too wide: the caller prints the value as text. */
function placeBarcode(spec: { symbology: BarcodeElement['symbology']; value: string; maxModule: number; align?: 'left' | 'center' }, box: Box): BarcodeElement | null {
  const modules = barcodeModules(spec.symbology, spec.value);
  const module = Math.min(spec.maxModule, Math.floor((box.w * DOTS_PER_MM) / modules));
  if (module < 1) return null;
  const height = box.h - humanReadableMm(module);
  if (height < 3) return null;
  const w = (modules * module) / DOTS_PER_MM;
  const x = spec.align === 'center' ? box.x + (box.w - w) / 2 : box.x;
  return { kind: 'barcode', symbology: spec.symbology, value: spec.value, x, y: box.y, height, module };
}

export type StackItem = { text: TextSpec; weight: number } | { barcode: { symbology: BarcodeElement['symbology']; value: string; maxModule: number; align?: 'left' | 'center' }; height: number };

/** Stacks text blocks and barcodes top to bottom inside `area`, `gap` mm apart, when the label is
 *  drawn. Barcodes take their height; text blocks share what is left by weight, and each is fitted
 *  into its share. Text that takes less than its share moves the next blocks up; `valign: 'middle'`
 *  centres the whole stack. A barcode too wide for the label falls back to its value as text. */
export function stack(area: Box, items: StackItem[], gap: number, valign: 'top' | 'middle' = 'top'): LayoutElement[] {
  return [{ kind: 'stack', area, items, gap, valign }];
}

function stackNow(area: Box, items: StackItem[], gap: number, valign: 'top' | 'middle'): DrawnElement[] {
  const fixed = items.reduce((s, it) => s + ('barcode' in it ? it.height : 0), 0) + gap * Math.max(0, items.length - 1);
  const weights = items.reduce((s, it) => s + ('text' in it && it.text.text.trim() ? it.weight : 0), 0);
  const free = Math.max(0, area.h - fixed);
  const out: DrawnElement[] = [];
  let y = area.y;
  for (const it of items) {
    if ('text' in it) {
      if (!it.text.text.trim()) continue;
      const share = (free * it.weight) / weights;
      const lines = fitLines(it.text, { x: area.x, y, w: area.w, h: share });
      out.push(...lines);
      if (lines.length) y += lines.length * lines[0].size * LINE_HEIGHT + gap;
    } else {
      const box = { x: area.x, y, w: area.w, h: it.height };
      const bc = placeBarcode(it.barcode, box);
      out.push(...(bc ? [bc] : fitLines({ text: it.barcode.value, maxSize: it.height / 2, minSize: 1.5, maxLines: 2, align: it.barcode.align }, box)));
      y += it.height + gap;
    }
  }
  const used = y - gap - area.y;
  if (valign === 'middle' && used < area.h) {
    const dy = (area.h - used) / 2;
    for (const el of out) el.y += dy;
  }
  return out;
}

// ------------------------------------------------------------------ renderers

/** ^ and ~ start ZPL commands and \ is our ^FH escape: hex-escape them; everything else (UTF-8
 *  with ^CI28, Polish letters included) goes through as it is. */
function zplField(text: string): string {
  const escaped = text.replace(/[\\^~]/g, (c) => '\\' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
  return escaped === text ? `^FD${text}^FS` : `^FH\\^FD${escaped}^FS`;
}

/** ZPL II, UTF-8 (^CI28), copies with ^PQ. Each text line is a one-line field block (^FB) as
 *  wide as its box, so the printer keeps it there. Several layouts make one document: their label
 *  formats (^XA..^XZ) one after the other, each printed `copies` times. */
export function renderZpl(layouts: LabelLayout | readonly LabelLayout[], copies: number): Buffer {
  return Buffer.from(asList(layouts).map((layout) => zplLabel(layout, copies)).join(''), 'utf8');
}

const asList = (layouts: LabelLayout | readonly LabelLayout[]): readonly DrawnLayout[] => ('elements' in layouts ? [layouts] : layouts).map(drawnLayout);

function zplLabel(layout: DrawnLayout, copies: number): string {
  const lines = ['^XA', '^CI28', `^PW${dots(layout.widthMm)}`, `^LL${dots(layout.heightMm)}`, '^LH0,0'];
  for (const el of layout.elements) {
    if (el.kind === 'text') {
      const h = dots(el.size);
      lines.push(`^FO${dots(el.x)},${dots(el.y)}^A0N,${h},${h}^FB${Math.floor(el.width * DOTS_PER_MM)},1,0,${el.align === 'center' ? 'C' : 'L'},0${zplField(el.text)}`);
    } else if (el.symbology === 'qrcode') {
      // ^BQ model 2, magnification = module dots; MA, = error correction M, automatic data mode
      lines.push(`^FO${dots(el.x)},${dots(el.y)}^BQN,2,${el.module ?? 3}^FDMA,${el.value.replace(/[\\^~]/g, '')}^FS`);
    } else if (el.symbology === 'ean13') {
      // ^BE takes the 12 data digits; the printer adds the check digit.
      lines.push(`^FO${dots(el.x)},${dots(el.y)}^BY${el.module ?? 2}^BEN,${dots(el.height)},Y,N^FD${el.value.slice(0, 12)}^FS`);
    } else {
      lines.push(`^FO${dots(el.x)},${dots(el.y)}^BY${el.module ?? 2}^BCN,${dots(el.height)},Y,N,N${zplField(el.value)}`);
    }
  }
  lines.push(`^PQ${copies},0,1,Y`, '^XZ');
  return lines.join('\n') + '\n';
}

function barcodeSvg(el: BarcodeElement): string {
  if (el.symbology === 'qrcode') return bwipjs().toSVG({ bcid: 'qrcode', text: el.value, scale: 2 });
  return bwipjs().toSVG({ bcid: el.symbology, text: el.value, height: el.height, includetext: true, textxalign: 'center', scale: 2 });
}

function viewBox(svg: string): { vbW: number; vbH: number } {
  const [, , vbW, vbH] = (/viewBox="([\d.\s-]+)"/.exec(svg)?.[1] ?? '0 0 100 50').split(/\s+/).map(Number);
  return { vbW, vbH };
}

/** Where a text line starts on the x axis (centred lines: by their measured width). */
function lineX(el: TextElement): number {
  return el.align === 'center' ? el.x + Math.max(0, (el.width - measureText(el.text, el.size, el.bold)) / 2) : el.x;
}

/** One PDF page per copy (several layouts: one page per label and copy, in order, each page at its
 *  label's size); barcodes drawn as vector paths, not with a barcode font. Every text line is
 *  clipped to its box. `compress: false` leaves the content readable (tests). */
export function renderPdf(layouts: LabelLayout | readonly LabelLayout[], copies: number, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const list = asList(layouts);
  return new Promise((resolve, reject) => {
    const doc = new (PDFDocument())({ size: [list[0].widthMm * PT_PER_MM, list[0].heightMm * PT_PER_MM], margin: 0, autoFirstPage: false, compress: opts.compress ?? true, info: { Title: 'Label', CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    registerFonts(doc);
    const barcodes = new Map<BarcodeElement, string>();
    for (const layout of list) for (const el of layout.elements) if (el.kind === 'barcode') barcodes.set(el, barcodeSvg(el));
    for (const layout of list) {
      for (let copy = 0; copy < copies; copy++) {
      doc.addPage({ size: [layout.widthMm * PT_PER_MM, layout.heightMm * PT_PER_MM], margin: 0 });
      for (const el of layout.elements) {
        if (el.kind === 'text') {
          doc.save();
          doc.rect(el.x * PT_PER_MM, el.y * PT_PER_MM, el.width * PT_PER_MM, el.size * LINE_HEIGHT * PT_PER_MM).clip();
          useFont(doc, el.bold);
          doc.fontSize(el.size * PT_PER_MM).fillColor('black');
          doc.text(el.text, lineX(el) * PT_PER_MM, el.y * PT_PER_MM, { lineBreak: false });
          doc.restore();
        } else {
          const svg = barcodes.get(el)!;
          const box = barcodeSize(el);
          const { vbW, vbH } = viewBox(svg);
          doc.save();
          doc.translate(el.x * PT_PER_MM, el.y * PT_PER_MM);
          doc.scale((box.w * PT_PER_MM) / vbW, (box.h * PT_PER_MM) / vbH);
          for (const m of svg.matchAll(/<path([^>]*)\/>/g)) {
            const attrs = m[1];
            const d = /\sd="([^"]+)"/.exec(attrs)?.[1];
            if (!d) continue;
            const strokeWidth = /stroke-width="([\d.]+)"/.exec(attrs)?.[1];
            if (strokeWidth) doc.path(d).lineWidth(Number(strokeWidth)).strokeColor('black').stroke();
            else doc.path(d).fillColor('black').fill();
          }
          doc.restore();
        }
      }
    }
    }
    doc.end();
  });
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const num = (n: number) => String(Math.round(n * 100) / 100);

/** The preview shown before printing: the label at its size, in millimetres. Each line is drawn
 *  at the width the PDF gives it (textLength), so the preview wraps and fits like the print. */
export function renderSvg(described: LabelLayout): string {
  const layout = drawnLayout(described);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.widthMm}mm" height="${layout.heightMm}mm" viewBox="0 0 ${layout.widthMm} ${layout.heightMm}">`,
    `<rect x="0" y="0" width="${layout.widthMm}" height="${layout.heightMm}" fill="#fff" stroke="#999" stroke-width="0.3"/>`,
  ];
  for (const el of layout.elements) {
    if (el.kind === 'text') {
      const width = Math.min(el.width, measureText(el.text, el.size, el.bold));
      parts.push(
        `<text x="${num(lineX(el))}" y="${num(el.y + el.size * 0.93)}" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-size="${num(el.size)}" textLength="${num(width)}" lengthAdjust="spacingAndGlyphs"${el.bold ? ' font-weight="bold"' : ''}>${escapeXml(el.text)}</text>`,
      );
    } else {
      const svg = barcodeSvg(el);
      const box = barcodeSize(el);
      const { vbW, vbH } = viewBox(svg);
      const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      parts.push(`<svg x="${num(el.x)}" y="${num(el.y)}" width="${num(box.w)}" height="${num(box.h)}" viewBox="0 0 ${vbW} ${vbH}" preserveAspectRatio="none">${inner}</svg>`);
    }
  }
  parts.push('</svg>');
  return parts.join('\n');
}

// ------------------------------------------------------------------ the label layouts

export const LABEL_SIZES = {
  small: { widthMm: 50, heightMm: 30 },
  large: { widthMm: 100, heightMm: 150 },
  a4: { widthMm: 210, heightMm: 297 },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;

/** GTIN-13 check digit rule. */
export function isValidEan13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}
