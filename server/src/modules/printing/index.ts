/** The printing module's public API: a print queue that other modules print through
 *  (`print(ctx, { printerId, layout, copies, source, reference })`), the label layout model and
 *  its renderers. It knows no stock item, no quick-print label and no manufacturing record:
 *  callers build their own layouts. */
export { printingModule, type PrintingApi } from './printing.module.js';
export type { PrintingService } from './printing.service.js';
export { PrintQueued as PrintQueuedType, PrintJobState } from './printing.types.js';
export { PrintQueuedSchema, type PrintQueued } from './printing.view.js';
export { DOCUMENT_SIZES } from './printing.input.js';
export { LABEL_SIZES, LINE_HEIGHT, fitText, isValidEan13, stack, type LabelLayout, type LabelSize, type LayoutElement, type StackItem } from './label-layout.js';
