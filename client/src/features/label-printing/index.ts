/** What other features may use of the label-printing feature (its public API). */
export { StockPrintAction } from './components/stock-print-action';
export { offeredPrinters } from './printer-choice';
