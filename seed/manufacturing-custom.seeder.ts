import type { EntityManager } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { computeWidthSpec, paneWeightKg } from '../domain/manufacturing/index.js';
import { Document, DocumentFile, DocumentStatus } from '../server/src/modules/documents/document.entity.js';
import { DrillingSchemaRecord } from '../server/src/modules/manufacturing-reference/drilling-schema.entity.js';
import { ManufacturingBatch, ManufacturingClaim, ManufacturingLabel, ManufacturingLog, ManufacturingRecord, ManufacturingSheet, MissingGlass, type RecordPane } from '../server/src/modules/manufacturing-custom/custom.entity.js';
import { renderProductionSheet } from '../server/src/modules/manufacturing-custom/production-sheet.js';
import { toSchemaView } from '../server/src/modules/manufacturing-reference/schema.service.js';
import { DEMO_USERS } from './demo-users.js';
import { makeOrderPdf } from './documents.pdf.js';

const CUSTOMERS = ['Jan Kowalski', 'Łazienki Nowak', 'Szklarz Sp. z o.o.', 'Anna Wiśniewska', 'Okna-Bud', 'Hotel Pod Lipą', 'Marta Zielińska', 'Dom i Wnętrze s.c.'];
const SHIPPING = ['Kurier DPD', 'Paleta DPD', 'Kurier InPost', 'Odbiór osobisty', 'Paleta Geis'];
const TYPES = ['szklo_kabina', 'szklo_kabina', 'obraz_lustro_wc', 'dach', 'paleta', 'polpaleta', 'inne'] as const;
const TARE: Record<string, number> = { szklo_kabina: 3, obraz_lustro_wc: 2, dach: 0, paleta: 25, polpaleta: 15, inne: 0 };
const DAY = 86_400_000;

/** Deterministic pseudo-random numbers (the demo looks the same on every machine). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * About 60 custom manufacturing records over the last weeks in every state: NEW, LABELED, in
 * closed batches (one reopened), with missing glass open and closed, one deleted; their pushed
 * documents (some held for missing parts). Skipped when records exist.
 */
