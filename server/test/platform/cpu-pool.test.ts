import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { quickPrintLayout } from '../../src/modules/labels/labels.layout.js';
import { stockLayout } from '../../src/modules/inventory/stock-label.layout.js';
import { renderPdf, renderZpl, type LabelLayout } from '../../src/modules/printing/label-layout.js';
import { LABEL_RENDER } from '../../src/modules/printing/printing.service.js';
import { PRODUCTION_SHEET } from '../../src/modules/manufacturing-custom/record.service.js';
import { renderProductionSheet, type SheetRecord } from '../../src/modules/manufacturing-custom/production-sheet.js';
import type { SchemaView } from '../../src/modules/manufacturing-reference/index.js';
import { CpuPool } from '../../src/platform/workers/cpu-pool.js';

/** Labels, ZPL and production sheets are drawn on worker threads: the bytes must be those of the
 *  renderer on the main thread, and the main thread must stay free while they are drawn. */
const pool = new CpuPool({ threads: 1 });
afterAll(() => pool.close());

const bytes = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

const LAYOUTS: LabelLayout[] = [
  quickPrintLayout({ lines: ['Szkło hartowane ŻÓŁTA ĆWIARTKA źdźbła', '1200×800×10 mm', 'zażółć ^ ~ \\ gęślą'], ean: '5901234123457', code: null, size: 'large' }),
  quickPrintLayout({ lines: ['Okucie'], ean: null, code: 'ABC-123/x', size: 'small' }),
  stockLayout({ index: 'IDX-0001', name: 'Uchwyt do szkła łódź', ean: '5901234123457', location: 'A-01-02' }, 'a4'),
  { widthMm: 50, heightMm: 30, elements: [{ kind: 'barcode', x: 2, y: 2, height: 20, symbology: 'qrcode', value: 'R-42', module: 3 }, { kind: 'text', x: 25, y: 5, size: 3, width: 20, text: 'Środek', bold: true, align: 'center' }] },
];

describe('CPU pool', () => {
  it('draws label PDFs and ZPL byte for byte as the main thread does', async () => {
    for (const layouts of [LAYOUTS[0], LAYOUTS, LAYOUTS.slice(1, 3)]) {
      for (const copies of [1, 3]) {
        expect(bytes(await pool.run<Uint8Array>(LABEL_RENDER.pdf, { layouts, copies })).equals(await renderPdf(layouts, copies))).toBe(true);
        expect(bytes(await pool.run<Uint8Array>(LABEL_RENDER.zpl, { layouts, copies })).equals(renderZpl(layouts, copies))).toBe(true);
      }
    }
  });

  it('draws the production sheet byte for byte as the main thread does', async () => {
    const rec: SheetRecord = {
      id: 17,
      orderNumber: 'ZAM/2026/0042',
      version: 3,
      type: 'szklo',
      employeeName: 'Łukasz Żółć',
      employeeNumber: '0007',
      weightKg: 41.25,
      computedWeightKg: 40.5,
      palletHeightCm: 120,
      widthSpec: { width: 1200, anotherWidth: 1195, difference: 5 },
      notes: 'Uwaga: fazowanie ^~',
      panes: [
        { index: 1, part: 'A', widthMm: 1200, heightMm: 800, thicknessMm: 8, glassKind: 'hartowane', weightKg: 19.2, schemaId: 5 },
        { index: 2, part: null, widthMm: 600, heightMm: 400, thicknessMm: 6, glassKind: 'float', weightKg: 3.6, schemaId: null },
      ],
      schemaId: 5,
    } as unknown as SheetRecord;
    const schemas = [
      {
        id: 5,
        code: 'S5',
        name: 'Dwa otwory i wycięcie',
        paneWidth: 1200,
        paneHeight: 800,
        referenceCorner: 'bottom-right',
        holes: [{ x: 100, y: 100, diameter: 12 }, { x: 1100, y: 700, diameter: 20 }],
        cutouts: [{ x: 500, y: 0, width: 200, height: 50 }],
      },
    ] as unknown as SchemaView[];
    const fromPool = bytes(await pool.run<Uint8Array>(PRODUCTION_SHEET, { rec, schemas }));
    expect(fromPool.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fromPool.equals(await renderProductionSheet(rec, schemas))).toBe(true);
  });

  it('keeps the event loop free while a large print renders', async () => {
    // 40 labels x 10 copies: a few hundred ms of CPU, all of it on the worker. Drawn on the main
    // thread it is one synchronous stretch, and the loop's longest delay would be about all of it.
    const job = { layouts: Array.from({ length: 40 }, (_, i) => LAYOUTS[i % LAYOUTS.length]), copies: 10 };
    await pool.run(LABEL_RENDER.pdf, { layouts: LAYOUTS[0], copies: 1 });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const t0 = performance.now();
    const pdf = bytes(await pool.run<Uint8Array>(LABEL_RENDER.pdf, job));
    const took = performance.now() - t0;
    delay.disable();
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(took).toBeGreaterThan(100);
    // A busy shared machine delays any thread now and then: the bound is a share of the render.
    expect(delay.max / 1e6, `loop delay max while rendering ${took.toFixed(0)} ms`).toBeLessThan(Math.min(250, took / 3));
  });
});
