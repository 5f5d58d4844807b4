import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../support/test-app.js';

/** POST /api/manufacturing/width-calculation: the shared width function over HTTP (SPEC.md 9). */
describe('width calculation', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await TestApp.start();
    staff = await t.tokenFor(2);
  });
  afterAll(() => t.stop());
  const calc = (body: unknown, token: string | null = staff) => t.rest('POST', '/api/manufacturing/width-calculation', { token, body });

  it('computes widths in mm from parts in cm (+4 mm, x 10), as the worked examples say', async () => {
    const res = await calc({ fixedDim: [{ part: 'A', value: 45 }, { part: 'B', value: 45 }], sideWalls: [{ part: 'C', value: 90 }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 904, anotherWidth: 904, difference: 0 });
  });

  it('refuses bad input with 400 naming the field path, for each rule', async () => {
    const cases: Array<[unknown, string]> = [
      [{ fixedDim: [{ part: 'A', value: 10 }, { part: 'B', value: 0 }] }, 'fixedDim[1].value'],
      [{ fixedDim: [{ part: 'A', value: 300.1 }] }, 'fixedDim[0].value'],
      [{ fixedDim: [{ part: 'A', value: 29.35 }] }, 'fixedDim[0].value'],
      [{ fixedDim: [{ part: 'A', value: 10 }], sideWalls: [{ part: 'a', value: 20 }] }, 'sideWalls[0].part'],
      [{ type: 'szklo_kabina', fixedDim: [], sideWalls: [] }, 'fixedDim'],
      [{ type: 'teleport' }, 'type'],
    ];
    for (const [body, field] of cases) {
      const res = await calc(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(field);
    }
  });

  it('is for staff: a klient gets 403, nobody signed in 401', async () => {
    expect((await calc({ fixedDim: [] }, await t.tokenFor(1))).status).toBe(403);
    expect((await calc({ fixedDim: [] }, null)).status).toBe(401);
  });
});
