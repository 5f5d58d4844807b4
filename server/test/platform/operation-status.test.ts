import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

const QUERY = 'subscription ($id: String!) { operationStatus(operationId: $id) { operationId status message } }';

describe('operationStatus subscription over a real WebSocket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  it('delivers an operation\'s statuses only to the user who started it', async () => {
    const magazyn = { userId: 3 };
    const admin = { userId: 4 };
    const [ownToken, strangerToken] = [await t.tokenFor(3), await t.tokenFor(4)];
    const [own, stranger, otherOp] = await t.subscribed(() => [
      subscribe(t.ws(ownToken), QUERY, { id: 'op-1' }),
      subscribe(t.ws(strangerToken), QUERY, { id: 'op-1' }),
      subscribe(t.ws(ownToken), QUERY, { id: 'op-2' }),
    ]);

    const ops = t.app.platform.operations;
    ops.report(magazyn, 'op-1', 'IN_PROGRESS', 'Oczekiwanie na system');
    ops.report(admin, 'op-2', 'IN_PROGRESS', 'not for magazyn');
    ops.report(magazyn, 'op-1', 'SUCCESS', 'Drukowanie zakończyło się sukcesem');
    ops.report(magazyn, 'op-1', 'FINISH', '');

    await waitFor(() => own.events.length === 3, 5000, 'three statuses');
    expect(own.events.map((e) => e.data.operationStatus.status)).toEqual(['IN_PROGRESS', 'SUCCESS', 'FINISH']);
    expect(own.events[1].data.operationStatus.message).toBe('Drukowanie zakończyło się sukcesem');
    expect(stranger.events).toEqual([]);
    expect(otherOp.events).toEqual([]);
  });

  it('refuses an anonymous subscriber with UNAUTHENTICATED', async () => {
    const anon = subscribe(t.ws(null), QUERY, { id: 'op-1' });
    await waitFor(() => anon.errors.length > 0, 5000, 'an error');
    expect(anon.errors[0][0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
