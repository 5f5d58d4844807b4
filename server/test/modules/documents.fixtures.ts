import jwt from 'jsonwebtoken';
import { makeOrderPdf } from '../../../seed/documents.pdf.js';
import { User } from '../../src/modules/users/user.entity.js';
import { TEST_JWT_SECRET, type TestApp } from '../support/test-app.js';

export const pdf = (label = 'Zamówienie') => makeOrderPdf([label, 'Klient: Jan Kowalski', 'Pozycje: szyba 8 mm x 2']);

export interface PushOptions {
  token: string;
  key?: string | null;
  fields?: Record<string, string>;
  file?: Buffer | null;
  fileName?: string;
}

let counter = 0;
export const orderFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  number: `ZAM-${Date.now()}-${++counter}`,
  externalId: `ext-${counter}`,
  customer: 'Jan Kowalski',
  shippingMethod: 'Kurier DPD',
  wantsInvoice: 'true',
  paymentsCod: 'false',
  is_pickup: 'false',
  pickup_place: '',
  ...overrides,
});

/** POST /api/documents as multipart/form-data, the way the shop sends it. */
export async function pushDocument(t: TestApp, o: PushOptions) {
  const form = new FormData();
  for (const [k, v] of Object.entries(o.fields ?? orderFields())) form.append(k, v);
  const file = o.file === undefined ? pdf() : o.file;
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), o.fileName ?? 'order.pdf');
  const headers: Record<string, string> = { authorization: `Bearer ${o.token}` };
  if (o.key !== null) headers['idempotency-key'] = o.key ?? `key-${Date.now()}-${Math.random()}`;
  const res = await fetch(t.url + '/api/documents', { method: 'POST', headers, body: form });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** Packers (role 2 unless said), created straight in the database, with tokens signed like the app signs them. */
export async function createPackers(t: TestApp, n: number, prefix: string, role: 2 | 3 | 4 = 2): Promise<Array<{ id: number; name: string; token: string }>> {
  const em = t.app.orm.em.fork();
  const users = Array.from({ length: n }, (_, i) =>
    em.create(User, {
      email: `${prefix}${i}@example.com`,
      passwordHash: 'not-a-login-account',
      firstName: 'Pakowacz',
      lastName: `${prefix}${i}`,
      role,
      numer_pracownika: 50_000 + Math.floor(Math.random() * 1_000_000) * 100 + i,
    }),
  );
  await em.flush();
  return users.map((u) => ({
    id: u.id,
    name: u.displayName(),
    token: jwt.sign({ tv: u.tokenVersion, role: u.role, typ: 'access' }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: String(u.id), expiresIn: '1h' }),
  }));
}
