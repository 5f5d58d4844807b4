import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, signIn, USERS } from '../support/browser.mjs';

/** Issue 6: a warehouse worker prints a seeded label on the Kiosk PDF printer (file driver, so it
 *  works on a fresh machine), imports labels (a bad batch shows its report and writes nothing),
 *  and an admin sees the job in the Drukarki section. */
describe('label printing', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('prints a label: only the allowed printers are offered, the preview shows, the job succeeds', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/label-printing' });
    await page.getByTestId('labels-table').waitFor();
    await page.getByLabel('Szukaj etykiety').fill('Zawias szklany 90');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="label-row"]').length === 1);
    await page.getByTestId('label-print').click();
    const dialog = page.getByTestId('print-dialog');
    await dialog.getByTestId('label-preview').waitFor();
    await dialog.getByTestId('printer-select').locator('option', { hasText: 'Kiosk PDF' }).waitFor({ state: 'attached' });
    const options = await dialog.getByTestId('printer-select').locator('option').allTextContents();
    assert.ok(options.some((o) => o.startsWith('Kiosk PDF')), options.join(', '));
    assert.ok(options.some((o) => o.startsWith('Zebra ZD421 magazyn')));
    assert.ok(!options.some((o) => o.startsWith('HP LaserJet')), 'a printer SPEC.md does not name is not offered');
    await dialog.getByTestId('printer-select').selectOption({ label: 'Kiosk PDF (Kiosk)' });
    await dialog.getByTestId('quantity-input').fill('2');
    await screenshot(page, 'label-printing-print-dialog');
    await dialog.getByTestId('print-submit').click();
    // a notice, and the print dialog closes by itself (no "Sukces" dialog over it to click away)
    await page.getByTestId('notice').getByText('Drukowanie zakończyło się sukcesem', { exact: false }).first().waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('message-dialog').count(), 0);

    // the printer is remembered for this user
    await page.getByTestId('label-print').click();
    await page.getByTestId('print-dialog').getByTestId('label-preview').waitFor();
    assert.equal(await page.getByTestId('print-dialog').getByTestId('printer-select').evaluate((s) => s.selectedOptions[0].textContent), 'Kiosk PDF (Kiosk)');
    await page.getByTestId('print-dialog').getByRole('button', { name: 'Zamknij' }).click();
    await page.close();
  });

  it('imports pasted rows: a bad batch shows every bad row and writes nothing; a good one succeeds', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email, { to: '/app/label-printing' });
    await page.getByTestId('labels-table').waitFor();
    const stamp = Date.now().toString().slice(-6);
    await page.getByTestId('labels-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-paste').fill(`name;line1;ean\nE2E dobra ${stamp};Linia ąę;5901234123457\n;bez nazwy;\nE2E zły EAN ${stamp};x;123\n`);
    await dialog.getByTestId('import-submit').click();
    const report = dialog.getByTestId('import-report');
    await report.getByText('Błędne wiersze: 2. Nic nie zostało zaimportowane.').waitFor();
    await report.getByRole('row').filter({ hasText: 'pole wymagane' }).getByText('3', { exact: true }).waitFor();
    await report.getByRole('row').filter({ hasText: 'niepoprawny EAN-13' }).getByText('4', { exact: true }).waitFor();
    await screenshot(page, 'label-printing-import-report');
    await dialog.getByTestId('import-paste').fill(`name;line1;ean\nE2E dobra ${stamp};Linia ąę;5901234123457\n`);
    await dialog.getByTestId('import-submit').click();
    await page.getByTestId('message-dialog').getByText('Import zakończył się sukcesem').waitFor();
    await page.getByLabel('Szukaj etykiety').fill(`E2E`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="label-row"]').length === 1);
    await page.getByTestId('label-row').getByText(`E2E dobra ${stamp}`).waitFor();
    await page.close();
  });

  it('admins see the Drukarki section with printers and the recent jobs', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.admin.email, { to: '/app/label-printing' });
    await page.getByTestId('tab-printers').click();
    await page.getByTestId('printers-table').getByText('ZDesigner GK420d biuro').waitFor();
    await page.getByTestId('computers-table').getByText('biuro-pc').waitFor();
    const job = page.getByTestId('jobs-table').getByTestId('job-row').filter({ hasText: 'Kiosk PDF' }).first();
    await job.getByText('Wydrukowano').waitFor();
    await screenshot(page, 'label-printing-admin');
    await page.close();
  });
});
