import assert from 'node:assert/strict';
import { baseUrl, PASSWORD } from './browser.mjs';
import { pdf } from './pdf.mjs';

/** The REST side the browser tests set their scene up with (what the shop and the stations send). */

/** A demo user's bearer token. */
export async function apiToken(email) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: PASSWORD }) });
  return (await res.json()).access_token;
}

/** One JSON call: `{ status, body }`. */
export async function api(token, method, path, body) {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The shop pushes an order's document (multipart + Idempotency-Key; orders are the pushed documents); 201 asserted, the document answered. */
export async function pushDocument(token, number, { customer = 'E2E Klient', keyPrefix = 'e2e', ...extra } = {}) {
  const form = new FormData();
  const fields = { number, customer, shippingMethod: 'Kurier', wantsInvoice: 'false', paymentsCod: 'false', is_pickup: 'false', ...extra };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([pdf(`Order ${number}`)], { type: 'application/pdf' }), `${number.replaceAll('/', '_')}.pdf`);
  const res = await fetch(`${baseUrl}/api/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'idempotency-key': `${keyPrefix}-${number}` }, body: form });
  const text = await res.text();
  assert.equal(res.status, 201, text);
  return JSON.parse(text);
}
