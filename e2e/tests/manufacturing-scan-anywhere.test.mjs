import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, scanBurst, screenshot, signIn, USERS } from '../support/browser.mjs';
import { api, apiToken, pushDocument } from '../support/api.mjs';

/** Issue 13: "Scanning a label's QR anywhere in the app opens its record" (the shell's scanner listener), and the record's drawer (edit, 409, reasons). */
/** A pushed order, a szklo_kabina record of worker 1003 for it, its labels printed: the label codes. */
async function printedRecord(token, number) {
  await pushDocument(token, number, { customer: 'E2E Skan', keyPrefix: 'e2e-scan' });
  const created = await api(token, 'POST', '/api/manufacturing/custom-manufacturing', {
    numer_zamowienia: number,
    type: 'szklo_kabina',
    panes: [{ part: 'A', widthMm: 900, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane' }],
    widthSpec: { fixedDim: [{ part: 'A', value: 90 }], sideWalls: [] },
    createManufacturingLogDto: { numer_pracownika: 1003, note: 'e2e skan' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const printed = await api(token, 'POST', '/api/manufacturing/custom-manufacturing/print', { id: created.body.id });
  assert.equal(printed.status, 200, JSON.stringify(printed.body));
  return { id: created.body.id, codes: printed.body.labels.map((l) => l.code) };
}

async function landsOnRecord(page, id, order) {
  await page.waitForURL(new RegExp(`/app/manufacturing/${id}(\\?|$)`));
  const drawer = page.getByTestId('record-drawer');
  await drawer.getByTestId('record-order').getByText(order).waitFor();
  assert.equal(await drawer.getAttribute('data-id'), String(id));
}

describe("a label's QR scanned anywhere in the app opens its record", () => {
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

  it('on a screen with no scan field (Wydruk etykiet): the burst no field receives', async () => {
    const order = `SKAN/${stamp}/1`;
    const rec = await printedRecord(token, order);
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/label-printing' });
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.waitForTimeout(300);
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
    // a person typing the same letters slowly is not a scan
    await page.keyboard.type(rec.codes[0], { delay: 150 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(400);
    assert.match(page.url(), /\/app\/label-printing/);
    await scanBurst(page, rec.codes[0].toLowerCase());
    await landsOnRecord(page, rec.id, order);
    await screenshot(page, 'manufacturing-scan-anywhere');
    await page.context().close();
  });

  it("on Pakowanie: the packing scan field does not read a label, it hands it over; an order number stays packing's", async () => {
    const order = `SKAN/${stamp}/2`;
    const rec = await printedRecord(token, order);
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/packing' });
    const field = page.getByTestId('scanner-input');
    await field.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scanner-input');
    await scanBurst(page, order);
    // packing took the order number: its document opens here
    await page.locator(`[data-testid="document-detail"][data-number="${order}"]`).waitFor();
    assert.match(page.url(), /\/app\/packing$/);
    await scanBurst(page, rec.codes[0]);
    await landsOnRecord(page, rec.id, order);
    await page.context().close();
  });

  it('on Stany magazynowe: the stock scanner hands the label over too; an unknown label says so and stays', async () => {
    const order = `SKAN/${stamp}/3`;
    const rec = await printedRecord(token, order);
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/inventories' });
    await page.getByTestId('stock-scanner').waitFor();
    await page.getByTestId('stock-scanner').focus();
    await scanBurst(page, `G-9${stamp}-1`);
    await page.getByText(`Etykieta G-9${stamp}-1 nie istnieje`).waitFor();
    assert.match(page.url(), /\/app\/inventories/);
    await page.keyboard.press('Escape');
    await page.getByTestId('stock-scanner').focus();
    await scanBurst(page, rec.codes[0]);
    await landsOnRecord(page, rec.id, order);
    await page.context().close();
  });

  it('the drawer: edit with the station fields (saved, logged), a second browser saving a stale version gets the notice naming who; reprint and void with a reason in the log', async () => {
    const order = `SKAN/${stamp}/4`;
    const rec = await printedRecord(token, order);
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email);
    await page.goto(`/app/manufacturing/${rec.id}`);
    const drawer = page.getByTestId('record-drawer');
    await drawer.getByTestId('record-order').getByText(order).waitFor();
    // a second browser opens the editor on the same version
    const other = await newPage(browser);
    await signIn(other, USERS.admin.email);
    await other.goto(`/app/manufacturing/${rec.id}`);
    const otherDrawer = other.getByTestId('record-drawer');
    await otherDrawer.getByTestId('record-edit').click();

    await drawer.getByTestId('record-edit').click();
    const form = drawer.getByTestId('record-edit-form');
    assert.equal(await form.getByTestId('pane-0-heightMm').inputValue(), '2000');
    await form.getByTestId('pane-0-heightMm').fill('1950');
    await form.getByTestId('record-edit-note').fill('skrócona tafla');
    await form.getByTestId('record-edit-save').click();
    await drawer.getByText(`Zapisano rekord ${rec.id}`).waitFor();
    await drawer.getByTestId('record-pane').getByText('900 × 1950 × 8', { exact: false }).waitFor();
    await drawer.locator('[data-testid="record-log"] tr[data-action="UPDATED"]').getByText('skrócona tafla', { exact: false }).waitFor();

    // the other browser still holds the old version: 409 naming who changed it, its typing kept
    const otherForm = otherDrawer.getByTestId('record-edit-form');
    await otherForm.getByTestId('notes-input').fill('uwaga admina');
    await otherForm.getByTestId('record-edit-save').click();
    const conflict = otherForm.getByTestId('record-edit-conflict');
    await conflict.getByText('Rekord został zmieniony przez', { exact: false }).waitFor();
    assert.equal(await otherForm.getByTestId('notes-input').inputValue(), 'uwaga admina');
    await screenshot(other, 'manufacturing-record-edit-conflict');
    await other.context().close();

    // reprint with a reason, then void with a reason: both in the log
    await drawer.getByTestId('record-reprint').click();
    await drawer.getByTestId('label-reason').fill('rysa na krawędzi');
    await drawer.getByTestId('label-reason-submit').click();
    await drawer.locator('[data-testid="record-log"] tr[data-action="LABEL_REPRINTED"]').getByText('rysa na krawędzi', { exact: false }).waitFor();
    await drawer.getByTestId('record-void').click();
    await drawer.getByTestId('label-reason').fill('tafla odłożona');
    await drawer.getByTestId('label-reason-submit').click();
    await drawer.locator('[data-testid="record-log"] tr[data-action="LABEL_VOIDED"]').getByText('tafla odłożona', { exact: false }).waitFor();
    await drawer.getByTestId('record-label-void').getByText('tafla odłożona', { exact: false }).first().waitFor();
    await page.context().close();
  });
});
