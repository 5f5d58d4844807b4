import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, locationChecked, newPage, screenshot, settled, signIn, USERS } from '../support/browser.mjs';

/** Issue 15, "Stany magazynowe": the stock table fits, a row or a scan opens the item's panel,
 *  changes answer with notices. (Pakowanie with a scanner, once in the same file, is
 *  floor-packing.test.mjs: apart, the two halves balance the e2e shards.) */


// The first items of the seeded catalogue (seed/stock-items.ts, deterministic).
const INDEX = 'UC-ZLO300-00001';
const EAN = '5900048000008';

async function withNav(page, navType) {
  await page.addInitScript((type) => localStorage.setItem('ui_preferences', JSON.stringify({ navType: type, navCollapsed: false, currentTheme: 'light', locale: 'pl' })), navType);
}

/** No sideways scrolling: neither the page nor the table's frame is wider than what it shows. */
async function overflow(page) {
  return page.evaluate(() => {
    const frame = document.querySelector('[data-testid="stock-table-frame"]');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      frame: frame ? frame.scrollWidth - frame.clientWidth : null,
    };
  });
}

const scannerFocused = (page, testId) => page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId);
const notice = (page, text) => page.getByTestId('notice').filter({ hasText: text });

describe('Stany magazynowe on the floor', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const [width, height, nav] of [
    [1440, 900, 'SIDE'],
    [1024, 768, 'TOP'],
    [1024, 768, 'SIDE'],
  ]) {
    it(`the table fits at ${width} px with the ${nav === 'TOP' ? 'top' : 'side'} menu, actions included; a click anywhere in a header sorts`, async () => {
      const page = await newPage(browser, { width, height });
      await withNav(page, nav);
      await signIn(page, USERS.admin.email, { to: '/app/inventories' });
      await page.getByTestId('stock-row').first().waitFor();
      assert.deepEqual(await overflow(page), { page: 0, frame: 0 });
      // the actions of the first row are inside the viewport
      const box = await page.getByTestId('change-location').first().boundingBox();
      assert.ok(box && box.x + box.width <= width, `actions at ${box?.x}+${box?.width} of ${width}`);
      // a click near the right edge of the header (not on its text) sorts
      const header = page.getByRole('columnheader', { name: /Lokalizacja/ });
      const hb = await header.boundingBox();
      await page.mouse.click(hb.x + hb.width - 3, hb.y + 8);
      await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]')?.textContent?.includes('Lokalizacja'));
      await screenshot(page, `stock-table-${width}-${nav.toLowerCase()}`);
      await page.context().close();
    });
  }

  it('shows cards on a 390 px phone, without sideways scrolling; a card opens the panel', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, USERS.magazyn.email, { to: '/app/inventories' });
    await page.getByTestId('stock-table-cards').waitFor();
    assert.equal(await page.getByTestId('stock-table').count(), 0);
    assert.equal((await overflow(page)).page, 0);
    await page.getByTestId('stock-row').first().click();
    await page.getByTestId('stock-panel').waitFor();
    await page.getByTestId('panel-count').waitFor();
    await settled(page); // the drawer's slide-in
    await screenshot(page, 'stock-panel-390');

    // a saved change's notice shows in the panel under the form, over none of its buttons (it
    // covered "Zapisz" when it lay over the page's bottom end), also with the next form open
    const panel = page.getByTestId('stock-panel');
    await panel.getByTestId('panel-add').click();
    await panel.getByTestId('stock-amount').fill('1');
    await panel.getByTestId('stock-save').click();
    await notice(page, 'Stan zmieniono pomyślnie').waitFor();
    await panel.getByTestId('panel-remove').click();
    await panel.getByTestId('stock-save').waitFor();
    const covered = await page.evaluate(() => {
      const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const notices = [...document.querySelectorAll('[data-testid="notice"]')].map((n) => n.getBoundingClientRect());
      const buttons = [...document.querySelectorAll('[data-testid="stock-panel"] button')].filter((b) => !b.closest('[data-testid="notice"]'));
      return buttons.filter((b) => notices.some((n) => hit(n, b.getBoundingClientRect()))).map((b) => b.textContent);
    });
    assert.deepEqual(covered, [], `notices lie over the panel's buttons: ${covered.join(', ')}`);
    assert.equal(await panel.getByTestId('notice').count(), 1, 'the notice is drawn in the panel');
    await screenshot(page, 'stock-panel-390-notice');
    await page.context().close();
  });

  it('a row opens the side panel: add with a chosen reason, move to a normalised location, both as notices and in its history', async () => {
    const page = await newPage(browser, { width: 1440, height: 900 });
    await signIn(page, USERS.admin.email, { to: '/app/inventories' });
    await page.getByTestId('filter-index').fill(INDEX);
    const row = page.locator(`[data-testid="stock-row"][data-index="${INDEX}"]`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="stock-row"]').length === 1);
    await row.getByTestId('cell-location').click();
    const panel = page.locator(`[data-testid="stock-panel"][data-index="${INDEX}"]`);
    await panel.waitFor();
    const before = Number((await panel.getByTestId('panel-quantity').textContent()).trim().split(' ')[0].replace(',', '.'));
    const oldLocation = (await panel.getByTestId('panel-location').textContent()).trim();
    await panel.getByTestId('panel-history-link').waitFor();
    assert.equal(await panel.getByTestId('panel-history-link').getAttribute('href'), `/app/order-history?reference=${INDEX}`);

    // add 3, reason Przyjęcie (the default of "Dodaj"), a note
    await panel.getByTestId('panel-add').click();
    await panel.getByTestId('stock-amount').fill('3');
    await panel.getByTestId('stock-preview').getByText(`Nowy stan: ${before + 3}`).waitFor();
    await panel.getByTestId('reason-Zwrot').click();
    await panel.getByTestId('stock-note').fill('od klienta e2e');
    await panel.getByTestId('stock-save').click();
    await notice(page, 'Stan zmieniono pomyślnie').waitFor();
    assert.equal(await page.getByTestId('message-dialog').count(), 0);
    await panel.getByTestId('panel-quantity').getByText(new RegExp(`^${before + 3} `)).waitFor();
    await panel.getByTestId('panel-change').first().getByText(/Zwrot: od klienta e2e/).waitFor();

    // remove more than there is: refused in the form, nothing sent
    await panel.getByTestId('panel-remove').click();
    await panel.getByTestId('stock-amount').fill(String(before + 4));
    await panel.getByTestId('stock-save').click();
    await panel.getByText('Stan nie może spaść poniżej zera').waitFor();

    // move: typed in lower case, normalised; a location nobody uses needs a confirmation
    const target = oldLocation === 'H-24-06' ? 'h-24-05' : 'h-24-06';
    await panel.getByTestId('panel-move').click();
    await panel.getByTestId('new-location').fill('zz9');
    await panel.getByTestId('location-save').click();
    await panel.getByText('Lokalizacja ma wyglądać jak A-01-03').waitFor();
    await panel.getByTestId('new-location').fill('k-99-01');
    await panel.getByTestId('new-location-warning').getByText('Lokalizacja K-99-01 jeszcze nie istnieje.').waitFor();
    assert.equal(await panel.getByTestId('location-save').isDisabled(), true);
    await panel.getByTestId('new-location').fill(target);
    await panel.getByText(`Zostanie zapisana jako ${target.toUpperCase()}`).waitFor();
    await locationChecked(page, target.toUpperCase());
    if (await panel.getByTestId('new-location-warning').count()) await panel.getByTestId('confirm-new-location').click();
    await panel.getByTestId('location-save').click();
    await notice(page, 'Lokalizację zmieniono pomyślnie').waitFor();
    await panel.getByTestId('panel-location').getByText(target.toUpperCase()).waitFor();
    await row.getByTestId('cell-location').getByText(target.toUpperCase()).waitFor();
    await screenshot(page, 'stock-panel-after-move');

    // "Zmieniono" shows the time of day too
    const changed = await row.locator('td').nth(6).textContent();
    assert.match(changed.trim(), /^\d{1,2}\/\d{1,2}\/\d{4} \d{2}:\d{2}$/);

    // the availability toggle answers with a notice, not a modal
    await panel.getByTestId('panel-close').click();
    await panel.waitFor({ state: 'detached' });
    await row.getByTestId('availability-switch').click();
    await notice(page, /kontrolę dostępności/).first().waitFor();
    assert.equal(await page.getByTestId('message-dialog').count(), 0);
    await page.context().close();
  });

  it('a scan that finds exactly one item opens its panel and leaves the focus in the scan field', async () => {
    const page = await newPage(browser, { width: 1024, height: 768 });
    await signIn(page, USERS.biuro.email, { to: '/app/inventories' });
    await page.getByTestId('stock-scanner').fill(EAN);
    await page.getByTestId('stock-scanner').press('Enter');
    await page.locator(`[data-testid="stock-panel"][data-index="${INDEX}"]`).waitFor();
    assert.equal(await scannerFocused(page, 'stock-scanner'), true);
    await page.getByTestId('stock-scanner').fill('NIE-MA-TAKIEGO');
    await page.getByTestId('stock-scanner').press('Enter');
    await notice(page, 'Nie znaleziono pozycji NIE-MA-TAKIEGO').waitFor();
    assert.equal(await scannerFocused(page, 'stock-scanner'), true);
    await page.context().close();
  });
});
