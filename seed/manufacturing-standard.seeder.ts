import type { EntityManager } from '@mikro-orm/core';
import { Change } from '../server/src/modules/inventory/change.entity.js';
import { StockItem } from '../server/src/modules/inventory/stock-item.entity.js';
import { ManufacturingData } from '../server/src/modules/manufacturing-reference/manufacturing-data.entity.js';
import { StandardEntry, StandardErrorLog, StandardPiece } from '../server/src/modules/manufacturing-standard/standard-entry.entity.js';
import { prng } from './stock-items.js';

const DAY = 86_400_000;
/** The demo workers of the workshop (seed/demo-users.ts: magazyn 1003, biuro 1002). */
const WORKERS = [1003, 1002];
/** How many entries the demo has, and which one failed at the ERP. */
export const SEED_STANDARD_ENTRIES = 40;
export const SEED_STANDARD_DRAFTS = 4;
export const SEED_ERP_ERROR_MESSAGE = 'System ERP odrzucił zmianę (HTTP 503): Magazyn ERP niedostępny (przerwa serwisowa)';

/**
 * Standard manufacturing over the last 90 days: persisted entries with their printed
 * pieces and the SUCCESS stock changes that raised the items (the items' quantities include them),
 * one entry whose persist the ERP refused (ERROR, with its line in the error log and a failed
 * check before it), and a few drafts of today. Deterministic; skipped when entries exist.
 */
export async function seedStandardManufacturing(em: EntityManager, now = new Date()): Promise<void> {
  if ((await em.count(StandardEntry, {})) > 0) return;
  const rows = await em.find(ManufacturingData, { active: true }, { orderBy: { index: 'asc' } });
  const items = new Map((await em.find(StockItem, { catalogueIndex: { $in: rows.map((r) => r.index) } })).map((i) => [i.catalogueIndex, i]));
  const products = rows.filter((r) => items.has(r.index));
  if (products.length === 0) return;
  const rnd = prng(1414);
  const persisted = SEED_STANDARD_ENTRIES - SEED_STANDARD_DRAFTS - 1;
  for (let n = 0; n < SEED_STANDARD_ENTRIES; n++) {
    const product = products[n % products.length];
    const item = items.get(product.index)!;
    const worker = WORKERS[n % WORKERS.length];
    const quantity = 1 + Math.floor(rnd() * 6);
    const isDraft = n >= SEED_STANDARD_ENTRIES - SEED_STANDARD_DRAFTS;
    const isError = n === persisted;
    // Spread over the last 90 days, oldest first; the error 2 days ago; drafts today.
    const made = isDraft ? new Date(now.getTime() - (SEED_STANDARD_ENTRIES - n) * 600_000) : isError ? new Date(now.getTime() - 2 * DAY) : new Date(now.getTime() - (89 - Math.floor((n * 86) / persisted)) * DAY - Math.floor(rnd() * 8) * 3_600_000);
    const entry = em.create(StandardEntry, {
      numer_pracownika: worker,
      manufacturingDataId: product.id,
      index: product.index,
      name: item.name,
      quantity,
      status: isDraft ? 'DRAFT' : isError ? 'ERROR' : 'PERSISTED',
      createdAt: made,
      updatedAt: made,
    });
    await em.flush();
    for (let s = 1; s <= quantity; s++) {
      em.create(StandardPiece, {
        entryId: entry.id,
        seq: s,
        code: `S${entry.id}-${s}`,
        printedAt: isDraft && n % 2 === 0 ? null : new Date(made.getTime() + 300_000),
        printCount: isDraft && n % 2 === 0 ? 0 : 1,
        createdAt: made,
        updatedAt: made,
      });
    }
    if (isDraft) continue;
    const at = new Date(made.getTime() + 900_000);
    const change = em.create(Change, {
      type: 'stock',
      reference: item.catalogueIndex,
      stockItemId: item.id,
      data: { stary_stan: item.quantity, nowy_stan: item.quantity + quantity, powod_zmiany: `Produkcja standardowa nr ${entry.id} (pracownik ${worker})` },
      status: isError ? 'ERROR' : 'SUCCESS',
      errorMessage: isError ? SEED_ERP_ERROR_MESSAGE : null,
      createdById: null,
      createdByName: null,
      numer_pracownika: worker,
      createdAt: at,
      updatedAt: at,
      appliedAt: isError ? null : at,
    });
    await em.flush();
    Object.assign(entry, { changeId: change.id, checkedAt: at, persistedAt: isError ? null : at, errorMessage: isError ? SEED_ERP_ERROR_MESSAGE : null });
    if (isError) {
      em.create(StandardErrorLog, { numer_pracownika: worker, entryId: entry.id, index: entry.index, kind: 'CHECK', message: 'Nie wydrukowano żadnej etykiety', reasons: ['NO_LABELS'], createdAt: new Date(made.getTime() - 600_000), updatedAt: made });
      em.create(StandardErrorLog, { numer_pracownika: worker, entryId: entry.id, index: entry.index, kind: 'ERP', message: `Błąd ERP: ${SEED_ERP_ERROR_MESSAGE}`, changeId: change.id, createdAt: at, updatedAt: at });
    } else item.quantity += quantity;
  }
  await em.flush();
}
