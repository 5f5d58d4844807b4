import type { EntityManager } from '../../platform/database.js';
import type { DocumentsApi } from '../documents/index.js';

/** What the workshop needs to know about a shop order. */
interface ShopOrder {
  number: string;
  customer: string;
  shippingMethod: string;
  paymentsCod: boolean;
  wantsInvoice: boolean;
  is_pickup: boolean;
  pickup_place: string | null;
  documents: Array<{ id: number; status: string; missingParts: string[] | null; createdAt: Date }>;
}

/** Where orders come from. Today: the documents the shop pushed for packing; a direct shop lookup
 *  (ERP-connector style) can be added behind the same interface. */
export interface OrderConnector {
  find(em: EntityManager, number: string): Promise<ShopOrder | null>;
}

export class PushedDocumentsOrderConnector implements OrderConnector {
  constructor(private readonly documents: DocumentsApi['documents']) {}

  async find(em: EntityManager, number: string): Promise<ShopOrder | null> {
    const docs = await this.documents.byNumber(em, number);
    const latest = docs[0];
    if (!latest) return null;
    return {
      number,
      customer: latest.customer,
      shippingMethod: latest.shippingMethod,
      paymentsCod: latest.paymentsCod,
      wantsInvoice: latest.wantsInvoice,
      is_pickup: latest.is_pickup,
      pickup_place: latest.pickup_place,
      documents: docs.map((d) => ({ id: d.id, status: d.status, missingParts: d.missingParts, createdAt: d.createdAt })),
    };
  }
}
