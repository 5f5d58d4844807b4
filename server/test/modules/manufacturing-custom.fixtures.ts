import { User } from '../../src/modules/users/user.entity.js';
import type { TestApp } from '../support/test-app.js';
import { orderFields, pushDocument } from './documents.fixtures.js';

let n = 0;
/** A shop order number with a `/`, pushed as a packing document. */
export async function pushOrder(t: TestApp, admin: string, extra: Record<string, string> = {}): Promise<{ number: string; documentId: number }> {
  const number = `ZAM/2026/${Date.now() % 1_000_000}-${++n}`;
  const res = await pushDocument(t, { token: admin, fields: orderFields({ number, ...extra }) });
  if (res.status !== 201) throw new Error(`push failed ${res.status} ${JSON.stringify(res.body)}`);
  return { number, documentId: res.body.id };
}

/** Active workers (role 3) straight in the database: their numer_pracownika. */
export async function createWorkers(t: TestApp, count: number, prefix: string, active = true): Promise<number[]> {
  const em = t.app.orm.em.fork();
  const base = 200_000 + Math.floor(Math.random() * 10_000) * 100;
  const users = Array.from({ length: count }, (_, i) =>
    em.create(User, { email: `${prefix}${i}-${base}@example.com`, passwordHash: 'x', firstName: 'Szklarz', lastName: `${prefix}${i}`, role: 3, numer_pracownika: base + i, active }),
  );
  await em.flush();
  return users.map((u) => u.numer_pracownika);
}

export const enc = encodeURIComponent;

/** A valid szklo_kabina record body. */
export const cabin = (numer_zamowienia: string, worker: number, extra: Record<string, unknown> = {}) => ({
  numer_zamowienia,
  type: 'szklo_kabina',
  panes: [
    { part: 'A', widthMm: 900, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane' },
    { part: 'B', widthMm: 600, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane' },
  ],
  widthSpec: { fixedDim: [{ part: 'A', value: 90 }, { part: 'B', value: 60 }], sideWalls: [] },
  createManufacturingLogDto: { numer_pracownika: worker, note: 'start' },
  ...extra,
});
