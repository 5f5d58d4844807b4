import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seriousViolations } from '../support/axe.mjs';
import { launchBrowser, newPage, signIn, USERS } from '../support/browser.mjs';

/** Issue 15: 0 serious or critical axe-core violations on the main screens and dialogs, light and
 *  dark (ADR 0864). Each screen is checked once it has its data. */
const SCREENS = [
  { path: '/app/inventories', ready: 'page-title' },
  { path: '/app/packing', ready: 'page-title' },
  { path: '/app/label-printing', ready: 'labels-table' },
  { path: '/app/order-history', ready: 'history-table' },
  { path: '/app/users', ready: 'page-title' },
  { path: '/app/manufacturing', ready: 'page-title' },
  { path: '/app/manufacturing-data', ready: 'page-title' },
];

for (const theme of ['light', 'dark']) {
  describe(`accessibility (${theme})`, () => {
    let browser;
    let page;
    before(async () => {
      browser = await launchBrowser();
      page = await newPage(browser);
      await page.addInitScript((t) => {
        const prefs = JSON.parse(localStorage.getItem('ui_preferences') ?? '{}');
        localStorage.setItem('ui_preferences', JSON.stringify({ ...prefs, currentTheme: t }));
      }, theme);
      await signIn(page, USERS.admin.email);
    });
    after(async () => {
      await browser?.close();
    });

    it('the sign-in page', async () => {
      const anon = await newPage(browser);
      await anon.addInitScript((t) => localStorage.setItem('ui_preferences', JSON.stringify({ currentTheme: t })), theme);
      await anon.goto('/authentication/login');
      await anon.getByLabel('Nazwa użytkownika').waitFor();
      assert.deepEqual(await seriousViolations(anon), []);
      await anon.context().close();
    });

    for (const screen of SCREENS) {
      it(`${screen.path}`, async () => {
        await page.goto(screen.path);
        await page.getByTestId(screen.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        const found = await seriousViolations(page);
        assert.deepEqual(found.filter((v) => !(screen.known ?? []).some((rule) => v.startsWith(`${rule} (`))), []);
      });
    }

    it('dialogs: print, import, label edit, printer form, history drawer', async () => {
      await page.goto('/app/label-printing');
      await page.getByTestId('labels-table').waitFor();
      await page.getByTestId('label-print').first().click();
      await page.getByTestId('print-dialog').getByTestId('label-preview').waitFor();
      assert.deepEqual(await seriousViolations(page, '[data-testid="print-dialog"]'), [], 'print dialog');
      await page.keyboard.press('Escape');
      await page.getByTestId('labels-import').click();
      await page.getByTestId('import-dialog').waitFor();
      assert.deepEqual(await seriousViolations(page, '[data-testid="import-dialog"]'), [], 'import dialog');
      await page.keyboard.press('Escape');
      await page.getByTestId('label-edit').first().click();
      await page.getByTestId('label-edit-dialog').waitFor();
      assert.deepEqual(await seriousViolations(page, '[data-testid="label-edit-dialog"]'), [], 'label edit');
      await page.keyboard.press('Escape');
      await page.getByTestId('tab-printers').click();
      await page.getByTestId('printers-table').waitFor();
      assert.deepEqual(await seriousViolations(page), [], 'Drukarki tab');
      await page.getByTestId('printer-add').click();
      await page.getByTestId('printer-form').waitFor();
      assert.deepEqual(await seriousViolations(page, '[data-testid="printer-form"]'), [], 'printer form');
      // Saving it leaves a history entry for the drawer below (a fresh database has none).
      const form = page.getByTestId('printer-form');
      await form.getByTestId('printer-name').fill(`Biuro PDF ${theme}`);
      await form.getByTestId('printer-computer-name').fill('Biuro');
      await form.getByTestId('printer-hostname').fill(`biuro-${theme}`);
      await form.getByTestId('printer-driver').selectOption('file');
      await form.getByTestId('printer-folder').fill(`biuro-${theme}`);
      await form.getByTestId('printer-save').click();
      await form.waitFor({ state: 'detached' });
      await page.goto('/app/order-history');
      await page.getByTestId('history-row').first().click();
      await page.getByTestId('history-drawer').getByTestId('history-diff').or(page.getByTestId('history-drawer').getByText('Brak szczegółów')).first().waitFor();
      assert.deepEqual(await seriousViolations(page, '[data-testid="history-drawer"]'), [], 'history drawer');
    });
  });
}
