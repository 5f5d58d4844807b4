import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, signIn, subscribed, USERS } from '../support/browser.mjs';
import { api, apiToken, pushDocument } from '../support/api.mjs';

/** Issue 13: missing glass reported at the station and closed there puts the order back into Pakowanie, live in another browser. */
const queueRow = (page, number) => page.locator(`[data-testid="queue-row"][data-number="${number}"]`);
const notice = (page, text) => page.getByTestId('station-notices').getByText(text, { exact: false }).first();

describe('missing glass loops back into packing', () => {
  let browser;
  let token;
  const stamp = Date.now().toString().slice(-7);
  before(async () => {
    browser = await launchBrowser();
    token = await apiToken(USERS.admin.email);
  });
  after(async () => {
    await browser?.close();
  });

  it('reported at the station, closed with an employee number: the document reappears in Pakowanie in a second browser without reload', async () => {
    const order = `BRAKI/${stamp}/1`;
    const doc = await pushDocument(token, order, { customer: 'E2E Braki', keyPrefix: 'e2e-braki' });
    // the packer held the order for a missing part (not glass): it left the packing queue
    assert.equal((await api(token, 'POST', `/api/documents/${doc.id}/lock`, { is_locked: true })).status, 200);
    const held = await api(token, 'POST', `/api/documents/${doc.id}/missing-parts`, { missingParts: ['Zawias 90°'] });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const created = await api(token, 'POST', '/api/manufacturing/custom-manufacturing', {
      numer_zamowienia: order,
      type: 'szklo_kabina',
      panes: [{ part: 'A', widthMm: 900, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane' }],
      widthSpec: { fixedDim: [{ part: 'A', value: 90 }], sideWalls: [] },
      createManufacturingLogDto: { numer_pracownika: 1003, note: 'e2e braki' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const recordId = created.body.id;

    // the second browser: Pakowanie, without the order
    const packing = await newPage(browser);
    await signIn(packing, USERS.biuro.email, { to: '/app/packing' });
    await packing.getByTestId('scanner-input').waitFor();
    await subscribed(packing, 'DocumentUpdated');
    assert.equal(await queueRow(packing, order).count(), 0);

    // the station: the record's drawer, "Zgłoś brak szkła" for its pane
    const station = await newPage(browser);
    await signIn(station, USERS.magazyn.email);
    await station.goto(`/app/manufacturing/${recordId}`);
    const drawer = station.getByTestId('record-drawer');
    await drawer.getByTestId('record-order').getByText(order).waitFor();
    await drawer.getByTestId('record-report-missing').click();
    const form = drawer.getByTestId('report-missing-form');
    await form.getByTestId('missing-reason').selectOption('stluczka_w_produkcji');
    await form.getByTestId('missing-pane').selectOption('1');
    assert.equal(await form.getByTestId('missing-employee').inputValue(), '1003');
    await form.getByTestId('missing-submit').click();
    await notice(drawer, 'Zgłoszono brak szkła').waitFor();
    await drawer.getByTestId('record-missing').getByText('Stłuczka w produkcji', { exact: false }).waitFor();
    await station.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // "Braki szkła": the entry, closed with an employee number typed in
    await station.getByTestId('manufacturing-tab-3').click();
    const entry = station.locator(`[data-testid="missing-row"][data-order="${order}"]`);
    await entry.waitFor();
    await entry.getByTestId('missing-close').click();
    await entry.getByTestId('missing-close-employee').fill('1004');
    await entry.getByTestId('missing-close-employee').press('Enter');
    await notice(station, `Zamknięto brak szkła zamówienia ${order}`).waitFor();
    await notice(station, `Dokument zamówienia ${order} wrócił do kolejki pakowania`).waitFor();
    await entry.waitFor({ state: 'detached' });
    await screenshot(station, 'manufacturing-missing-closed');

    // the other browser: the document is back in the queue, live
    await queueRow(packing, order).waitFor({ timeout: 15_000 });
    await screenshot(packing, 'packing-document-returned');
    // and the record's log says who closed it
    const rec = await api(token, 'GET', `/api/manufacturing/${recordId}`);
    assert.ok(rec.body.missingGlass.every((m) => m.status === 'CLOSED'), JSON.stringify(rec.body.missingGlass));
    await station.context().close();
    await packing.context().close();
  });

  it('broken glass holds the order in Pakowanie: shipping says why in Polish, and "Wyślij mimo braków szkła" ships it with the override in the history', async () => {
    const order = `BRAKI/${stamp}/2`;
    const doc = await pushDocument(token, order, { customer: 'E2E Stłuczka', keyPrefix: 'e2e-stluczka' });
    const created = await api(token, 'POST', '/api/manufacturing/custom-manufacturing', {
      numer_zamowienia: order,
      type: 'szklo_kabina',
      panes: [{ part: 'A', widthMm: 900, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane' }],
      widthSpec: { fixedDim: [{ part: 'A', value: 90 }], sideWalls: [] },
      createManufacturingLogDto: { numer_pracownika: 1003, note: 'e2e stłuczka' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const reported = await api(token, 'POST', '/api/manufacturing/custom-manufacturing/report-missing', { id: created.body.id, paneIndex: 1, reason: 'stluczka_w_produkcji', numer_pracownika: 1003 });
    assert.equal(reported.status, 200, JSON.stringify(reported.body));

    const packing = await newPage(browser);
    await signIn(packing, USERS.biuro.email, { to: '/app/packing' });
    await queueRow(packing, order).click();
    await packing.getByTestId('action-lock').click();
    await queueRow(packing, order).getByText('Zablokowany przeze mnie').waitFor();
    await packing.getByTestId('action-ship').click();
    const held = packing.getByTestId('notice').filter({ hasText: `Zamówienia ${order} nie można przekazać do wysyłki, bo szkło nie jest gotowe` });
    await held.waitFor({ timeout: 15_000 });
    assert.match(await held.innerText(), /zgłoszony brak szkła/);
    assert.equal(await held.getAttribute('data-sound'), 'error');
    // still in the queue, still mine
    await queueRow(packing, order).getByText('Zablokowany przeze mnie').waitFor();
    await screenshot(packing, 'packing-glass-not-ready');
    await held.getByTestId('notice-action').getByText('Wyślij mimo braków szkła').click();
    await packing.getByTestId('notice').filter({ hasText: `Zamówienie ${order} zostało przekazane do wysyłki` }).waitFor({ timeout: 10_000 });
    await queueRow(packing, order).waitFor({ state: 'detached' });

    const history = await api(token, 'GET', `/api/history?entityType=document&reference=${encodeURIComponent(order)}&action=shipped`);
    assert.equal(history.status, 200, JSON.stringify(history.body));
    const shipped = history.body.data.find((h) => String(h.entityId) === String(doc.id));
    assert.ok(shipped, JSON.stringify(history.body.data));
    assert.equal(shipped.after.override, true);
    assert.deepEqual(shipped.after.holds.map((h) => h.code), ['MISSING_GLASS', 'GLASS_NOT_MADE']);
    await packing.context().close();
  });
});