export async function seedManufacturingCustom(em: EntityManager): Promise<void> {
  if (await em.count(ManufacturingRecord, {})) return;
  const rand = rng(13);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const workers = DEMO_USERS.filter((u) => u.role >= 2).map((u) => ({ numer: u.numer_pracownika, name: `${u.firstName} ${u.lastName}` }));
  const schemas = await em.find(DrillingSchemaRecord, { archivedAt: null, thicknessMin: { $lte: 8 }, thicknessMax: { $gte: 8 } }, { limit: 3 });
  const now = Date.now();
  const records: ManufacturingRecord[] = [];
  for (let i = 0; i < 60; i++) {
    const number = `ZAM/2026/${String(5000 + i).padStart(5, '0')}`;
    const createdAt = new Date(now - (60 - i) * 0.45 * DAY - Math.floor(rand() * 3_600_000));
    const customer = pick(CUSTOMERS);
    const shippingMethod = pick(SHIPPING);
    const pdf = makeOrderPdf([`Zamowienie ${number}`, `Klient: ${customer}`, `Wysylka: ${shippingMethod}`, 'Szklo na wymiar']);
    const doc = em.create(Document, { number, customer, shippingMethod, wantsInvoice: rand() < 0.5, paymentsCod: rand() < 0.3, is_pickup: shippingMethod === 'Odbiór osobisty', pickup_place: shippingMethod === 'Odbiór osobisty' ? 'Kraków, ul. Szklana 5' : null, externalId: `shop-m${i}`, fileSize: pdf.length, createdAt, updatedAt: createdAt, createdByName: 'seed' });
    await em.flush();
    em.create(DocumentFile, { documentId: doc.id, fileName: `${number.replace(/\//g, '-')}.pdf`, sha256: createHash('sha256').update(pdf).digest('hex'), content: pdf, createdAt });
    const type = TYPES[i % TYPES.length];
    const worker = workers[i % workers.length];
    let panes: RecordPane[] = [];
    let widthSpec = null;
    let palletHeightCm: number | null = null;
    let weightKg: number | null = null;
    let computed: number | null = null;
    let schemaId: number | null = null;
    if (type === 'szklo_kabina' || type === 'obraz_lustro_wc' || type === 'dach') {
      const count = type === 'szklo_kabina' ? 2 + (i % 2) : 1;
      const thickness = type === 'obraz_lustro_wc' ? 4 : type === 'dach' ? 10 : 8;
      const kind = type === 'obraz_lustro_wc' ? 'lustro' : type === 'dach' ? 'laminowane' : 'hartowane';
      schemaId = type === 'szklo_kabina' && schemas.length ? schemas[i % schemas.length].id : null;
      panes = Array.from({ length: count }, (_, p) => {
        const pane = { widthMm: 400 + Math.round(rand() * 60) * 10, heightMm: type === 'szklo_kabina' ? 2000 : 600 + Math.round(rand() * 80) * 10, thicknessMm: thickness };
        return { index: p + 1, part: String.fromCharCode(65 + p), ...pane, glassKind: kind, schemaId: null, weightKg: paneWeightKg(pane) };
      });
      if (type === 'szklo_kabina') widthSpec = computeWidthSpec({ fixedDim: panes.slice(0, 2).map((p) => ({ part: p.part!, value: p.widthMm / 10 })), sideWalls: panes.slice(2).map((p) => ({ part: p.part!, value: p.widthMm / 10 })) });
      if (type !== 'dach') {
        computed = Math.round((panes.reduce((s, p) => s + p.weightKg, 0) + TARE[type]) * 100) / 100;
        weightKg = computed;
      }
    } else if (type === 'paleta' || type === 'polpaleta') {
      weightKg = 120 + Math.round(rand() * 400);
      palletHeightCm = type === 'paleta' ? pick([80, 100, 120, 140]) : null;
    }
    const rec = em.create(ManufacturingRecord, {
      orderNumber: number,
      documentId: doc.id,
      type,
      employeeNumber: worker.numer,
      employeeName: worker.name,
      schemaId,
      panes,
      widthSpec,
      weightKg,
      computedWeightKg: computed,
      palletHeightCm,
      notes: i % 9 === 0 ? 'Klient prosi o szlifowane krawędzie' : null,
      updatedByNumber: worker.numer,
      updatedByName: worker.name,
      sheetStatus: null,
      createdAt,
      updatedAt: createdAt,
    });
    await em.flush();
    em.create(ManufacturingClaim, { orderNumber: number, employeeNumber: worker.numer, employeeName: worker.name, claimedAt: createdAt });
    em.create(ManufacturingLog, { recordId: rec.id, employeeNumber: worker.numer, employeeName: worker.name, action: 'CREATED', note: null, createdAt });
    records.push(rec);
  }
  await em.flush();
  // labels: the first 52 records (the 8 newest stay NEW)
  for (const rec of records.slice(0, 52)) {
    const count = Math.max(1, rec.panes.length);
    const at = new Date(rec.createdAt.getTime() + 40 * 60_000);
    for (let p = 1; p <= count; p++) {
      em.create(ManufacturingLabel, { code: `G-${rec.id}-${p}`, recordId: rec.id, paneIndex: p, paneCount: count, printedBy: rec.employeeNumber, printedByName: rec.employeeName, payload: { code: `G-${rec.id}-${p}`, orderNumber: rec.orderNumber }, createdAt: at, updatedAt: at });
    }
    rec.status = 'LABELED';
    rec.firstLabelAt = at; // the first label's time, as the station's print sets it
    em.create(ManufacturingLog, { recordId: rec.id, employeeNumber: rec.employeeNumber, employeeName: rec.employeeName, action: 'LABEL_PRINTED', createdAt: at });
  }
  // batches of the oldest 36 records: six batches of six, the last one reopened
  const admin = DEMO_USERS.find((u) => u.role === 4)!;
  for (let b = 0; b < 6; b++) {
    const group = records.slice(b * 6, b * 6 + 6);
    const closedAt = new Date(group[5].createdAt.getTime() + 3 * 3_600_000);
    const closer = workers[b % workers.length];
    const batch = em.create(ManufacturingBatch, {
      closedBy: closer.numer,
      closedByName: closer.name,
      recordCount: group.length,
      paneCount: group.reduce((s, r) => s + Math.max(1, r.panes.length), 0),
      totalWeightKg: Math.round(group.reduce((s, r) => s + (r.weightKg ?? 0), 0) * 100) / 100,
      manifest: group.map((r) => ({ id: r.id, orderNumber: r.orderNumber, type: r.type, panes: r.panes.length, weightKg: r.weightKg })),
      createdAt: closedAt,
      updatedAt: closedAt,
    });
    await em.flush();
    batch.number = `PRT/${closedAt.getUTCFullYear()}/${String(batch.id).padStart(6, '0')}`;
    const reopened = b === 5;
    if (reopened) {
      batch.status = 'REOPENED';
      batch.reopenLog = [{ by: admin.numer_pracownika, byName: `${admin.firstName} ${admin.lastName}`, at: new Date(closedAt.getTime() + 3_600_000).toISOString(), note: 'Dołożono szybę do zamówienia' }];
    }
    for (const r of group) {
      if (!reopened) {
        r.status = 'CLOSED';
        r.batchId = batch.id;
        r.batchNumber = batch.number;
        await em.nativeUpdate(Document, { id: r.documentId! }, { status: DocumentStatus.SHIPPED, closedAt, openNumber: null });
      }
      em.create(ManufacturingLog, { recordId: r.id, employeeNumber: closer.numer, employeeName: closer.name, action: 'BATCH_CLOSED', note: batch.number, createdAt: closedAt });
      if (reopened) em.create(ManufacturingLog, { recordId: r.id, employeeNumber: admin.numer_pracownika, employeeName: `${admin.firstName} ${admin.lastName}`, action: 'BATCH_REOPENED', note: 'Dołożono szybę do zamówienia', createdAt: new Date(closedAt.getTime() + 3_600_000) });
    }
  }
  // missing glass: closed ones in batched records, open ones (station and packing) in open work
  const reasons = ['stluczka_w_produkcji', 'wada', 'nie_dostarczono', 'zly_wymiar', 'inne'] as const;
  const withPanes = records.filter((r) => r.panes.length > 0);
  for (const [k, r] of withPanes.slice(0, 4).entries()) {
    const at = new Date(r.createdAt.getTime() + 20 * 60_000);
    em.create(MissingGlass, { recordId: r.id, orderNumber: r.orderNumber, documentId: r.documentId, paneIndex: 1, description: `${r.panes[0].widthMm} x ${r.panes[0].heightMm} x ${r.panes[0].thicknessMm} mm ${r.panes[0].glassKind}`, reason: reasons[k % 5], reportedBy: r.employeeNumber, reportedByName: r.employeeName, status: 'CLOSED', closedAt: new Date(at.getTime() + DAY), closedBy: r.employeeNumber, closedByName: r.employeeName, printCount: 1, createdAt: at, updatedAt: at });
  }
  for (const [k, r] of withPanes.filter((x) => x.status === 'LABELED' && !x.batchId).slice(-5).entries()) {
    const at = new Date(r.createdAt.getTime() + 50 * 60_000);
    const packing = k % 2 === 1;
    em.create(MissingGlass, {
      recordId: r.id,
      orderNumber: r.orderNumber,
      documentId: r.documentId,
      paneIndex: packing ? null : 1,
      description: packing ? 'Szyba hartowana 8 mm (pakowanie)' : `${r.panes[0].widthMm} x ${r.panes[0].heightMm} x ${r.panes[0].thicknessMm} mm ${r.panes[0].glassKind}`,
      reason: packing ? 'nie_dostarczono' : reasons[k % 5],
      source: packing ? 'PACKING' : 'STATION',
      reportedBy: r.employeeNumber,
      reportedByName: r.employeeName,
      createdAt: at,
      updatedAt: at,
    });
    em.create(ManufacturingLog, { recordId: r.id, employeeNumber: r.employeeNumber, employeeName: r.employeeName, action: 'MISSING_REPORTED', createdAt: at });
    if (packing) await em.nativeUpdate(Document, { id: r.documentId! }, { status: DocumentStatus.MISSING_PARTS, missingParts: ['Szyba hartowana 8 mm'], closedAt: at });
  }
  // one deleted record
  const gone = records[records.length - 1];
  gone.status = 'DELETED';
  gone.deletedAt = new Date(gone.createdAt.getTime() + 10 * 60_000);
  gone.deletedBy = gone.employeeNumber;
  gone.deletedByName = gone.employeeName;
  em.create(ManufacturingLog, { recordId: gone.id, employeeNumber: gone.employeeNumber, employeeName: gone.employeeName, action: 'DELETED', createdAt: gone.deletedAt });
  await em.nativeDelete(ManufacturingClaim, { orderNumber: gone.orderNumber });
  await em.flush();
  // Every live record has its production sheet, as the station's background job makes it on save:
  // a newcomer can open and download one from the record's panel.
  const views = schemas.map(toSchemaView);
  for (const rec of records) {
    if (rec.status === 'DELETED') continue;
    const content = await renderProductionSheet(rec, views);
    em.create(ManufacturingSheet, { recordId: rec.id, recordVersion: rec.version, content, createdAt: rec.createdAt });
    rec.sheetStatus = 'SUCCESS';
    rec.sheetMessage = 'Plik został wygenerowany pomyślnie';
  }
  await em.flush();
}
