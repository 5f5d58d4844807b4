import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../support/test-app.js';

/** What a newcomer finds on a fresh seed: history to read, a flagged document, badges to try. */
describe('the fresh seed, as a newcomer sees it', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
  });
  afterAll(() => t.stop());

  it('Historia zamówień has entries: each seeded document was "created" by the shop', async () => {
    const res = await t.rest('GET', '/api/history?entityType=document&action=created', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(5);
    expect(res.body.data.some((h: { reference: string; userName: string }) => h.reference === 'ZAM/2026/0001' && h.userName === 'API: Sklep')).toBe(true);
  });

  it('at least one document in the queue carries the error flag', async () => {
    const res = await t.rest('GET', '/api/documents?error=true', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { number: string }) => d.number)).toContain('ZAM/2026/0004');
  });

  it('more than one demo user has an external number, so the badge check can be tried with each', async () => {
    for (const badge of ['K-1001', 'B-1002', 'M-1003']) {
      expect((await t.rest('GET', `/api/user-check?numer_zewnetrzny=${badge}`, { token: admin })).status, badge).toBe(200);
    }
  });

  it('seeded records have their production sheet: check-file-status is FINISH and the PDF downloads', async () => {
    const list = await t.rest('GET', '/api/manufacturing/custom-manufacturing?page=1&limit=5', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const { id } of list.body.data as { id: number }[]) {
      const status = await t.rest('GET', `/api/manufacturing/check-file-status/${id}`, { token: admin });
      expect(status.body, `record ${id}`).toMatchObject({ status: 'FINISH', url: `/api/manufacturing/file/${id}` });
    }
    const { id } = list.body.data[0] as { id: number };
    const pdf = await fetch(`${t.url}/api/manufacturing/file/${id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
