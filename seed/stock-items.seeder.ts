import type { EntityManager } from '@mikro-orm/core';
import { searchText } from '../server/src/modules/inventory/search-text.js';
import { StockItem } from '../server/src/modules/inventory/stock-item.entity.js';
import { generateStockItems } from './stock-items.js';

/** How many items the demo catalogue has. */
export const SEED_STOCK_ITEMS = 3000;

/** Adds the demo catalogue unless stock items already exist. */
export async function seedStockItems(em: EntityManager, count = SEED_STOCK_ITEMS): Promise<void> {
  if (await em.count(StockItem, {})) return;
  const now = new Date();
  const rows = generateStockItems(count).map((s) => ({
    ...s,
    availabilityCheck: false,
    updatedAt: now,
    pendingChangeId: null,
    searchIndex: searchText(s.catalogueIndex),
    searchName: searchText(s.name),
    searchLocation: searchText(s.location),
  }));
  for (let i = 0; i < rows.length; i += 500) await em.insertMany(StockItem, rows.slice(i, i + 500));
}
