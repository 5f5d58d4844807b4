/** The inventory module's public API. */
export { inventoryModule } from './inventory.module.js';
