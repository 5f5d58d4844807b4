import type { EntityManager } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { Document, DocumentFile } from '../server/src/modules/documents/document.entity.js';
import { HistoryEntry } from '../server/src/platform/audit/history-entry.entity.js';
import { makeOrderPdf } from './documents.pdf.js';

/** A handful of open orders for the packing screen, each with a small real PDF. Deterministic;
 *  skipped when documents already exist. */
const DEMO_DOCUMENTS = [
  { number: 'ZAM/2026/0001', customer: 'Jan Kowalski', shippingMethod: 'Kurier DPD', wantsInvoice: true, paymentsCod: false, is_pickup: false, pickup_place: null },
  { number: 'ZAM/2026/0002', customer: 'Szklarz Sp. z o.o.', shippingMethod: 'Paleta', wantsInvoice: true, paymentsCod: true, is_pickup: false, pickup_place: null },
  { number: 'ZAM/2026/0003', customer: 'Anna Nowak', shippingMethod: 'Odbiór osobisty', wantsInvoice: false, paymentsCod: false, is_pickup: true, pickup_place: 'Kraków, ul. Szklana 5' },
  // the shop had trouble with this one: its error flag is set (Pakowanie shows the badge)
  { number: 'ZAM/2026/0004', customer: 'Okna-Bud', shippingMethod: 'Kurier InPost', wantsInvoice: false, paymentsCod: true, is_pickup: false, pickup_place: null, error: true },
  { number: 'ZAM/2026/0005', customer: 'Piotr Wiśniewski', shippingMethod: 'Odbiór osobisty', wantsInvoice: true, paymentsCod: true, is_pickup: true, pickup_place: 'Warszawa, ul. Lustrzana 12' },
] as const;

export async function seedDocuments(em: EntityManager): Promise<void> {
  if (await em.count(Document, {})) return;
  const base = Date.UTC(2026, 0, 5, 8, 0, 0);
  for (const [i, d] of DEMO_DOCUMENTS.entries()) {
    const pdf = makeOrderPdf([
      `Zamówienie ${d.number}`,
      `Klient: ${d.customer}`,
      `Wysyłka: ${d.shippingMethod}`,
      `Faktura: ${d.wantsInvoice ? 'tak' : 'nie'}  Pobranie: ${d.paymentsCod ? 'tak' : 'nie'}`,
      d.is_pickup ? `Odbiór osobisty: ${d.pickup_place}` : 'Wysyłka do klienta',
      '1 x Szyba hartowana 8 mm 800 × 1900, łączenie ze ścianą',
      '2 x Zawias szkło-ściana 90°',
    ]);
    const createdAt = new Date(base + i * 15 * 60_000);
    const doc = em.create(Document, { ...d, externalId: `shop-${1000 + i}`, fileSize: pdf.length, createdAt, updatedAt: createdAt, createdByName: 'seed' });
    await em.flush();
    em.create(DocumentFile, { documentId: doc.id, fileName: `${d.number.replace(/\//g, '-')}.pdf`, sha256: createHash('sha256').update(pdf).digest('hex'), content: pdf, createdAt });
    // Historia zamówień is not empty on a fresh seed: each pushed document has its "created" entry, as a push writes it.
    em.create(HistoryEntry, { entityType: 'document', entityId: String(doc.id), reference: d.number, action: 'created', before: null, after: { number: d.number, customer: d.customer, shippingMethod: d.shippingMethod }, userId: null, userName: 'API: Sklep', createdAt });
  }
  await em.flush();
}
