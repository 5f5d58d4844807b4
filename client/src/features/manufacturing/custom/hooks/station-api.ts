import type { RecordInputFields } from '../record-form';

/** What the station needs to know about a shop order (check-order 200). */
export interface OrderCheck {
  numer_zamowienia: string;
  customer: string;
  shippingMethod: string;
  paymentsCod: boolean;
  is_pickup: boolean;
  pickup_place: string | null;
  /** Records already made for the order (open or batched). */
  recordCount: number;
  claimedBy: { employeeNumber: number; name: string } | null;
}

export type ClaimResult = { ok: true; name: string } | { ok: false; reason: 'unknownWorker' | 'taken' | 'failed'; message: string | null };

export type SaveResult = { ok: true; id: number; message: string | null } | { ok: false; fields: Record<string, string>; message: string | null };

export type ActionResult = { ok: true; message: string | null; operationId: string | null } | { ok: false; message: string | null };

/** The station's calls; one implementation talks to the server (use-station-api.ts). */
export interface StationApi {
  /** GET /api/user-check?numer_zewnetrzny=: true only on 200. */
  checkBadge(badge: string): Promise<boolean>;
  /** check-order: null when the order does not exist (404). */
  checkOrder(numer_zamowienia: string): Promise<OrderCheck | null>;
  /** check-worker: the worker takes the order. */
  claim(employeeNumber: number, numer_zamowienia: string): Promise<ClaimResult>;
  /** `idempotencyKey`: the same for repeats of one save (a double Enter creates one record). */
  create(numer_zamowienia: string, fields: RecordInputFields, employeeNumber: number, idempotencyKey: string): Promise<SaveResult>;
  print(recordId: number, printerId: number | null, idempotencyKey: string): Promise<ActionResult>;
}
