import type { EntityManager } from '@mikro-orm/core';
import { drillingSchemaSchema, paneWeightKg } from '../domain/manufacturing/index.js';
import { DrillingSchemaRecord } from '../server/src/modules/manufacturing-reference/drilling-schema.entity.js';
import { ManufacturingData } from '../server/src/modules/manufacturing-reference/manufacturing-data.entity.js';
import { searchText } from '../server/src/modules/inventory/index.js';
import { SEED_DRILLING_SCHEMAS, SEED_MANUFACTURING_DATA } from './manufacturing-reference.js';

/** The drilling schemas (one archived) and the manufacturing data rows of the demo; skipped when
 *  schemas or rows exist. */
export async function seedManufacturingReference(em: EntityManager): Promise<void> {
  if ((await em.count(DrillingSchemaRecord, {})) > 0 || (await em.count(ManufacturingData, {})) > 0) return;
  const ids = new Map<string, DrillingSchemaRecord>();
  const archivedAt = new Date(Date.UTC(2025, 0, 15, 9, 0, 0));
  for (const { archived, ...input } of SEED_DRILLING_SCHEMAS) {
    const s = drillingSchemaSchema.parse(input);
    ids.set(s.code, em.create(DrillingSchemaRecord, { ...s, archivedAt: archived ? archivedAt : null, searchCode: searchText(s.code), searchName: searchText(s.name) }));
  }
  await em.flush();
  for (const r of SEED_MANUFACTURING_DATA) {
    const computed = paneWeightKg({ widthMm: r.widthMm, heightMm: r.heightMm, thicknessMm: r.thicknessMm });
    em.create(ManufacturingData, {
      index: r.index,
      name: r.name,
      type: r.type,
      glassKind: r.glassKind,
      thicknessMm: r.thicknessMm,
      widthMm: r.widthMm,
      heightMm: r.heightMm,
      weightKg: r.weightKg ?? computed,
      weightOverridden: r.weightKg !== null,
      defaultSchemaId: r.defaultSchemaCode ? ids.get(r.defaultSchemaCode)!.id : null,
      labelsPerPiece: r.labelsPerPiece,
      active: r.active,
      searchIndex: searchText(r.index),
      searchName: searchText(r.name),
    });
  }
  await em.flush();
}
