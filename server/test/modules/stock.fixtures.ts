import { StockItem } from '../../src/modules/inventory/stock-item.entity.js';
import type { TestApp } from '../support/test-app.js';

/** Stock items and change bodies shared by the inventory tests (changes, stock rules). */

let made = 0;

/** A fresh item per test, so tests do not depend on each other. */
export async function newStockItem(t: TestApp, o: { quantity?: number; location?: string; unit?: string; name?: string } = {}): Promise<StockItem> {
  const em = t.app.orm.em.fork();
  const item = em
    .create(StockItem, { catalogueIndex: `TEST-${++made}-${Date.now() % 100000}`, name: o.name ?? 'Zawias testowy', ean: '5901234123457', location: o.location ?? 'A-01-01', quantity: o.quantity ?? 10, unit: o.unit ?? 'szt' })
    .refreshSearch();
  await em.flush();
  return item;
}

/** POST /api/changes body of a stock change (values left loose: the tests send bad ones too). */
export const stockChange = (reference: string, stary_stan: unknown, nowy_stan: unknown, powod_zmiany = 'inwentaryzacja') => ({ type: 'stock', reference, data: { stary_stan, nowy_stan, powod_zmiany } });

/** POST /api/changes body of a location change. */
export const locationChange = (reference: string, stara_lokalizacja: string, nowa_lokalizacja: string) => ({ type: 'location', reference, data: { stara_lokalizacja, nowa_lokalizacja } });
