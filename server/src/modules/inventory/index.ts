/** The inventory module's public API. */
export { inventoryModule } from './inventory.module.js';
/** The case- and accent-insensitive search text, for modules that search the same way. */
export { searchText } from './search-text.js';
/** What other modules use of the stock list and its changes (via `use(inventoryModule)`). */
export type { StockService, CatalogueEntry } from './stock.service.js';
export type { ChangeService, SettledListener } from './change.service.js';
export type { ChangeView } from './inventory.view.js';
export { STOCK_CHANGED_MESSAGE } from './change.service.js';
