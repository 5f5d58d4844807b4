import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { baseUrl, hydrated, launchBrowser, newPage, signInWithForm, USERS } from '../support/browser.mjs';

/** Issue 15, ADR 0950: after signing in, a landing screen's page load comes with the screen in its
 *  HTML (it shows with JavaScript off), hydrates without a mismatch and then works as always;
 *  signing out ends it. */
describe('server-rendered landing screens', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  const warnings = (page) => {
    const seen = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.text().includes('[ssr]')) seen.push(m.text());
    });
    page.on('pageerror', (e) => seen.push(e.message));
    return seen;
  };

  it('a phone signs in, lands on Pakowanie rendered by the server, and the scan field then works', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const seen = warnings(page);
    await page.goto('/authentication/login');
    await signInWithForm(page, USERS.magazyn.email);
    // the sign-in's page load went to the server with the session cookie
    await page.waitForURL(/\/app\/packing/);
    assert.equal(await page.locator('#ssr-state').count(), 1, 'the landing page came rendered by the server');
    await hydrated(page);
    await page.getByTestId('page-title').waitFor();
    const scan = page.getByTestId('scanner-input');
    await scan.fill('ZAM/NIE/ISTNIEJE');
    await scan.press('Enter');
    await page.getByText('ZAM/NIE/ISTNIEJE').first().waitFor();
    assert.deepEqual(seen, [], 'no hydration mismatch, no error');
    await page.context().close();
  });

  it('the HTML alone shows the stock list (JavaScript off), for the width the browser last had', async () => {
    const page = await newPage(browser, { width: 1366, height: 850 });
    await page.goto('/authentication/login');
    await signInWithForm(page, USERS.admin.email);
    await page.waitForURL(/\/app\//);
    await page.goto('/app/inventories');
    const firstRow = page.locator('[data-testid="stock-row"]').first();
    await firstRow.waitFor();
    const first = await firstRow.getAttribute('data-index');
    const location = (await firstRow.getByTestId('cell-location').textContent()).trim();
    const cookies = await page.context().cookies();
    // set by the server (ADR 0971): page scripts cannot read it
    assert.ok(cookies.some((c) => c.name === 'session' && c.path === '/app' && c.sameSite === 'Strict' && c.httpOnly));
    assert.ok(!(await page.evaluate(() => document.cookie)).includes('session='), 'the page cannot read the session cookie');

    const noScript = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: { width: 1366, height: 850 } });
    await noScript.addCookies(cookies);
    const still = await noScript.newPage();
    await still.goto('/app/inventories');
    await still.getByTestId('stock-table').waitFor();
    const stillRow = still.locator('[data-testid="stock-row"]').first();
    assert.equal(await stillRow.getAttribute('data-index'), first);
    assert.equal((await stillRow.getByTestId('cell-location').textContent()).trim(), location);
    assert.equal(await still.getByTestId('page-title').textContent(), 'Stany magazynowe');
    await noScript.close();

    // signing out removes the cookie: the next page load is not rendered for anyone
    await page.getByTestId('profile-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await page.waitForURL(/\/authentication\/login/);
    // the server clears it (a keepalive request sent as the page moves on)
    for (let i = 0; i < 50 && (await page.context().cookies()).some((c) => c.name === 'session'); i++) await page.waitForTimeout(100);
    assert.ok(!(await page.context().cookies()).some((c) => c.name === 'session'), 'the session cookie is gone');
    const res = await page.request.get('/app/inventories');
    assert.ok(!(await res.text()).includes('ssr-state'));
    await page.context().close();
  });
});
