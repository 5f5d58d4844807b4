import { existsSync } from 'node:fs';
import type BwipJs from 'bwip-js';
import type PDFKit from 'pdfkit';
import { lazy } from '../../platform/lazy.js';

const bwipjs = lazy<typeof BwipJs>('bwip-js');
const PDFDocument = lazy<typeof PDFKit>('pdfkit');

/**
 * One description of a label, rendered three ways: ZPL for Zebra printers, PDF for the others,
 * SVG for the preview. Coordinates are millimetres from the top-left corner.
 */
export interface TextElement {
  kind: 'text';
  x: number;
  y: number;
  /** Character height in mm. */
  size: number;
  text: string;
  bold?: boolean;
}
export interface BarcodeElement {
  kind: 'barcode';
  x: number;
  y: number;
  /** Bar height in mm (the human-readable line comes below it). */
  height: number;
  /** qrcode: a square QR symbol (no human-readable line); `height` is ignored, `module` sets its size. */
  symbology: 'ean13' | 'code128' | 'qrcode';
  value: string;
  /** Narrow bar width in printer dots (203 dpi: 1 dot = 0.125 mm). */
  module?: number;
}
export type LayoutElement = TextElement | BarcodeElement;

export interface LabelLayout {
  widthMm: number;
  heightMm: number;
  elements: LayoutElement[];
}

/** 203 dpi Zebra printers: 8 dots per mm. */
const DOTS_PER_MM = 8;
const dots = (mm: number) => Math.round(mm * DOTS_PER_MM);

/** ^ and ~ start ZPL commands and \ is our ^FH escape: hex-escape them; everything else (UTF-8
 *  with ^CI28, Polish letters included) goes through as it is. */
export function zplField(text: string): string {
  const escaped = text.replace(/[\\^~]/g, (c) => '\\' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
  return escaped === text ? `^FD${text}^FS` : `^FH\\^FD${escaped}^FS`;
}

/** ZPL II, UTF-8 (^CI28), copies with ^PQ. */
export function renderZpl(layout: LabelLayout, copies: number): Buffer {
  const lines = ['^XA', '^CI28', `^PW${dots(layout.widthMm)}`, `^LL${dots(layout.heightMm)}`, '^LH0,0'];
  for (const el of layout.elements) {
    if (el.kind === 'text') {
      const h = dots(el.size);
      lines.push(`^FO${dots(el.x)},${dots(el.y)}^A0N,${h},${el.bold ? Math.round(h * 1.1) : h}${zplField(el.text)}`);
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
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

function barcodeSvg(el: BarcodeElement): string {
  if (el.symbology === 'qrcode') return bwipjs().toSVG({ bcid: 'qrcode', text: el.value, scale: 2 });
  return bwipjs().toSVG({ bcid: el.symbology, text: el.value, height: el.height, includetext: true, textxalign: 'center', scale: 2 });
}

/** The barcode's width in mm on the label (module dots * modules). */
function barcodeBox(el: BarcodeElement, svg: string): { w: number; h: number; vbW: number; vbH: number } {
  const [, , vbW, vbH] = (/viewBox="([\d.\s-]+)"/.exec(svg)?.[1] ?? '0 0 100 50').split(/\s+/).map(Number);
  // bwip-js draws 2 units per module at scale 2; a module is `module` dots.
  const moduleMm = (el.module ?? 2) / DOTS_PER_MM;
  const w = (vbW / 2) * moduleMm;
  return { w, h: (vbH / vbW) * w, vbW, vbH };
}

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

const PT_PER_MM = 72 / 25.4;

/** One PDF page per copy; barcodes drawn as vector paths, not with a barcode font. */
export function renderPdf(layout: LabelLayout, copies: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new (PDFDocument())({ size: [layout.widthMm * PT_PER_MM, layout.heightMm * PT_PER_MM], margin: 0, autoFirstPage: false, info: { Title: 'Label', CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (regularFont) doc.registerFont('label', regularFont);
    if (boldFont) doc.registerFont('label-bold', boldFont);
    const barcodes = new Map<BarcodeElement, string>();
    for (const el of layout.elements) if (el.kind === 'barcode') barcodes.set(el, barcodeSvg(el));
    for (let copy = 0; copy < copies; copy++) {
      doc.addPage();
      for (const el of layout.elements) {
        if (el.kind === 'text') {
          doc.font(el.bold ? (boldFont ? 'label-bold' : 'Helvetica-Bold') : regularFont ? 'label' : 'Helvetica');
          doc.fontSize(el.size * PT_PER_MM * 1.3).fillColor('black');
          doc.text(el.text, el.x * PT_PER_MM, el.y * PT_PER_MM, { lineBreak: false, width: (layout.widthMm - el.x) * PT_PER_MM, ellipsis: true });
        } else {
          const svg = barcodes.get(el)!;
          const box = barcodeBox(el, svg);
          doc.save();
          doc.translate(el.x * PT_PER_MM, el.y * PT_PER_MM);
          doc.scale((box.w * PT_PER_MM) / box.vbW, (box.h * PT_PER_MM) / box.vbH);
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
    doc.end();
  });
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The preview shown before printing: the label at its size, in millimetres. */
export function renderSvg(layout: LabelLayout): string {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.widthMm}mm" height="${layout.heightMm}mm" viewBox="0 0 ${layout.widthMm} ${layout.heightMm}">`,
    `<rect x="0" y="0" width="${layout.widthMm}" height="${layout.heightMm}" fill="#fff" stroke="#999" stroke-width="0.3"/>`,
  ];
  for (const el of layout.elements) {
    if (el.kind === 'text') {
      parts.push(`<text x="${el.x}" y="${el.y + el.size}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${el.size * 1.3}"${el.bold ? ' font-weight="bold"' : ''}>${escapeXml(el.text)}</text>`);
    } else {
      const svg = barcodeSvg(el);
      const box = barcodeBox(el, svg);
      const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      parts.push(`<svg x="${el.x}" y="${el.y}" width="${box.w}" height="${box.h}" viewBox="0 0 ${box.vbW} ${box.vbH}" preserveAspectRatio="none">${inner}</svg>`);
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
