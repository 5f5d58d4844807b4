import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightWarning } from '../../src/modules/manufacturing-custom/record.service.js';
import { TestApp } from '../support/test-app.js';
import { createWorkers, pushOrder } from './manufacturing-custom.fixtures.js';

const C = '/api/manufacturing/custom-manufacturing';
const mirror = (numer_zamowienia: string, worker: number, weightKg?: number) => ({
  numer_zamowienia,
  type: 'obraz_lustro_wc',
  panes: [{ part: 'A', widthMm: 900, heightMm: 2200, thicknessMm: 8, glassKind: 'lustro' }],
  ...(weightKg === undefined ? {} : { weightKg }),
  createManufacturingLogDto: { numer_pracownika: worker, note: 'waga' },
});

/** A declared weight that disagrees with the glass is saved but said (ADR 0962). */
describe('custom record: declared weight against the glass', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let worker: number;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
    staff = await t.tokenFor(3);
    [worker] = await createWorkers(t, 1, 'waga');
  });
  afterAll(() => t.stop());

  it('5 kg declared for a 900 x 2200 x 8 mm mirror: saved, with a warning in Polish naming both weights (REST and GraphQL)', async () => {
    const o = await pushOrder(t, admin);
    const res = await t.rest('POST', C, { token: staff, body: mirror(o.number, worker, 5) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.weightKg).toBe(5);
    expect(res.body.computedWeightKg).toBeGreaterThan(39);
    expect(res.body.weightWarning).toMatch(/^Podana waga 5 kg różni się od wyliczonej z wymiarów szkła \(\d+(,\d+)? kg\) o \d+(,\d+)? kg; sprawdź wagę i wymiary$/);
    const gql = await t.gql('query($id: Int!) { manufacturingRecord(id: $id) { weightWarning } }', { id: res.body.id }, staff);
    expect(gql.data?.manufacturingRecord.weightWarning ?? gql.errors).toBe(res.body.weightWarning);
  });

  it('no warning for the computed weight, a weight within the tolerance, or no weight given', async () => {
    const o = await pushOrder(t, admin);
    const computed = await t.rest('POST', C, { token: staff, body: mirror(o.number, worker) });
    expect(computed.status).toBe(201);
    expect(computed.body.weightWarning).toBeNull();
    const close = await t.rest('POST', C, { token: staff, body: mirror(o.number, worker, Math.round(computed.body.computedWeightKg * 0.9)) });
    expect(close.body.weightWarning).toBeNull();
  });

  it('the tolerance: more than 20 % and more than 2 kg apart', () => {
    expect(weightWarning(12, 10)).toBeNull(); // 20 %
    expect(weightWarning(12.5, 10)).toMatch(/^Podana waga/); // 25 %, 2.5 kg
    expect(weightWarning(1, 2.5)).toBeNull(); // 60 % but 1.5 kg
    expect(weightWarning(null, 10)).toBeNull();
    expect(weightWarning(10, null)).toBeNull();
  });
});
