import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, signIn, subscribed, USERS } from '../support/browser.mjs';
import { apiToken, pushDocument } from '../support/api.mjs';

/** Issue 13: the glass workstation run from the keyboard alone (a barcode scanner types like one). */
/** Presses Tab (Shift+Tab backwards) until the focused element passes `test`; fails after `max` presses. */
async function tabTo(page, test, arg, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate(test, arg)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`focus never reached the element (${test.toString()})`);
}
const focusedTestId = (id) => document.activeElement?.getAttribute('data-testid') === id;
const notice = (page, text) => page.getByTestId('station-notices').getByText(text, { exact: false });

describe('custom manufacturing station', () => {
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

  it('keyboard only: worker number, order, szklo_kabina with a width spec and a schema, save, print on the test printer, close the batch', async () => {
    const order = `E2E/${stamp}/1`;
    await pushDocument(token, order, { customer: 'E2E Szklarz', keyPrefix: 'e2e-m13' });
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/manufacturing' });
    const scan = page.getByTestId('station-scan');
    await scan.waitFor();
    await page.waitForFunction(focusedTestId, 'station-scan');
    // The station's printer: the test printer (Kiosk PDF, file driver); remembered for the station.
    await page.getByTestId('station-printer').locator('option', { hasText: 'Kiosk PDF' }).waitFor({ state: 'attached' });
    await page.getByTestId('station-printer').selectOption({ label: 'Kiosk PDF (Kiosk)' });
    await page.waitForFunction(focusedTestId, 'station-scan');
    await subscribed(page, 'ManufacturingUpdated'); // what the station shows next comes live

    await page.keyboard.type('1003');
    await page.keyboard.press('Enter');
    await notice(page, 'Pracownik 1003: zeskanuj zamówienie').waitFor();
    await page.keyboard.type(order);
    await page.keyboard.press('Enter');
    await page.getByTestId('station-order').getByText(order).waitFor();
    await page.waitForFunction(focusedTestId, 'type-szklo_kabina');
    await page.keyboard.press('1');
    await page.getByTestId('extra-steps').waitFor();
    await page.waitForFunction(focusedTestId, 'fixedDim-0-part');

    // width specification: A 45 cm, then a side wall B 90 cm -> 454 / 904 / -450, live
    await page.keyboard.press('Tab');
    await page.keyboard.type('45');
    await page.getByTestId('width-value').getByText('454').waitFor();
    await tabTo(page, focusedTestId, 'sideWalls-add');
    await page.keyboard.press('Enter');
    await tabTo(page, focusedTestId, 'sideWalls-0-value');
    await page.keyboard.type('90');
    await page.getByTestId('another-width-value').getByText('904').waitFor();
    await page.getByTestId('difference-value').getByText('-450').waitFor();
    // the pane 450 x 2000 x 8 mm: 18 kg of glass, live
    await tabTo(page, focusedTestId, 'pane-0-widthMm');
    await page.keyboard.type('450');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2000');
    await page.getByTestId('weight-computed').getByText('Szkło: 18 kg', { exact: false }).waitFor();
    // a drilling schema for 10 mm glass first: the server refuses it on the pane's thickness field
    await tabTo(page, focusedTestId, 'schema-select');
    await page.keyboard.press('d'); // DACH-4P-10
    await tabTo(page, focusedTestId, 'notes-input');
    await page.keyboard.type('E2E klawiatura', { delay: 100 }); // a person types (a burst would be a scan, kept out of the note)
    await page.keyboard.press('Enter');
    await page.getByTestId('pane-0').getByText('Schemat DACH-4P-10 jest dla szkła', { exact: false }).waitFor();
    // then the 8 mm hinge schema (typed to in the list) and Enter saves
    await tabTo(page, focusedTestId, 'schema-select', { back: true });
    await page.keyboard.press('z'); // ZS90-8
    assert.match(await page.getByTestId('schema-select').evaluate((s) => s.selectedOptions[0].textContent), /^ZS90-8 /);
    await screenshot(page, 'manufacturing-station-form');
    await tabTo(page, focusedTestId, 'notes-input');
    await page.keyboard.press('Enter');

    await notice(page, 'Zapisano rekord').waitFor();
    const saved = await page.getByTestId('station-notices').getByText('Zapisano rekord').textContent();
    const recordId = Number(/rekord (\d+)/.exec(saved)[1]);
    await page.waitForFunction(focusedTestId, 'station-print');
    await page.keyboard.press('Enter');
    await notice(page, 'Drukowanie zakończyło się sukcesem').waitFor({ timeout: 20_000 });
    await page.waitForFunction(focusedTestId, 'station-scan');
    const card = page.locator(`[data-testid="record-card"][data-id="${recordId}"]`);
    await card.waitFor();
    await page.locator(`[data-testid="record-card"][data-id="${recordId}"][data-status="LABELED"]`).waitFor({ timeout: 20_000 });
    await screenshot(page, 'manufacturing-station-printed');

    // close the batch: select the card with Space, then "Zamknij partię" with Enter
    await tabTo(page, (id) => document.activeElement?.getAttribute('data-testid') === 'record-select' && document.activeElement.closest('[data-testid="record-card"]')?.getAttribute('data-id') === String(id), recordId);
    await page.keyboard.press('Space');
    await page.getByTestId('selected-count').getByText('Wybrane: 1').waitFor();
    await tabTo(page, focusedTestId, 'close-batch', { back: true });
    await page.keyboard.press('Enter');
    await notice(page, 'Zamknięto partię PRT/').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.waitForFunction(focusedTestId, 'station-scan');

    // the record, opened by its label's QR scanned into the page, is in the batch
    await page.keyboard.type(`G-${recordId}-1`);
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('record-drawer');
    await drawer.getByTestId('record-status').getByText('W partii').waitFor();
    await drawer.getByTestId('record-width-spec').getByText('Szerokość 454 mm', { exact: false }).waitFor();
    assert.match(page.url(), new RegExp(`/app/manufacturing/${recordId}\\?tab=`));
    await screenshot(page, 'manufacturing-record-drawer');
    // closing the drawer: the station still has its worker, the scan field its focus
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByTestId('station-worker').getByText('1003', { exact: false }).waitFor();
    await page.context().close();
  });

  it('an unknown order: a non-blocking "Zamówienie nie istnieje" and the field keeps the focus', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/manufacturing' });
    await page.getByTestId('station-scan').waitFor();
    await page.waitForFunction(focusedTestId, 'station-scan');
    await page.keyboard.type('1003');
    await page.keyboard.press('Enter');
    await notice(page, 'Pracownik 1003').waitFor();

    await page.keyboard.type(`NIE/${stamp}/MA`);
    await page.keyboard.press('Enter');

    await notice(page, `Zamówienie nie istnieje: NIE/${stamp}/MA`).waitFor();
    assert.equal(await page.getByRole('alertdialog').count(), 0);
    await page.waitForFunction(focusedTestId, 'station-scan');
    assert.equal(await page.getByTestId('station-scan').inputValue(), '');
    assert.equal(await page.getByTestId('station-order').count(), 0);
    await page.context().close();
  });

  it('filters: open records by type and worker, completed ones by batch, from the drop-downs into the URL; back restores the view, a link opens it', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/manufacturing?tab=1' });
    await page.getByTestId('record-card').first().waitFor();
    const cardsAll = (text) => [...document.querySelectorAll('[data-testid="record-card"]')].every((c) => c.textContent.includes(text));
    const type = page.getByTestId('custom-filter-type');
    await type.locator('option[value="szklo_kabina"]').waitFor({ state: 'attached' });
    await type.selectOption('szklo_kabina');
    await page.waitForURL(/\/app\/manufacturing\?tab=1&type=szklo_kabina$/);
    await page.waitForFunction((t) => document.querySelectorAll('[data-testid="record-card"]').length > 0 && [...document.querySelectorAll('[data-testid="record-card"]')].every((c) => c.textContent.includes(t)), 'Szkło kabinowe');
    const worker = page.getByTestId('custom-filter-worker');
    const number = await worker.locator('option').nth(1).getAttribute('value');
    await worker.selectOption(number);
    await page.waitForURL(new RegExp(`tab=1&type=szklo_kabina&worker=${number}$`));
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="records-empty"]') || (document.querySelectorAll('[data-testid="record-card"]').length > 0 && [...document.querySelectorAll('[data-testid="record-card"]')].every((c) => c.textContent.includes(`Prac. ${n}`) && c.textContent.includes('Szkło kabinowe'))),
      number,
    );
    await screenshot(page, 'manufacturing-filters');
    // back: the view before the worker was chosen, the drop-down follows
    await page.goBack();
    await page.waitForURL(/tab=1&type=szklo_kabina$/);
    await page.waitForFunction(() => document.querySelector('[data-testid="custom-filter-worker"]')?.value === '');
    assert.equal(await type.inputValue(), 'szklo_kabina');
    await page.waitForFunction(cardsAll, 'Szkło kabinowe');

    // Zakończone: a batch chosen shows only its records; the link opens the same view
    await page.getByTestId('manufacturing-tab-2').click();
    await page.waitForURL(/\?tab=2$/);
    const batch = page.getByTestId('completed-filter-batch');
    await batch.locator('option').nth(1).waitFor({ state: 'attached' });
    const batchNumber = await batch.locator('option').nth(1).getAttribute('value');
    await batch.selectOption(batchNumber);
    await page.waitForURL(new RegExp(`tab=2&batch=${encodeURIComponent(batchNumber).replace(/%2F/g, '(%2F|/)')}$`));
    // the batch's own cards (each carries its batch number), not the unfiltered list still on screen
    await page.waitForFunction(
      (b) => {
        const cards = [...document.querySelectorAll('[data-testid="completed-tab"] [data-testid="record-card"]')];
        return cards.length > 0 && cards.every((c) => c.getAttribute('data-status') === 'CLOSED' && c.textContent.includes(b));
      },
      batchNumber,
    );
    const linked = page.url();
    const count = await page.locator('[data-testid="completed-tab"] [data-testid="record-card"]').count();
    const other = await newPage(browser);
    await signIn(other, USERS.magazyn.email);
    await other.goto(linked);
    await other.waitForFunction((n) => document.querySelectorAll('[data-testid="completed-tab"] [data-testid="record-card"]').length === n, count);
    assert.equal(await other.getByTestId('completed-filter-batch').inputValue(), batchNumber);
    await other.context().close();
    await page.context().close();
  });

  it('works on a phone (390 px): the station and the cards fit the width', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, USERS.magazyn.email, { to: '/app/manufacturing' });
    await page.getByTestId('station-scan').waitFor();
    await page.locator('[data-testid="record-grid"], [data-testid="records-empty"]').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    // the filters go two to a row, not one full-width select under another
    const type = await page.getByTestId('custom-filter-type').boundingBox();
    const worker = await page.getByTestId('custom-filter-worker').boundingBox();
    assert.equal(Math.round(worker.y), Math.round(type.y), 'Typ and Pracownik share a row');
    assert.ok(worker.x + worker.width <= 390, 'Pracownik fits the width');
    await screenshot(page, 'manufacturing-station-phone');
    await page.context().close();
  });
});
