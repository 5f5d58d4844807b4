import { existsSync } from 'node:fs';
import type BwipJs from 'bwip-js';
import type PDFKit from 'pdfkit';
import { lazy } from '../../platform/lazy.js';
import type { SchemaView } from '../manufacturing-reference/index.js';
import type { ManufacturingRecord } from './custom.entity.js';

const bwipjs = lazy<typeof BwipJs>('bwip-js');
const PDFDocument = lazy<typeof PDFKit>('pdfkit');

const FONTS = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/TTF/DejaVuSans.ttf'];
const FONT = [process.env.PRINT_FONT ?? '', ...FONTS].find((f) => f && existsSync(f)) ?? null;

const recordQrValue = (recordId: number) => `R-${recordId}`;

const fmt = (n: number | null | undefined, unit = '') => (n === null || n === undefined ? '-' : `${String(n).replace('.', ',')}${unit}`);

/** What of a record its sheet shows: plain data, so it can be handed to a worker thread. */
export type SheetRecord = Pick<
  ManufacturingRecord,
  'id' | 'orderNumber' | 'version' | 'type' | 'employeeName' | 'employeeNumber' | 'weightKg' | 'computedWeightKg' | 'palletHeightCm' | 'widthSpec' | 'notes' | 'panes' | 'schemaId'
>;

export function sheetRecord(rec: SheetRecord): SheetRecord {
  const { id, orderNumber, version, type, employeeName, employeeNumber, weightKg, computedWeightKg, palletHeightCm, widthSpec, notes, panes, schemaId } = rec;
  return structuredClone({ id, orderNumber, version, type, employeeName, employeeNumber, weightKg, computedWeightKg, palletHeightCm, widthSpec, notes, panes, schemaId });
}

/** The production sheet (A4 PDF): order, panes with dimensions, the schema drawings (pane outline
 *  and holes to scale), weight, worker, QR of the record. */
export async function renderProductionSheet(rec: SheetRecord, schemas: SchemaView[]): Promise<Buffer> {
  const qr = await bwipjs().toBuffer({ bcid: 'qrcode', text: recordQrValue(rec.id), scale: 3 });
  return new Promise((resolve, reject) => {
    const doc = new (PDFDocument())({ size: 'A4', margin: 40, info: { Title: `Karta produkcyjna ${rec.orderNumber}`, CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (FONT) doc.registerFont('sheet', FONT);
    doc.font(FONT ? 'sheet' : 'Helvetica');
    doc.fontSize(18).text(`Karta produkcyjna: zamówienie ${rec.orderNumber}`, 40, 40, { width: 400 });
    doc.image(qr, 470, 30, { width: 80 });
    doc.fontSize(10).moveDown();
    const lines = [
      `Rekord: ${rec.id} (wersja ${rec.version})`,
      `Typ: ${rec.type}`,
      `Pracownik: ${rec.employeeName} (${rec.employeeNumber})`,
      `Waga: ${fmt(rec.weightKg, ' kg')}${rec.computedWeightKg !== null ? ` (wyliczona ${fmt(rec.computedWeightKg, ' kg')})` : ''}`,
      ...(rec.palletHeightCm ? [`Wysokość palety: ${rec.palletHeightCm} cm`] : []),
      ...(rec.widthSpec ? [`Szerokość: ${fmt(rec.widthSpec.width, ' mm')}, druga: ${fmt(rec.widthSpec.anotherWidth, ' mm')}, różnica: ${fmt(rec.widthSpec.difference, ' mm')}`] : []),
      ...(rec.notes ? [`Uwagi: ${rec.notes}`] : []),
    ];
    for (const l of lines) doc.text(l, { width: 420 });
    doc.moveDown();
    doc.fontSize(12).text('Szyby', { underline: true });
    doc.fontSize(10);
    for (const p of rec.panes) {
      const schema = schemas.find((s) => s.id === (p.schemaId ?? rec.schemaId));
      doc.text(`${p.index}/${rec.panes.length} ${p.part ?? ''}  ${p.widthMm} x ${p.heightMm} x ${p.thicknessMm} mm  ${p.glassKind}  ${fmt(p.weightKg, ' kg')}  ${schema ? `schemat ${schema.code} (${schema.holes.length} otw.)` : ''}`);
    }
    for (const s of schemas) {
      if (doc.y > 600) doc.addPage();
      doc.moveDown().fontSize(12).text(`Schemat ${s.code}: ${s.name}`);
      const top = doc.y + 10;
      const scale = Math.min(480 / s.paneWidth, 200 / s.paneHeight);
      const w = s.paneWidth * scale;
      const h = s.paneHeight * scale;
      doc.rect(40, top, w, h).lineWidth(1).stroke();
      const fromRight = s.referenceCorner.endsWith('right');
      const fromTop = s.referenceCorner.startsWith('top');
      for (const hole of s.holes) {
        const x = fromRight ? s.paneWidth - hole.x : hole.x;
        const y = fromTop ? hole.y : s.paneHeight - hole.y;
        doc.circle(40 + x * scale, top + y * scale, Math.max(1.5, (hole.diameter / 2) * scale)).stroke();
      }
      for (const c of s.cutouts) {
        const x = fromRight ? s.paneWidth - c.x - c.width : c.x;
        const y = fromTop ? c.y : s.paneHeight - c.y - c.height;
        doc.rect(40 + x * scale, top + y * scale, c.width * scale, c.height * scale).stroke();
      }
      doc.y = top + h + 10;
      doc.x = 40;
    }
    doc.end();
  });
}
