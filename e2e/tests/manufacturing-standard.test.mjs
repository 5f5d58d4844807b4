import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, signIn, USERS } from '../support/browser.mjs';

/** Issue 14: a workshop worker picks a standard product, records two pieces, prints their labels,
 *  checks and persists them; a second browser on Stany magazynowe sees the quantity rise. */
describe('standard manufacturing', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  // A seeded catalogue product with a manufacturing data row (seed/manufacturing-reference.ts).
  const INDEX = 'SK-8PRZ-00045';

  it('from product pick to persisted stock, seen in a second browser', async () => {
    // the second browser: the stock list, the item scanned
    const watcher = await newPage(browser);
    await signIn(watcher, USERS.admin.email, { to: '/app/inventories' });
    await watcher.getByTestId('stock-table').waitFor();
    await watcher.getByTestId('stock-scanner').fill(INDEX);
    await watcher.getByTestId('stock-scanner').press('Enter');
    const row = watcher.locator(`[data-testid="stock-row"][data-index="${INDEX}"]`);
    await row.waitFor();
    const before = Number((await row.getByTestId('cell-quantity').textContent()).trim());

    // the station
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/manufacturing' });
    await page.getByRole('tab', { name: 'Produkcja standardowa' }).click();
    await page.getByTestId('standard-tab').waitFor();
    await page.getByTestId('standard-product-search').fill(INDEX);
    await page.getByTestId(`standard-product-${INDEX}`).click();
    await page.getByTestId('standard-picked').getByText(`Stan: ${before}`).waitFor();
    await page.getByTestId('standard-quantity').fill('2');
    await page.getByTestId('standard-create').click();
    const entry = page.getByTestId('standard-entry');
    await entry.waitFor();

    // checking before the labels are printed names the reason in Polish
    await entry.getByTestId('standard-check').click();
    await entry.getByTestId('standard-reason-NO_LABELS').waitFor();

    await entry.getByTestId('standard-print').click();
    await page.getByTestId('notice').getByText('Drukowanie zakończyło się sukcesem').first().waitFor();
    await entry.getByTestId('standard-check').click();
    await entry.getByTestId('standard-check-result').getByText(`${before} → ${before + 2}`, { exact: false }).waitFor();
    await screenshot(page, 'standard-manufacturing-checked');

    await entry.getByTestId('standard-persist').click();
    await page.getByTestId('message-dialog').getByText('Stan zmieniono pomyślnie').waitFor();
    await entry.getByTestId('standard-entry-status').getByText('Na stanie').waitFor();
    await page.getByTestId('standard-recent').getByText(INDEX).first().waitFor();

    // the other browser sees the new quantity live
    await row.getByTestId('cell-quantity').getByText(String(before + 2), { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(watcher, 'standard-manufacturing-stock-raised');
    assert.equal(Number((await row.getByTestId('cell-quantity').textContent()).trim()), before + 2);
    await page.context().close();
    await watcher.context().close();
  });

  it('the error log shows the seeded ERP error', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.biuro.email, { to: '/app/manufacturing' });
    await page.getByRole('tab', { name: 'Produkcja standardowa' }).click();
    const log = page.getByTestId('standard-error-log');
    await log.waitFor();
    await log.getByTestId('error-log-table').getByText('Magazyn ERP niedostępny', { exact: false }).waitFor();
    await screenshot(page, 'standard-manufacturing-error-log');
    await page.context().close();
  });
});
