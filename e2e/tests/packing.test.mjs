import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, launchBrowser, newPage, screenshot, signIn, subscribed, USERS } from '../support/browser.mjs';
import { apiToken } from '../support/api.mjs';
import { pdf } from '../support/pdf.mjs';

/** POST /api/documents like the shop does (multipart + Idempotency-Key); the raw answer. */
function pushRaw(token, number, extra = {}) {
  const form = new FormData();
  const fields = { number, customer: 'E2E Klient', shippingMethod: 'Kurier', wantsInvoice: 'true', paymentsCod: 'true', is_pickup: 'true', pickup_place: 'Kraków', ...extra };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([pdf(`Order ${number}`)], { type: 'application/pdf' }), `${number}.pdf`);
  return fetch(`${baseUrl}/api/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${number}` }, body: form });
}

/** Pushes a document like the shop does (multipart + Idempotency-Key). */
async function pushDocument(token, number, extra = {}) {
  const res = await pushRaw(token, number, extra);
  const body = await res.text();
  assert.equal(res.status, 201, body);
  return JSON.parse(body);
}

const row = (page, number) => page.locator(`[data-testid="queue-row"][data-number="${number}"]`);

describe('packing', () => {
  let browser;
  let token;
  before(async () => {
    browser = await launchBrowser();
    token = await apiToken(USERS.admin.email);
  });
  after(async () => {
    await browser?.close();
  });

  it('two packers: the first locks, the second (office, role 2) sees it live and cannot take it; shipped, it leaves both screens', async () => {
    const first = await newPage(browser);
    const second = await newPage(browser);
    // role 3+ may take over a fresh lock (ADR 1010, packing-takeover.test.mjs); the office may not
    await signIn(first, USERS.magazyn.email);
    await signIn(second, USERS.biuro.email);
    await first.goto('/app/packing');
    await second.goto('/app/packing');
    await first.getByTestId('scanner-input').waitFor();
    await second.getByTestId('scanner-input').waitFor();
    await subscribed(first, 'DocumentUpdated');
    await subscribed(second, 'DocumentUpdated');

    const number = `E2E-${Date.now()}`;
    await pushDocument(token, number);
    // a new document appears on both screens without reloading
    await row(first, number).waitFor();
    await row(second, number).waitFor();
    await row(first, number).getByTestId('badge-cod').waitFor();
    await row(first, number).getByText('Odbiór: Kraków').waitFor();

    await row(first, number).click();
    await first.getByTestId('document-pdf').waitFor();
    await first.getByTestId('action-lock').click();
    await row(first, number).getByText('Zablokowany przeze mnie').waitFor();

    // the second packer sees the lock live, and cannot take it
    await row(second, number).getByText('Zablokowany: Marek Magazynowy').waitFor();
    await row(second, number).click();
    await second.getByTestId('actions-hint').getByText('Zablokowany przez: Marek Magazynowy').waitFor();
    assert.equal(await second.getByTestId('action-lock').isDisabled(), true);
    assert.equal(await second.getByTestId('action-ship').isDisabled(), true);
    await screenshot(second, 'packing-locked-by-other');

    await first.getByTestId('action-ship').click();
    await first.getByTestId('notice').getByText(`Zamówienie ${number} zostało przekazane do wysyłki`).waitFor({ timeout: 10_000 });
    await row(first, number).waitFor({ state: 'detached' });
    await row(second, number).waitFor({ state: 'detached' });
    await first.context().close();
    await second.context().close();
  });

  it('an admin creates a shop API key under Użytkownicy > Klucze API (shown once); the shop pushes a PDF with it and it appears in Pakowanie; revoked, the key stops working', async () => {
    const admin = await newPage(browser);
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(admin, USERS.admin.email, { to: '/app/users' });
    await admin.getByTestId('tab-api-keys').click();
    await admin.getByTestId('api-key-add').click();
    const dialog = admin.getByTestId('api-key-create-dialog');
    const name = `Sklep E2E ${Date.now()}`;
    await dialog.getByLabel('Nazwa').fill(name);
    await dialog.getByLabel('Zakres').selectOption({ label: 'Sklep' });
    await dialog.getByRole('button', { name: 'Utwórz klucz' }).click();
    await dialog.getByTestId('api-key-warning').getByText(/Ten klucz jest wyświetlany tylko raz/).waitFor();
    const key = await dialog.getByTestId('api-key-value').inputValue();
    assert.match(key, /^gbo_live_/);
    await dialog.getByTestId('api-key-copy').click();
    await dialog.getByText('Skopiowano').waitFor();
    assert.equal(await admin.evaluate(() => navigator.clipboard.readText()), key);
    await screenshot(admin, 'api-key-created');
    await dialog.getByTestId('api-key-close').click();
    await dialog.waitFor({ state: 'detached' });
    const keyRow = admin.locator(`[data-testid="api-key-row"][data-name="${name}"]`);
    await keyRow.getByText('Sklep', { exact: true }).waitFor();
    await keyRow.getByText('Aktywny').waitFor();
    // the key is not on the page any more
    assert.equal((await admin.content()).includes(key), false);

    // the shop pushes a PDF with the key (multipart + Idempotency-Key); a retry answers the same document
    const packer = await newPage(browser);
    await signIn(packer, USERS.biuro.email, { to: '/app/packing' });
    await packer.getByTestId('scanner-input').waitFor();
    await subscribed(packer, 'DocumentUpdated');
    const number = `SKLEP-${Date.now()}`;
    const pushed = await pushDocument(key, number, { is_pickup: 'false', pickup_place: '' });
    const again = await pushDocument(key, number, { is_pickup: 'false', pickup_place: '' });
    assert.equal(again.id, pushed.id);
    await row(packer, number).waitFor();
    await row(packer, number).getByText('E2E Klient').waitFor();

    // revoked with confirmation: the key stops working
    await keyRow.getByRole('button', { name: 'Unieważnij' }).click();
    await admin.getByTestId('revoke-api-key-dialog').getByText(new RegExp(`Klucz „${name}”`)).waitFor();
    await admin.getByTestId('revoke-api-key-confirm').click();
    await admin.getByTestId('message-dialog').getByText(`Klucz API „${name}” został unieważniony`).waitFor();
    await keyRow.getByText(/^Unieważniony /).waitFor();
    const refused = await pushRaw(key, `${number}-PO`);
    assert.equal(refused.status, 401);
    await admin.context().close();
    await packer.context().close();
  });

  it('a scanner typing an order number and Enter opens and locks it; works on a small screen', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, USERS.biuro.email);
    // Pushed before the page load, so the order is in the queue the page starts with (the live
    // arrival of a pushed order is the two-packers test's; here a push racing the page's first
    // query and its subscription's connection left the row to the 60 s poll now and then).
    const number = `SCAN-${Date.now()}`;
    await pushDocument(token, number, { is_pickup: 'false', pickup_place: '' });
    await page.goto('/app/packing');
    await row(page, number).waitFor();
    await page.getByTestId('scanner-input').fill(number);
    await page.getByTestId('scanner-input').press('Enter');
    const detail = page.locator(`[data-testid="document-detail"][data-number="${number}"]`);
    await detail.getByText('Zablokowany przeze mnie').waitFor();
    await page.getByTestId('document-pdf').waitFor();
    await screenshot(page, 'packing-small-screen');

    await page.getByTestId('action-missing-parts').click();
    await page.getByTestId('missing-parts-form').getByRole('button', { name: 'Zgłoś braki' }).click();
    await page.getByText('Podaj co najmniej jedną brakującą część').waitFor();
    await page.getByTestId('missing-parts-form').locator('textarea').first().fill('Zawias 90°');
    await page.getByTestId('missing-parts-form').getByRole('button', { name: 'Zgłoś braki' }).click();
    await page.getByTestId('notice').getByText(/zostały usunięte z kolejki z powodu brakujących części/).waitFor();
    await row(page, number).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('an order pushed while the live channel is down shows when it reconnects, not a minute later with the poll', async () => {
    const page = await newPage(browser);
    // The app's WebSocket goes through the test, which can drop it (close code 1012, "service
    // restart": graphql-ws reconnects after its back-off) and hold it down while the shop pushes.
    const sockets = [];
    let down = false;
    await page.routeWebSocket(/\/graphql$/, (ws) => {
      if (down) return void ws.close({ code: 1013, reason: 'down' });
      ws.connectToServer();
      sockets.push(ws);
    });
    await signIn(page, USERS.biuro.email, { to: '/app/packing' });
    await page.getByTestId('scanner-input').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="queue-row"]').length > 0);
    // the page's live channel is open (the queue's subscription goes through it)
    for (const until = Date.now() + 10_000; sockets.length === 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 100));
    assert.ok(sockets.length > 0, 'the page opened its live channel');

    down = true;
    await sockets.at(-1).close({ code: 1012, reason: 'restart' });
    const number = `LIVE-${Date.now()}`;
    await pushDocument(token, number, { is_pickup: 'false', pickup_place: '' });
    down = false;
    // the queue's poll is a minute away: only the refetch on reconnecting brings the row this soon
    await row(page, number).waitFor({ timeout: 20_000 });
    assert.ok(sockets.length > 1, 'the live channel reconnected');
    await page.context().close();
  });
});
