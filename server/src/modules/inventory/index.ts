/** The inventory module's public API. */
export { inventoryModule } from './inventory.module.js';
/** The case- and accent-insensitive search text (ADR 0300), for modules that search the same way. */
export { searchText } from './search-text.js';
