import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, apiToken, pushDocument } from './api.mjs';
import { seriousViolations } from './axe.mjs';
import { launchBrowser, newPage, settled, signIn, USERS } from './browser.mjs';

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

/** Every element on the page that scrolls (its content overflows an `overflow: auto|scroll` box)
 *  and cannot be reached with the keyboard (not focusable itself): WCAG 2.1.1, stricter than axe's
 *  `scrollable-region-focusable`, which lets a region pass while a control inside it happens to
 *  be there (a table's frame must be a tab stop whatever its rows hold). */
function findUnreachableScrollers() {
  return [...document.querySelectorAll('body *')]
    .filter((el) => {
      const s = getComputedStyle(el);
      const scrollsX = /(auto|scroll)/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const scrollsY = /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      return (scrollsX || scrollsY) && el.tabIndex < 0 && el.getClientRects().length > 0;
    })
    .map((el) => el.getAttribute('data-testid') ?? el.querySelector('[data-testid]')?.getAttribute('data-testid') ?? el.className);
}

/** Asserts that no such element remains. A region that is not a TableFrame may follow its content
 *  with a ResizeObserver, a frame after the content arrives: the check waits up to 3 s for that,
 *  then names what is still unreachable. */
async function assertScrollersReachable(page, what) {
  const reached = await page.waitForFunction(`(${findUnreachableScrollers})().length === 0`, null, { timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!reached) assert.deepEqual(await page.evaluate(findUnreachableScrollers), [], what);
}

/** The accessibility checks of one theme ('light' or 'dark'): e2e/tests/accessibility-light.test.mjs
 *  and accessibility-dark.test.mjs run one each, so the two halves land on different e2e shards. */
export function accessibilitySuite(theme) {
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

    it('dialogs and panels on the floor: Zgłoś braki over the order PDF, a print job that failed, the record drawer', async () => {
      const token = await apiToken(USERS.admin.email);
      const number = `AXE/${theme}/${Date.now().toString().slice(-6)}`;
      await pushDocument(token, number, { keyPrefix: `axe-${theme}` });
      await page.goto('/app/packing');
      await page.locator(`[data-testid="queue-row"][data-number="${number}"]`).click();
      // the order's PDF drawn by pdf.js with its text layer (transparent, over the canvas)
      const pdfFrame = page.getByTestId('document-pdf');
      await pdfFrame.locator('.textLayer span').first().waitFor({ state: 'attached' });
      assert.deepEqual(await seriousViolations(page, '[data-testid="document-pdf"]'), [], 'order PDF');
      await page.getByTestId('action-lock').click();
      await page.getByTestId('action-missing-parts').click();
      await page.getByTestId('missing-parts-form').waitFor();
      assert.deepEqual(await seriousViolations(page, '[data-testid="missing-parts-form"]'), [], 'Zgłoś braki');
      await page.keyboard.press('Escape');
      await page.getByTestId('missing-parts-form').waitFor({ state: 'detached' });

      // a printer that cannot be reached (192.0.2.50): the job's error text in the print dialog
      await page.goto('/app/label-printing');
      await page.getByTestId('label-print').first().click();
      const dialog = page.getByTestId('print-dialog');
      await dialog.getByTestId('printer-select').locator('option', { hasText: 'Zebra ZD421 magazyn' }).waitFor({ state: 'attached' });
      await dialog.getByTestId('printer-select').selectOption({ label: 'Zebra ZD421 magazyn (Magazyn)' });
      await dialog.getByTestId('print-submit').click();
      await dialog.getByTestId('print-status').getByText('Drukarka nieosiągalna').first().waitFor({ timeout: 15_000 });
      assert.deepEqual(await seriousViolations(page, '[data-testid="print-dialog"]'), [], 'print dialog, failed job');
      await page.keyboard.press('Escape');

      // the record drawer with its schema drawing, then its "Zgłoś brak szkła" form open
      const list = await api(token, 'GET', '/api/manufacturing/custom-manufacturing?limit=96');
      const record = list.body.data.find((r) => r.schemaId != null);
      await page.goto(`/app/manufacturing/${record.id}`);
      const drawer = page.getByTestId('record-drawer');
      await drawer.getByTestId('record-schema-drawing').locator('svg').waitFor();
      assert.deepEqual(await seriousViolations(page, '[data-testid="record-drawer"]'), [], 'record drawer');
      await drawer.getByTestId('record-report-missing').click();
      await drawer.getByTestId('report-missing-form').waitFor();
      assert.deepEqual(await seriousViolations(page, '[data-testid="record-drawer"]'), [], 'record drawer, Zgłoś brak szkła');
    });

    it('at 390 px: every screen, and each scrolling region a keyboard stop', async () => {
      const phone = await newPage(browser, { width: 390, height: 844 });
      await phone.addInitScript((t) => {
        const prefs = JSON.parse(localStorage.getItem('ui_preferences') ?? '{}');
        localStorage.setItem('ui_preferences', JSON.stringify({ ...prefs, currentTheme: t }));
      }, theme);
      // Watches every change of the page: a table's frame that scrolls must already be a tab stop
      // when the change is done (read as a MutationObserver reads it, after the script that made
      // the change), not a frame later, when something may have read the page without it.
      await phone.addInitScript(() => {
        window.framesWithoutStop = [];
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('[data-table-frame]')) {
            const scrolls = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
            if (scrolls && el.tabIndex < 0) window.framesWithoutStop.push(el.getAttribute('aria-label') ?? el.querySelector('[data-testid]')?.getAttribute('data-testid'));
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await signIn(phone, USERS.admin.email);
      // on a phone some lists are cards, not the desktop table the list above waits for
      for (const path of [...SCREENS.map((s) => s.path), '/app/manufacturing?tab=3']) {
        await phone.goto(path);
        await phone.getByTestId('page-title').first().waitFor();
        await phone.waitForLoadState('networkidle');
        await settled(phone);
        // our own stricter check first, so a failure names the element
        await assertScrollersReachable(phone, `${path} at 390 px: scrolling regions without a tab stop`);
        assert.deepEqual(await phone.evaluate(() => [...new Set(window.framesWithoutStop)]), [], `${path} at 390 px: a table frame scrolled before it was a tab stop`);
        assert.deepEqual(await seriousViolations(phone), [], `${path} at 390 px`);
      }
      await phone.context().close();
    });
  });
}
