import { it } from 'vitest';
import { TestApp } from '../support/test-app.js';
import { cabin, createWorkers, pushOrder } from './manufacturing-custom.fixtures.js';
it('scratch', async () => {
  const t = await TestApp.start({ WORKERS: 'false', LOG_LEVEL: 'error' });
  const admin = await t.tokenFor(4);
  const [w] = await createWorkers(t, 1, 's');
  const o = await pushOrder(t, admin);
  const r = await t.rest('POST', '/api/manufacturing/custom-manufacturing', { token: admin, body: cabin(o.number, w) });
  console.log(r.status, JSON.stringify(r.body).slice(0, 3000));
  const l = await t.rest('GET', '/api/manufacturing/custom-manufacturing', { token: admin });
  console.log(l.status, JSON.stringify(l.body).slice(0, 1000));
  const p = await t.rest('PATCH', '/api/manufacturing/custom-manufacturing/1', { token: admin, body: { version: 1, notes: 'x', createManufacturingLogDto: { numer_pracownika: w } } });
  console.log(p.status, JSON.stringify(p.body).slice(0, 1000));
  const d = await t.rest('DELETE', `/api/manufacturing/${w}/1`, { token: admin });
  console.log(d.status, JSON.stringify(d.body).slice(0, 500));
  await t.stop();
});
