// Runs on the CPU pool's threads (platform/workers/cpu-pool.ts): the same renderers as the main
// thread's, so a label's bytes do not depend on where it was drawn.
import { fitText, renderPdf, renderZpl, type LabelLayout } from './label-layout.js';

export interface LabelRenderTask {
  layouts: LabelLayout | readonly LabelLayout[];
  copies: number;
}

/** The document of a print job; called without a task it only loads the PDF and barcode libraries
 *  and the fonts the layout engine measures with (labels are laid out here, ZPL ones too). */
export async function pdf(task?: LabelRenderTask): Promise<Uint8Array> {
  if (!task) return renderPdf({ widthMm: 10, heightMm: 10, elements: [...fitText({ text: 'Ząb', bold: true, maxSize: 2, minSize: 1, maxLines: 1 }, { x: 0, y: 0, w: 10, h: 3 }), { kind: 'text', x: 0, y: 3, size: 2, width: 10, text: 'Ząb' }, { kind: 'barcode', x: 0, y: 6, height: 3, symbology: 'code128', value: 'warm', module: 1 }] }, 1);
  return renderPdf(task.layouts, task.copies);
}

export function zpl(task?: LabelRenderTask): Uint8Array {
  if (!task) return new Uint8Array();
  return renderZpl(task.layouts, task.copies);
}
