import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiToken, pushDocument } from '../support/api.mjs';
import { launchBrowser, newPage, openServerRenderHeld, screenshot, signIn, USERS } from '../support/browser.mjs';

const row = (page, number) => page.locator(`[data-testid="queue-row"][data-number="${number}"]`);

/**
 * Issue 23 item 3, ADR 1011: a server-rendered Pakowanie shows its scan field and cards seconds
 * before React has taken it over (at 4x CPU 5-8 s). The floor's rule: a scan is never lost, and a
 * tap on a card is not either. The page loads at 4x CPU throttling, and the app's entry script is
 * held until the scan or the tap has been made: the window in which the page only looks ready,
 * made certain rather than hoped for.
 */
describe('server-rendered Pakowanie before it is the app', () => {
  let browser;
  let admin;
  before(async () => {
    browser = await launchBrowser();
    admin = await apiToken(USERS.admin.email);
  });
  after(async () => {
    await browser?.close();
  });

  /** Opens Pakowanie at 4x CPU with the entry script held; `release()` lets it load. */
  const openHeld = (page) => openServerRenderHeld(page, '/app/packing', { readyTestId: 'scanner-input', what: 'Pakowanie' });

  it('a scan typed into the page before it is the app locks the order once it is', async () => {
    const number = `EARLY-SCAN-${Date.now()}`;
    await pushDocument(admin, number);
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email);
    const load = await openHeld(page);

    // the scanner types, as a keyboard, into whatever has the focus (nothing yet)
    await page.keyboard.type(number);
    assert.equal(await page.getByTestId('scanner-input').inputValue(), number, 'the scan shows in the field');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.appReady ?? null), null, 'scanned before the app took over');
    await screenshot(page, 'early-scan-before-app');

    await load.release();
    const detail = page.locator(`[data-testid="document-detail"][data-number="${number}"]`);
    await detail.getByText('Zablokowany przeze mnie').waitFor({ timeout: 20_000 });
    await row(page, number).getByText('Zablokowany przeze mnie').waitFor();
    await page.getByTestId('notice').getByText(`Zablokowano dokument ${number}`).waitFor();
    // the field is empty again, and the next scan works as always
    assert.equal(await page.getByTestId('scanner-input').inputValue(), '');
    await page.context().close();
  });

  it('an unfinished scan stays in the field and finishes with the app; a card tapped before it is the app opens once it is', async () => {
    const tapped = `EARLY-TAP-${Date.now()}`;
    await pushDocument(admin, tapped);
    const page = await newPage(browser);
    await signIn(page, USERS.biuro.email);
    const load = await openHeld(page);

    await row(page, tapped).click();
    await page.keyboard.type('ZAM/NIE');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.appReady ?? null), null, 'tapped and typed before the app took over');
    assert.equal(await row(page, tapped).getAttribute('data-early-tapped'), '', 'the tap shows it was felt');

    await load.release();
    await page.locator(`[data-testid="document-detail"][data-number="${tapped}"]`).waitFor({ timeout: 20_000 });
    const scan = page.getByTestId('scanner-input');
    assert.equal(await scan.inputValue(), 'ZAM/NIE');
    await scan.press('End');
    await page.keyboard.type('/ISTNIEJE');
    await page.keyboard.press('Enter');
    await page.getByTestId('notice').getByText('Nie znaleziono zamówienia ZAM/NIE/ISTNIEJE w kolejce').waitFor();
    await page.context().close();
  });
});
