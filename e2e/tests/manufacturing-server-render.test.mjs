import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiToken, pushDocument } from '../support/api.mjs';
import { launchBrowser, newPage, openServerRenderHeld, screenshot, signIn, USERS } from '../support/browser.mjs';

/**
 * Issue 23 item 14, ADR 1100: a signed-in page load of Produkcja comes rendered by the server
 * (its first tab: the station and the open records), so a handheld shows the records before the
 * app's scripts have run, and the app then hydrates that HTML without replacing it. A scan or a tap
 * made while the screen only looks ready is kept and acted on once it is the app (ADR 1011). The
 * app's entry script is held until the check is made: the window is certain, not hoped for.
 */
describe('server-rendered Produkcja', () => {
  let browser;
  let admin;
  before(async () => {
    browser = await launchBrowser();
    admin = await apiToken(USERS.admin.email);
  });
  after(async () => {
    await browser?.close();
  });

  /** Opens Produkcja with the entry script held (at 4x CPU when `throttle`); `release()` lets it load. */
  const openHeld = (page, path = '/app/manufacturing', { throttle = true } = {}) =>
    openServerRenderHeld(page, path, { readyTestId: 'station-scan', what: 'Produkcja', throttle });

  /** Console lines saying React threw the server's HTML away (main.tsx's `[ssr]`, React's own). */
  function hydrationWarnings(page) {
    const seen = [];
    page.on('console', (m) => {
      const text = m.text();
      if (/\[ssr\]|hydrat|did not match/i.test(text)) seen.push(text);
    });
    return seen;
  }

  for (const { width, height, theme } of [
    { width: 1440, height: 900, theme: 'light' },
    { width: 1440, height: 900, theme: 'dark' },
    { width: 390, height: 844, theme: 'light' },
    { width: 390, height: 844, theme: 'dark' },
  ]) {
    it(`${width} px, ${theme}: the open records and the station are in the server's HTML, shown before the app's code runs, and hydrated in place`, async () => {
      const page = await newPage(browser, { width, height });
      const warnings = hydrationWarnings(page);
      await signIn(page, USERS.magazyn.email);
      // the theme the server renders with comes from the preferences the app keeps (and copies to its cookie on start)
      await page.evaluate((t) => {
        const prefs = JSON.parse(localStorage.getItem('ui_preferences') ?? '{}');
        localStorage.setItem('ui_preferences', JSON.stringify({ ...prefs, currentTheme: t }));
      }, theme);
      await page.goto('/app/inventories');
      warnings.length = 0; // what the screens before said is theirs
      const load = await openHeld(page, '/app/manufacturing', { throttle: false });

      const cards = page.getByTestId('record-card');
      assert.ok((await cards.count()) > 0, 'record cards before the app');
      await cards.first().waitFor({ state: 'visible' });
      assert.equal(await page.getByRole('tab', { name: 'Produkcja niestandardowa' }).getAttribute('aria-selected'), 'true');
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme === 'dark');
      assert.equal(await page.locator('.boot-loader').count(), 0, 'no loader: the screen itself');
      const before = await cards.count();
      await page.evaluate(() => (window.__serverCard = document.querySelector('[data-testid="record-card"]')));
      await screenshot(page, `manufacturing-ssr-${width}-${theme}-before-app`);

      await load.release();
      // hydration took the server's elements over instead of drawing the screen again
      assert.equal(await page.evaluate(() => window.__serverCard.isConnected && window.__serverCard === document.querySelector('[data-testid="record-card"]')), true, 'the same card element after hydration');
      assert.equal(await cards.count(), before);
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'station-scan');
      await screenshot(page, `manufacturing-ssr-${width}-${theme}-after-app`);
      assert.deepEqual(warnings, [], 'no hydration mismatch');
      await page.context().close();
    });
  }

  it('another tab in the URL is rendered by the browser, as before', async () => {
    const page = await newPage(browser, { width: 1024, height: 768 });
    await signIn(page, USERS.magazyn.email);
    const html = await page.evaluate(async () => (await fetch('/app/manufacturing?tab=2')).text());
    assert.ok(!html.includes('id="ssr-state"') && html.includes('boot-loader'), 'plain index.html for tab 2');
    const first = await page.evaluate(async () => (await fetch('/app/manufacturing?tab=1')).text());
    assert.ok(first.includes('id="ssr-state"') && first.includes('data-testid="record-card"'), 'tab 1 named in the URL is rendered');
    await page.context().close();
  });

  it('at 4x CPU a worker number and an order scanned during the load are kept: the order is claimed once the app takes over', async () => {
    const order = `SSR/${Date.now().toString().slice(-7)}/1`;
    await pushDocument(admin, order, { customer: 'E2E SSR Produkcja', keyPrefix: 'e2e-ssr-m' });
    const page = await newPage(browser, { width: 1024, height: 768 });
    await signIn(page, USERS.magazyn.email);
    const load = await openHeld(page);

    // the scanner types, as a keyboard, into whatever has the focus (nothing yet)
    await page.keyboard.type('1003');
    await page.keyboard.press('Enter');
    await page.keyboard.type(order);
    assert.equal(await page.getByTestId('station-scan').inputValue(), order, 'the scan shows in the field');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.appReady ?? null), null, 'scanned before the app took over');
    await screenshot(page, 'manufacturing-early-scan-before-app');

    await load.release();
    await page.locator(`[data-testid="station-order"][data-order="${order}"]`).waitFor({ timeout: 20_000 });
    await page.getByTestId('station-worker').getByText('1003', { exact: false }).waitFor();
    assert.equal(await page.getByTestId('station-panel').getAttribute('data-phase'), 'type');
    assert.equal(await page.getByTestId('station-scan').inputValue(), '');
    await page.context().close();
  });

  it('at 4x CPU a record tapped during the load opens once the app takes over', async () => {
    const page = await newPage(browser, { width: 1024, height: 768 });
    await signIn(page, USERS.magazyn.email);
    const load = await openHeld(page);

    const open = page.getByTestId('record-open').nth(1);
    const id = await page.getByTestId('record-card').nth(1).getAttribute('data-id');
    await open.click();
    assert.equal(await open.getAttribute('data-early-tapped'), '', 'the tap shows it was felt');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.appReady ?? null), null, 'tapped before the app took over');

    await load.release();
    await page.locator(`[data-testid="record-drawer"][data-id="${id}"]`).waitFor({ timeout: 20_000 });
    await page.waitForURL(new RegExp(`/app/manufacturing/${id}\\b`));
    await page.context().close();
  });
});
